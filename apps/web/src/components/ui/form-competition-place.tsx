import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';
import { environmentForDate, PerformanceCompetitionLimits } from '@portal/domain';
import { FormCountryField } from './form-country-field';
import { FormDateField, useSpanStart } from './form-date-field';
import { FormSelect } from './form-select';
import { FormTextField } from './form-text-field';

/** The fields of a performance competition that this component fills; the form's values name them so. */
type PlaceField = 'dateFrom' | 'dateTo' | 'town' | 'nation' | 'environment';

/** The keys of the texts the fields show, below the competitions' catalogue group. */
export type CompetitionPlaceText = `fields.${PlaceField}` | 'form.environmentHint' | 'environment.0' | 'environment.1';

export interface FormCompetitionPlaceProps<T extends FieldValues> {
  control: Control<T>;
  /** The form's own `setValue` and `getValues`: the last day and indoor or outdoor follow the first day. */
  form: Pick<UseFormReturn<T>, 'setValue' | 'getValues'>;
  /** The first day the form opened with (a competition being changed); null for a new one. */
  initialStart: string | null;
  /** The texts of the competitions' catalogue group, by their keys below it (a `t` with that key prefix). */
  texts: (key: CompetitionPlaceText) => string;
  /** Fields shown between the days and the town (the competition form's venue). */
  between?: ReactNode;
}

/**
 * When and where a performance competition took place (spec statistics.md §3), as its own form and
 * a results import for a new competition ask it: the days, the town, the nation and indoor or
 * outdoor. The last day follows the first, and so does indoor or outdoor (by its month) until the
 * user picks it. The fields stand in the caller's `FormBox`.
 */
export function FormCompetitionPlace<T extends FieldValues>({ control, form, initialStart, texts, between }: FormCompetitionPlaceProps<T>) {
  const name = (placeField: PlaceField) => placeField as FieldPath<T>;
  const startChanged = useSpanStart(form, name('dateTo'), initialStart, (day) =>
    form.setValue(name('environment'), environmentForDate(day) as PathValue<T, FieldPath<T>>, { shouldDirty: true, shouldValidate: true }),
  );
  return (
    <>
      <FormDateField control={control} name={name('dateFrom')} label={texts('fields.dateFrom')} required onChanged={startChanged} />
      <FormDateField control={control} name={name('dateTo')} label={texts('fields.dateTo')} required />
      {between}
      <FormTextField control={control} name={name('town')} label={texts('fields.town')} required slotProps={{ htmlInput: { maxLength: PerformanceCompetitionLimits.town } }} />
      <FormCountryField control={control} name={name('nation')} label={texts('fields.nation')} required />
      <FormSelect
        control={control}
        name={name('environment')}
        label={texts('fields.environment')}
        required
        helperText={texts('form.environmentHint')}
        options={([0, 1] as const).map((value) => ({ value, text: texts(`environment.${value}`) }))}
      />
    </>
  );
}
