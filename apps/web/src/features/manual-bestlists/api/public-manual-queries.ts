import { queryOptions } from '@tanstack/react-query';
import type { publicManualBestlistsApi } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { namesEntry } from '../../../lib/area-queries';

type Api = typeof publicManualBestlistsApi;

/** Prefix of the public pages' queries (the same for visitors and signed-in users). */
export const publicManualKey = ['public-manual-bestlists'] as const;

/** The published manual lists of every federation. */
export const publicManualListsQueryOptions = () =>
  queryOptions({
    queryKey: [...publicManualKey, 'all'],
    queryFn: () => api.request<Api['public_manual_bestlists']>('public_manual_bestlists'),
    staleTime: 60_000,
  });

/** One list with its marks by event. */
export const publicManualListQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: [...publicManualKey, 'list', id],
    queryFn: () => api.find<Api['public_manual_bestlist']>('public_manual_bestlist', { params: { id: id! } }),
    enabled: namesEntry(id),
    staleTime: 60_000,
  });
