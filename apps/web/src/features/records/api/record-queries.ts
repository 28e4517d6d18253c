import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody, Link, RecordListQuery, recordsApi } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { recordsKey } from './record-set-queries';
import { namesEntry } from '../../../lib/area-queries';

type Api = typeof recordsApi;

/** The area catalogue of the records. */
export const RECORDS_AREA = 'record_links';

/** One page of a set's records. */
export const recordListQueryOptions = (setId: number | null, query: RecordListQuery) =>
  queryOptions({
    queryKey: [...recordsKey, 'records', setId, query],
    queryFn: () => api.requestIn<Api['get_records']>(RECORDS_AREA, 'get_records', { params: { id: setId! }, query }),
    enabled: namesEntry(setId),
    placeholderData: keepPreviousData,
  });

/** One record with its links. */
export const recordQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: [...recordsKey, 'record', id],
    queryFn: () => api.findIn<Api['get_by_id']>(RECORDS_AREA, 'get_by_id', { params: { id: id! } }),
    enabled: namesEntry(id),
  });

/** The events of a set with the form's flags. */
export const setEventsQueryOptions = (setId: number | null) =>
  queryOptions({
    queryKey: [...recordsKey, 'events', setId],
    queryFn: () => api.requestIn<Api['get_events']>(RECORDS_AREA, 'get_events', { params: { id: setId! }, keepError: true }),
    enabled: namesEntry(setId),
    staleTime: 5 * 60_000,
  });

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
