import { UserRoleStatus, translate, userRolesApi, type LanguageCode, type UserRoleRow } from '@portal/domain';
import { isAdminOf, type Grant } from '../access/grants';
import type { Linker } from '../api/links';
import type { UserRoleRecord } from './user-roles.repo';

/** The organisation's only active administrator role (removing it is refused). */
export const isLastAdmin = (row: Pick<UserRoleRecord, 'roleCode' | 'status' | 'adminsInOrganization'>) =>
  row.roleCode === 'OrgAdmin' && row.status === UserRoleStatus.created && row.adminsInOrganization <= 1;

/** A user role as user management shows it; `update` (removal) only when the caller may remove it now. */
export function presentUserRole(row: UserRoleRecord, ctx: { grants: readonly Grant[]; culture: LanguageCode; links: Linker }): UserRoleRow {
  const lastAdmin = isLastAdmin(row);
  const removable = row.status === UserRoleStatus.created && !lastAdmin && isAdminOf(ctx.grants, { path: row.organizationPath });
  return {
    id: row.id,
    userId: row.userId,
    userName: `${row.firstName} ${row.lastName}`,
    userEmail: row.email,
    roleId: row.roleId,
    roleName: translate(ctx.culture, `roles.${row.roleCode}`),
    roleCode: row.roleCode,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    status: row.status,
    statusLocalized: translate(ctx.culture, `userRoleStatus.${row.status}`),
    userActiveRoleCount: row.activeCount,
    isLastAdmin: lastAdmin,
    links: removable ? [ctx.links.to(userRolesApi.user_role_status, { id: row.id }, 'update')] : [],
  };
}
