import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Controller, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { customEventTypes, Limits } from '@portal/domain';
import { FormTextField } from '../../../components/ui/form-text-field';
import { IconAction } from '../../../components/ui/icon-action';
import { FormTimeField } from './form-time-field';
import { measurementOf, type EventClassesValues, type EventRow } from './event-classes-values';

export interface EventCustomRowsProps {
  control: Control<EventClassesValues>;
  setValue: UseFormSetValue<EventClassesValues>;
  /** The custom events among the form's events, with their index in the form's list. */
  rows: { index: number; key: string; row: EventRow }[];
  /** Whether custom events may be added (approval type 1 or 2). */
  canAdd: boolean;
  disabled: boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/**
 * The organiser's own events: name, kind and course length — kilometres with decimals, or hours
 * and minutes for a time run (spec §5).
 */
export function EventCustomRows({ control, setValue, rows, canAdd, disabled, onAdd, onRemove }: EventCustomRowsProps) {
  const { t } = useTranslation();
  return (
    <Box>
      {rows.map(({ index, key, row }, position) => {
        const label = row.longname.trim() || t('approvalEvents.customNumber', { number: position + 1 });
        return (
          <Paper key={key} variant="outlined" sx={{ p: 2, pt: 0, mb: 1.5 }} data-event-id={row.id}>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr auto' }, columnGap: 2, alignItems: 'start' }}>
              <FormTextField
                control={control}
                name={`events.${index}.longname`}
                label={t('approvalEvents.customName')}
                required
                disabled={disabled}
                slotProps={{ htmlInput: { maxLength: Limits.long } }}
              />
              <Controller
                control={control}
                name={`events.${index}.enduranceEventType`}
                render={({ field }) => (
                  <TextField
                    select
                    id={`field-events.${index}.enduranceEventType`}
                    name={field.name}
                    label={t('approvalEvents.customKind')}
                    disabled={disabled}
                    fullWidth
                    value={field.value}
                    onChange={(event) => {
                      const kind = Number(event.target.value);
                      field.onChange(kind);
                      // Kilometres and hours are not interchangeable: a change of unit starts the length anew.
                      if (measurementOf(kind) !== row.measurement) {
                        setValue(`events.${index}.measurement`, measurementOf(kind));
                        setValue(`events.${index}.lengthText`, '', { shouldDirty: true });
                      }
                    }}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                  >
                    {customEventTypes.map((v) => (
                      <MenuItem key={v} value={v}>
                        {t(`customEventType.${v}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              {row.measurement === 'h' ? (
                <FormTimeField control={control} name={`events.${index}.lengthText`} label={t('approvalEvents.customDuration')} required disabled={disabled} maxHourDigits={3} />
              ) : (
                <FormTextField
                  control={control}
                  name={`events.${index}.lengthText`}
                  label={t('approvalEvents.customDistance')}
                  required
                  disabled={disabled}
                  slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off', maxLength: 12 } }}
                />
              )}
              {!disabled && (
                <Box sx={{ pt: { xs: 0, sm: 3 } }}>
                  <IconAction label={t('approvalEvents.remove', { name: label })} icon={<DeleteIcon />} onClick={() => onRemove(index)} />
                </Box>
              )}
            </Box>
          </Paper>
        );
      })}
      {canAdd && !disabled && (
        <Button startIcon={<AddIcon />} onClick={onAdd} sx={{ mt: 1 }}>
          {t('approvalEvents.addCustom')}
        </Button>
      )}
    </Box>
  );
}
