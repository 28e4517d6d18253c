import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { MIN_SEARCH_LENGTH } from '@portal/domain';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import '../../lib/form-texts';

// The key's exact tuple type does not matter here; factories of different resources may be mixed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LookupOptions<O> = UseQueryOptions<O[], Error, O[], any>;

export interface SearchAutocompleteProps<O> {
  label: string;
  value: O | null;
  onChange: (value: O | null) => void;
  /** The look-up for a typed text; it is only run once `minLength` characters are typed. */
  queryFor: (search: string) => LookupOptions<O>;
  optionKey: (option: O) => string | number;
  optionLabel: (option: O) => string;
  renderOption?: (option: O) => ReactNode;
  minLength?: number;
  /** Translated error text; marks the field invalid. */
  error?: string;
  /** Under the field; by default from how many characters the search starts. */
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Wait after the last key stroke before looking up (ms). */
  debounce?: number;
  /** The input's id (default: MUI's own). */
  id?: string;
  margin?: 'none' | 'dense' | 'normal';
}

/**
 * A type-ahead selector whose options come from the server: nothing is looked up before
 * `minLength` characters (spec §5), and typing is debounced.
 */
export function SearchAutocomplete<O>({
  label,
  value,
  onChange,
  queryFor,
  optionKey,
  optionLabel,
  renderOption,
  minLength = MIN_SEARCH_LENGTH,
  error,
  helperText,
  required,
  disabled,
  name,
  onBlur,
  inputRef,
  debounce = 300,
  id,
  margin,
}: SearchAutocompleteProps<O>) {
  const { t } = useTranslation();
  const [inputValue, setInputValue] = useState('');
  // Only typed text is searched; the label MUI writes after a selection is not.
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, debounce);
  const longEnough = search.trim().length >= minLength;
  const query = useQuery({ ...queryFor(search), enabled: longEnough && !disabled });
  const results = longEnough ? (query.data ?? []) : [];
  const options = value && !results.some((o) => optionKey(o) === optionKey(value)) ? [value, ...results] : results;
  const waiting = typed.trim().length >= minLength && (typed !== search || query.isFetching);

  return (
    <Autocomplete<O, false, false, false>
      id={id}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={inputValue}
      onInputChange={(_, next, reason) => {
        setInputValue(next);
        if (reason === 'input' || reason === 'clear') setTyped(next);
      }}
      options={options}
      filterOptions={(list) => list}
      getOptionLabel={optionLabel}
      getOptionKey={optionKey}
      isOptionEqualToValue={(a, b) => optionKey(a) === optionKey(b)}
      renderOption={
        renderOption
          ? (props, option) => {
              const { key, ...rest } = props as typeof props & { key: string };
              return (
                <li key={key} {...rest}>
                  {renderOption(option)}
                </li>
              );
            }
          : undefined
      }
      loading={waiting}
      loadingText={t('app.loading')}
      noOptionsText={
        typed.trim().length < minLength ? t('validation.errorSearchTooShort', { min: minLength }) : t('common.noOptions')
      }
      openText={t('common.open')}
      closeText={t('common.close')}
      clearText={t('common.clear')}
      disabled={disabled}
      onBlur={onBlur}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          margin={margin}
          error={Boolean(error)}
          helperText={error ?? helperText ?? t('common.searchHint', { min: minLength })}
          inputRef={inputRef}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {waiting ? <CircularProgress color="inherit" size={18} aria-hidden /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
