import { clubTypes, type GrantableRoleCode, type OrganizationType } from '@portal/domain';
import type { Grant } from '../../access/grants';
import { isAdminOf } from '../../access/grants';

/** Which roles make sense at which level of the tree; the selectors offer only these. */
export const rolesByOrganizationType: Record<OrganizationType, GrantableRoleCode[]> = {
  master: ['OrgAdmin', 'OrgUser', 'Trainer', 'Official', 'Statistiker', 'Approver', 'RecordAdmin', 'ManualBestlistAdmin'],
  Region: ['OrgAdmin', 'OrgUser', 'Trainer', 'Official', 'Statistiker', 'Approver'],
  Area: ['OrgAdmin', 'OrgUser', 'Trainer', 'Official', 'Approver'],
  District: ['OrgAdmin', 'OrgUser', 'Trainer', 'Official', 'Approver'],
  Club: ['OrgAdmin', 'OrgUser', 'Trainer', 'Official'],
  LG: ['OrgAdmin', 'OrgUser', 'Trainer', 'Official'],
  StG: ['OrgAdmin', 'OrgUser', 'Trainer', 'Official'],
  Company: ['OrgAdmin', 'OrgUser', 'Official'],
};

/** An organisation with what the role rules need: its type, its path and the types along the path. */
export interface OrgInTree {
  id: number;
  type: OrganizationType;
  path: readonly number[];
  /** Ancestor id → type for every id of `path` (see `ancestorTypes`). */
  ancestorTypes: ReadonlyMap<number, OrganizationType>;
}

/**
 * Who decides a role request for `org`: any admin of it; but a request for OrgAdmin of a club is
 * decided by the admin of its state association or above, not by the club or its district.
 */
export function mayDecideRoleRequest(grants: readonly Pick<Grant, 'role' | 'organizationId'>[], org: OrgInTree, roleCode: GrantableRoleCode): boolean {
  if (roleCode === 'OrgAdmin' && clubTypes.includes(org.type)) {
    const regionIndex = org.path.findIndex((id) => org.ancestorTypes.get(id) === 'Region');
    const deciders = regionIndex >= 0 ? org.path.slice(0, regionIndex + 1) : org.path.slice(0, 1);
    return grants.some((g) => g.role === 'OrgAdmin' && deciders.includes(g.organizationId));
  }
  return isAdminOf(grants, org);
}

/**
 * Whether an admin may assign `roleCode` to `userId` in `org` directly (user management). Nobody
 * assigns a role to themselves (that would approve their own request), and OrgAdmin of a club is
 * assigned only by those who may decide such a request, so that the state-association rule above
 * cannot be bypassed (assigning also approves an open request for the same role).
 */
export function mayAssignRole(grants: readonly Grant[], callerId: number, userId: number, org: OrgInTree, roleCode: GrantableRoleCode): boolean {
  return callerId !== userId && isAdminOf(grants, org) && mayDecideRoleRequest(grants, org, roleCode);
}
