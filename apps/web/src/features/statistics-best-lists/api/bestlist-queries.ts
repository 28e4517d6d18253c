import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BestList, BestListListQuery, bestListsApi, EndpointBody, EndpointQuery, OrganizationOption, statisticsDefinitionsApi } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { linkOf } from '../../../lib/links';
import { isSearchable } from '../../../lib/lookups';
import { namesEntry, areaQueries, idParams } from '../../../lib/area-queries';

type Api = typeof bestListsApi;
type Definitions = typeof statisticsDefinitionsApi;

/** The area catalogue of the best lists (statisticians only). */
export const AREA = 'bestlist_links';
/** The area catalogue of the federation's classes and events. */
export const DEFINITIONS_AREA = 'definitions_links';

/** Prefix of every query of the area; saving invalidates through it. */
export const bestListsKey = ['statistics-bestlists'] as const;

const queries = areaQueries<Api>(AREA, bestListsKey);

/** One page of the federation's best lists. */
export const bestListPageQueryOptions = (query: BestListListQuery) => queries.page('get_bestlists', query);

/** One best list with its links (the item's links include the copies of definitions). */
export const bestListQueryOptions = (id: number | null) => queries.entry('get_by_id', idParams(id));

/** The rels the area offers this user (e.g. `new`). */
export const bestListCatalogueQueryOptions = queries.rels;

/** Every list of the federation, for the preset picker of "copy from an existing list". */
export const bestListSelectorQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: [...bestListsKey, 'selector'],
    queryFn: () => api.requestIn<Api['bestlists_for_selector']>(AREA, 'bestlists_for_selector', { keepError: true }),
    enabled,
    staleTime: 60_000,
  });

/** An organisation of the regional restriction: from the look-up, or the list's stored one (its type unknown). */
export type RestrictionOption = Pick<OrganizationOption, 'value' | 'text'> & { type?: OrganizationOption['type'] };

/** Associations and clubs of the federation whose name contains `search` (3+ characters). */
export const regionalRestrictionQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...bestListsKey, 'restrictions', search.trim()],
    queryFn: (): Promise<RestrictionOption[]> => api.requestIn<Api['regional_restrictions']>(AREA, 'regional_restrictions', { query: { search: search.trim() }, keepError: true }),
    enabled: isSearchable(search),
    staleTime: 60_000,
  });

/** The list's event × class definitions. */
export const customDefinitionsQueryOptions = (id: number | null) => queries.entry('get_custom_defs', namesEntry(id) ? { performanceListId: id } : null);

/** The federation's age classes (they change with the reference data only). */
export const classesQueryOptions = () =>
  queryOptions({
    queryKey: [...bestListsKey, 'classes'],
    queryFn: () => api.requestIn<Definitions['get_all_classes']>(DEFINITIONS_AREA, 'get_all_classes'),
    staleTime: Infinity,
  });

/** The federation's events. */
export const eventsQueryOptions = () =>
  queryOptions({
    queryKey: [...bestListsKey, 'events'],
    queryFn: () => api.requestIn<Definitions['get_all_events']>(DEFINITIONS_AREA, 'get_all_events'),
    staleTime: Infinity,
  });

/** What a new list starts with (spec §2.1): the standard definitions, another list's, or none. */
export type BestListBase = { kind: 'dlo' } | { kind: 'copy'; sourceId: number } | { kind: 'custom' };

/** The list was created but its definitions could not be copied; the screen continues with the created list. */
export class DefinitionsNotCopied extends Error {
  constructor(readonly list: BestList) {
    super('definitions not copied');
  }
}

/**
 * Creates a list (`new`) and copies the chosen base through the new list's links, or follows a
 * list's `update` link; the area's queries reload after either.
 */
export function useSaveBestList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ list, body, base }: { list: BestList | null; body: EndpointBody<Api['new']>; base: BestListBase }): Promise<BestList> => {
      if (list) return api.followAs<Api['update']>(linkOf(list, 'update')!, { body: { id: list.id, name: body.name, regionalRestritionId: body.regionalRestritionId } });
      const created = await api.requestIn<Api['new']>(AREA, 'new', { body });
      try {
        if (base.kind === 'dlo') await api.followAs<Api['copy_dlo']>(linkOf(created, 'copy_dlo')!, { params: { targetId: created.id } });
        if (base.kind === 'copy') await api.followAs<Api['copy_from_target']>(linkOf(created, 'copy_from_target')!, { params: { targetId: created.id, sourceId: base.sourceId } });
      } catch {
        throw new DefinitionsNotCopied(created);
      }
      return created;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bestListsKey }),
  });
}

/** The matrix save: the list's combinations become exactly the given ones. */
export function useSaveMatrix(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<Api['newcustomeventdefinitions']>) => api.requestIn<Api['newcustomeventdefinitions']>(AREA, 'newcustomeventdefinitions', { body }),
    // The answer is the list's definitions afterwards: the values screen starts from them.
    onSuccess: (definitions) => queryClient.setQueryData(customDefinitionsQueryOptions(listId).queryKey, definitions),
  });
}

/** The values save of every definition row. */
export function useSaveDefinitionValues(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<Api['updatecustomdefs']>) => api.requestIn<Api['updatecustomdefs']>(AREA, 'updatecustomdefs', { body }),
    onSuccess: (definitions) => queryClient.setQueryData(customDefinitionsQueryOptions(listId).queryKey, definitions),
  });
}

/** Queues the export of a list through its `startexport` link; the answer's text is shown as it is. */
export function useStartExport() {
  return useMutation({
    mutationFn: ({ list, query }: { list: BestList; query: EndpointQuery<Api['startexport']> }) =>
      api.followAs<Api['startexport']>(linkOf(list, 'startexport')!, { query, keepError: true }),
  });
}
