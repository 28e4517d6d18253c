import type { Grant } from '../access/grants';
import type { RequestAccess } from '../access/request-access';
import { organizationsWithRole } from '../statistics/statistician.policy';

/** PRODUCT §2: record sets and records are kept by record admins of the federation (in any of its organisations). */
export const isRecordAdmin = (grants: readonly Grant[], masterId: number) => organizationsWithRole(grants, masterId, ['RecordAdmin']).length > 0;

/** Whether the root offers the record catalogues to the caller (and the registry lets them reach their routes). */
export const offeredToRecordAdmins = async (access: RequestAccess): Promise<boolean> =>
  access.auth !== null && isRecordAdmin(await access.grants(), access.auth.masterId);
