import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody, EventRegistrationListQuery, Link, eventRegistrationsApi } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { areaQueries } from '../../../lib/area-queries';

type Api = typeof eventRegistrationsApi;

/** The area catalogue every signed-in call of this feature goes through. */
export const AREA = 'event_registration_links';

/** Prefix of every query of the area; changes invalidate through it. */
export const registrationsKey = ['event-registration'] as const;

const queries = areaQueries<Api>(AREA, registrationsKey);

/** One page of the registrations the caller manages. */
export const registrationListQueryOptions = (query: EventRegistrationListQuery) => queries.page('get_event_registrations', query);

/** One registration (by its public identifier) with its links. */
export const registrationQueryOptions = (guid: string | null) =>
  queryOptions({
    queryKey: [...registrationsKey, 'item', guid],
    queryFn: () => api.findIn<Api['get_by_id']>(AREA, 'get_by_id', { params: { guid: guid! } }),
    enabled: guid !== null,
  });

/** The rels of the area catalogue (whether the caller may create). */
export const registrationCatalogueQueryOptions = queries.rels;

/**
 * The attendees behind a row's `get_attendees` link; nothing is asked without the link. Asked again
 * each time the dialog opens: visitors confirm, sign up and cancel without the organiser's doing.
 */
export const attendeesQueryOptions = (link: Link | undefined) =>
  queryOptions({
    queryKey: [...registrationsKey, 'attendees', link?.href],
    queryFn: () => api.followAs<Api['get_attendees']>(link!),
    enabled: link !== undefined,
    staleTime: 0,
  });

/**
 * A change of the area; the area's queries reload afterwards, also when it failed (a row deleted
 * meanwhile answers 404, mailing an event whose attendees cancelled 409: the list then shows how things are).
 */
function useAreaMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: registrationsKey }) });
}

/** Creates a registration (`new_event_reg`) or follows its `update_event_reg` link. */
export const useSaveRegistration = () =>
  useAreaMutation(({ link, body }: { link: Link | null; body: EndpointBody<Api['new_event_reg']> }) =>
    link ? api.followAs<Api['update_event_reg']>(link, { body }) : api.requestIn<Api['new_event_reg']>(AREA, 'new_event_reg', { body }),
  );

/** Follows a row's `delete_event_reg` link. */
export const useDeleteRegistration = () => useAreaMutation((link: Link) => api.followAs<Api['delete_event_reg']>(link));

/** Follows an attendee's `remove_attendee` link; the dialog shows a refusal itself. */
export const useRemoveAttendee = () => useAreaMutation((link: Link) => api.followAs<Api['remove_attendee']>(link, { keepError: true }));

/** Follows a row's `inform_attendees` link with the message; the dialog shows a refusal itself, not the page behind it. */
export const useInformAttendees = () =>
  useAreaMutation(({ link, content }: { link: Link; content: string }) => api.followAs<Api['inform_attendees']>(link, { body: { content }, keepError: true }));
