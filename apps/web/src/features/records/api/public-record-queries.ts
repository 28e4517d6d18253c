import { queryOptions } from '@tanstack/react-query';
import type { publicRecordsApi } from '@portal/domain';
import { api } from '../../../lib/api-client';

/** The published records of every federation, named in `language` (the same for visitors and signed-in users). */
export const publicRecordsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['public-records', language],
    queryFn: () => api.request<(typeof publicRecordsApi)['public_records']>('public_records'),
    staleTime: 60_000,
  });
