import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Link, RoleRequestStatusValue } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { availableRolesKey } from '../../../lib/lookups';
import { roleRequestsKey } from './get-role-requests';
import type { RoleRequestRow } from './types';

export interface StatusChange {
  /** The row's `approve`, `reject` or `remove` link. */
  link: Link;
  status: RoleRequestStatusValue;
  reason?: string;
}

/** The JSON Patch of a status change: replace status and reason (spec §4). */
export const statusPatch = (status: number, reason = '') => [
  { op: 'replace', path: '/status', value: status },
  { op: 'replace', path: '/reason', value: reason },
];

/** Approves, rejects or removes a role request by following the row's link. */
export function useUpdateRoleRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ link, status, reason }: StatusChange) =>
      api.follow<RoleRequestRow>(link, { body: statusPatch(status, reason), contentType: 'application/json-patch+json' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: roleRequestsKey }),
        queryClient.invalidateQueries({ queryKey: availableRolesKey }),
      ]),
  });
}
