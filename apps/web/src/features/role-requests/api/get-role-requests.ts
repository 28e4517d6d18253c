import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type roleRequestsApi, type EndpointQuery } from '@portal/domain';
import { api, type QueryValue } from '../../../lib/api-client';
import type { RoleRequestsFilter } from './types';

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
    queryFn: () => api.request<typeof roleRequestsApi.role_requests>('role_requests', { params: { organizationId: organizationId! }, query: query as EndpointQuery<typeof roleRequestsApi.role_requests> }),
    enabled: organizationId !== null,
    placeholderData: keepPreviousData,
  });
