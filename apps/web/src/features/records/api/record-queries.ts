import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody, Link, RecordListQuery, recordsApi } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { recordsKey } from './record-set-queries';
import { areaQueries, idParams, namesEntry } from '../../../lib/area-queries';

type Api = typeof recordsApi;

/** The area catalogue of the records. */
export const RECORDS_AREA = 'record_links';

const queries = areaQueries<Api>(RECORDS_AREA, recordsKey);

/** One page of a set's records. */
export const recordListQueryOptions = (setId: number | null, query: RecordListQuery) => queries.page('get_records', query, idParams(setId));

/** One record with its links. */
export const recordQueryOptions = (id: number | null) => queries.entry('get_by_id', idParams(id));

/** The events of a set with the form's flags. */
export const setEventsQueryOptions = (setId: number | null) => queries.lookup('get_events', idParams(setId));

/** The performances that beat a set's records. */
export const candidatesQueryOptions = (setId: number | null) =>
  queryOptions({
    queryKey: [...recordsKey, 'candidates', setId],
    queryFn: () => api.requestIn<Api['get_candidates']>(RECORDS_AREA, 'get_candidates', { params: { id: setId! }, keepError: true }),
    enabled: namesEntry(setId),
  });

/** Adds a record to a set, or follows a record's `update` link. */
export function useSaveRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ setId, link, body }: { setId: number; link: Link | null; body: EndpointBody<Api['new']> }) =>
      link ? api.followAs<Api['update']>(link, { body }) : api.requestIn<Api['new']>(RECORDS_AREA, 'new', { params: { id: setId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordsKey }),
  });
}

/** Follows a record's `delete` link. */
export function useDeleteRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: Link) => api.followAs<Api['delete']>(link),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordsKey }),
  });
}
