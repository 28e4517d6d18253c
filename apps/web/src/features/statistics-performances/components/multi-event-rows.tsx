import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormState, useWatch, type Control, type UseFormGetValues, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import type { PerformanceEvent, PerformanceSubEvent, Sex } from '@portal/domain';
import { translateFieldError } from '../../../lib/form-errors';
import { PerformanceLimits } from '@portal/domain';
import { isOverridden, livePoints, typedPoints, type PerformanceFormValues } from './form-values';
import { FormWindField } from '../../../components/ui/form-decimal-field';
import { FormTextField } from '../../../components/ui/form-text-field';

export interface MultiEventRowsProps {
  control: Control<PerformanceFormValues>;
  setValue: UseFormSetValue<PerformanceFormValues>;
  getValues: UseFormGetValues<PerformanceFormValues>;
  event: PerformanceEvent;
  /** Whose points tables score the event. */
  sex: Sex;
  /** Held outdoors (or no competition chosen yet): sub-events with wind need a reading. */
  outdoor: boolean;
  disabled?: boolean;
}

/**
 * One row per sub-event of a combined event, in the event's order (spec §2.3, §5): result, wind
 * where it counts, and points computed from the typed result as it is typed. Typed points that
 * differ from the tables need a reason.
 */
export function MultiEventRows({ control, setValue, getValues, event, sex, outdoor, disabled }: MultiEventRowsProps) {
  const { t } = useTranslation();
  const { fields } = useFieldArray({ control, name: 'multiEventResults', keyName: 'key' });
  const rows = useWatch({ control, name: 'multiEventResults' }) ?? [];
  const { errors, isSubmitted } = useFormState({ control, name: 'multiEventResults' });
  const subs = new Map(event.subEvents.map((s) => [s.eventId, s]));
  const rootError = errors.multiEventResults?.root ?? (errors.multiEventResults as { type?: string; message?: string } | undefined);
  const rootMessage = rootError?.message && (rootError.type === 'server' || isSubmitted) ? translateFieldError(t, rootError.message) : undefined;
  const path = (index: number) => `multiEventResults.${index}` as const;

  const resultTyped = (index: number, sub: PerformanceSubEvent, text: string) => {
    if (getValues(`${path(index)}.pointsEdited`)) return;
    const computed = livePoints(sub, text, sex);
    setValue(`${path(index)}.points`, computed === null ? '' : String(computed), { shouldValidate: isSubmitted });
  };
  const pointsTyped = (index: number, sub: PerformanceSubEvent, text: string) => {
    const computed = livePoints(sub, getValues(`${path(index)}.result`), sex);
    // Typing what the tables give hands the points back to them.
    setValue(`${path(index)}.pointsEdited`, computed === null || typedPoints(text) !== computed);
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {t('statistics.performances.form.subEvents')}
      </Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('statistics.performances.form.subEvents')} sx={{ minWidth: 560, '& td': { verticalAlign: 'top' } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('statistics.performances.fields.event')}</TableCell>
              <TableCell>{t('statistics.performances.fields.result')}</TableCell>
              <TableCell>{t('statistics.performances.fields.wind')}</TableCell>
              <TableCell>{t('statistics.performances.fields.points')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((field, index) => {
              const sub = subs.get(field.eventId);
              if (!sub) return null;
              const row = rows[index] ?? field;
              const computed = livePoints(sub, row.result, sex);
              const overridden = isOverridden(row, computed);
              const name = sub.eventShortNational;
              return (
                <TableRow key={field.key} data-sub-event={sub.eventCode}>
                  <TableCell sx={{ pt: 2.5, whiteSpace: 'nowrap' }}>{name}</TableCell>
                  <TableCell sx={{ minWidth: 120 }}>
                    <FormTextField
                      control={control}
                      name={`${path(index)}.result`}
                      label={t('statistics.performances.form.subResult', { event: name })}
                      size="small"
                      required
                      disabled={disabled}
                      onTyped={(text) => resultTyped(index, sub, text)}
                      slotProps={{ htmlInput: { maxLength: PerformanceLimits.mark, inputMode: 'decimal' } }}
                    />
                  </TableCell>
                  <TableCell sx={{ minWidth: 100 }}>
                    {sub.windRequired && outdoor ? (
                      <FormWindField
                        control={control}
                        name={`${path(index)}.windResult`}
                        label={t('statistics.performances.form.subWind', { event: name })}
                        size="small"
                        required
                        disabled={disabled}
                      />
                    ) : (
                      <Typography sx={{ pt: 1 }} color="text.secondary" aria-label={t('statistics.performances.form.noWind')}>
                        –
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ minWidth: 120 }}>
                    <FormTextField
                      control={control}
                      name={`${path(index)}.points`}
                      label={t('statistics.performances.form.subPoints', { event: name })}
                      size="small"
                      required
                      disabled={disabled}
                      onTyped={(text) => pointsTyped(index, sub, text)}
                      helperText={overridden && computed !== null ? t('statistics.performances.form.tablePoints', { points: computed }) : undefined}
                      slotProps={{ htmlInput: { maxLength: 5, inputMode: 'numeric' } }}
                    />
                    {overridden && (
                      <Box sx={{ mt: 1 }}>
                        <FormTextField
                          control={control}
                          name={`${path(index)}.overrideReason`}
                          label={t('statistics.performances.form.overrideReason', { event: name })}
                          size="small"
                          required
                          multiline
                          disabled={disabled}
                          slotProps={{ htmlInput: { maxLength: PerformanceLimits.reason } }}
                        />
                      </Box>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {rootMessage && <FormHelperText error>{rootMessage}</FormHelperText>}
    </Box>
  );
}
