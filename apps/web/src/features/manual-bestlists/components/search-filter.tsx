import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ManualBestlistLimits } from '@portal/domain';
import { FilterBar } from '../../../components/ui/filter-bar';

export interface SearchFilterProps {
  id: string;
  label: string;
  value: string;
  /** A new search: the list starts again at page 1. */
  onSearch: (text: string) => void;
}

/** A name search that applies by the search button or Enter. */
export function SearchFilter({ id, label, value, onSearch }: SearchFilterProps) {
  const [text, setText] = useState(value);
  return (
    <FilterBar fields={1} onSubmit={() => onSearch(text.trim())}>
      <TextField id={id} label={label} value={text} onChange={(e) => setText(e.target.value)} size="small" margin="none" slotProps={{ htmlInput: { maxLength: ManualBestlistLimits.search } }} />
    </FilterBar>
  );
}
