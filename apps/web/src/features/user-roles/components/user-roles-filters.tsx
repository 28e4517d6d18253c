import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { UserRolesFilter } from '../api/types';
import { FilterBar } from '../../../components/ui/filter-bar';
import { FilterSelect } from '../../../components/ui/filter-select';
import { SearchTextField } from '../../../components/ui/search-text-field';

export type UserRolesSearch = Pick<UserRolesFilter, 'userName' | 'organizationId'>;

export interface UserRolesFiltersProps {
  value: UserRolesSearch;
  organizations: { value: number; text: string }[];
  onSearch: (search: UserRolesSearch) => void;
}

/** User name and organisation filters; applied by the search button or Enter. */
export function UserRolesFilters({ value, organizations, onSearch }: UserRolesFiltersProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<UserRolesSearch>(value);
  // The stored organisation may be gone from the list (roles removed); show it as "all" then.
  const organizationValue = organizations.some((o) => o.value === draft.organizationId) ? draft.organizationId : '';
  return (
    <FilterBar fields={2} onSubmit={() => onSearch(draft)}>
      <SearchTextField id="user-roles-name" label={t('userManagement.userName')} value={draft.userName} onChange={(userName) => setDraft((d) => ({ ...d, userName }))} maxLength={200} />
      <FilterSelect
        id="user-roles-organization"
        label={t('userManagement.organization')}
        value={organizationValue}
        options={organizations}
        onChange={(organizationId) => {
          setDraft((d) => ({ ...d, organizationId }));
          onSearch({ ...draft, organizationId });
        }}
      />
    </FilterBar>
  );
}
