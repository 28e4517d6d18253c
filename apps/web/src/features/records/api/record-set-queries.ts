import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Link, RecordSetListQuery, recordSetsApi, statisticsDefinitionsApi } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { useSaveEntry, areaQueries, idParams } from '../../../lib/area-queries';

type Api = typeof recordSetsApi;

/** The area catalogue of the record sets. */
export const SETS_AREA = 'recordset_links';

/** Prefix of every query of the records feature; saving invalidates through it. */
export const recordsKey = ['records'] as const;

const sets = areaQueries<Api>(SETS_AREA, recordsKey);
const definitions = areaQueries<typeof statisticsDefinitionsApi>('definitions_links', recordsKey);

/** One page of the federation's record sets. */
export const recordSetListQueryOptions = (query: RecordSetListQuery) => sets.page('get_recordsets', query);

/** One set with its links. */
export const recordSetQueryOptions = (id: number | null) => sets.entry('get_by_id', idParams(id));

/** The rels the sets catalogue offers (whether `new` may be used). */
export const recordSetCatalogueQueryOptions = sets.rels;

/** The federation and its state associations: the qualifiers of national and regional sets. */
export const validityRegionsQueryOptions = () => sets.lookup('get_validity_regions');

/** The federation's classes (spec §7: get_all_classes); choosing one fills ages and gender. */
export const classesQueryOptions = () => definitions.lookup('get_all_classes');

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
