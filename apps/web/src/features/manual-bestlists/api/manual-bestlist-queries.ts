import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody, Link, ManualBestlistListQuery, ManualPerformanceListQuery, manualBestlistsApi, statisticsDefinitionsApi } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { namesEntry, useSaveEntry, areaQueries, idParams } from '../../../lib/area-queries';

type Api = typeof manualBestlistsApi;
type Defs = typeof statisticsDefinitionsApi;

/** The area catalogue every call of this feature goes through; the classes come from the definitions catalogue. */
export const AREA = 'manual_bestlist_links';
export const DEFINITIONS_AREA = 'definitions_links';

/** Prefix of every query of the area; saving invalidates through it. */
export const manualBestlistsKey = ['manual-bestlists'] as const;

const queries = areaQueries<Api>(AREA, manualBestlistsKey);

const REFERENCE_STALE_MS = 5 * 60_000;
/** One page of the federation's manual lists. */
export const manualBestlistListQueryOptions = (query: ManualBestlistListQuery) => queries.page('get_manual_bestlists', query);

/** One list with its links. */
export const manualBestlistQueryOptions = (id: number | null) => queries.entry('get_by_id', idParams(id));

/** The rels of the catalogue (whether the caller may create a list: `new`). */
export const manualBestlistCatalogueQueryOptions = queries.rels;

/** The federation's classes (the class selector fills ages and gender from them). */
export const classesQueryOptions = () =>
  queryOptions({
    queryKey: [...manualBestlistsKey, 'classes'],
    queryFn: () => api.requestIn<Defs['get_all_classes']>(DEFINITIONS_AREA, 'get_all_classes'),
    staleTime: REFERENCE_STALE_MS,
  });

/** The events of a list, for the form and the event filter (spec §2.7: the events of that best list). */
export const listEventsQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: [...manualBestlistsKey, 'events', id],
    queryFn: () => api.findIn<Api['get_manual_bestlist_events']>(AREA, 'get_manual_bestlist_events', { params: { id: id! }, query: {} }),
    enabled: namesEntry(id),
  });

/** One page of a list's performances. */
export const manualPerformanceListQueryOptions = (id: number, query: ManualPerformanceListQuery) => queries.page('get_manual_performances', query, { id });

/** One performance with its links. */
export const manualPerformanceQueryOptions = (id: number | null) => queries.entry('get_manual_performance', idParams(id));

/** Creates a list (`new`) or follows a list's `update` link. */
export const useSaveManualBestlist = () => useSaveEntry<Api['new'], Api['update']>(AREA, 'new', manualBestlistsKey);

/** Creates a performance through the list's `new_manual_performance` link, or changes one through its `update` link. */
export function useSaveManualPerformance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ link, body }: { link: Link; body: EndpointBody<Api['new_manual_performance']> }) => api.followAs<Api['new_manual_performance']>(link, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: manualBestlistsKey }),
  });
}

/** Follows a row's `delete` link (a list with its performances, or one performance). */
export function useDeleteByLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: Link) => api.follow<unknown>(link),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: manualBestlistsKey }),
  });
}
