import type { Link, RoleCode, RoleRequestStatusValue, roleRequestSortColumns } from '@portal/domain';

/** A row of `role_requests` (docs/api.md “Role request row”). */
export interface RoleRequestRow {
  id: string | number;
  userId: number;
  roleId: number;
  organizationId: number;
  status: RoleRequestStatusValue;
  statusLocalized: string;
  changedAt: string;
  reason: string | null;
  roleName: string;
  roleCode: RoleCode;
  organizationName: string;
  userName: string;
  userEmail: string;
  isAdmin: boolean;
  /** `approve`, `reject`, `remove`: present only when this user may do them now. */
  links: Link[];
}

export type RoleRequestSortColumn = (typeof roleRequestSortColumns)[number];

/** The filters, sorting and paging of the role requests list (kept in local storage). */
export interface RoleRequestsFilter {
  status: number | '';
  userName: string;
  organizationName: string;
  sortBy: RoleRequestSortColumn;
  descending: boolean;
  pageNumber: number;
  pageSize: number;
}

export { linkOf } from '../../../lib/links';
