import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody, athleteCareApi, performancesApi } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { athletesKey } from './athlete-queries';
import { areaQueries } from '../../../lib/area-queries';

type Api = typeof athleteCareApi;
const AREA = 'athlete_links';
/** Prefix of the statisticians' athlete queries; a merge or a correction refreshes them all. */
export const careKey = ['athlete-care'] as const;

const queries = areaQueries<Api>(AREA, careKey);

/** Pairs of athletes that may be one person. */
export const duplicatesQueryOptions = (pageNumber: number, pageSize: number) => queries.page('get_duplicate_candidates', { pageNumber, pageSize });

/** The federation's athletes by name or code. */
export const careAthletesQueryOptions = (search: string, pageNumber: number, pageSize: number) =>
  queries.page('get_athletes', { search: search || undefined, pageNumber, pageSize });

/** The federation's merges, newest first. */
export const mergeHistoryQueryOptions = (pageNumber: number, pageSize: number) => queries.page('get_merge_history', { pageNumber, pageSize });

/** What merging `mergeId` into `keepId` would move, and why it would be refused. */
export const mergePreviewQueryOptions = (keepId: number | null, mergeId: number | null) =>
  queryOptions({
    queryKey: [...careKey, 'preview', keepId, mergeId],
    queryFn: () => api.requestIn<Api['merge_preview']>(AREA, 'merge_preview', { query: { keepId: keepId!, mergeId: mergeId! } }),
    enabled: keepId !== null && mergeId !== null && keepId !== mergeId,
  });

/** One athlete with the athletes merged into them. */
export const careAthleteQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: [...careKey, 'athlete', id],
    queryFn: () => api.requestIn<Api['get_by_id']>(AREA, 'get_by_id', { params: { id: id! } }),
    enabled: id !== null,
  });

/** Clubs of the federation by name, from the performances area the statistician has too. */
export const careClubSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...careKey, 'clubs', search.trim()],
    queryFn: () => api.requestIn<(typeof performancesApi)['club_search']>('performance_links', 'club_search', { query: { search: search.trim() }, keepError: true }),
    enabled: search.trim().length >= 3,
    staleTime: 60_000,
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: careKey }), queryClient.invalidateQueries({ queryKey: athletesKey })]);
}

/** Merges two athletes; the 422 names each reason it was refused. */
export function useMergeAthletes() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: EndpointBody<Api['merge_athletes']>) => api.requestIn<Api['merge_athletes']>(AREA, 'merge_athletes', { body, keepError: true }),
    onSuccess: refresh,
  });
}

/** Corrects an athlete's name, club, code or nation. */
export function useUpdateAthlete() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: EndpointBody<Api['update']> }) => api.requestIn<Api['update']>(AREA, 'update', { params: { id }, body, keepError: true }),
    onSuccess: refresh,
  });
}
