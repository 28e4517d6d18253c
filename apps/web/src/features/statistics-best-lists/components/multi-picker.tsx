import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../lib/use-translation';

export interface PickerItem {
  id: number;
  name: string;
  order: number;
}

export interface MultiPickerProps<T extends PickerItem> {
  id: string;
  label: string;
  /** The offered items, already in their order. */
  options: readonly T[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
  error?: string;
  helperText?: string;
}

/** A multi-select of classes or events with chips; the chosen ones stay in the options' order. */
export function MultiPicker<T extends PickerItem>({ id, label, options, value, onChange, disabled, error, helperText }: MultiPickerProps<T>) {
  const { t } = useTranslation();
  const chosen = new Set(value);
  const selected = options.filter((o) => chosen.has(o.id));
  return (
    <Autocomplete<T, true, false, false>
      multiple
      id={id}
      options={options}
      value={selected}
      disabled={disabled}
      disableCloseOnSelect
      filterSelectedOptions
      getOptionLabel={(o) => o.name}
      getOptionKey={(o) => o.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, next) => {
        const ids = new Set(next.map((o) => o.id));
        onChange(options.filter((o) => ids.has(o.id)).map((o) => o.id));
      }}
      noOptionsText={t('common.noOptions')}
      openText={t('common.open')}
      closeText={t('common.close')}
      clearText={t('common.clear')}
      renderValue={(values, getItemProps) =>
        values.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={option.name} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={label} required error={Boolean(error)} helperText={error ?? helperText} margin="normal" />}
    />
  );
}
