import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { PerformanceLimits, type Option } from '@portal/domain';
import { FormCountryField } from './form-country-field';
import { FormSearchAutocomplete } from './form-search-autocomplete';
import { FormTextField } from './form-text-field';
import type { LookupOptions } from './search-autocomplete';

/** The fields of an athlete that these fill; the form's values name them so. */
export type AthleteField = 'firstName' | 'lastName' | 'nation' | 'club' | 'nationalAthleteCode';

export interface FormAthleteFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /** The fields' labels, by the field. */
  label: (field: AthleteField) => string;
  /** The clubs the athlete may belong to, searched by name. */
  clubSearch: (search: string) => LookupOptions<Option>;
  /** Fields shown after the names (a new athlete's gender and year of birth). */
  afterNames?: ReactNode;
}

/**
 * An athlete as the federation keeps them (spec statistics.md §7): names, nation, club and national
 * athlete code, with the server's lengths; a new athlete and an athlete's correction show them alike.
 */
export function FormAthleteFields<T extends FieldValues>({ control, label, clubSearch, afterNames }: FormAthleteFieldsProps<T>) {
  const name = (field: AthleteField) => field as FieldPath<T>;
  return (
    <>
      <FormTextField control={control} name={name('firstName')} label={label('firstName')} required slotProps={{ htmlInput: { maxLength: PerformanceLimits.name } }} />
      <FormTextField control={control} name={name('lastName')} label={label('lastName')} required slotProps={{ htmlInput: { maxLength: PerformanceLimits.name } }} />
      {afterNames}
      <FormCountryField control={control} name={name('nation')} label={label('nation')} required />
      <FormSearchAutocomplete<T, Option>
        control={control}
        name={name('club')}
        label={label('club')}
        required
        queryFor={clubSearch}
        optionKey={(o) => o.value}
        optionLabel={(o) => o.text}
      />
      <FormTextField
        control={control}
        name={name('nationalAthleteCode')}
        label={label('nationalAthleteCode')}
        slotProps={{ htmlInput: { maxLength: PerformanceLimits.nationalAthleteCode } }}
      />
    </>
  );
}
