import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Endpoint, EndpointBody, Link } from '@portal/domain';
import { api } from './api-client';

/** The rels an area's catalogue offers the caller (whether `new` may be used), kept five minutes; under the area's query key. */
export const areaRelsQueryOptions = (area: string, key: QueryKey) =>
  queryOptions({
    queryKey: [...key, 'rels', area],
    queryFn: async () => (await api.areaLinks(area)).map((l) => l.rel),
    staleTime: 5 * 60_000,
  });

/** Whether a route's id names an entry: the form of a new entry has none, and nothing is asked for it. */
export const namesEntry = (id: number | null): id is number => id !== null && Number.isInteger(id) && id > 0;

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
