import type { RequestAccess } from '../access/request-access';
import { statisticianOrganization } from '../statistics/statistician.policy';

/**
 * The organisation the caller enters and changes performances for: the current organisation
 * (X-Current-Org, verified) when they are a statistician there, else the first organisation where
 * they are one; null for anyone else.
 */
export async function actingOrganization(access: RequestAccess): Promise<number | null> {
  if (!access.auth) return null;
  return statisticianOrganization(await access.grants(), access.auth.masterId, await access.currentOrganizationId());
}

/** Only the organisation that entered a performance changes or deletes it (PRODUCT §2). */
export const mayChangePerformance = (actingOrganizationId: number | null, performance: { creatorOrganizationId: number | null }) =>
  actingOrganizationId !== null && performance.creatorOrganizationId === actingOrganizationId;
