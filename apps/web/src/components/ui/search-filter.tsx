import { useState } from 'react';
import { FilterBar } from './filter-bar';
import { SearchTextField } from './search-text-field';

export interface SearchFilterProps {
  id: string;
  label: string;
  hint?: string;
  value: string;
  maxLength: number;
  /** A new search: the list starts again at page 1. */
  onSearch: (text: string) => void;
}

/** One search field with the search button; Enter in the field searches too (spec §2.6). */
export function SearchFilter({ id, label, hint, value, maxLength, onSearch }: SearchFilterProps) {
  const [text, setText] = useState(value);
  return (
    <FilterBar fields={1} onSubmit={() => onSearch(text.trim())}>
      <SearchTextField id={id} label={label} hint={hint} value={text} onChange={setText} maxLength={maxLength} />
    </FilterBar>
  );
}
