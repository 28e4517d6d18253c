import { roleRequestWorkflow, type GrantableRoleCode, type RoleRequestAction, type RoleRequestActor, type RoleRequestStatusValue } from '@portal/domain';
import type { Grant } from '../access/grants';
import { mayDecideRoleRequest, type OrgInTree } from '../core/organizations/role-rules';

/** A role request as the policy sees it. */
export interface RequestForPolicy {
  userId: number;
  status: RoleRequestStatusValue;
  roleCode: GrantableRoleCode;
  org: OrgInTree;
}

/** Who the caller is for this request: its requester, a decider (an admin who may decide it, never for their own), or neither. */
export function roleRequestActors(grants: readonly Grant[], callerId: number, request: RequestForPolicy): Set<RoleRequestActor> {
  const actors = new Set<RoleRequestActor>();
  if (request.userId === callerId) actors.add('requester');
  else if (mayDecideRoleRequest(grants, request.org, request.roleCode)) actors.add('decider');
  return actors;
}

/** What the caller may do with the request now, from the workflow table. */
export function roleRequestActions(grants: readonly Grant[], callerId: number, request: RequestForPolicy): RoleRequestAction[] {
  return roleRequestWorkflow.allowed(request.status, roleRequestActors(grants, callerId, request));
}
