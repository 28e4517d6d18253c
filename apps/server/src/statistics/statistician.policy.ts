import type { GrantableRoleCode } from '@portal/domain';
import type { Grant } from '../access/grants';
import type { RequestAccess } from '../access/request-access';

/** Organisations of the federation `masterId` where the caller holds one of `roles`. */
export function organizationsWithRole(grants: readonly Grant[], masterId: number, roles: readonly GrantableRoleCode[]): number[] {
  return grants.filter((g) => g.masterId === masterId && roles.includes(g.role)).map((g) => g.organizationId);
}

/** Organisations of the federation `masterId` where the caller is a statistician (spec §6: role Statistiker). */
export const statisticianOrganizations = (grants: readonly Grant[], masterId: number) => organizationsWithRole(grants, masterId, ['Statistiker']);

/** PRODUCT §2: the statistics areas are for statisticians of the federation (in any of its organisations). */
export const isStatistician = (grants: readonly Grant[], masterId: number) => statisticianOrganizations(grants, masterId).length > 0;

/** Whether the root offers a statistics catalogue to the caller (and the registry lets them reach its routes). */
export const offeredToStatisticians = async (access: RequestAccess): Promise<boolean> =>
  access.auth !== null && isStatistician(await access.grants(), access.auth.masterId);

/**
 * The organisation a statistician acts for (owner of what they create, creator of a performance):
 * the current organisation when they are a statistician there, else the first one; null for anyone else.
 */
export function statisticianOrganization(grants: readonly Grant[], masterId: number, currentOrganizationId: number | null): number | null {
  const mine = statisticianOrganizations(grants, masterId);
  if (currentOrganizationId !== null && mine.includes(currentOrganizationId)) return currentOrganizationId;
  return mine[0] ?? null;
}
