import { queryOptions } from '@tanstack/react-query';
import type { Link, RoleCode } from '@portal/domain';
import { api } from '../../../lib/api-client';

/** A role request row as the verification status lists it (docs/api.md “Role request row”). */
export interface OwnRoleRequest {
  id: number;
  roleId: number;
  organizationId: number;
  status: number;
  statusLocalized: string;
  changedAt: string;
  reason: string | null;
  roleName: string;
  roleCode?: RoleCode;
  organizationName: string;
  links: Link[];
}

/** The answer of `verification_status`. */
export interface VerificationStatus {
  email: string;
  emailConfirmed: boolean;
  roles: { organizationName: string; roleName: string; roleCode?: RoleCode }[];
  requests: OwnRoleRequest[];
}

/** The signed-in user's e-mail confirmation, roles and role requests. */
export const verificationStatusQuery = () =>
  queryOptions({
    queryKey: ['verification_status'],
    queryFn: () => api.call<VerificationStatus>('verification_status'),
  });
