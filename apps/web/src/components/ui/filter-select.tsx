import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../lib/use-translation';

interface FilterSelectProps {
  id: string;
  label: string;
  /** The chosen option's value, or '' for all. */
  value: number | '';
  options: { value: number; text: string }[];
  onChange(value: number | ''): void;
}

/** A list filter: "all" or one of the options (numeric values, as the API's ids and statuses are). */
export function FilterSelect({ id, label, value, options, onChange }: FilterSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
      size="small"
      margin="none"
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('common.all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.text}
        </MenuItem>
      ))}
    </TextField>
  );
}
