import type { RoleCode } from '@portal/domain';
import { RoleRequestStatus } from '@portal/domain';
import type { Grant } from '../access/grants';
import { mayDecideRoleRequest } from '../organizations/organizations.policy';

export interface RequestForPolicy {
  userId: number;
  status: number;
  roleCode: RoleCode;
  org: { id: number; type: string; path: number[]; ancestorTypes: Map<number, string> };
}

export interface RoleRequestActions {
  /** The user may decide this request (spec: isAdmin). */
  isAdmin: boolean;
  approve: boolean;
  reject: boolean;
  remove: boolean;
}

/**
 * What the caller may do with a role request now. Nobody decides their own request; approve stays
 * possible for a rejected request (spec §4: disabled only when deleted or approved).
 */
export function roleRequestActions(grants: Grant[], userId: number, request: RequestForPolicy): RoleRequestActions {
  const own = request.userId === userId;
  const isAdmin = !own && mayDecideRoleRequest(grants, request.org, request.roleCode);
  const open = request.status === RoleRequestStatus.requested;
  const rejected = request.status === RoleRequestStatus.rejected;
  return {
    isAdmin,
    approve: isAdmin && (open || rejected),
    reject: isAdmin && open,
    remove: (own || isAdmin) && (open || rejected),
  };
}
