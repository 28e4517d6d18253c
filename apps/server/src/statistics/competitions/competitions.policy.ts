import { PORTAL_IMPORT_SOURCE } from '@portal/domain';
import type { Grant } from '../../access/grants';

/** Organisations of the federation `masterId` where the caller is a statistician (spec §6: role Statistiker). */
export function statisticianOrganizations(grants: readonly Grant[], masterId: number): number[] {
  return grants.filter((g) => g.role === 'Statistiker' && g.masterId === masterId).map((g) => g.organizationId);
}

export const isStatistician = (grants: readonly Grant[], masterId: number) => statisticianOrganizations(grants, masterId).length > 0;

/**
 * The owner of a new competition: the current organisation when the caller is a statistician
 * there, else the (first) organisation where they are one; null for anyone else.
 */
export function ownerOf(grants: readonly Grant[], masterId: number, currentOrganizationId: number | null): number | null {
  const mine = statisticianOrganizations(grants, masterId);
  if (currentOrganizationId !== null && mine.includes(currentOrganizationId)) return currentOrganizationId;
  return mine[0] ?? null;
}

/**
 * Whether the caller may change the competition: a statistician of its federation, and only an
 * entry made in the portal (spec §2.4: imports belong to the system they came from).
 */
export function mayUpdate(grants: readonly Grant[], masterId: number, competition: { masterId: number; importSource: string }): boolean {
  return competition.masterId === masterId && competition.importSource === PORTAL_IMPORT_SOURCE && isStatistician(grants, masterId);
}
