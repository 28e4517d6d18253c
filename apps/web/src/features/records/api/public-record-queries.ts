import { queryOptions } from '@tanstack/react-query';
import type { organizationsApi, publicRecordsApi } from '@portal/domain';
import { api } from '../../../lib/api-client';

/** The published records of every federation, named in `language` (the same for visitors and signed-in users). */
export const publicRecordsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['public-records', language],
    queryFn: () => api.request<(typeof publicRecordsApi)['public_records']>('public_records'),
    staleTime: 60_000,
  });

/**
 * Every federation by name (the anonymous selector list), so the public page can tell a federation
 * that has published no record sets from an unknown one.
 */
export const publicFederationsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['master_organizations', language],
    queryFn: () => api.request<typeof organizationsApi.master_organizations>('master_organizations'),
    staleTime: 10 * 60_000,
  });
