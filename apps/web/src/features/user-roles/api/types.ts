/** A row of `user_roles`, as the API's schema declares it. */
export type { UserRoleRow } from '@portal/domain';

/** The filters and paging of user management (kept in local storage). */
export interface UserRolesFilter {
  userName: string;
  organizationId: number | '';
  pageNumber: number;
  pageSize: number;
}

export { linkOf } from '../../../lib/links';
