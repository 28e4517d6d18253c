import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PublicRankingQuery, publicBestListsApi } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { namesEntry } from '../../../lib/area-queries';

type Api = typeof publicBestListsApi;

/** Prefix of the public pages' queries (the same for visitors and signed-in users). */
export const publicBestListsKey = ['public-bestlists'] as const;

/** The published lists of every federation. */
export const publicBestListsQueryOptions = () =>
  queryOptions({
    queryKey: [...publicBestListsKey, 'all'],
    queryFn: () => api.request<Api['public_bestlists']>('public_bestlists'),
    staleTime: 60_000,
  });

/** The selectors of one list: its events, classes, combinations and seasons. */
export const publicBestListQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: [...publicBestListsKey, 'list', id],
    queryFn: () => api.find<Api['public_bestlist']>('public_bestlist', { params: { id: id! } }),
    enabled: namesEntry(id),
    staleTime: 60_000,
  });

/** One page of a list's ranking for one event and class. */
export const publicRankingQueryOptions = (id: number, query: PublicRankingQuery | null) =>
  queryOptions({
    queryKey: [...publicBestListsKey, 'ranking', id, query],
    queryFn: () => api.request<Api['public_bestlist_ranking']>('public_bestlist_ranking', { params: { id }, query: query! }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
