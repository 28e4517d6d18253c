import type { Link, RoleCode, UserRoleStatusValue } from '@portal/domain';

/** A row of `user_roles` (docs/api.md “User role row”). */
export interface UserRoleRow {
  id: number;
  userId: number;
  userName: string;
  userEmail: string;
  roleId: number;
  roleName: string;
  roleCode: RoleCode;
  organizationId: number;
  organizationName: string;
  status: UserRoleStatusValue;
  /** How many active roles the user holds in all (not only on this page). */
  userActiveRoleCount: number;
  /** `update` (PATCH status) when this user may remove the role now. */
  links: Link[];
}

/** The filters and paging of user management (kept in local storage). */
export interface UserRolesFilter {
  userName: string;
  organizationId: number | '';
  pageNumber: number;
  pageSize: number;
}

export { linkOf } from '../../../lib/links';
