import { queryOptions } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, RoleRequestStatus, type roleRequestsApi } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { roleRequestsKey } from './get-role-requests';
import type { RoleRequestRow } from './types';

/** What identifies a role request in the reject route: its three ids, and the row id when known. */
export interface RoleRequestIds {
  roleId: number;
  userId: number;
  organizationId: number;
  id?: string | null;
}

/** Whether `row` is the request named by `ids`. */
export const isRequest = (row: RoleRequestRow, ids: RoleRequestIds) =>
  ids.id ? String(row.id) === ids.id : row.roleId === ids.roleId && row.userId === ids.userId && row.organizationId === ids.organizationId;

/** Pages read at most while looking for one request (400 rows each). */
const MAX_PAGES = 10;

/**
 * One open role request, found again in the list (there is no single-request call): used when the
 * reject screen is opened by reload or link, without the row handed over by the list.
 */
export const roleRequestQueryOptions = (currentOrganizationId: number | null, ids: RoleRequestIds) =>
  queryOptions({
    queryKey: [...roleRequestsKey, currentOrganizationId, 'one', ids],
    queryFn: async () => {
      for (let pageNumber = 1; pageNumber <= MAX_PAGES; pageNumber++) {
        const page = await api.request<typeof roleRequestsApi.role_requests>('role_requests', {
          params: { organizationId: currentOrganizationId! },
          query: { organizationId: ids.organizationId, status: RoleRequestStatus.requested, pageNumber, pageSize: MAX_PAGE_SIZE },
        });
        const row = page.entities.find((r) => isRequest(r, ids));
        if (row) return row;
        if (pageNumber >= page.paginationMetadata.totalPages) break;
      }
      return null;
    },
    enabled: currentOrganizationId !== null,
  });
