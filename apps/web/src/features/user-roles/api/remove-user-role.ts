import { useMutation } from '@tanstack/react-query';
import { UserRoleStatus, type userRolesApi } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { useInvalidateUserRoles } from './delete-roles';
import { linkOf, type UserRoleRow } from './types';

/** Removes one user role: a JSON Patch setting status 1 through the row's `update` link (spec §4). */
export function useRemoveUserRole() {
  const invalidate = useInvalidateUserRoles();
  return useMutation({
    mutationFn: (row: UserRoleRow) => {
      const link = linkOf(row, 'update');
      if (!link) throw new Error('no update link');
      return api.followAs<typeof userRolesApi.user_role_status>(link, {
        body: [{ op: 'replace', path: '/status', value: UserRoleStatus.deleted }],
        contentType: 'application/json-patch+json',
      });
    },
    onSuccess: invalidate,
  });
}
