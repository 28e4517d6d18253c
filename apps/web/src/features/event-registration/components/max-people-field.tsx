import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { EventRegistrationLimits } from '@portal/domain';
import type { RegistrationFormControl } from './form-values';
import { FormField } from '../../../components/ui/form-field';

/** Spec §4, §9: the explanation of max people shows for 10 seconds. */
export const MAX_PEOPLE_TOOLTIP_MS = 10_000;

/**
 * Max people, a whole number from 0 (0 = unlimited). Focusing the field or pressing its info
 * button shows the explanation for 10 seconds (spec §4), or until the field is left.
 */
export function MaxPeopleField({ control, label, disabled }: { control: RegistrationFormControl; label: string; disabled?: boolean }) {
  const { t } = useTranslation();
  // Each showing starts the 10 seconds anew.
  const [shownAt, setShownAt] = useState<number | null>(null);
  useEffect(() => {
    if (shownAt === null) return;
    const timer = setTimeout(() => setShownAt(null), MAX_PEOPLE_TOOLTIP_MS);
    return () => clearTimeout(timer);
  }, [shownAt]);
  const show = () => setShownAt(Date.now());
  return (
    <FormField
      control={control}
      name="maxPeople"
      render={({ field, message }) => (
        <Tooltip
          open={shownAt !== null}
          title={t('eventRegistration.form.maxPeopleTooltip')}
          placement="top-end"
          arrow
          describeChild
          disableHoverListener
          disableFocusListener
          disableTouchListener
        >
          <TextField
            id="field-maxPeople"
            name={field.name}
            type="number"
            label={label}
            required
            fullWidth
            margin="normal"
            disabled={disabled}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
            onFocus={show}
            onBlur={() => {
              // A tooltip left standing would cover the next field or a dialog.
              setShownAt(null);
              field.onBlur();
            }}
            inputRef={field.ref}
            error={Boolean(message)}
            helperText={message ?? t('eventRegistration.form.maxPeopleHint')}
            slotProps={{
              htmlInput: { min: 0, max: EventRegistrationLimits.maxPeople, step: 1, inputMode: 'numeric' },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton aria-label={t('eventRegistration.form.maxPeopleInfo')} onClick={show} edge="end" size="small" disabled={disabled}>
                      <InfoOutlinedIcon fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        </Tooltip>
      )}
    />
  );
}
