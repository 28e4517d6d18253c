import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { competitionApprovalApi, EndpointBody, Link, RoadRaceResultsAnswer } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { AREA, approvalsKey } from './approval-queries';

type Api = typeof competitionApprovalApi;

/** Every mutation of the area reloads the area's queries. */
function useApprovalMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: approvalsKey }) });
}

/** Creates an application (`new`); answers it with its id and links. */
export const useCreateApproval = () => useApprovalMutation((body: EndpointBody<Api['new']>) => api.requestIn<Api['new']>(AREA, 'new', { body }));

/** Follows the application's `update_comp` link with the whole application. */
export const useUpdateApproval = () =>
  useApprovalMutation(({ link, body }: { link: Link; body: EndpointBody<Api['update_comp']> }) => api.followAs<Api['update_comp']>(link, { body }));

export const useCopyApproval = () => useApprovalMutation((link: Link) => api.followAs<Api['copy_competition']>(link));

export const useRequestApproval = () =>
  useApprovalMutation(({ link, version }: { link: Link; version: number }) => api.followAs<Api['request_comp_approval']>(link, { body: { version } }));

export const useDeleteApproval = () => useApprovalMutation((link: Link) => api.followAs<Api['delete_competition']>(link));

export const useCancelApproval = () =>
  useApprovalMutation(({ link, body }: { link: Link; body: EndpointBody<Api['cancel_comp']> }) => api.followAs<Api['cancel_comp']>(link, { body }));

/** Follows one of the application's `approve_competition` links (one per organisation the caller decides for). */
export const useDecideApproval = () =>
  useApprovalMutation(({ link, body }: { link: Link; body: EndpointBody<Api['approve_competition']> }) => api.followAs<Api['approve_competition']>(link, { body }));

export const useSendFinishers = () =>
  useApprovalMutation(({ link, body }: { link: Link; body: EndpointBody<Api['send_finishers']> }) => api.followAs<Api['send_finishers']>(link, { body }));

/**
 * Follows `upload_results` with the timing company's list (multipart `file`): answers the finisher
 * counts read from it. The application does not change, so nothing is reloaded.
 */
export const useUploadResultList = () =>
  useMutation({
    mutationFn: ({ link, file }: { link: Link; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return api.follow<RoadRaceResultsAnswer>(link, { body: form });
    },
  });

export const useCreateReceipt = () => useApprovalMutation((link: Link) => api.followAs<Api['create_receipt']>(link));

/** Adds (`new_attachment`) or replaces (`edit_attachment`) an attachment: multipart with title, sort, text, type, group and file. */
export const useSaveAttachment = () =>
  useApprovalMutation(({ link, form }: { link: Link; form: FormData }) => api.follow<Awaited<ReturnType<typeof api.followAs<Api['new_attachment']>>>>(link, { body: form }));

export const useDeleteAttachment = () => useApprovalMutation((link: Link) => api.followAs<Api['delete_attachment']>(link));
