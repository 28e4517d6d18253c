import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type roleRequestsApi } from '@portal/domain';

/** The role request statuses for the filter (`role_request_statuses`), in the interface language. */
export const roleRequestStatusesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['role-request-statuses', language],
    queryFn: () => api.request<typeof roleRequestsApi.role_request_statuses>('role_request_statuses', { keepError: true }),
    staleTime: Infinity,
  });
