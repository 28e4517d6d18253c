import type { GrantableRoleCode } from '@portal/domain';
import type { Grant } from '../access/grants';
import { organizationsWithRole, statisticianOrganization, statisticianOrganizations } from '../statistics/statistician.policy';

/** Roles that read the federation's classes and events (spec §6: statistics, records, manual best lists). */
export const definitionReaderRoles: readonly GrantableRoleCode[] = ['Statistiker', 'RecordAdmin', 'ManualBestlistAdmin'];

export const mayReadDefinitions = (grants: readonly Grant[], masterId: number) => organizationsWithRole(grants, masterId, definitionReaderRoles).length > 0;

/**
 * The owner of a new list: the requested organisation when the caller is a statistician there,
 * else (nothing requested) the current organisation if they are one there, else the first one; null
 * when the requested owner is not one of theirs.
 */
export function ownerFor(grants: readonly Grant[], masterId: number, requested: number | null, current: number | null): number | null {
  if (requested !== null) return statisticianOrganizations(grants, masterId).includes(requested) ? requested : null;
  return statisticianOrganization(grants, masterId, current);
}
