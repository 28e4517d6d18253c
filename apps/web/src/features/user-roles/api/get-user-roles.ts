import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type userRolesApi } from '@portal/domain';
import { api } from '../../../lib/api-client';
import type { UserRolesFilter } from './types';

/** Prefix of every user role query; mutations invalidate through it. */
export const userRolesKey = ['user-roles'] as const;

/** One page of the user roles an admin of organisation `organizationId` manages. */
export const userRolesQueryOptions = (organizationId: number | null, filter: UserRolesFilter) => {
  const query = {
    userName: filter.userName.trim(),
    organizationId: filter.organizationId,
    pageNumber: filter.pageNumber,
    pageSize: filter.pageSize,
  };
  return queryOptions({
    queryKey: [...userRolesKey, organizationId, query],
    queryFn: () => api.request<typeof userRolesApi.user_roles>('user_roles', { params: { organizationId: organizationId! }, query }),
    enabled: organizationId !== null,
    placeholderData: keepPreviousData,
  });
};
