import type { Grant } from '../access/grants';
import type { RequestAccess } from '../access/request-access';
import { organizationsWithRole } from '../statistics/statistician.policy';

/** PRODUCT §2: manual best lists and their performances are for ManualBestlistAdmin of the federation (in any of its organisations). */
export const isManualBestlistAdmin = (grants: readonly Grant[], masterId: number) => organizationsWithRole(grants, masterId, ['ManualBestlistAdmin']).length > 0;

/** Whether the root offers `manual_bestlist_links` to the caller (and the registry lets them reach its routes). */
export const offeredToManualBestlistAdmins = async (access: RequestAccess): Promise<boolean> =>
  access.auth !== null && isManualBestlistAdmin(await access.grants(), access.auth.masterId);

/** Whether the caller may change and delete the list and its performances: an admin of the list's federation. */
export const mayManage = (grants: readonly Grant[], masterId: number, list: { masterId: number }): boolean => list.masterId === masterId && isManualBestlistAdmin(grants, masterId);
