import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from './form-field';
import { useFieldSettings } from './form-box';
import { useTranslation } from '../../lib/use-translation';
import { countries, countryByCode, countryLabel, normalizeCulture, searchCountries, type Country } from '@portal/domain';

export interface FormCountryFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  margin?: 'none' | 'dense' | 'normal';
}

/**
 * A country (IOC code), chosen by typing part of its name (in any of the portal's languages) or
 * code; today's countries come before former states. The list is the federation's reference list
 * of the domain package; there is no call for it.
 */
export function FormCountryField<T extends FieldValues>({ control, name, label, required, disabled, margin }: FormCountryFieldProps<T>) {
  const { t, i18n } = useTranslation();
  const settings = useFieldSettings();
  const language = normalizeCulture(i18n.language);
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, message }) => {
        const value = typeof field.value === 'string' ? (countryByCode(field.value) ?? null) : null;
        return (
          <Autocomplete<Country, false, false, false>
            id={`field-${name}`}
            options={countries}
            value={value}
            onChange={(_, next) => field.onChange(next?.code ?? '')}
            onBlur={field.onBlur}
            getOptionLabel={(country) => countryLabel(country, language)}
            filterOptions={(_, state) => searchCountries(state.inputValue, language)}
            getOptionKey={(c) => c.code}
            isOptionEqualToValue={(a, b) => a.code === b.code}
            disabled={disabled || settings.disabled}
            noOptionsText={t('common.noOptions')}
            openText={t('common.open')}
            closeText={t('common.close')}
            clearText={t('common.clear')}
            fullWidth
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                label={label}
                required={required}
                margin={margin ?? settings.margin}
                inputRef={field.ref}
                error={Boolean(message)}
                helperText={message}
              />
            )}
          />
        );
      }}
    />
  );
}
