import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Link, RecordSetListQuery, recordSetsApi, statisticsDefinitionsApi } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { areaRelsQueryOptions, namesEntry, useSaveEntry } from '../../../lib/area-queries';

type Api = typeof recordSetsApi;

/** The area catalogue of the record sets. */
export const SETS_AREA = 'recordset_links';

/** Prefix of every query of the records feature; saving invalidates through it. */
export const recordsKey = ['records'] as const;

/** One page of the federation's record sets. */
export const recordSetListQueryOptions = (query: RecordSetListQuery) =>
  queryOptions({
    queryKey: [...recordsKey, 'sets', query],
    queryFn: () => api.requestIn<Api['get_recordsets']>(SETS_AREA, 'get_recordsets', { query }),
    placeholderData: keepPreviousData,
  });

/** One set with its links. */
export const recordSetQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: [...recordsKey, 'set', id],
    queryFn: () => api.findIn<Api['get_by_id']>(SETS_AREA, 'get_by_id', { params: { id: id! } }),
    enabled: namesEntry(id),
  });

/** The rels the sets catalogue offers (whether `new` may be used). */
export const recordSetCatalogueQueryOptions = () => areaRelsQueryOptions(SETS_AREA, recordsKey);

/** The federation and its state associations: the qualifiers of national and regional sets. */
export const validityRegionsQueryOptions = () =>
  queryOptions({
    queryKey: [...recordsKey, 'regions'],
    queryFn: () => api.requestIn<Api['get_validity_regions']>(SETS_AREA, 'get_validity_regions', { keepError: true }),
    staleTime: 5 * 60_000,
  });

/** The federation's classes (spec §7: get_all_classes); choosing one fills ages and gender. */
export const classesQueryOptions = () =>
  queryOptions({
    queryKey: [...recordsKey, 'classes'],
    queryFn: () => api.requestIn<(typeof statisticsDefinitionsApi)['get_all_classes']>('definitions_links', 'get_all_classes', { keepError: true }),
    staleTime: 5 * 60_000,
  });

/** Creates a set (`new`) or follows a set's `update` link. */
export const useSaveRecordSet = () => useSaveEntry<Api['new'], Api['update']>(SETS_AREA, 'new', recordsKey);

/** Follows a set's `delete` link (its records go with it). */
export function useDeleteRecordSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: Link) => api.followAs<Api['delete']>(link),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordsKey }),
  });
}
