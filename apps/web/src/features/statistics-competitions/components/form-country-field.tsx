import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countries, countryByCode, type Country } from '@portal/domain';
import { shownFieldError, translateFieldError } from '../../../lib/form-errors';
import type { CompetitionFormControl } from './form-values';

/** A country as the selector lists it: its name and IOC code. */
export const countryLabel = (country: Country) => `${country.name} (${country.code})`;

/** The nation (IOC code), chosen by typing part of its name or code from the reference list of the domain package. */
export function FormCountryField({ control, label, disabled }: { control: CompetitionFormControl; label: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const { isSubmitted } = useFormState({ control });
  return (
    <Controller
      control={control}
      name="nation"
      render={({ field, fieldState }) => {
        const message = translateFieldError(t, shownFieldError(fieldState, isSubmitted));
        return (
          <Autocomplete<Country, false, false, false>
            id="field-nation"
            options={countries}
            value={countryByCode(field.value) ?? null}
            onChange={(_, next) => field.onChange(next?.code ?? '')}
            onBlur={field.onBlur}
            getOptionLabel={countryLabel}
            getOptionKey={(c) => c.code}
            isOptionEqualToValue={(a, b) => a.code === b.code}
            disabled={disabled}
            noOptionsText={t('common.noOptions')}
            openText={t('common.open')}
            closeText={t('common.close')}
            clearText={t('common.clear')}
            fullWidth
            renderInput={(params) => (
              <TextField {...params} name={field.name} label={label} required margin="normal" inputRef={field.ref} error={Boolean(message)} helperText={message} />
            )}
          />
        );
      }}
    />
  );
}
