import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';
import { environmentForDate, PerformanceCompetitionLimits } from '@portal/domain';
import { useTranslation } from '../../lib/use-translation';
import { FormCountryField } from './form-country-field';
import { FormDateField, useSpanStart } from './form-date-field';
import { FormSelect } from './form-select';
import { FormTextField } from './form-text-field';

/** The fields of a performance competition that this component fills; the form's values name them so. */
type PlaceField = 'dateFrom' | 'dateTo' | 'town' | 'nation' | 'environment';

export interface FormCompetitionPlaceProps<T extends FieldValues> {
  control: Control<T>;
  /** The form's own `setValue` and `getValues`: the last day and indoor or outdoor follow the first day. */
  form: Pick<UseFormReturn<T>, 'setValue' | 'getValues'>;
  /** The first day the form opened with (a competition being changed); null for a new one. */
  initialStart: string | null;
  /** Fields shown between the days and the town (the competition form's venue). */
  between?: ReactNode;
}

/**
 * When and where a performance competition took place (spec statistics.md §3), as its own form and
 * a results import for a new competition ask it: the days, the town, the nation and indoor or
 * outdoor. The last day follows the first, and so does indoor or outdoor (by its month) until the
 * user picks it. The fields stand in the caller's `FormBox`.
 */
export function FormCompetitionPlace<T extends FieldValues>({ control, form, initialStart, between }: FormCompetitionPlaceProps<T>) {
  const { t } = useTranslation();
  const { t: field } = useTranslation('statistics', { keyPrefix: 'statistics.competitions.fields' });
  const name = (placeField: PlaceField) => placeField as FieldPath<T>;
  const startChanged = useSpanStart(form, name('dateTo'), initialStart, (day) =>
    form.setValue(name('environment'), environmentForDate(day) as PathValue<T, FieldPath<T>>, { shouldDirty: true, shouldValidate: true }),
  );
  return (
    <>
      <FormDateField control={control} name={name('dateFrom')} label={field('dateFrom')} required onChanged={startChanged} />
      <FormDateField control={control} name={name('dateTo')} label={field('dateTo')} required />
      {between}
      <FormTextField control={control} name={name('town')} label={field('town')} required slotProps={{ htmlInput: { maxLength: PerformanceCompetitionLimits.town } }} />
      <FormCountryField control={control} name={name('nation')} label={field('nation')} required />
      <FormSelect
        control={control}
        name={name('environment')}
        label={field('environment')}
        required
        helperText={t('statistics.competitions.form.environmentHint')}
        options={([0, 1] as const).map((value) => ({ value, text: t(`statistics.competitions.environment.${value}`) }))}
      />
    </>
  );
}
