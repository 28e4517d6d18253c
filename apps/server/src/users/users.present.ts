import { eq } from 'drizzle-orm';
import { GERMAN_FEDERATION_EXTERNAL_ID, languageCodeOf } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { organizations, users } from '../db/schema';
import { loadGrants } from '../access/grants';
import { notFound } from '../lib/problems';

/** The signed-in user as the web app keeps it (spec §3 “User”); never the database row. */
export async function presentCurrentUser(tx: DbOrTx, userId: number) {
  const [row] = await tx
    .select({ user: users, masterName: organizations.name, masterExternalId: organizations.externalId })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.masterOrganizationId))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  const grants = await loadGrants(tx, userId);
  const orgNames = new Map(
    (await tx.select({ id: organizations.id, name: organizations.name, type: organizations.type, externalId: organizations.externalId }).from(organizations).where(eq(organizations.masterId, row.user.masterOrganizationId))).map((o) => [o.id, o]),
  );
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
    userRoles: grants.map((g) => ({
      organizationId: g.organizationId,
      organizationName: orgNames.get(g.organizationId)?.name ?? '',
      organizationType: orgNames.get(g.organizationId)?.type ?? '',
      externalId: orgNames.get(g.organizationId)?.externalId ?? null,
      role: { code: g.role },
    })),
  };
}

export type CurrentUser = Awaited<ReturnType<typeof presentCurrentUser>>;
