import type { Paged, UserRoleRow } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { organizations, userRoles, users } from '../db/schema';
import {
  activeRoleCodes,
  ensureActiveRole,
  ensureNoRole,
  findRoleRequestId,
  findUserRoleId,
  insertSubjectUser,
  jsonPatch,
  loadOrgs,
  loginAll,
  roleIds,
  roleRequestById,
  snapshot,
  statusPatch,
  userRoleById,
  type AccountKey,
  type Org,
  DLV,
  HESSEN,
  BAYERN,
  EINTRACHT,
  TSV,
  AU,
  PHANOS,
} from '../test/fixtures';


type Row = UserRoleRow;
type Page = Paged<Row>;

let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let org: (name: string) => Org;
let bavarian: number;
let bavarianRole: number;

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  org = await loadOrgs(t);
  // A role in Bavaria, outside the Hessen subtree.
  bavarian = await insertSubjectUser(t, 'bayer@demo.test', org(DLV).id);
  const assign = await t.as(s.federation.token, { method: 'POST', url: '/api/userroles', payload: { userId: bavarian, organizationId: org(TSV).id, roleIds: [roleIds.OrgUser] } });
  expect(assign.statusCode).toBe(201);
  bavarianRole = (await findUserRoleId(t, bavarian, 'OrgUser', org(TSV).id))!;
});
afterAll(() => t.close());

const list = (who: AccountKey, organizationId: number, query = '') =>
  t.as(s[who].token, { method: 'GET', url: `/api/organizations/${organizationId}/userroles${query ? `?${query}` : ''}` });
const listAll = async (who: AccountKey, organizationId: number, query = ''): Promise<Row[]> => {
  const res = await list(who, organizationId, `pageSize=400${query ? `&${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Page).entities;
};
const assign = (who: AccountKey, payload: Record<string, unknown>) => t.as(s[who].token, { method: 'POST', url: '/api/userroles', payload });
const deleteRoles = (who: AccountKey, ids: unknown[]) => t.as(s[who].token, { method: 'PUT', url: '/api/userroles/delete', payload: ids.map((id) => ({ id })) });
const setStatus = (who: AccountKey, id: number, value: number) => jsonPatch(t, s[who].token, `/api/userroles/${id}/status`, statusPatch(value));
/** Roles in the database whose organisation lies in the subtree of `rootId`. */
const countInSubtree = async (rootId: number) => {
  const [{ n }] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(userRoles)
    .innerJoin(organizations, eq(organizations.id, userRoles.organizationId))
    .where(sql`${rootId} = any(${organizations.path})`);
  return Number(n);
};
const activeCountOf = async (userId: number) => {
  const [{ n }] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.status, 0)));
  return Number(n);
};
const key = (r: Row) => `${r.userEmail} ${r.roleCode} ${r.organizationName}`;

describe('listing', () => {
  it('shows the region admin the roles of the Hessen subtree, not those of Bavaria', async () => {
    const rows = await listAll('region', org(HESSEN).id);
    expect(rows.map(key)).toEqual(
      expect.arrayContaining([
        `club.user@demo.test OrgUser ${EINTRACHT}`,
        `approver@demo.test Approver ${HESSEN}`,
        `region.admin@demo.test OrgAdmin ${HESSEN}`,
      ]),
    );
    expect(rows.every((r) => org(r.organizationName).path.includes(org(HESSEN).id))).toBe(true);
    expect(rows.some((r) => r.organizationName === TSV || r.userEmail === 'bayer@demo.test')).toBe(false);
    expect(rows).toHaveLength(await countInSubtree(org(HESSEN).id));
  });

  it('shows the federation admin every German role and the Dutch admin only Dutch ones', async () => {
    const german = await listAll('federation', org(DLV).id);
    expect(german).toHaveLength(await countInSubtree(org(DLV).id));
    expect(german.map(key)).toContain(`bayer@demo.test OrgUser ${TSV}`);
    expect(german.some((r) => org(r.organizationName).masterId !== org(DLV).id)).toBe(false);

    const dutch = await listAll('nl', org(AU).id);
    expect(dutch.map(key)).toEqual([`nl.admin@demo.test OrgAdmin ${AU}`]);
    expect((await list('nl', org(DLV).id)).statusCode).toBe(404);
    expect((await list('nl', org(EINTRACHT).id)).statusCode).toBe(404);
  });

  it('lists the subtree of the path organisation only', async () => {
    const rows = await listAll('region', org(EINTRACHT).id);
    expect(rows.map(key)).toEqual([`club.user@demo.test OrgUser ${EINTRACHT}`]);
    expect((await listAll('federation', org(BAYERN).id)).map(key)).toEqual([`bayer@demo.test OrgUser ${TSV}`]);
  });

  it('refuses everyone who is not an admin of the path organisation', async () => {
    const refused: [AccountKey, string][] = [
      ['region', TSV],
      ['region', DLV],
      ['club', EINTRACHT],
      ['approver', HESSEN],
      ['statistician', DLV],
      ['records', DLV],
      ['manual', DLV],
      ['norole', DLV],
    ];
    for (const [who, name] of refused) expect((await list(who, org(name).id)).statusCode, `${who} at ${name}`).toBe(403);
    expect((await t.as(null, { method: 'GET', url: `/api/organizations/${org(DLV).id}/userroles` })).statusCode).toBe(401);
  });

  it('groups the rows by user', async () => {
    const rows = await listAll('federation', org(DLV).id);
    const users = rows.map((r) => r.userId).filter((id, i, all) => i === 0 || all[i - 1] !== id);
    expect(new Set(users).size).toBe(users.length);
  });

  it('filters by user name or e-mail and by organisation', async () => {
    expect((await listAll('federation', org(DLV).id, 'userName=VEREINSAM')).map(key)).toEqual([`club.user@demo.test OrgUser ${EINTRACHT}`]);
    expect((await listAll('federation', org(DLV).id, 'userName=clara vere')).map(key)).toEqual([`club.user@demo.test OrgUser ${EINTRACHT}`]);
    expect((await listAll('federation', org(DLV).id, 'userName=approver@demo')).map(key)).toEqual([`approver@demo.test Approver ${HESSEN}`, `federation.approver@demo.test Approver ${DLV}`]);
    expect((await listAll('federation', org(DLV).id, 'userName=federation.approver')).map(key)).toEqual([`federation.approver@demo.test Approver ${DLV}`]);
    expect((await listAll('federation', org(DLV).id, `organizationId=${org(TSV).id}`)).map(key)).toEqual([`bayer@demo.test OrgUser ${TSV}`]);
    // A filter outside the path's subtree or federation finds nothing.
    expect(await listAll('region', org(HESSEN).id, `organizationId=${org(TSV).id}`)).toEqual([]);
    expect(await listAll('federation', org(DLV).id, `organizationId=${org(AU).id}`)).toEqual([]);
    expect(await listAll('federation', org(DLV).id, 'userName=%25')).toEqual([]);
  });

  it('sorts users by their name as shown, as name lists sort (Läufer before Liste)', async () => {
    const liste = await insertSubjectUser(t, 'liste@demo.test', org(DLV).id);
    const laeufer = await insertSubjectUser(t, 'laeufer@demo.test', org(DLV).id);
    await t.database.db.update(users).set({ firstName: 'Anna', lastName: 'Liste' }).where(eq(users.id, liste));
    await t.database.db.update(users).set({ firstName: 'Anna', lastName: 'Läufer' }).where(eq(users.id, laeufer));
    for (const id of [liste, laeufer]) await t.database.db.insert(userRoles).values({ userId: id, roleId: roleIds.Trainer, organizationId: org(TSV).id });
    const names = (await listAll('federation', org(TSV).id)).map((r) => r.userName);
    expect(names.indexOf('Anna Läufer')).toBeLessThan(names.indexOf('Anna Liste'));
    await t.database.db.delete(userRoles).where(and(eq(userRoles.organizationId, org(TSV).id), eq(userRoles.roleId, roleIds.Trainer)));
  });

  it('pages with metadata and refuses page sizes above 400', async () => {
    // Pages count users, not role rows: a user's roles never split across pages.
    await assign('federation', { userId: bavarian, organizationId: org(EINTRACHT).id, roleIds: [roleIds.Trainer] });
    const all = await listAll('federation', org(DLV).id);
    const users = [...new Set(all.map((r) => r.userId))];
    expect(users.length).toBeLessThan(all.length);
    const pageCount = Math.ceil(users.length / 2);
    const pages = await Promise.all(
      Array.from({ length: pageCount }, async (_, i) => (await list('federation', org(DLV).id, `pageSize=2&pageNumber=${i + 1}`)).json() as Page),
    );
    expect(pages[0].paginationMetadata).toEqual({ currentPage: 1, totalPages: pageCount, totalCount: users.length, pageSize: 2 });
    expect(pages.flatMap((p) => p.entities).map((r) => r.id)).toEqual(all.map((r) => r.id));
    for (const page of pages) expect(new Set(page.entities.map((r) => r.userId)).size).toBeLessThanOrEqual(2);
    await t.database.db.delete(userRoles).where(and(eq(userRoles.userId, bavarian), eq(userRoles.organizationId, org(EINTRACHT).id)));
    expect(pages[0].links.map((l) => l.rel)).toEqual(['create_user_role', 'delete_roles']);
    expect((await list('federation', org(DLV).id, 'pageSize=401')).statusCode).toBe(422);
    expect((await list('federation', org(DLV).id, 'pageNumber=0')).statusCode).toBe(422);
  });

  it('carries the update link on active rows and the active role count of each user', async () => {
    const rows = await listAll('federation', org(DLV).id);
    for (const row of rows) {
      expect(row.status).toBe(0);
      expect(row.statusLocalized).toBe('Aktiv');
      // The only administrator of an organisation cannot be removed, so that role carries no link.
      expect(row.isLastAdmin).toBe(row.roleCode === 'OrgAdmin' && rows.filter((r) => r.organizationId === row.organizationId && r.roleCode === 'OrgAdmin').length === 1);
      expect(row.links).toEqual(row.isLastAdmin ? [] : [{ rel: 'update', href: `/api/userroles/${row.id}/status`, templated: false, method: 'PATCH' }]);
      expect(row.userActiveRoleCount, row.userEmail).toBe(await activeCountOf(row.userId));
    }
    const en = (await list('federation', org(DLV).id, 'pageSize=400&culture=en')).json() as Page;
    expect(en.entities.find((r) => r.roleCode === 'Statistiker')).toMatchObject({ roleName: 'Statistician', statusLocalized: 'Active' });
  });
});

describe('organizations_from_user_roles_for_selectors', () => {
  const url = (id: number) => `/api/organizations/${id}/userroles/organizations`;

  it('lists the administered subtree for the filter', async () => {
    const res = await t.as(s.region.token, { method: 'GET', url: url(org(HESSEN).id) });
    expect(res.statusCode).toBe(200);
    const names = (res.json() as { value: number; text: string }[]).map((o) => o.text);
    const subtree = await t.database.db.select({ name: organizations.name }).from(organizations).where(sql`${org(HESSEN).id} = any(${organizations.path})`);
    expect([...names].sort()).toEqual(subtree.map((o) => o.name).sort());
    expect(names).toContain(EINTRACHT);
    expect(names).not.toContain(TSV);
    expect(res.json()[0]).toMatchObject({ value: expect.any(Number), text: expect.any(String) });
  });

  it('refuses non-admins (403) and other federations (404)', async () => {
    expect((await t.as(s.club.token, { method: 'GET', url: url(org(EINTRACHT).id) })).statusCode).toBe(403);
    expect((await t.as(s.region.token, { method: 'GET', url: url(org(BAYERN).id) })).statusCode).toBe(403);
    expect((await t.as(s.nl.token, { method: 'GET', url: url(org(HESSEN).id) })).statusCode).toBe(404);
    expect((await t.as(s.federation.token, { method: 'GET', url: url(org(AU).id) })).statusCode).toBe(404);
  });
});

describe('create_user_role', () => {
  it.each([
    ['roles the club does not offer', { roleIds: ['RecordAdmin'] }, { RoleIds: ['Diese Rolle kann für diese Organisation nicht vergeben werden'] }],
    ['Statistiker for a club', { roleIds: ['Statistiker'] }, { RoleIds: ['Diese Rolle kann für diese Organisation nicht vergeben werden'] }],
    ['one offered and one not', { roleIds: ['Trainer', 'ManualBestlistAdmin'] }, { RoleIds: ['Diese Rolle kann für diese Organisation nicht vergeben werden'] }],
    ['a role already held', { roleIds: ['OrgUser'] }, { RoleIds: ['Diese Rolle besteht bereits'] }],
    ['a user of the other federation', { roleIds: ['Trainer'], user: 'nl' }, { UserId: ['Benutzer ist erforderlich'] }],
    ['an organisation of the other federation', { roleIds: ['Trainer'], org: PHANOS }, { OrganizationId: ['Die Organisation wurde nicht gefunden'] }],
  ] as const)('refuses %s with 422 and creates nothing', async (_, input, errors) => {
    const before = await snapshot(t);
    const res = await assign('region', {
      userId: 'user' in input ? s[input.user].id : s.club.id,
      organizationId: org('org' in input ? input.org : EINTRACHT).id,
      roleIds: input.roleIds.map((code) => roleIds[code]),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
    expect(await snapshot(t)).toEqual(before);
    await t.runJobs();
    expect(t.mails.filter((m) => m.message.template === 'roleGranted' && m.to !== 'bayer@demo.test')).toEqual([]);
  });

  it('requires user, organisation and at least one role', async () => {
    const res = await assign('region', { roleIds: [] });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['OrganizationId', 'RoleIds', 'UserId']);
  });

  it('refuses users who are not admins of the organisation (403) and creates nothing', async () => {
    const before = await snapshot(t);
    const attempts: [AccountKey, string][] = [
      ['club', EINTRACHT],
      ['approver', HESSEN],
      ['statistician', DLV],
      ['norole', EINTRACHT],
      ['region', TSV],
      ['region', DLV],
    ];
    for (const [who, name] of attempts) {
      const res = await assign(who, { userId: s.norole.id, organizationId: org(name).id, roleIds: [roleIds.Official] });
      expect(res.statusCode, `${who} at ${name}`).toBe(403);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses an administrator their own role: nobody approves their own request by assigning it', async () => {
    const before = await snapshot(t);
    for (const [who, name] of [['region', EINTRACHT], ['federation', HESSEN], ['region', HESSEN]] as const) {
      const res = await assign(who, { userId: s[who].id, organizationId: org(name).id, roleIds: [roleIds.Official] });
      expect(res.statusCode, `${who} at ${name}`).toBe(403);
    }
    expect(await snapshot(t)).toEqual(before);
    // Nor are they offered as a user to assign roles to.
    const users = await t.as(s.region.token, { method: 'GET', url: `/api/organizations/${org(EINTRACHT).id}/users?search=demo.test` });
    expect(users.json().map((u: { email: string }) => u.email)).not.toContain('region.admin@demo.test');
  });

  it('answers a role assigned twice at once with 201 and 422 (or 409), never 500', async () => {
    const user = await insertSubjectUser(t, 'doppelt@demo.test', org(DLV).id);
    const results = await Promise.all([0, 1, 2].map(() => assign('region', { userId: user, organizationId: org(EINTRACHT).id, roleIds: [roleIds.Trainer] })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.every((r) => [201, 409, 422].includes(r.statusCode))).toBe(true);
    expect(await activeRoleCodes(t, user, org(EINTRACHT).id)).toEqual(['Trainer']);
  });

  it('assigns (201), skips roles already held, mails the user and approves an open request for the same role', async () => {
    const request = await findRoleRequestId(t, s.club.id, 'Official', org(EINTRACHT).id);
    expect((await roleRequestById(t, request)).status).toBe(0);
    const res = await assign('region', { userId: s.club.id, organizationId: org(EINTRACHT).id, roleIds: [roleIds.Official, roleIds.OrgUser] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ created: 1 });
    expect(await activeRoleCodes(t, s.club.id, org(EINTRACHT).id)).toEqual(['Official', 'OrgUser']);
    expect(await roleRequestById(t, request)).toMatchObject({ status: 2, changedBy: s.region.id });

    await t.runJobs();
    const mails = t.mails.filter((m) => m.to === 'club.user@demo.test' && m.message.template === 'roleGranted');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Ihnen wurde eine Rolle zugewiesen');
    expect(mails[0].text).toContain('Ihnen wurde die Rolle Kampfrichter in Eintracht Frankfurt e.V. zugewiesen.');

    const rows = await listAll('region', org(EINTRACHT).id, 'userName=vereinsam');
    expect(rows.map((r) => r.roleCode).sort()).toEqual(['Official', 'OrgUser']);
    expect(rows.every((r) => r.userActiveRoleCount === 2)).toBe(true);
  });
});

describe('delete_roles', () => {
  let official: number;
  let trainer: number;
  let deleted: number;
  beforeAll(async () => {
    official = (await findUserRoleId(t, s.club.id, 'Official', org(EINTRACHT).id))!;
    expect((await assign('region', { userId: s.club.id, organizationId: org(EINTRACHT).id, roleIds: [roleIds.Trainer] })).statusCode).toBe(201);
    trainer = (await findUserRoleId(t, s.club.id, 'Trainer', org(EINTRACHT).id))!;
    expect((await assign('federation', { userId: bavarian, organizationId: org(TSV).id, roleIds: [roleIds.Trainer] })).statusCode).toBe(201);
    deleted = (await findUserRoleId(t, bavarian, 'Trainer', org(TSV).id))!;
    expect((await setStatus('federation', deleted, 1)).statusCode).toBe(200);
  });

  it.each([
    ['a role of the other federation', 'federation', () => [official, findUserRoleId(t, s.nl.id, 'OrgAdmin', org(AU).id)], 404],
    ['an unknown id', 'federation', () => [official, 999_999], 404],
    ['an already deleted role', 'federation', () => [official, deleted], 422],
    ['a role outside the administered subtree', 'region', () => [official, bavarianRole], 403],
    ['a role of the federation itself', 'region', () => [official, findUserRoleId(t, s.federation.id, 'OrgAdmin', org(DLV).id)], 403],
    ['roles of a non-admin', 'club', () => [official], 403],
  ] as const)('changes nothing when one id is %s', async (_, who, ids, status) => {
    const before = await snapshot(t);
    const res = await deleteRoles(who, await Promise.all(ids()));
    expect(res.statusCode).toBe(status);
    if (status === 422) expect(res.json()).toMatchObject({ code: 'errorRoleAlreadyDeleted', errors: { Model: ['Die Rolle ist bereits gelöscht'] } });
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses an empty or malformed selection', async () => {
    expect((await deleteRoles('region', [])).statusCode).toBe(422);
    expect((await deleteRoles('region', ['x'])).statusCode).toBe(422);
  });

  it('deletes every selected role when all may be deleted', async () => {
    const res = await deleteRoles('region', [official, trainer, trainer]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    expect((await userRoleById(t, official)).status).toBe(1);
    expect((await userRoleById(t, trainer)).status).toBe(1);
    const rows = await listAll('region', org(EINTRACHT).id, 'userName=vereinsam');
    for (const row of rows.filter((r) => r.status === 1)) {
      expect(row.statusLocalized).toBe('Gelöscht');
      expect(row.links).toEqual([]);
    }
    expect(rows.filter((r) => r.status === 0).map((r) => r.roleCode)).toEqual(['OrgUser']);
    expect(rows.every((r) => r.userActiveRoleCount === 1)).toBe(true);
  });
});

describe('user_role_status', () => {
  it('removes a role with value 1 and answers the row', async () => {
    const id = await (async () => {
      expect((await assign('region', { userId: s.norole.id, organizationId: org(EINTRACHT).id, roleIds: [roleIds.Trainer] })).statusCode).toBe(201);
      return (await findUserRoleId(t, s.norole.id, 'Trainer', org(EINTRACHT).id))!;
    })();
    const res = await setStatus('region', id, 1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 1, statusLocalized: 'Gelöscht', links: [], roleCode: 'Trainer', organizationName: EINTRACHT });
    const again = await setStatus('region', id, 1);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('errorRoleAlreadyDeleted');
    // A removed role is not revived by status 0.
    const revive = await setStatus('region', id, 0);
    expect(revive.statusCode).toBe(422);
    expect(revive.json().code).toBe('errorInvalidTransition');
    expect((await userRoleById(t, id)).status).toBe(1);
  });

  it('refuses value 0 on an active role, non-admins and other federations, changing nothing', async () => {
    const clubRole = (await findUserRoleId(t, s.club.id, 'OrgUser', org(EINTRACHT).id))!;
    const before = await snapshot(t);
    expect((await setStatus('region', clubRole, 0)).statusCode).toBe(422);
    expect((await setStatus('club', clubRole, 1)).statusCode).toBe(403);
    expect((await setStatus('approver', clubRole, 1)).statusCode).toBe(403);
    expect((await setStatus('region', bavarianRole, 1)).statusCode).toBe(403);
    expect((await setStatus('nl', clubRole, 1)).statusCode).toBe(404);
    expect((await setStatus('region', 999_999, 1)).statusCode).toBe(404);
    const twoOps = await jsonPatch(t, s.region.token, `/api/userroles/${clubRole}/status`, [...statusPatch(1), ...statusPatch(1)]);
    expect(twoOps.statusCode).toBe(422);
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses to remove the last administrator of an organisation, also one’s own', async () => {
    const role = (await findUserRoleId(t, s.region.id, 'OrgAdmin', org(HESSEN).id))!;
    const before = await snapshot(t);
    for (const who of ['federation', 'region'] as const) {
      const res = await setStatus(who, role, 1);
      expect(res.statusCode, who).toBe(422);
      expect(res.json().message).toBe('Die letzte Administratorrolle einer Organisation kann nicht entfernt werden. Vergeben Sie zuerst einer anderen Person die Administratorrolle.');
      expect((await deleteRoles(who, [role])).statusCode, who).toBe(422);
    }
    expect(await snapshot(t)).toEqual(before);
    const row = (await listAll('federation', org(HESSEN).id)).find((r) => r.id === role)!;
    expect(row).toMatchObject({ isLastAdmin: true, links: [] });
  });

  it('lets exactly one of two admins removed at once go when one must stay', async () => {
    const second = await insertSubjectUser(t, 'zweiter.admin@demo.test', org(DLV).id);
    expect((await assign('federation', { userId: second, organizationId: org(HESSEN).id, roleIds: [roleIds.OrgAdmin] })).statusCode).toBe(201);
    const first = (await findUserRoleId(t, s.region.id, 'OrgAdmin', org(HESSEN).id))!;
    const other = (await findUserRoleId(t, second, 'OrgAdmin', org(HESSEN).id))!;
    const results = await Promise.all([setStatus('federation', first, 1), setStatus('federation', other, 1)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    // Put the demo admin back for the tests below.
    await ensureActiveRole(t, s.region.id, 'OrgAdmin', org(HESSEN).id);
    await ensureNoRole(t, second, 'OrgAdmin', org(HESSEN).id);
  });

  it('takes the organisation away: X-Current-Org of an OrgAdmin who lost the role answers 403', async () => {
    const me = () => t.as(s.region.token, { method: 'GET', url: '/api/users/current', org: org(HESSEN).id });
    expect((await me()).statusCode).toBe(200);
    // Another administrator first, so that the demo admin's role is not the last one.
    const successor = await insertSubjectUser(t, 'nachfolger@demo.test', org(DLV).id);
    expect((await assign('federation', { userId: successor, organizationId: org(HESSEN).id, roleIds: [roleIds.OrgAdmin] })).statusCode).toBe(201);
    const role = (await findUserRoleId(t, s.region.id, 'OrgAdmin', org(HESSEN).id))!;
    expect((await setStatus('federation', role, 1)).statusCode).toBe(200);

    const after = await me();
    expect(after.statusCode).toBe(403);
    expect(after.json()).toMatchObject({ code: 'validation.errorCurrentOrganization', message: 'Sie haben in der gewählten Organisation keine Rolle' });
    expect((await list('region', org(HESSEN).id)).statusCode).toBe(403);
    expect((await assign('region', { userId: s.norole.id, organizationId: org(EINTRACHT).id, roleIds: [roleIds.Official] })).statusCode).toBe(403);
    expect((await t.as(s.region.token, { method: 'GET', url: '/api/users/current' })).json().userRoles).toEqual([]);
  });
});
