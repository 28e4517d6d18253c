import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { availableRolesKey } from '../../../lib/lookups';
import { userRolesKey } from './get-user-roles';
import type { UserRoleRow } from './types';
import { type userRolesApi } from '@portal/domain';

/** Refreshes the user roles and the roles still on offer after a change. */
export function useInvalidateUserRoles() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userRolesKey }),
      queryClient.invalidateQueries({ queryKey: availableRolesKey }),
    ]);
}

/** Deletes the selected user roles at once (`delete_roles`; all or nothing). */
export function useDeleteRoles() {
  const invalidate = useInvalidateUserRoles();
  return useMutation({
    mutationFn: (rows: readonly Pick<UserRoleRow, 'id'>[]) =>
      api.request<typeof userRolesApi.delete_roles>('delete_roles', { body: rows.map((r) => ({ id: r.id })) }),
    onSuccess: invalidate,
  });
}
