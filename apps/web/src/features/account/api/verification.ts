import { queryOptions } from '@tanstack/react-query';
import { type usersApi, type VerificationStatus } from '@portal/domain';
import { api } from '../../../lib/api-client';

/** One of the user's own role requests as the verification status lists it. */
export type OwnRoleRequest = VerificationStatus['requests'][number];

/** The signed-in user's e-mail confirmation, roles and role requests. */
export const verificationStatusQuery = () =>
  queryOptions({
    queryKey: ['verification_status'],
    queryFn: () => api.request<typeof usersApi.verification_status>('verification_status'),
  });
