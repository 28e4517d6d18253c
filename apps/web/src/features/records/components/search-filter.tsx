import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FilterBar } from '../../../components/ui/filter-bar';
import { RecordLimits } from '@portal/domain';

export interface SearchFilterProps {
  id: string;
  label: string;
  helperText?: string;
  value: string;
  /** A new search: the list starts again at page 1. */
  onSearch: (text: string) => void;
}

/** One search field with the search button; Enter in the field searches too (spec §2.6). */
export function SearchFilter({ id, label, helperText, value, onSearch }: SearchFilterProps) {
  const [text, setText] = useState(value);
  return (
    <FilterBar fields={1} onSubmit={() => onSearch(text.trim())}>
      <TextField
        id={id}
        label={label}
        helperText={helperText}
        value={text}
        onChange={(e) => setText(e.target.value)}
        size="small"
        margin="none"
        slotProps={{ htmlInput: { maxLength: RecordLimits.search } }}
      />
    </FilterBar>
  );
}
