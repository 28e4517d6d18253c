import { pathTo } from '../../lib/routing';
import type { RoleRequestRow } from './api/types';

/** Router state the list hands to the reject screen, so it needs no second look-up. */
export interface RejectState {
  row?: RoleRequestRow;
}

/** The reject route of a request (spec §2: params roleId, userId, organizationId; `id` names the row). */
export const rejectPath = (row: Pick<RoleRequestRow, 'id' | 'roleId' | 'userId' | 'organizationId'>) =>
  pathTo('rejectrolerequest', { roleId: row.roleId, userId: row.userId, organizationId: row.organizationId }, { id: String(row.id) });
