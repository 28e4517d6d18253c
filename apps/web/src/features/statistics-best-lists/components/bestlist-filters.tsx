import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BestListLimits } from '@portal/domain';
import { FilterBar } from '../../../components/ui/filter-bar';

export interface BestListFiltersProps {
  value: string;
  /** A new search: the list starts again at page 1. */
  onSearch: (freetextSearch: string) => void;
}

/** The free-text search of the list; it runs on the search button or Enter (spec §2.1). */
export function BestListFilters({ value, onSearch }: BestListFiltersProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  return (
    <FilterBar fields={1} onSubmit={() => onSearch(text.trim())}>
      <TextField
        id="bestlist-filter-text"
        label={t('statistics.bestlists.list.search')}
        helperText={t('statistics.bestlists.list.searchHint')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        size="small"
        margin="none"
        slotProps={{ htmlInput: { maxLength: BestListLimits.search } }}
      />
    </FilterBar>
  );
}
