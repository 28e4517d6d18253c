import Box, { type BoxProps } from '@mui/material/Box';
import { useState } from 'react';
import { type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from './form-field';
import { useFieldSettings } from './form-box';
import { SearchAutocomplete, type SearchAutocompleteProps } from './search-autocomplete';

export type FormSearchAutocompleteProps<T extends FieldValues, O> = Omit<SearchAutocompleteProps<O>, 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'name' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Spacing around the field (e.g. `{ mt: 2 }` beside text fields with `margin="normal"`). */
  sx?: BoxProps['sx'];
  /**
   * What of the chosen option the field holds (its id), where the form's values are what is sent;
   * without it the field holds the option itself.
   */
  optionValue?: (option: O) => unknown;
  /** Called with the option chosen (or null when the field is cleared), after the field took it. */
  onChosen?: (option: O | null) => void;
};

/**
 * A server-searched choice (a club, an athlete) bound to react-hook-form, its error translated like
 * the text fields'; the hint says from how many characters the search starts.
 */
export function FormSearchAutocomplete<T extends FieldValues, O>({ control, name, sx, optionValue, onChosen, ...rest }: FormSearchAutocompleteProps<T, O>) {
  // The option shown while the field holds its value; a value set otherwise (a reset) shows none.
  const [chosen, setChosen] = useState<O | null>(null);
  const settings = useFieldSettings();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, message }) => (
        <Box sx={sx}>
          <SearchAutocomplete<O>
            {...rest}
            disabled={rest.disabled || settings.disabled}
            value={optionValue ? (chosen !== null && optionValue(chosen) === field.value ? chosen : null) : field.value}
            onChange={(next) => {
              if (optionValue) {
                setChosen(next);
                field.onChange(next === null ? undefined : optionValue(next));
              } else field.onChange(next);
              onChosen?.(next);
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            error={message}
          />
        </Box>
      )}
    />
  );
}
