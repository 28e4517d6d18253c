import { GERMAN_FEDERATION_EXTERNAL_ID, languageCodeOf, type CurrentUser, type FooterLinks } from '@portal/domain';
import type { Grant } from '../access/grants';
import type { UserRow } from './users.repo';

/** The signed-in user as the web app keeps it (spec §3 “User”); never the database row. */
export function presentCurrentUser(row: { user: UserRow; masterName: string; masterExternalId: string | null; footerLinks: FooterLinks | null }, grants: readonly Grant[]): CurrentUser {
  const u = row.user;
  return {
    id: u.id,
    userName: u.email,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    fullName: `${u.firstName} ${u.lastName}`,
    title: u.title,
    languageId: u.languageId,
    languageCode: languageCodeOf(u.languageId),
    approver: u.approver,
    emailConfirmed: u.emailConfirmedAt !== null,
    masterOrganization: { value: u.masterOrganizationId, text: row.masterName },
    /** The German flag of spec §6: the master organisation is the German federation. */
    isGerman: row.masterExternalId === GERMAN_FEDERATION_EXTERNAL_ID,
    footerLinks: row.footerLinks,
    userRoles: grants.map((g) => ({
      organizationId: g.organizationId,
      organizationName: g.organizationName,
      organizationType: g.organizationType,
      externalId: g.externalId,
      role: { code: g.role },
    })),
  };
}

/** Another user as an administrator sees them. */
export const presentUserSummary = (u: UserRow) => ({ id: u.id, firstName: u.firstName, lastName: u.lastName, fullName: `${u.firstName} ${u.lastName}`, email: u.email });
