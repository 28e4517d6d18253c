import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Controller, useFormState, type Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { SearchAutocomplete } from '../../../components/ui/search-autocomplete';
import { shownFieldError, translateFieldError } from '../../../lib/form-errors';
import { regionalRestrictionQueryOptions, type RestrictionOption } from '../api/bestlist-queries';
import type { BestListFormValues } from './form-values';

/** The regional restriction: an association or club of the federation, looked up from 3 typed characters (spec §5). */
export function RegionalRestrictionField({ control, disabled }: { control: Control<BestListFormValues>; disabled: boolean }) {
  const { t } = useTranslation();
  const { isSubmitted } = useFormState({ control });
  return (
    <Controller
      control={control}
      name="regionalRestriction"
      render={({ field, fieldState }) => (
        <SearchAutocomplete<RestrictionOption>
          label={t('statistics.bestlists.fields.regionalRestriction')}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={disabled}
          error={translateFieldError(t, shownFieldError(fieldState, isSubmitted))}
          helperText={t('statistics.bestlists.form.regionalRestrictionHint')}
          queryFor={regionalRestrictionQueryOptions}
          optionKey={(o) => o.value}
          optionLabel={(o) => o.text}
          renderOption={(o) => (
            <Box>
              <Typography variant="body2">{o.text}</Typography>
              {o.type && (
                <Typography variant="caption" color="text.secondary">
                  {t(`organizationType.${o.type}`, { defaultValue: o.type })}
                </Typography>
              )}
            </Box>
          )}
        />
      )}
    />
  );
}
