import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userRolesKey } from './get-user-roles';
import { type userRolesApi } from '@portal/domain';

/** Organisations an admin of `organizationId` can filter by and assign roles in (`organizations_from_user_roles_for_selectors`). */
export const userRoleOrganizationsQueryOptions = (organizationId: number | null) =>
  queryOptions({
    queryKey: [...userRolesKey, 'organizations', organizationId],
    queryFn: () =>
      api.request<typeof userRolesApi.organizations_from_user_roles_for_selectors>('organizations_from_user_roles_for_selectors', {
        params: { organizationId: organizationId! },
        keepError: true,
      }),
    enabled: organizationId !== null,
    staleTime: 5 * 60_000,
  });
