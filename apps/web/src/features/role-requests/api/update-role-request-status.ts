import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type roleRequestsApi, type Link, type RoleRequestStatusValue } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { availableRolesKey } from '../../../lib/lookups';
import { roleRequestsKey } from './get-role-requests';

export interface StatusChange {
  /** The row's `approve`, `reject` or `remove` link. */
  link: Link;
  status: RoleRequestStatusValue;
  reason?: string;
}

/** The JSON Patch of a status change: replace status and reason (spec §4). */
export const statusPatch = (status: number, reason = '') => [
  { op: 'replace' as const, path: '/status' as const, value: status },
  { op: 'replace' as const, path: '/reason' as const, value: reason },
];

/** Approves, rejects or removes a role request by following the row's link. */
export function useUpdateRoleRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ link, status, reason }: StatusChange) =>
      api.followAs<typeof roleRequestsApi.role_request_status>(link, { body: statusPatch(status, reason), contentType: 'application/json-patch+json' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: roleRequestsKey }),
        queryClient.invalidateQueries({ queryKey: availableRolesKey }),
      ]),
  });
}
