import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody, Link, publicEventRegistrationsApi } from '@portal/domain';
import { api } from '../../../lib/api-client';

type Api = typeof publicEventRegistrationsApi;

/** Prefix of the public pages' queries. */
export const publicEventsKey = ['public-events'] as const;

/** One event's public page. */
export const publicEventQueryOptions = (guid: string | null) =>
  queryOptions({
    queryKey: [...publicEventsKey, guid],
    queryFn: () => api.find<Api['public_event_registration']>('public_event_registration', { params: { guid: guid! }, keepError: true }),
    enabled: guid !== null,
    retry: false,
  });

/**
 * The upcoming events with a public sign-up, soonest first: of federation `masterOrganizationId`,
 * or (without it) of every federation, which the public list only asks to find the soonest event.
 */
export const publicEventListQueryOptions = (masterOrganizationId?: number) =>
  queryOptions({
    queryKey: [...publicEventsKey, 'list', masterOrganizationId ?? 'all'],
    queryFn: () => api.request<Api['public_event_registrations']>('public_event_registrations', { query: { masterOrganizationId } }),
    staleTime: 60_000,
  });

/** Follows the event's `sign_up` link; the page reloads the places afterwards, also after a refusal (full). */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ link, body }: { link: Link; body: EndpointBody<Api['sign_up']> }) => api.followAs<Api['sign_up']>(link, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicEventsKey }),
  });
}

/**
 * The event of a mailed cancellation token, asked as the cancel page opens so that a used link is
 * reported before anything is asked; a bad link is shown on the page, not as an alert.
 */
export const cancelLinkEventQueryOptions = (token: string | undefined) =>
  queryOptions({
    queryKey: [...publicEventsKey, 'cancel-link', token],
    queryFn: () => api.request<Api['cancel_link_event']>('cancel_link_event', { body: { token: token! }, keepError: true }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });

/** Cancels the sign-up of a mailed token; the answer names the event. A bad link is shown on the page, not as an alert. */
export const useCancelSignUp = () =>
  useMutation({ mutationFn: (token: string) => api.request<Api['cancel_sign_up']>('cancel_sign_up', { body: { token }, keepError: true }) });

/**
 * Confirms the sign-up of a mailed token through the root's `confirm_sign_up` link; the answer names
 * the event. The token goes into the link's `{?token}` as the query. A bad link is shown on the page.
 */
export const useConfirmSignUp = () =>
  useMutation({ mutationFn: (token: string) => api.request<Api['confirm_sign_up']>('confirm_sign_up', { query: { token }, keepError: true }) });
