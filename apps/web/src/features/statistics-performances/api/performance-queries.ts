import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  bestListsApi,
  EndpointBody,
  EndpointQuery,
  Link,
  performanceCheckingsApi,
  performanceCompetitionsApi,
  performancesApi,
  statisticsDefinitionsApi,
} from '@portal/domain';
import { api } from '../../../lib/api-client';
import { isSearchable } from '../../../lib/lookups';
import { areaQueries, idParams } from '../../../lib/area-queries';

type Perf = typeof performancesApi;
type Checks = typeof performanceCheckingsApi;
type Lists = typeof bestListsApi;
type Defs = typeof statisticsDefinitionsApi;
type Comps = typeof performanceCompetitionsApi;

/** The area catalogues the screens use: performances and checkings, best lists, definitions, competitions. */
export const AREA = 'performance_links';
export const LISTS_AREA = 'bestlist_links';
export const DEFINITIONS_AREA = 'definitions_links';
export const COMPETITIONS_AREA = 'competition_links';

/** Prefix of every query of the area; saving invalidates through it. */
export const performancesKey = ['statistics-performances'] as const;

const queries = areaQueries<Perf>(AREA, performancesKey);
const definitions = areaQueries<Defs>(DEFINITIONS_AREA, performancesKey);

/** Reference data that changes rarely (lists, classes, events) stays fresh for a while. */
const REFERENCE_STALE_MS = 5 * 60_000;

/** One page of performances for the applied filter; nothing is asked without one. */
export const performanceListQueryOptions = (query: EndpointQuery<Perf['get_performances']> | null) =>
  queryOptions({
    queryKey: [...performancesKey, 'list', query],
    queryFn: () => api.requestIn<Perf['get_performances']>(AREA, 'get_performances', { query: query! }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

/** One performance with its links. */
export const performanceQueryOptions = (id: number | null) => queries.entry('get_by_id', idParams(id));

/** The rels of the performance catalogue (whether the caller may enter a performance: `new`). */
export const performanceCatalogueQueryOptions = queries.rels;

/** An event with the flags and sub-events the form needs once it is chosen. */
export const eventInfoQueryOptions = (eventId: number | null) =>
  queryOptions({
    queryKey: [...performancesKey, 'event', eventId],
    queryFn: () => api.requestIn<Perf['get_event_info']>(AREA, 'get_event_info', { params: { eventId: eventId! } }),
    enabled: eventId !== null,
    staleTime: REFERENCE_STALE_MS,
  });

/** The relay an athlete is searched for: the server then offers only those who may run in it. */
export type CompetitorTeam = Pick<EndpointQuery<Perf['competitor_search']>, 'teamClubId' | 'classId' | 'eventId'>;

/** Athletes of the federation whose name contains `search` (3 characters or more); for a relay only those who may run in it. */
export const competitorSearchQueryOptions = (search: string, team: CompetitorTeam | null = null) =>
  queryOptions({
    queryKey: [...performancesKey, 'competitors', search.trim(), team],
    queryFn: () => api.requestIn<Perf['competitor_search']>(AREA, 'competitor_search', { query: { search: search.trim(), ...team }, keepError: true }),
    enabled: isSearchable(search),
    staleTime: 30_000,
  });

/** Clubs, LGs and StGs of the federation whose name contains `search` (3 characters or more). */
export const clubSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...performancesKey, 'clubs', search.trim()],
    queryFn: () => api.requestIn<Perf['club_search']>(AREA, 'club_search', { query: { search: search.trim() }, keepError: true }),
    enabled: isSearchable(search),
    staleTime: 60_000,
  });

/** The checkings of one performance over the best lists it counts for. */
export const checkingsQueryOptions = (perfId: number | null) =>
  queryOptions({
    queryKey: [...performancesKey, 'checkings', perfId],
    queryFn: () => api.findIn<Checks['get_checkings']>(AREA, 'get_checkings', { params: { perfId: perfId! } }),
    enabled: perfId !== null && Number.isInteger(perfId) && perfId > 0,
  });

/** The federation's best lists for the filter. */
export const bestListOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...performancesKey, 'best-lists'],
    queryFn: () => api.requestIn<Lists['bestlists_for_selector']>(LISTS_AREA, 'bestlists_for_selector', { keepError: true }),
    staleTime: REFERENCE_STALE_MS,
  });

/** A selectable class or event of the filter: its id, its code (what the list query sends) and its name. */
export interface FilterOption {
  id: number;
  code: string;
  name: string;
}

/** The classes of best list `listId`, or every class of the federation without a list (0). */
export const filterClassesQueryOptions = (listId: number) =>
  queryOptions({
    queryKey: [...performancesKey, 'filter-classes', listId],
    queryFn: async (): Promise<FilterOption[]> =>
      listId > 0
        ? api.requestIn<Lists['get_class_by_perf_id']>(LISTS_AREA, 'get_class_by_perf_id', { params: { perflist: listId }, keepError: true })
        : (await api.requestIn<Defs['get_all_classes']>(DEFINITIONS_AREA, 'get_all_classes', { keepError: true })).map(({ id, code, name }) => ({ id, code, name })),
    staleTime: REFERENCE_STALE_MS,
  });

/**
 * The events of best list `listId` for class `classId` and the environment, or every event of the
 * federation without a list (0). With a list nothing is asked before a class is chosen.
 */
export const filterEventsQueryOptions = (listId: number, classId: number | null, environment: number) =>
  queryOptions({
    queryKey: [...performancesKey, 'filter-events', listId, listId > 0 ? classId : null, listId > 0 ? environment : null],
    queryFn: async (): Promise<FilterOption[]> =>
      listId > 0
        ? api.requestIn<Lists['get_event_by_perf_id']>(LISTS_AREA, 'get_event_by_perf_id', { params: { perflist: listId, classId: classId!, env: environment }, keepError: true })
        : (await api.requestIn<Defs['get_all_events']>(DEFINITIONS_AREA, 'get_all_events', { keepError: true })).map(({ id, code, name }) => ({ id, code, name })),
    enabled: listId === 0 || classId !== null,
    staleTime: REFERENCE_STALE_MS,
  });

/** Every class of the federation (the form's class selector). */
export const allClassesQueryOptions = () => definitions.lookup('get_all_classes');

/** Every event of the federation (the form's event selector). */
export const allEventsQueryOptions = () => definitions.lookup('get_all_events');

/** The competitions of the form's selector: the newest, or those whose name or town contains `search`. */
export const competitionOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...performancesKey, 'competitions', search.trim()],
    queryFn: () =>
      api.requestIn<Comps['get_competition_options']>(COMPETITIONS_AREA, 'get_competition_options', {
        query: search.trim() ? { search: search.trim() } : {},
        keepError: true,
      }),
    staleTime: 30_000,
  });

/** Every mutation of the area reloads the area's queries; with `reloadOnError` also after a refusal (a stale status). */
function usePerformanceMutation<V, R>(fn: (vars: V) => Promise<R>, reloadOnError = false) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: performancesKey });
  return useMutation({ mutationFn: fn, onSuccess: reload, onError: reloadOnError ? reload : undefined });
}

/** Enters a performance (`new`). */
export const useCreatePerformance = () => usePerformanceMutation((body: EndpointBody<Perf['new']>) => api.requestIn<Perf['new']>(AREA, 'new', { body }));

/** Follows the performance's `update` link. */
export const useUpdatePerformance = () =>
  usePerformanceMutation(({ link, body }: { link: Link; body: EndpointBody<Perf['update']> }) => api.followAs<Perf['update']>(link, { body }));

/** Follows the row's `delete_perf` link. */
export const useDeletePerformance = () => usePerformanceMutation((link: Link) => api.followAs<Perf['delete_perf']>(link));

/** Follows a `reject` or `restore` link (both `update_checking`) with the status as read. */
export const useToggleChecking = () =>
  usePerformanceMutation(({ link, body }: { link: Link; body: EndpointBody<Checks['update_checking']> }) => api.followAs<Checks['update_checking']>(link, { body }), true);

/** Follows the checking list's `new_checking` link: not-decided checkings of a performance for the chosen best lists. */
export const useCreateCheckings = () =>
  usePerformanceMutation(({ link, body }: { link: Link; body: EndpointBody<Checks['new_checking']> }) => api.followAs<Checks['new_checking']>(link, { body }));

/** A new athlete (`new_competitor`); answers its id. */
export const useCreateCompetitor = () =>
  usePerformanceMutation((body: EndpointBody<Perf['new_competitor']>) => api.requestIn<Perf['new_competitor']>(AREA, 'new_competitor', { body }));
