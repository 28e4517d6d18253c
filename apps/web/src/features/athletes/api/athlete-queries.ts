import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { publicAthletesApi } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { namesEntry } from '../../../lib/area-queries';

type Api = typeof publicAthletesApi;

/** Prefix of the public athlete pages' queries. */
export const athletesKey = ['public-athletes'] as const;

/** Athletes by name (the server asks for three characters at least). */
export const athleteSearchQueryOptions = (search: string, pageNumber: number, pageSize: number) =>
  queryOptions({
    queryKey: [...athletesKey, 'search', search, pageNumber, pageSize],
    queryFn: () => api.request<Api['public_athlete_search']>('public_athlete_search', { query: { search, pageNumber, pageSize } }),
    enabled: search.trim().length >= 3,
    placeholderData: keepPreviousData,
  });

/** One athlete's profile. */
export const athleteQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: [...athletesKey, 'profile', id],
    queryFn: () => api.find<Api['public_athlete']>('public_athlete', { params: { id: id! } }),
    enabled: namesEntry(id),
    staleTime: 60_000,
  });

/** A page of the athlete's counted marks, newest first. */
export const athleteMarksQueryOptions = (id: number, query: { eventCode?: string; year?: number; pageNumber: number; pageSize: number }) =>
  queryOptions({
    queryKey: [...athletesKey, 'marks', id, query],
    queryFn: () => api.request<Api['athlete_marks']>('athlete_marks', { params: { id }, query }),
    placeholderData: keepPreviousData,
  });
