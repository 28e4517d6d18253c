import type { Paged, RoleRequestRow } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import {
  activeRoleCodes,
  findRoleRequestId,
  jsonPatch,
  loadOrgs,
  loginAll,
  openRequestIds,
  roleIds,
  roleRequestById,
  snapshot,
  statusPatch,
  type AccountKey,
  type Org,
  DLV,
  HESSEN,
  FRANKFURT,
  DISTRICT_DA,
  EINTRACHT,
  DARMSTADT,
  TSV,
  AU,
  PHANOS,
} from '../test/fixtures';


type Row = RoleRequestRow;
type Page = Paged<Row>;

let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let org: (name: string) => Org;
/** The seeded requests (seed/demo.ts) and the one created in beforeAll. */
const req = { noroleOrgUser: 0, noroleOrgAdmin: 0, clubOfficial: 0, statistician: 0, clubTrainerRejected: 0, clubOrgUserApproved: 0, noroleTsv: 0 };

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  org = await loadOrgs(t);
  req.noroleOrgUser = await findRoleRequestId(t, s.norole.id, 'OrgUser', org(EINTRACHT).id);
  req.noroleOrgAdmin = await findRoleRequestId(t, s.norole.id, 'OrgAdmin', org(DARMSTADT).id);
  req.clubOfficial = await findRoleRequestId(t, s.club.id, 'Official', org(EINTRACHT).id);
  req.statistician = await findRoleRequestId(t, s.statistician.id, 'Statistiker', org(HESSEN).id);
  req.clubTrainerRejected = await findRoleRequestId(t, s.club.id, 'Trainer', org(FRANKFURT).id);
  req.clubOrgUserApproved = await findRoleRequestId(t, s.club.id, 'OrgUser', org(EINTRACHT).id);
  // A request outside Hessen, so that subtree scoping is visible.
  const created = await t.as(s.norole.token, { method: 'POST', url: '/api/rolerequests', payload: { roleId: roleIds.Trainer, organizationId: org(TSV).id } });
  expect(created.statusCode).toBe(201);
  req.noroleTsv = created.json().id;
});
afterAll(() => t.close());

const list = (who: AccountKey, organizationId: number, query = '') =>
  t.as(s[who].token, { method: 'GET', url: `/api/organizations/${organizationId}/rolerequests${query ? `?${query}` : ''}` });
const listAll = async (who: AccountKey, organizationId: number, query = ''): Promise<Row[]> => {
  const res = await list(who, organizationId, `pageSize=400${query ? `&${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Page).entities;
};
const create = (who: AccountKey, payload: Record<string, unknown>) => t.as(s[who].token, { method: 'POST', url: '/api/rolerequests', payload });
const decide = (who: AccountKey, id: number, status: number, reason?: string | null) => jsonPatch(t, s[who].token, `/api/rolerequests/${id}/status`, statusPatch(status, reason));
const rels = (row: Row | undefined) => (row?.links ?? []).map((l) => l.rel).sort();
const mailsTo = (email: string) => t.mails.filter((m) => m.to === email);

describe('listing', () => {
  it('shows a user without admin rights only their own requests', async () => {
    const club = await listAll('club', org(EINTRACHT).id);
    expect(club.map((r) => r.id).sort()).toEqual([req.clubOfficial, req.clubTrainerRejected, req.clubOrgUserApproved].sort());
    expect(club.every((r) => r.userId === s.club.id)).toBe(true);

    // A user without any role lists under their federation.
    const norole = await listAll('norole', s.norole.masterId);
    expect(norole.map((r) => r.id).sort()).toEqual([req.noroleOrgUser, req.noroleOrgAdmin, req.noroleTsv].sort());

    // The Approver of Hessen is no admin: nothing of the Hessen requests.
    expect(await listAll('approver', org(HESSEN).id)).toEqual([]);
    expect((await listAll('statistician', org(DLV).id)).map((r) => r.id)).toEqual([req.statistician]);
  });

  it('refuses a path organisation where the caller holds no role (403) and one of another federation (404)', async () => {
    expect((await list('club', org(HESSEN).id)).statusCode).toBe(403);
    expect((await list('norole', org(EINTRACHT).id)).statusCode).toBe(403);
    expect((await list('club', org(AU).id)).statusCode).toBe(404);
    expect((await list('nl', org(DLV).id)).statusCode).toBe(404);
    expect((await t.as(null, { method: 'GET', url: `/api/organizations/${org(DLV).id}/rolerequests` })).statusCode).toBe(401);
  });

  it('shows an admin the requests of their subtree only; nothing crosses the federation', async () => {
    const region = await listAll('region', org(HESSEN).id);
    const seeded = [req.noroleOrgUser, req.noroleOrgAdmin, req.clubOfficial, req.statistician, req.clubTrainerRejected, req.clubOrgUserApproved];
    expect(region.map((r) => r.id).sort()).toEqual([...seeded].sort());
    expect(region.every((r) => org(r.organizationName).path.includes(org(HESSEN).id))).toBe(true);

    const federation = await listAll('federation', org(DLV).id);
    expect(federation.map((r) => r.id).sort()).toEqual([...seeded, req.noroleTsv].sort());

    expect(await listAll('nl', org(AU).id)).toEqual([]);
    // A filter naming another federation's organisation finds nothing.
    expect(await listAll('nl', org(AU).id, `organizationId=${org(EINTRACHT).id}`)).toEqual([]);
  });

  it('filters by organisation name, organisation id, user name or e-mail, and status', async () => {
    const ids = async (query: string) => (await listAll('federation', org(DLV).id, query)).map((r) => r.id).sort();
    expect(await ids('organizationName=eintracht')).toEqual([req.noroleOrgUser, req.clubOfficial, req.clubOrgUserApproved].sort());
    expect(await ids(`organizationId=${org(DARMSTADT).id}`)).toEqual([req.noroleOrgAdmin]);
    expect(await ids('userName=OHNEROLLE')).toEqual([req.noroleOrgUser, req.noroleOrgAdmin, req.noroleTsv].sort());
    expect(await ids('userName=noah ohne')).toEqual([req.noroleOrgUser, req.noroleOrgAdmin, req.noroleTsv].sort());
    expect(await ids('userName=statistician@')).toEqual([req.statistician]);
    expect(await ids('status=1')).toEqual([req.clubTrainerRejected]);
    expect(await ids('status=2')).toEqual([req.clubOrgUserApproved]);
    expect(await ids(`status=0&userName=vereinsam&organizationId=${org(EINTRACHT).id}`)).toEqual([req.clubOfficial]);
    // LIKE wildcards are literal characters.
    expect(await ids('userName=%25')).toEqual([]);
    expect(await ids('organizationName=_')).toEqual([]);
    expect((await list('federation', org(DLV).id, 'status=4')).statusCode).toBe(422);
  });

  /** As name lists sort: case and accents ignored (DIN 5007-1). */
  const fold = (text: string) => text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const sortKeys: Record<string, (r: Row) => string | number> = {
    roleName: (r) => fold(r.roleName),
    organizationName: (r) => fold(r.organizationName),
    userName: (r) => fold(r.userName),
    changedAt: (r) => r.changedAt,
    status: (r) => r.status,
  };
  const isSorted = (rows: Row[], key: (r: Row) => string | number, descending: boolean) =>
    rows.every((r, i) => i === 0 || (descending ? key(rows[i - 1]) >= key(r) : key(rows[i - 1]) <= key(r)));

  it.each(Object.keys(sortKeys))('sorts by %s ascending and descending', async (column) => {
    const key = sortKeys[column];
    const asc = await listAll('federation', org(DLV).id, `sortBy=${column}&${column}Descending=false`);
    const desc = await listAll('federation', org(DLV).id, `sortBy=${column}&${column}Descending=true`);
    expect(asc).toHaveLength(7);
    expect(isSorted(asc, key, false), asc.map(key).join(' | ')).toBe(true);
    expect(isSorted(desc, key, true), desc.map(key).join(' | ')).toBe(true);
    expect(key(asc[0])).not.toEqual(key(desc[0]));
    // The flag alone also selects the column.
    const flagOnly = await listAll('federation', org(DLV).id, `${column}Descending=true`);
    expect(isSorted(flagOnly, key, true)).toBe(true);
  });

  it('sorts by the role name shown, in the language of the request', async () => {
    const en = (await list('federation', org(DLV).id, 'pageSize=400&sortBy=roleName&culture=en')).json() as Page;
    expect(en.entities.map((r) => r.roleName)).toEqual([...en.entities.map((r) => r.roleName)].sort());
    expect(en.entities.map((r) => r.roleName)).toContain('Coach');
  });

  it('lists the newest change first by default', async () => {
    const rows = await listAll('federation', org(DLV).id);
    expect(isSorted(rows, sortKeys.changedAt, true)).toBe(true);
  });

  it('pages with metadata and refuses page sizes above 400', async () => {
    const all = await listAll('federation', org(DLV).id, 'sortBy=changedAt');
    const page = async (n: number) => (await list('federation', org(DLV).id, `sortBy=changedAt&pageSize=3&pageNumber=${n}`)).json() as Page;
    const [p1, p2, p3, p4] = await Promise.all([1, 2, 3, 4].map(page));
    expect(p1.paginationMetadata).toEqual({ currentPage: 1, totalPages: 3, totalCount: 7, pageSize: 3 });
    expect(p3.paginationMetadata).toEqual({ currentPage: 3, totalPages: 3, totalCount: 7, pageSize: 3 });
    expect([...p1.entities, ...p2.entities, ...p3.entities].map((r) => r.id)).toEqual(all.map((r) => r.id));
    expect(p4.entities).toEqual([]);
    expect(p1.links.map((l) => l.rel)).toEqual(['create_role_request']);

    const defaults = (await list('federation', org(DLV).id)).json() as Page;
    expect(defaults.paginationMetadata).toEqual({ currentPage: 1, totalPages: 1, totalCount: 7, pageSize: 10 });
    expect((await list('federation', org(DLV).id, 'pageSize=400')).statusCode).toBe(200);
    const tooBig = await list('federation', org(DLV).id, 'pageSize=401');
    expect(tooBig.statusCode).toBe(422);
    expect(Object.keys(tooBig.json().errors)).toEqual(['PageSize']);
    expect((await list('federation', org(DLV).id, 'pageNumber=0')).statusCode).toBe(422);
    expect((await list('federation', org(DLV).id, 'sortBy=password')).statusCode).toBe(422);
  });
});

describe('row links', () => {
  it('offers the region admin approve, reject and remove on a pending request of a club in the region; the requester only remove', async () => {
    const row = (await listAll('region', org(HESSEN).id)).find((r) => r.id === req.noroleOrgUser)!;
    expect(row).toMatchObject({ userId: s.norole.id, roleCode: 'OrgUser', organizationName: EINTRACHT, status: 0, statusLocalized: 'Angefragt', isAdmin: true });
    expect(rels(row)).toEqual(['approve', 'reject', 'remove']);
    for (const l of row.links) expect(l).toEqual({ rel: l.rel, href: `/api/rolerequests/${req.noroleOrgUser}/status`, templated: false, method: 'PATCH' });

    const own = (await listAll('norole', s.norole.masterId)).find((r) => r.id === req.noroleOrgUser)!;
    expect(own.isAdmin).toBe(false);
    expect(rels(own)).toEqual(['remove']);
  });

  it('offers approve and remove (no reject) on a rejected request and nothing on an approved one', async () => {
    const region = await listAll('region', org(HESSEN).id);
    expect(rels(region.find((r) => r.id === req.clubTrainerRejected))).toEqual(['approve', 'remove']);
    expect(rels(region.find((r) => r.id === req.clubOrgUserApproved))).toEqual([]);
    const club = await listAll('club', org(EINTRACHT).id);
    expect(rels(club.find((r) => r.id === req.clubTrainerRejected))).toEqual(['remove']);
    expect(rels(club.find((r) => r.id === req.clubOrgUserApproved))).toEqual([]);
  });

  it('never offers anyone approve or reject on their own request, and refuses it', async () => {
    const mine = await create('federation', { roleId: roleIds.Trainer, organizationId: org(HESSEN).id });
    expect(mine.statusCode).toBe(201);
    const id = mine.json().id as number;
    expect(mine.json()).toMatchObject({ isAdmin: false, links: [{ rel: 'remove' }] });
    expect(rels((await listAll('federation', org(DLV).id)).find((r) => r.id === id))).toEqual(['remove']);
    // The region admin decides the federation admin's request for Hessen.
    expect(rels((await listAll('region', org(HESSEN).id)).find((r) => r.id === id))).toEqual(['approve', 'reject', 'remove']);

    const before = await snapshot(t);
    expect((await decide('federation', id, 2)).statusCode).toBe(403);
    expect((await decide('federation', id, 1, 'selbst')).statusCode).toBe(403);
    expect(await snapshot(t)).toEqual(before);
    expect((await decide('federation', id, 3)).statusCode).toBe(200);

    // The same rules hold on every row every demo account sees.
    const paths: Record<AccountKey, number> = {
      federation: org(DLV).id,
      region: org(HESSEN).id,
      club: org(EINTRACHT).id,
      approver: org(HESSEN).id,
      federationApprover: org(DLV).id,
      statistician: org(DLV).id,
      records: org(DLV).id,
      manual: org(DLV).id,
      nl: org(AU).id,
      norole: s.norole.masterId,
    };
    for (const who of Object.keys(paths) as AccountKey[]) {
      for (const row of await listAll(who, paths[who])) {
        const r = rels(row);
        if (row.userId === s[who].id) expect(row.isAdmin || r.includes('approve') || r.includes('reject'), `${who} #${row.id}`).toBe(false);
        if (r.includes('approve') || r.includes('reject')) expect(row.isAdmin).toBe(true);
        if (r.includes('reject')) expect(row.status).toBe(0);
        if (row.status === 2 || row.status === 3) expect(r).toEqual([]);
      }
    }
  });
});

describe('creating a request', () => {
  it('creates a request for oneself (201) with its row', async () => {
    const res = await create('club', { roleId: roleIds.Trainer, organizationId: org(EINTRACHT).id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      userId: s.club.id,
      roleId: roleIds.Trainer,
      roleCode: 'Trainer',
      roleName: 'Trainer',
      organizationId: org(EINTRACHT).id,
      organizationName: EINTRACHT,
      status: 0,
      statusLocalized: 'Angefragt',
      reason: null,
      userEmail: 'club.user@demo.test',
      isAdmin: false,
    });
    expect(rels(res.json())).toEqual(['remove']);
    expect(await openRequestIds(t, s.club.id, 'Trainer', org(EINTRACHT).id)).toEqual([res.json().id]);
  });

  it('accepts the own user id in the payload', async () => {
    const res = await create('norole', { roleId: roleIds.OrgUser, organizationId: org(DARMSTADT).id, userId: s.norole.id });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['a second open request for the same role', 'club', 'Trainer', EINTRACHT, 'Für diese Rolle und Organisation liegt bereits eine offene Anfrage vor'],
    ['a role the organisation type does not offer', 'club', 'RecordAdmin', EINTRACHT, 'Diese Rolle kann für diese Organisation nicht vergeben werden'],
    ['Statistiker for a club', 'norole', 'Statistiker', EINTRACHT, 'Diese Rolle kann für diese Organisation nicht vergeben werden'],
    ['a role already held', 'club', 'OrgUser', EINTRACHT, 'Diese Rolle besteht bereits'],
  ] as const)('refuses %s with 422 under RoleId and changes nothing', async (_, who, role, orgName, message) => {
    const before = await snapshot(t);
    const res = await create(who, { roleId: roleIds[role], organizationId: org(orgName).id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ RoleId: [message] });
    expect(await snapshot(t)).toEqual(before);
  });

  it('treats an organisation of the other federation as unknown and creates nothing', async () => {
    const before = await snapshot(t);
    const german = await create('club', { roleId: roleIds.OrgUser, organizationId: org(PHANOS).id });
    expect(german.statusCode).toBe(422);
    expect(german.json().errors).toEqual({ OrganizationId: ['Die Organisation wurde nicht gefunden'] });
    const dutch = await create('nl', { roleId: roleIds.OrgUser, organizationId: org(EINTRACHT).id });
    expect(dutch.statusCode).toBe(422);
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses a request in the name of another user (403) and creates nothing', async () => {
    const before = await snapshot(t);
    const res = await create('region', { roleId: roleIds.Official, organizationId: org(EINTRACHT).id, userId: s.norole.id });
    expect(res.statusCode).toBe(403);
    expect(await snapshot(t)).toEqual(before);
  });

  it('requires role and organisation', async () => {
    const res = await create('norole', {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['OrganizationId', 'RoleId']);
    expect((await t.as(null, { method: 'POST', url: '/api/rolerequests', payload: { roleId: 2, organizationId: org(EINTRACHT).id } })).statusCode).toBe(401);
  });
});

describe('deciding and removing', () => {
  it('approves: the user role exists and the requester gets a mail in their language', async () => {
    const res = await decide('region', req.noroleOrgUser, 2, '');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: req.noroleOrgUser, status: 2, statusLocalized: 'Genehmigt', reason: null, links: [] });
    expect(await activeRoleCodes(t, s.norole.id, org(EINTRACHT).id)).toEqual(['OrgUser']);
    await t.runJobs();
    const mail = mailsTo('norole@demo.test').find((m) => m.message.template === 'roleRequestApproved')!;
    expect(mail.language).toBe('de');
    expect(mail.subject).toBe('Ihre Rollenanfrage wurde genehmigt');
    expect(mail.text).toContain('Ihre Anfrage für die Rolle Benutzer in Eintracht Frankfurt e.V. wurde genehmigt.');
    const me = await t.as(s.norole.token, { method: 'GET', url: '/api/users/current' });
    expect(me.json().userRoles).toContainEqual(expect.objectContaining({ organizationId: org(EINTRACHT).id, role: { code: 'OrgUser' } }));
  });

  it('refuses to approve, reject or remove an approved request (422 Model)', async () => {
    const before = await snapshot(t);
    for (const [status, reason] of [[2, undefined], [1, 'zu spät'], [3, undefined]] as const) {
      const res = await decide('region', req.noroleOrgUser, status, reason);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'errorInvalidTransition', message: 'Dieser Statuswechsel ist nicht möglich', errors: { Model: ['Dieser Statuswechsel ist nicht möglich'] } });
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('rejects only with a reason, mails the reason, and refuses to reject twice', async () => {
    const before = await snapshot(t);
    for (const reason of [undefined, null, '   ']) {
      const res = await decide('region', req.clubOfficial, 1, reason);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ Reason: ['Begründung ist erforderlich'] });
    }
    expect(await snapshot(t)).toEqual(before);

    const res = await decide('region', req.clubOfficial, 1, 'Bitte über den Verein anfragen');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, statusLocalized: 'Abgelehnt', reason: 'Bitte über den Verein anfragen' });
    expect(rels(res.json())).toEqual(['approve', 'remove']);
    await t.runJobs();
    const mail = mailsTo('club.user@demo.test').find((m) => m.message.template === 'roleRequestRejected')!;
    expect(mail.subject).toBe('Ihre Rollenanfrage wurde abgelehnt');
    expect(mail.text).toContain('Begründung: Bitte über den Verein anfragen');

    const again = await decide('region', req.clubOfficial, 1, 'noch einmal');
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('errorInvalidTransition');
    expect((await roleRequestById(t, req.clubOfficial)).reason).toBe('Bitte über den Verein anfragen');
  });

  it('still approves a rejected request (spec §4)', async () => {
    const res = await decide('federation', req.clubOfficial, 2, null);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 2, reason: null });
    expect(await activeRoleCodes(t, s.club.id, org(EINTRACHT).id)).toEqual(['Official', 'OrgUser']);
  });

  it('lets the requester remove their own request, without a mail, once', async () => {
    await t.runJobs();
    const mailsBefore = mailsTo('statistician@demo.test').length;
    const res = await decide('statistician', req.statistician, 3);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 3, statusLocalized: 'Gelöscht', links: [] });
    await t.runJobs();
    expect(mailsTo('statistician@demo.test')).toHaveLength(mailsBefore);
    expect((await decide('statistician', req.statistician, 3)).statusCode).toBe(422);
    expect((await decide('region', req.statistician, 2)).statusCode).toBe(422);
    expect(await activeRoleCodes(t, s.statistician.id, org(HESSEN).id)).toEqual([]);
  });

  it('refuses deciding to users who are not admins of the organisation (403) and changes nothing', async () => {
    const clubTrainer = (await openRequestIds(t, s.club.id, 'Trainer', org(EINTRACHT).id))[0];
    const before = await snapshot(t);
    const attempts: [AccountKey, number, number, string?][] = [
      ['club', req.noroleOrgAdmin, 2],
      ['approver', req.noroleOrgAdmin, 1, 'kein Admin'],
      ['statistician', req.noroleOrgAdmin, 2],
      ['records', req.noroleOrgAdmin, 2],
      ['club', clubTrainer, 2],
      ['statistician', clubTrainer, 3],
      ['norole', clubTrainer, 3],
    ];
    for (const [who, id, status, reason] of attempts) {
      const res = await decide(who, id, status, reason);
      expect(res.statusCode, `${who} → #${id} status ${status}`).toBe(403);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('answers 404 for a request of another federation and for an unknown id, changing nothing', async () => {
    const before = await snapshot(t);
    expect((await decide('nl', req.noroleOrgAdmin, 2)).statusCode).toBe(404);
    expect((await decide('nl', req.noroleOrgAdmin, 3)).statusCode).toBe(404);
    expect((await decide('federation', 999_999, 2)).statusCode).toBe(404);
    expect(await snapshot(t)).toEqual(before);
  });

  it.each([
    ['status 0', [{ op: 'replace', path: '/status', value: 0 }]],
    ['status 4', [{ op: 'replace', path: '/status', value: 4 }]],
    ['only a reason', [{ op: 'replace', path: '/reason', value: 'x' }]],
    ['another op', [{ op: 'add', path: '/status', value: 2 }]],
    ['another path', [{ op: 'replace', path: '/userId', value: 2 }]],
    ['an object', { status: 2 }],
    ['an empty document', []],
  ])('refuses a patch with %s (422) and changes nothing', async (_, body) => {
    const before = await snapshot(t);
    const res = await t.as(s.region.token, {
      method: 'PATCH',
      url: `/api/rolerequests/${req.noroleOrgAdmin}/status`,
      headers: { 'content-type': 'application/json-patch+json' },
      payload: JSON.stringify(body),
    });
    expect(res.statusCode).toBe(422);
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('OrgAdmin of a club is decided by the state association or above', () => {
  it('refuses the district admin, who may still decide other roles of clubs in the district', async () => {
    const assign = await t.as(s.federation.token, {
      method: 'POST',
      url: '/api/userroles',
      payload: { userId: s.records.id, organizationId: org(DISTRICT_DA).id, roleIds: [roleIds.OrgAdmin] },
    });
    expect(assign.statusCode).toBe(201);

    const rows = await listAll('records', org(DISTRICT_DA).id);
    const adminRequest = rows.find((r) => r.id === req.noroleOrgAdmin)!;
    expect(adminRequest).toMatchObject({ organizationName: DARMSTADT, roleCode: 'OrgAdmin', isAdmin: false });
    expect(rels(adminRequest)).toEqual([]);
    const userRequest = rows.find((r) => r.roleCode === 'OrgUser' && r.organizationName === DARMSTADT)!;
    expect(userRequest.isAdmin).toBe(true);
    expect(rels(userRequest)).toEqual(['approve', 'reject', 'remove']);

    const before = await snapshot(t);
    expect((await decide('records', req.noroleOrgAdmin, 2)).statusCode).toBe(403);
    expect((await decide('records', req.noroleOrgAdmin, 1, 'Bezirk entscheidet')).statusCode).toBe(403);
    // Nor around the rule: assigning the role directly would approve the request too.
    const direct = await t.as(s.records.token, {
      method: 'POST',
      url: '/api/userroles',
      payload: { userId: s.norole.id, organizationId: org(DARMSTADT).id, roleIds: [roleIds.OrgAdmin] },
    });
    expect(direct.statusCode).toBe(403);
    const offered = await t.as(s.records.token, { method: 'GET', url: `/api/organizations/${org(DARMSTADT).id}/roles/${s.norole.id}` });
    expect(offered.json().map((r: { code: string }) => r.code)).not.toContain('OrgAdmin');
    expect(await snapshot(t)).toEqual(before);

    expect((await decide('records', userRequest.id, 1, 'Bitte beim Verein melden')).statusCode).toBe(200);
  });

  it('offers the decision to the region admin and the federation admin; the region admin approves', async () => {
    expect(rels((await listAll('region', org(HESSEN).id)).find((r) => r.id === req.noroleOrgAdmin))).toEqual(['approve', 'reject', 'remove']);
    expect(rels((await listAll('federation', org(DLV).id)).find((r) => r.id === req.noroleOrgAdmin))).toEqual(['approve', 'reject', 'remove']);
    const res = await decide('region', req.noroleOrgAdmin, 2);
    expect(res.statusCode).toBe(200);
    expect(await activeRoleCodes(t, s.norole.id, org(DARMSTADT).id)).toEqual(['OrgAdmin']);
  });
});

describe('a request in the other federation', () => {
  it('is decided by its own admin only, and the requester is mailed in Dutch', async () => {
    const register = await t.as(null, {
      method: 'POST',
      url: '/api/account/register',
      payload: {
        firstName: 'Piet',
        lastName: 'Bakker',
        email: 'piet@example.nl',
        password: 'Hardloop-Baan-2026',
        confirmPassword: 'Hardloop-Baan-2026',
        languageId: 3,
        organizationId: org(AU).id,
        confirmUrl: 'http://localhost:3999/confirm',
      },
    });
    expect(register.statusCode).toBe(201);
    await t.runJobs();
    const confirmLink = new URL(mailsTo('piet@example.nl').find((m) => m.message.template === 'confirm')!.link);
    const confirm = await t.as(null, {
      method: 'PUT',
      url: '/api/account/confirm',
      payload: { userId: confirmLink.searchParams.get('userId'), code: confirmLink.searchParams.get('code') },
    });
    expect(confirm.statusCode).toBe(200);
    const piet = await t.login('piet@example.nl', 'Hardloop-Baan-2026');

    const created = await t.as(piet.accessToken, { method: 'POST', url: '/api/rolerequests?culture=nl', payload: { roleId: roleIds.OrgUser, organizationId: org(PHANOS).id } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ statusLocalized: 'Aangevraagd', roleName: 'Gebruiker' });
    const id = created.json().id as number;

    expect((await listAll('federation', org(DLV).id)).some((r) => r.id === id)).toBe(false);
    const before = await snapshot(t);
    expect((await decide('federation', id, 2)).statusCode).toBe(404);
    expect(await snapshot(t)).toEqual(before);

    expect(rels((await listAll('nl', org(AU).id)).find((r) => r.id === id))).toEqual(['approve', 'reject', 'remove']);
    expect((await decide('nl', id, 2)).statusCode).toBe(200);
    await t.runJobs();
    const mail = mailsTo('piet@example.nl').find((m) => m.message.template === 'roleRequestApproved')!;
    expect(mail.language).toBe('nl');
    expect(mail.subject).toBe('Uw rolaanvraag is goedgekeurd');
    expect(mail.text).toContain('Uw aanvraag voor de rol Gebruiker bij AV Phanos is goedgekeurd.');
  });
});

describe('role_request_statuses', () => {
  it.each([
    ['de', ['Angefragt', 'Abgelehnt', 'Genehmigt', 'Gelöscht']],
    ['en', ['Requested', 'Rejected', 'Approved', 'Deleted']],
    ['nl', ['Aangevraagd', 'Afgewezen', 'Goedgekeurd', 'Verwijderd']],
  ])('lists the four statuses in %s', async (culture, texts) => {
    const res = await t.as(s.club.token, { method: 'GET', url: `/api/rolerequesthistory/statuses?culture=${culture}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(texts.map((text, value) => ({ value, text })));
  });

  it('is for signed-in users', async () => {
    expect((await t.as(null, { method: 'GET', url: '/api/rolerequesthistory/statuses' })).statusCode).toBe(401);
  });
});
