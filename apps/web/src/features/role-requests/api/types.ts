import type { roleRequestSortColumns } from '@portal/domain';

/** A row of `role_requests`, as the API's schema declares it. */
export type { RoleRequestRow } from '@portal/domain';

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
