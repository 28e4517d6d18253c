import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Endpoint, EndpointBody, EndpointParams, EndpointQuery, Link } from '@portal/domain';
import { api, type CallOptions } from './api-client';

/** The rels an area's catalogue offers the caller (whether `new` may be used), kept five minutes; under the area's query key. */
export const areaRelsQueryOptions = (area: string, key: QueryKey) =>
  queryOptions({
    queryKey: [...key, 'rels', area],
    queryFn: async () => (await api.areaLinks(area)).map((l) => l.rel),
    staleTime: 5 * 60_000,
  });

/** Whether a route's id names an entry: the form of a new entry has none, and nothing is asked for it. */
export const namesEntry = (id: number | null): id is number => id !== null && Number.isInteger(id) && id > 0;

/** The params of an entry named by its id, or null (nothing is asked) where the route names none. */
export const idParams = (id: number | null): { id: number } | null => (namesEntry(id) ? { id } : null);

/** How long a reference list (regions, classes, events) is kept before it is asked for again. */
const LOOKUP_KEPT_MS = 5 * 60_000;

/**
 * The queries of one area catalogue `area` with the contract `C`, each under the area's query key
 * `key` (saving invalidates through it) and the endpoint's rel: a page of a list, one entry, a
 * reference list. What an area's screens ask for in other ways it writes itself.
 */
export function areaQueries<C extends Record<string, Endpoint>>(area: string, key: QueryKey) {
  type Rel = keyof C & string;
  const call = <R extends Rel>(options: object) => options as CallOptions<C[R]>;
  return {
    /** One page of a list (of the entry `params` names, if any): the page shown stays while the next one loads. */
    page: <R extends Rel>(rel: R, query: EndpointQuery<C[R]>, params?: EndpointParams<C[R]> | null) =>
      queryOptions({
        queryKey: [...key, rel, params, query],
        queryFn: () => api.requestIn<C[R]>(area, rel, call<R>({ params, query })),
        enabled: params !== null,
        placeholderData: keepPreviousData,
      }),
    /** One entry with its links, null when it is not there; nothing is asked without params. */
    entry: <R extends Rel>(rel: R, params: EndpointParams<C[R]> | null) =>
      queryOptions({ queryKey: [...key, rel, params], queryFn: () => api.findIn<C[R]>(area, rel, call<R>({ params })), enabled: params !== null }),
    /** A reference list, kept five minutes; when it fails, the page's alert keeps what it says. Nothing is asked with null params. */
    lookup: <R extends Rel>(rel: R, params?: EndpointParams<C[R]> | null) =>
      queryOptions({
        queryKey: [...key, rel, params],
        queryFn: () => api.requestIn<C[R]>(area, rel, call<R>({ params, keepError: true })),
        enabled: params !== null,
        staleTime: LOOKUP_KEPT_MS,
      }),
    /** The rels the catalogue offers the caller (whether `new` may be used). */
    rels: () => areaRelsQueryOptions(area, key),
  };
}

/**
 * Saves an entry of an area: a new one through the catalogue's create rel, a stored one through its
 * own update link. The area's queries (under `key`) are read again afterwards.
 */
export function useSaveEntry<Create extends Endpoint, Update extends Endpoint>(area: string, createRel: Create['rel'], key: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ link, body }: { link: Link | null; body: EndpointBody<Create> }) =>
      link ? api.followAs<Update>(link, { body }) : api.requestIn<Create>(area, createRel, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
