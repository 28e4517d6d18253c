import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Paged } from '@portal/domain';
import { api, type QueryValue } from '../../../lib/api-client';
import type { RoleRequestRow, RoleRequestsFilter } from './types';

/** Prefix of every role request query; mutations invalidate through it. */
export const roleRequestsKey = ['role-requests'] as const;

/** The list filter as the query string of `role_requests` (sortBy plus `<column>Descending`). */
export function roleRequestsQueryString(filter: RoleRequestsFilter): Record<string, QueryValue> {
  return {
    status: filter.status,
    userName: filter.userName.trim(),
    organizationName: filter.organizationName.trim(),
    pageNumber: filter.pageNumber,
    pageSize: filter.pageSize,
    sortBy: filter.sortBy,
    [`${filter.sortBy}Descending`]: filter.descending,
  };
}

/** One page of the role requests visible in organisation `organizationId`. */
export const roleRequestsQueryOptions = (organizationId: number | null, query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: [...roleRequestsKey, organizationId, query],
    queryFn: () => api.call<Paged<RoleRequestRow>>('role_requests', { params: { organizationId: organizationId! }, query }),
    enabled: organizationId !== null,
    placeholderData: keepPreviousData,
  });
