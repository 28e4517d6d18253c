import type { GrantableRoleCode } from '@portal/domain';
import type { Grant } from '../../access/grants';

/** Roles that read the federation's classes and events (spec §6: statistics, records, manual best lists). */
export const definitionReaderRoles: readonly GrantableRoleCode[] = ['Statistiker', 'RecordAdmin', 'ManualBestlistAdmin'];

/** Organisations of the federation `masterId` where the caller holds one of `roles`. */
export function organizationsWithRole(grants: readonly Grant[], masterId: number, roles: readonly GrantableRoleCode[]): number[] {
  return grants.filter((g) => g.masterId === masterId && roles.includes(g.role)).map((g) => g.organizationId);
}

/** PRODUCT §2: best lists, definitions and the export are for statisticians of the federation (in any of its organisations). */
export const isStatistician = (grants: readonly Grant[], masterId: number) => organizationsWithRole(grants, masterId, ['Statistiker']).length > 0;

export const mayReadDefinitions = (grants: readonly Grant[], masterId: number) => organizationsWithRole(grants, masterId, definitionReaderRoles).length > 0;

/**
 * The owner of a new list: the requested organisation when the caller is a statistician there,
 * else (nothing requested) the current organisation if they are one there, else the first one; null
 * when the requested owner is not one of theirs.
 */
export function ownerFor(grants: readonly Grant[], masterId: number, requested: number | null, current: number | null): number | null {
  const mine = organizationsWithRole(grants, masterId, ['Statistiker']);
  if (requested !== null) return mine.includes(requested) ? requested : null;
  if (current !== null && mine.includes(current)) return current;
  return mine[0] ?? null;
}
