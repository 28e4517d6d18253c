import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { RoleRequestsFilter } from '../api/types';
import { FilterBar } from '../../../components/ui/filter-bar';
import { FilterSelect } from '../../../components/ui/filter-select';
import { SearchTextField } from '../../../components/ui/search-text-field';

export type RoleRequestsSearch = Pick<RoleRequestsFilter, 'status' | 'userName' | 'organizationName'>;

export interface RoleRequestsFiltersProps {
  value: RoleRequestsSearch;
  statuses: { value: number; text: string }[];
  onSearch: (search: RoleRequestsSearch) => void;
}

/** Status, name and organisation filters; applied by the search button or Enter. */
export function RoleRequestsFilters({ value, statuses, onSearch }: RoleRequestsFiltersProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<RoleRequestsSearch>(value);
  return (
    <FilterBar fields={3} onSubmit={() => onSearch(draft)}>
      <FilterSelect
        id="role-requests-status"
        label={t('roleRequests.status')}
        value={draft.status}
        options={statuses}
        onChange={(status) => {
          setDraft((d) => ({ ...d, status }));
          // A choice in a list needs no extra click: search at once.
          onSearch({ ...draft, status });
        }}
      />
      <SearchTextField id="role-requests-name" label={t('roleRequests.name')} value={draft.userName} onChange={(userName) => setDraft((d) => ({ ...d, userName }))} maxLength={200} />
      <SearchTextField id="role-requests-organization" label={t('roleRequests.organization')} value={draft.organizationName} onChange={(organizationName) => setDraft((d) => ({ ...d, organizationName }))} maxLength={200} />
    </FilterBar>
  );
}
