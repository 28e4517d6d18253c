import type { Grant } from '../../access/grants';
import type { RequestAccess } from '../../access/request-access';

/** Organisations of the federation `masterId` where the caller is a statistician (spec §6: role Statistiker). */
export function statisticianOrganizations(grants: readonly Grant[], masterId: number): number[] {
  return grants.filter((g) => g.role === 'Statistiker' && g.masterId === masterId).map((g) => g.organizationId);
}

export const isStatistician = (grants: readonly Grant[], masterId: number) => statisticianOrganizations(grants, masterId).length > 0;

/**
 * The organisation the caller enters and changes performances for: the current organisation
 * (X-Current-Org, verified) when they are a statistician there, else the first organisation where
 * they are one; null for anyone else.
 */
export async function actingOrganization(access: RequestAccess): Promise<number | null> {
  if (!access.auth) return null;
  const mine = statisticianOrganizations(await access.grants(), access.auth.masterId);
  const current = await access.currentOrganizationId();
  if (current !== null && mine.includes(current)) return current;
  return mine[0] ?? null;
}

/** Only the organisation that entered a performance changes or deletes it (PRODUCT §2). */
export const mayChangePerformance = (actingOrganizationId: number | null, performance: { creatorOrganizationId: number | null }) =>
  actingOrganizationId !== null && performance.creatorOrganizationId === actingOrganizationId;
