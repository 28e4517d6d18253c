import { queryOptions } from '@tanstack/react-query';
import { MIN_SEARCH_LENGTH, normalizeCulture, type organizationsApi, type RoleOption } from '@portal/domain';
import { api } from './api-client';

export type { OrganizationOption, RoleOption } from '@portal/domain';

/** Whether a typed search is long enough to be sent (spec §5: look-ups begin after 3 characters). */
export const isSearchable = (search: string) => search.trim().length >= MIN_SEARCH_LENGTH;

/**
 * Every federation (master organisation) by name in `language`, from the anonymous rel
 * `master_organizations`: the registration select and the public pages' federation selectors.
 */
export const federationsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['master_organizations', normalizeCulture(language)],
    queryFn: () => api.request<typeof organizationsApi.master_organizations>('master_organizations'),
    staleTime: 10 * 60_000,
  });

/** Organisations of the caller's master organisation whose name contains `search`. */
export const organizationSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['organizations', 'search', search.trim()],
    queryFn: () => api.request<typeof organizationsApi.find_organizations_by_name>('find_organizations_by_name', { params: { search: search.trim() }, keepError: true }),
    enabled: isSearchable(search),
    staleTime: 60_000,
  });

/** Organisations (branches) of master organisation `masterId` whose name contains `search`. */
export const branchesQueryOptions = (masterId: number, userId: number, search: string) =>
  queryOptions({
    queryKey: ['organizations', 'branches', masterId, userId, search.trim()],
    queryFn: () =>
      api.request<typeof organizationsApi.branches_for_master_organization>('branches_for_master_organization', {
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
      api.request<typeof organizationsApi.organization_roles_except_existing>('organization_roles_except_existing', { params: { id: organizationId!, userId: userId! } }),
    enabled: Boolean(organizationId && userId),
  });

/** Prefix of every available-roles query; invalidate it after a role was requested or assigned. */
export const availableRolesKey = ['organization-roles'] as const;

/** True when OrgAdmin is the only role on offer (an organisation without an admin). */
export const onlyAdminAvailable = (roles: readonly RoleOption[] | undefined) =>
  Boolean(roles && roles.length === 1 && roles[0].code === 'OrgAdmin');
