import { eq } from 'drizzle-orm';
import { languageCodeOf } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { organizations, users } from '../db/schema';
import { loadGrants } from '../access/grants';
import { notFound } from '../lib/problems';

/** The signed-in user as the web app keeps it (spec §3 “User”); never the database row. */
export async function presentCurrentUser(tx: DbOrTx, userId: number) {
  const [row] = await tx
    .select({ user: users, masterName: organizations.name })
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
