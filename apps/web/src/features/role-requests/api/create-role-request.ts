import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { availableRolesKey } from '../../../lib/lookups';
import { roleRequestsKey } from './get-role-requests';
import { type roleRequestsApi } from '@portal/domain';

/** Requests a role in an organisation for the signed-in user (`create_role_request`). */
export function useCreateRoleRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: { roleId: number; organizationId: number }) =>
      api.request<typeof roleRequestsApi.create_role_request>('create_role_request', { body: payload }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: roleRequestsKey }),
        queryClient.invalidateQueries({ queryKey: availableRolesKey }),
      ]),
  });
}
