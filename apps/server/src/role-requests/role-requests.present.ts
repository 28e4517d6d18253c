import { roleRequestsApi, translate, type LanguageCode, type OrganizationType, type RoleRequestRow } from '@portal/domain';
import type { Grant } from '../access/grants';
import type { Linker } from '../api/links';
import type { RoleRequestRecord } from './role-requests.repo';
import { roleRequestActors, roleRequestActions } from './role-requests.policy';

/** What presenting a row needs besides the row: the caller, their grants, the types along the paths. */
export interface PresentContext {
  callerId: number;
  grants: readonly Grant[];
  types: ReadonlyMap<number, OrganizationType>;
  culture: LanguageCode;
  links: Linker;
}

/** A role request as the list shows it, with the links of what the caller may do with it now. */
export function presentRoleRequest(row: RoleRequestRecord, ctx: PresentContext): RoleRequestRow {
  const request = {
    userId: row.userId,
    status: row.status,
    roleCode: row.roleCode,
    org: { id: row.organizationId, type: row.organizationType, path: row.organizationPath, ancestorTypes: ctx.types },
  };
  const actions = roleRequestActions(ctx.grants, ctx.callerId, request);
  return {
    id: row.id,
    userId: row.userId,
    roleId: row.roleId,
    organizationId: row.organizationId,
    status: row.status,
    statusLocalized: translate(ctx.culture, `roleRequestStatus.${row.status}`),
    changedAt: row.changedAt.toISOString(),
    reason: row.reason,
    roleName: translate(ctx.culture, `roles.${row.roleCode}`),
    roleCode: row.roleCode,
    organizationName: row.organizationName,
    userName: `${row.firstName} ${row.lastName}`,
    userEmail: row.email,
    isAdmin: roleRequestActors(ctx.grants, ctx.callerId, request).has('decider'),
    links: actions.map((action) => ctx.links.to(roleRequestsApi.role_request_status, { id: row.id }, action)),
  };
}
