import { PORTAL_IMPORT_SOURCE } from '@portal/domain';
import type { Grant } from '../access/grants';
import { isStatistician } from '../statistics/statistician.policy';

/**
 * Whether the caller may change the competition: a statistician of its federation, and only an
 * entry made in the portal (spec §2.4: imports belong to the system they came from).
 */
export function mayUpdate(grants: readonly Grant[], masterId: number, competition: { masterId: number; importSource: string }): boolean {
  return competition.masterId === masterId && competition.importSource === PORTAL_IMPORT_SOURCE && isStatistician(grants, masterId);
}
