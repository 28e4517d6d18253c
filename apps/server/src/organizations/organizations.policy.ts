import type { OrganizationType, RoleCode } from '@portal/domain';
import { clubTypes } from '@portal/domain';
import type { Grant } from '../access/grants';
import { isAdminOf } from '../access/grants';

/** Which roles make sense at which level of the tree; the selectors offer only these. */
export const rolesByOrganizationType: Record<OrganizationType, RoleCode[]> = {
  master: ['OrgAdmin', 'OrgUser', 'Trainer', 'Official', 'Statistiker', 'Approver', 'RecordAdmin', 'ManualBestlistAdmin'],
  Region: ['OrgAdmin', 'OrgUser', 'Trainer', 'Official', 'Statistiker', 'Approver'],
  Area: ['OrgAdmin', 'OrgUser', 'Trainer', 'Official', 'Approver'],
  District: ['OrgAdmin', 'OrgUser', 'Trainer', 'Official', 'Approver'],
  Club: ['OrgAdmin', 'OrgUser', 'Trainer', 'Official'],
  LG: ['OrgAdmin', 'OrgUser', 'Trainer', 'Official'],
  StG: ['OrgAdmin', 'OrgUser', 'Trainer', 'Official'],
  Company: ['OrgAdmin', 'OrgUser', 'Official'],
};

export interface OrgForPolicy {
  id: number;
  type: string;
  path: number[];
  /** Ids of the ancestors (root first) with their types, for the club-admin rule. */
  ancestorTypes?: Map<number, string>;
}

/**
 * Who decides a role request for `org`: any admin of it; but a request for OrgAdmin of a club is
 * decided by the admin of its state association or above, not by the club or its district.
 */
export function mayDecideRoleRequest(grants: Grant[], org: OrgForPolicy, roleCode: RoleCode): boolean {
  if (roleCode === 'OrgAdmin' && (clubTypes as readonly string[]).includes(org.type) && org.ancestorTypes) {
    const regionIndex = org.path.findIndex((id) => org.ancestorTypes!.get(id) === 'Region');
    const deciders = regionIndex >= 0 ? org.path.slice(0, regionIndex + 1) : org.path.slice(0, 1);
    return grants.some((g) => g.role === 'OrgAdmin' && deciders.includes(g.organizationId));
  }
  return isAdminOf(grants, org);
}

/**
 * Whether an admin may assign `roleCode` in `org` directly (user management). OrgAdmin of a club is
 * assigned only by those who may decide such a request, so that the state-association rule above
 * cannot be bypassed (assigning also approves an open request for the same role).
 */
export function mayAssignRole(grants: Grant[], org: OrgForPolicy, roleCode: RoleCode): boolean {
  return isAdminOf(grants, org) && mayDecideRoleRequest(grants, org, roleCode);
}
