import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PerformanceCompetitionListQuery, performanceCompetitionsApi } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { areaRelsQueryOptions, namesEntry, useSaveEntry } from '../../../lib/area-queries';

type Api = typeof performanceCompetitionsApi;

/** The area catalogue every call of this feature goes through. */
export const AREA = 'competition_links';

/** Prefix of every query of the area; saving invalidates through it. */
export const competitionsKey = ['statistics-competitions'] as const;

/** One page of the federation's competitions. */
export const competitionListQueryOptions = (query: PerformanceCompetitionListQuery) =>
  queryOptions({
    queryKey: [...competitionsKey, 'list', query],
    queryFn: () => api.requestIn<Api['get_competitions']>(AREA, 'get_competitions', { query }),
    placeholderData: keepPreviousData,
  });

/** One competition with its links. */
export const competitionQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: [...competitionsKey, 'item', id],
    queryFn: () => api.findIn<Api['get_by_id']>(AREA, 'get_by_id', { params: { id: id! } }),
    enabled: namesEntry(id),
  });

/** Whether the caller may create a competition: the catalogue offers `new`. */
export const competitionCatalogueQueryOptions = () => areaRelsQueryOptions(AREA, competitionsKey);

/** The state associations of the caller's federation. */
export const regionsQueryOptions = () =>
  queryOptions({
    queryKey: [...competitionsKey, 'regions'],
    queryFn: () => api.requestIn<Api['get_regions']>(AREA, 'get_regions', { keepError: true }),
    staleTime: 5 * 60_000,
  });

/** Area and district associations below `parent`; nothing is asked before a parent is chosen. */
export const associationsQueryOptions = (parent: number | null) =>
  queryOptions({
    queryKey: [...competitionsKey, 'associations', parent],
    queryFn: () => api.requestIn<Api['get_areas_districts']>(AREA, 'get_areas_districts', { params: { parent: parent! }, keepError: true }),
    enabled: parent !== null,
    staleTime: 5 * 60_000,
  });

/** Creates a competition (`new`) or follows a competition's `update` link; the area's queries reload after either. */
export const useSaveCompetition = () => useSaveEntry<Api['new'], Api['update']>(AREA, 'new', competitionsKey);
