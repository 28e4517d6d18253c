import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type usersApi, type EndpointResponse } from '@portal/domain';

/** A user an admin may assign roles to. */
export type UserOption = EndpointResponse<typeof usersApi.users_for_selectors>[number];

/** Users an admin of organisation `organizationId` may assign roles to, whose name or e-mail contains `search`. */
export const usersForSelectorsQueryOptions = (organizationId: number | null, search: string) =>
  queryOptions({
    queryKey: ['users-for-selectors', organizationId, search.trim()],
    queryFn: () =>
      api.request<typeof usersApi.users_for_selectors>('users_for_selectors', { params: { id: organizationId! }, query: { search: search.trim() }, keepError: true }),
    enabled: organizationId !== null,
    staleTime: 60_000,
  });
