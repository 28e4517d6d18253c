import Box, { type BoxProps } from '@mui/material/Box';
import { Controller, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldSettings } from './form-box';
import { useTranslation } from '../../lib/use-translation';
import { shownFieldError, translateFieldError } from '../../lib/form-errors';
import { SearchAutocomplete, type SearchAutocompleteProps } from './search-autocomplete';

export type FormSearchAutocompleteProps<T extends FieldValues, O> = Omit<SearchAutocompleteProps<O>, 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'name' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Spacing around the field (e.g. `{ mt: 2 }` beside text fields with `margin="normal"`). */
  sx?: BoxProps['sx'];
};

/**
 * A server-searched choice (a club, an athlete) bound to react-hook-form, its error translated like
 * the text fields'; the hint says from how many characters the search starts.
 */
export function FormSearchAutocomplete<T extends FieldValues, O>({ control, name, sx, ...rest }: FormSearchAutocompleteProps<T, O>) {
  const { t } = useTranslation();
  const settings = useFieldSettings();
  const { isSubmitted } = useFormState({ control });
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Box sx={sx}>
          <SearchAutocomplete<O>
            helperText={t('common.searchHint', { min: 3 })}
            {...rest}
            disabled={rest.disabled || settings.disabled}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            error={translateFieldError(t, shownFieldError(fieldState, isSubmitted))}
          />
        </Box>
      )}
    />
  );
}
