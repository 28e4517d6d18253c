import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { availableRolesKey } from '../../../lib/lookups';
import { userRolesKey } from './get-user-roles';
import { type userRolesApi } from '@portal/domain';

/** Assigns roles in an organisation to a user (`create_user_role`). */
export function useCreateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: { userId: number; organizationId: number; roleIds: number[] }) =>
      api.request<typeof userRolesApi.create_user_role>('create_user_role', { body: payload }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userRolesKey }),
        queryClient.invalidateQueries({ queryKey: availableRolesKey }),
      ]),
  });
}
