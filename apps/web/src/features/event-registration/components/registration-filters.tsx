import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { EventRegistrationLimits } from '@portal/domain';
import { FilterBar } from '../../../components/ui/filter-bar';
import { SearchTextField } from '../../../components/ui/search-text-field';

export interface RegistrationFiltersProps {
  value: string;
  /** A new search: the list starts again at page 1. */
  onSearch: (freetextSearch: string) => void;
}

/** Free text (name or town); applies by the search button or Enter. */
export function RegistrationFilters({ value, onSearch }: RegistrationFiltersProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  return (
    <FilterBar fields={1} onSubmit={() => onSearch(text.trim())}>
      <SearchTextField id="event-registration-filter-text" label={t('eventRegistration.list.search')} hint={t('eventRegistration.list.searchHint')} value={text} onChange={setText} maxLength={EventRegistrationLimits.search} />
    </FilterBar>
  );
}
