import { adminRoots, isAdminOf, type Grant } from '../access/grants';
import type { RequestAccess } from '../access/request-access';

/** Organisations of the federation `masterId` where the caller holds any active role. */
export function organizationsWithAnyRole(grants: readonly Grant[], masterId: number): number[] {
  return [...new Set(grants.filter((g) => g.masterId === masterId).map((g) => g.organizationId))];
}

/** PRODUCT §2: event registration is for every signed-in user with at least one role in their federation. */
export const offeredToRoleHolders = async (access: RequestAccess): Promise<boolean> =>
  access.auth !== null && organizationsWithAnyRole(await access.grants(), access.auth.masterId).length > 0;

/**
 * The organisation that owns what the caller creates: the current organisation when they hold a
 * role there, else the first organisation where they hold one; null without any role.
 */
export function ownerOrganization(grants: readonly Grant[], masterId: number, currentOrganizationId: number | null): number | null {
  const mine = organizationsWithAnyRole(grants, masterId);
  if (currentOrganizationId !== null && mine.includes(currentOrganizationId)) return currentOrganizationId;
  return mine[0] ?? null;
}

/** What deciding about a registration needs: its federation and its owner with the owner's ancestors. */
export interface RegistrationOwner {
  masterId: number;
  ownerOrganizationId: number;
  /** Ids of the owner organisation and its ancestors, root first. */
  ownerPath: readonly number[];
}

/**
 * Whether the caller manages the registration (edit, delete, attendees, mails): an active role in
 * its owner organisation, or admin of it (OrgAdmin there or in an ancestor, PRODUCT §2).
 */
export function managesRegistration(grants: readonly Grant[], masterId: number, r: RegistrationOwner): boolean {
  if (r.masterId !== masterId) return false;
  return grants.some((g) => g.organizationId === r.ownerOrganizationId) || isAdminOf(grants, { path: r.ownerPath });
}

/** The organisations whose registrations the caller's list shows: those with a role and the subtrees they administer. */
export function managedScope(grants: readonly Grant[], masterId: number): { roleOrganizations: number[]; adminRoots: number[] } {
  return { roleOrganizations: organizationsWithAnyRole(grants, masterId), adminRoots: adminRoots(grants.filter((g) => g.masterId === masterId)) };
}
