import { eq } from 'drizzle-orm';
import { RoleRequestStatus, type GrantableRoleCode } from '@portal/domain';
import type { Db, DbOrTx } from '../db/client';
import { organizations, roleRequests, userRoles, users } from '../db/schema';
import { insertOrganization } from '../core/organizations/organizations.repo';
import { roleIds } from './base';

const germanFirst = ['Lena', 'Jonas', 'Mia', 'Lukas', 'Emma', 'Felix', 'Hanna', 'Paul', 'Lea', 'Ben', 'Sophie', 'Elias', 'Marie', 'Noah', 'Laura', 'Tim', 'Jana', 'Finn'];
const germanLast = ['Müller', 'Schäfer', 'Becker', 'Wagner', 'Öztürk', 'Hoffmann', 'Läufer', 'Liste', 'Schröder', 'Neumann', 'Krüger', 'Weiß', 'Zimmermann', 'Braun', 'Hartmann', 'Lange', 'Fuchs', 'Jäger'];
const dutchFirst = ['Sanne', 'Daan', 'Femke', 'Bram', 'Lotte', 'Sem', 'Eva', 'Jesse', 'Noor', 'Thijs', 'Fleur', 'Ruben'];
const dutchLast = ['de Jong', 'Jansen', 'de Vries', 'van Dijk', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'Bos', 'Vos'];

/** A stable pseudo-random sequence, so that every demo database is the same. */
function sequence(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

async function idOf(tx: DbOrTx, name: string): Promise<number> {
  const [row] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, name));
  return row.id;
}

interface Member {
  email: string;
  firstName: string;
  lastName: string;
  languageId: number;
  masterId: number;
  roles: [GrantableRoleCode, number][];
  requests: [GrantableRoleCode, number][];
}

/**
 * Enough members to see paging and both federations in the demo: club members in Hessen (several
 * pages of user management and of role requests for the Hessen admin), and a second Dutch region
 * with clubs, members and open requests for the Dutch admin. Added right after the demo accounts.
 */
export async function seedDemoCrowd(db: Db, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    const dlv = await idOf(tx, 'Deutscher Leichtathletik-Verband');
    const au = await idOf(tx, 'Atletiekunie');
    // One statement after the other: a transaction's connection runs one query at a time.
    const hessenClubs: number[] = [];
    for (const name of ['Eintracht Frankfurt e.V.', 'LG Frankfurt-Nord', 'ASC Darmstadt', 'StG Odenwald']) hessenClubs.push(await idOf(tx, name));
    const oost = await insertOrganization(tx, { name: 'Regio Oost', type: 'Region', stateCode: 'GE', parentId: au });
    const dutchClubs: number[] = [];
    for (const name of ['AV Phanos', 'AV Haarlem', 'Leiden Atletiek']) dutchClubs.push(await idOf(tx, name));
    for (const [name, externalId] of [
      ['AV Gouda', 'AU-2001'],
      ['Loopgroep Arnhem', 'AU-2002'],
      ['AV Zwolle', 'AU-2003'],
    ]) {
      dutchClubs.push((await insertOrganization(tx, { name, type: 'Club', stateCode: 'GE', externalId, parentId: oost.id })).id);
    }

    const pick = sequence(2026);
    const members: Member[] = [];
    const clubRoles: GrantableRoleCode[] = ['OrgUser', 'Trainer', 'Official'];
    for (let i = 0; i < 36; i++) {
      const club = hessenClubs[i % hessenClubs.length];
      const firstName = germanFirst[i % germanFirst.length];
      const lastName = germanLast[(i * 7) % germanLast.length];
      const role = clubRoles[pick(clubRoles.length)];
      members.push({
        email: `mitglied${String(i + 1).padStart(2, '0')}@demo.test`,
        firstName,
        lastName,
        languageId: 1,
        masterId: dlv,
        roles: i % 6 === 5 ? [] : [[role, club]],
        // Every other member asks for one more role somewhere in Hessen.
        requests: i % 2 === 0 ? [[clubRoles[(clubRoles.indexOf(role) + 1) % clubRoles.length], hessenClubs[(i + 1) % hessenClubs.length]]] : [],
      });
    }
    for (let i = 0; i < 14; i++) {
      const club = dutchClubs[i % dutchClubs.length];
      members.push({
        email: `lid${String(i + 1).padStart(2, '0')}@demo.test`,
        firstName: dutchFirst[i % dutchFirst.length],
        lastName: dutchLast[(i * 5) % dutchLast.length],
        languageId: 3,
        masterId: au,
        roles: i < 10 ? [[clubRoles[i % clubRoles.length], club]] : [],
        requests: i % 3 === 0 || i >= 10 ? [['OrgUser', dutchClubs[(i + 2) % dutchClubs.length]]] : [],
      });
    }

    const now = Date.now();
    for (const [index, m] of members.entries()) {
      const [user] = await tx
        .insert(users)
        .values({ email: m.email, passwordHash, firstName: m.firstName, lastName: m.lastName, languageId: m.languageId, masterOrganizationId: m.masterId, emailConfirmedAt: new Date(now) })
        .returning({ id: users.id });
      for (const [role, organizationId] of m.roles) await tx.insert(userRoles).values({ userId: user.id, roleId: roleIds[role], organizationId });
      for (const [role, organizationId] of m.requests) {
        await tx.insert(roleRequests).values({ userId: user.id, roleId: roleIds[role], organizationId, status: RoleRequestStatus.requested, changedAt: new Date(now - (index + 1) * 3_600_000) });
      }
    }
  });
}
