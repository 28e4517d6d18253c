import { queryOptions } from '@tanstack/react-query';
import { MIN_SEARCH_LENGTH, type RoleCode } from '@portal/domain';
import { api } from './api-client';

/** An entry of an organisation selector. */
export interface OrganizationOption {
  value: number;
  text: string;
  type?: string;
  stateCode?: string | null;
}

/** A role that can be requested or assigned. */
export interface RoleOption {
  id: number;
  code: RoleCode;
  name: string;
}

/** Whether a typed search is long enough to be sent (spec §5: look-ups begin after 3 characters). */
export const isSearchable = (search: string) => search.trim().length >= MIN_SEARCH_LENGTH;

/** Organisations of the caller's master organisation whose name contains `search`. */
export const organizationSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['organizations', 'search', search.trim()],
    queryFn: () => api.call<OrganizationOption[]>('find_organizations_by_name', { params: { search: search.trim() }, keepError: true }),
    enabled: isSearchable(search),
    staleTime: 60_000,
  });

/** Organisations (branches) of master organisation `masterId` whose name contains `search`. */
export const branchesQueryOptions = (masterId: number, userId: number, search: string) =>
  queryOptions({
    queryKey: ['organizations', 'branches', masterId, userId, search.trim()],
    queryFn: () =>
      api.call<OrganizationOption[]>('branches_for_master_organization', {
        params: { id: masterId, userId },
        query: { search: search.trim() },
        keepError: true,
      }),
    enabled: isSearchable(search),
    staleTime: 60_000,
  });

/** Roles of organisation `organizationId` that user `userId` neither holds nor has requested. */
export const availableRolesQueryOptions = (organizationId: number | null | undefined, userId: number | null | undefined) =>
  queryOptions({
    queryKey: ['organization-roles', 'available', organizationId, userId],
    queryFn: () =>
      api.call<RoleOption[]>('organization_roles_except_existing', { params: { id: organizationId!, userId: userId! } }),
    enabled: Boolean(organizationId && userId),
  });

/** Prefix of every available-roles query; invalidate it after a role was requested or assigned. */
export const availableRolesKey = ['organization-roles'] as const;

/** True when OrgAdmin is the only role on offer (an organisation without an admin). */
export const onlyAdminAvailable = (roles: readonly RoleOption[] | undefined) =>
  Boolean(roles && roles.length === 1 && roles[0].code === 'OrgAdmin');
