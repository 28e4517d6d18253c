import type { RequestAccess } from '../access/request-access';
import { isStatistician } from '../statistics/statistician.policy';

/**
 * Keys for meeting software are the federation's: its OrgAdmins (of the federation itself, not of
 * a region or club) and its statisticians, whose best lists the results feed, manage them.
 */
export async function offeredToKeyHolders(access: RequestAccess): Promise<boolean> {
  const auth = access.auth;
  if (!auth) return false;
  const grants = await access.grants();
  return grants.some((g) => g.role === 'OrgAdmin' && g.organizationId === auth.masterId) || isStatistician(grants, auth.masterId);
}
