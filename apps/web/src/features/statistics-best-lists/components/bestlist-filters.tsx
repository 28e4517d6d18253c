import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { BestListLimits } from '@portal/domain';
import { FilterBar } from '../../../components/ui/filter-bar';
import { SearchTextField } from '../../../components/ui/search-text-field';

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
      <SearchTextField id="bestlist-filter-text" label={t('statistics.bestlists.list.search')} hint={t('statistics.bestlists.list.searchHint')} value={text} onChange={setText} maxLength={BestListLimits.search} />
    </FilterBar>
  );
}
