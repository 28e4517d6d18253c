import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { organizations } from '../db/schema';
import { ensureNoRole, findUserRoleId, jsonPatch, loadOrgs, loginAll, roleIds, statusPatch, type AccountKey, type Org, DLV, HESSEN, FRANKFURT, EINTRACHT, COMPANY, TSV, AU, REGIO_WEST, PHANOS } from '../test/fixtures';


let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let org: (name: string) => Org;

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  org = await loadOrgs(t);
});
afterAll(() => t.close());

const get = (who: AccountKey | null, url: string) => t.as(who ? s[who].token : null, { method: 'GET', url });
const texts = (res: { json(): unknown }) => (res.json() as { text: string }[]).map((o) => o.text);
const codes = (res: { json(): unknown }) => (res.json() as { code: string }[]).map((r) => r.code);
const namesInMaster = async (masterId: number) =>
  (await t.database.db.select({ name: organizations.name }).from(organizations).where(eq(organizations.masterId, masterId))).map((o) => o.name).sort();

describe('anonymous look-ups', () => {
  it('lists the master organisations without a token', async () => {
    const res = await get(null, '/api/organizations/masters');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ value: org(DLV).id, text: DLV }),
      expect.objectContaining({ value: org(AU).id, text: AU }),
    ]);
  });

  it.each([
    ['de', ['Deutsch', 'Englisch', 'Niederländisch']],
    ['en', ['German', 'English', 'Dutch']],
    ['nl', ['Duits', 'Engels', 'Nederlands']],
    ['fr', ['Deutsch', 'Englisch', 'Niederländisch']],
  ])('names the languages in culture %s', async (culture, names) => {
    const res = await get(null, `/api/languages?culture=${culture}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(names.map((text, i) => expect.objectContaining({ value: i + 1, text })));
  });

  it('takes the language from Accept-Language when no culture is given', async () => {
    const res = await t.as(null, { method: 'GET', url: '/api/languages', headers: { 'accept-language': 'nl-NL,nl;q=0.9' } });
    expect(texts(res)).toEqual(['Duits', 'Engels', 'Nederlands']);
  });
});

describe('find_organizations_by_name', () => {
  const find = (who: AccountKey | null, search: string, culture = '') =>
    get(who, `/api/organizations/search/${encodeURIComponent(search)}${culture ? `?culture=${culture}` : ''}`);

  it('needs at least three characters (after trimming)', async () => {
    for (const search of ['Ei', ' Ei ', '   ']) {
      const res = await find('club', search);
      expect(res.statusCode, JSON.stringify(search)).toBe(422);
      expect(res.json().errors).toEqual({ Search: ['Bitte geben Sie mindestens 3 Zeichen ein'] });
    }
    expect((await find('club', 'Ei', 'en')).json().errors.Search).toEqual(['Please enter at least 3 characters']);
    expect((await find(null, 'Eintracht')).statusCode).toBe(401);
  });

  it('finds case-insensitively with value, text, type and state code', async () => {
    const res = await find('club', 'eintracht');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ value: org(EINTRACHT).id, text: EINTRACHT, type: 'Club', stateCode: 'HE' })]);
  });

  it('finds only in the caller’s master organisation', async () => {
    expect(texts(await find('club', 'Atletiek'))).toEqual([]);
    expect(texts(await find('nl', 'Atletiek'))).toEqual([AU, 'Leiden Atletiek']);
    expect(texts(await find('nl', 'Frankfurt'))).toEqual([]);
    expect(texts(await find('nl', 'Verband'))).toEqual([]);
    expect(texts(await find('norole', 'Frankfurt'))).toEqual([EINTRACHT, FRANKFURT, 'LG Frankfurt-Nord']);
  });

  it('treats % and _ as literal characters', async () => {
    expect(texts(await find('club', '%%%'))).toEqual([]);
    expect(texts(await find('club', '___'))).toEqual([]);
    expect(texts(await find('club', 'LG_Stadtwerke'))).toEqual([]);
    expect(texts(await find('club', 'LG Stadtwerke'))).toEqual(['LG Stadtwerke München']);
    expect(texts(await find('club', '%ünchen'))).toEqual([]);
    expect(texts(await find('club', 'ünchen'))).toEqual(['LG Stadtwerke München', TSV]);
    expect(texts(await find('club', 'a\\b'))).toEqual([]);
  });
});

describe('organizations_by_id', () => {
  it('answers an organisation of the caller’s federation', async () => {
    const res = await get('club', `/api/organizations/${org(HESSEN).id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: org(HESSEN).id,
      name: HESSEN,
      type: 'Region',
      parentId: org(DLV).id,
      masterId: org(DLV).id,
      stateCode: 'HE',
      district: null,
      area: null,
      externalId: 'LV-HE',
    });
    expect((await get('norole', `/api/organizations/${org(EINTRACHT).id}`)).json()).toMatchObject({ district: 'Frankfurt', parentId: org(FRANKFURT).id });
  });

  it('answers 404 for another federation’s or an unknown organisation, 422 for a malformed id', async () => {
    expect((await get('club', `/api/organizations/${org(PHANOS).id}`)).statusCode).toBe(404);
    expect((await get('federation', `/api/organizations/${org(AU).id}`)).statusCode).toBe(404);
    expect((await get('nl', `/api/organizations/${org(EINTRACHT).id}`)).statusCode).toBe(404);
    expect((await get('club', '/api/organizations/999999')).statusCode).toBe(404);
    expect((await get('club', '/api/organizations/abc')).statusCode).toBe(422);
  });
});

describe('organizations by type, and by type and parent', () => {
  it('lists the organisations of a type in the caller’s federation, by name', async () => {
    const regions = await get('club', '/api/organizations/types/Region');
    expect(regions.statusCode).toBe(200);
    expect(texts(regions)).toHaveLength(20);
    expect(texts(regions)).toEqual([...texts(regions)].sort((a, b) => a.localeCompare(b, 'de')));
    expect(texts(regions)).toContain(HESSEN);
    expect((regions.json() as { type: string }[]).every((o) => o.type === 'Region')).toBe(true);
    expect(texts(await get('nl', '/api/organizations/types/Region'))).toEqual([REGIO_WEST]);
    expect(texts(await get('nl', '/api/organizations/types/master'))).toEqual([AU]);
    expect((await get('club', '/api/organizations/types/Verein')).statusCode).toBe(422);
  });

  it('lists the organisations of a type below a parent (not the parent itself)', async () => {
    const below = async (type: string, parent: string, who: AccountKey = 'club') => texts(await get(who, `/api/organizations/types/${type}/${org(parent).id}`));
    expect(await below('Club', HESSEN)).toEqual(['ASC Darmstadt', EINTRACHT]);
    expect(await below('LG', HESSEN)).toEqual(['LG Frankfurt-Nord']);
    expect(await below('Club', FRANKFURT)).toEqual([EINTRACHT]);
    expect(await below('Region', HESSEN)).toEqual([]);
    expect(await below('Region', DLV)).toHaveLength(20);
    expect(await below('Club', REGIO_WEST, 'nl')).toEqual([PHANOS, 'AV Haarlem', 'Leiden Atletiek'].sort());
  });

  it('answers 404 for a parent of another federation', async () => {
    expect((await get('club', `/api/organizations/types/Club/${org(REGIO_WEST).id}`)).statusCode).toBe(404);
    expect((await get('nl', `/api/organizations/types/Club/${org(HESSEN).id}`)).statusCode).toBe(404);
  });
});

describe('branches_for_master_organization', () => {
  const branches = (who: AccountKey, masterId: number, userId: number, search = '') =>
    get(who, `/api/organizations/${masterId}/branches/${userId}${search ? `?search=${encodeURIComponent(search)}` : ''}`);

  it('lists every organisation of the caller’s master organisation', async () => {
    const res = await branches('club', org(DLV).id, s.club.id);
    expect(res.statusCode).toBe(200);
    expect([...texts(res)].sort()).toEqual(await namesInMaster(org(DLV).id));
    expect(texts(res)).not.toContain(PHANOS);
    expect([...texts(await branches('nl', org(AU).id, s.nl.id))].sort()).toEqual(await namesInMaster(org(AU).id));
  });

  it('searches by name, with literal wildcards', async () => {
    expect(texts(await branches('club', org(DLV).id, s.club.id, 'darm'))).toEqual(['ASC Darmstadt', 'Kreis Darmstadt-Dieburg']);
    expect(texts(await branches('club', org(DLV).id, s.club.id, '%'))).toEqual([]);
  });

  it('answers 404 for another master organisation and 403 for another user', async () => {
    expect((await branches('club', org(AU).id, s.club.id)).statusCode).toBe(404);
    expect((await branches('nl', org(DLV).id, s.nl.id)).statusCode).toBe(404);
    expect((await branches('club', org(HESSEN).id, s.club.id)).statusCode).toBe(404);
    expect((await branches('club', org(DLV).id, s.norole.id)).statusCode).toBe(403);
    expect((await branches('federation', org(DLV).id, s.norole.id)).statusCode).toBe(403);
  });
});

describe('organization_roles and organization_roles_except_existing', () => {
  const roles = (who: AccountKey, orgName: string, userId: number, available = false, culture = '') =>
    get(who, `/api/organizations/${org(orgName).id}/roles/${userId}${available ? '/available' : ''}${culture ? `?culture=${culture}` : ''}`);

  it('offers the roles of the organisation type, translated', async () => {
    const club = await roles('club', EINTRACHT, s.club.id);
    expect(club.statusCode).toBe(200);
    expect(club.json()).toEqual([
      { id: roleIds.OrgAdmin, code: 'OrgAdmin', name: 'Administrator' },
      { id: roleIds.OrgUser, code: 'OrgUser', name: 'Benutzer' },
      { id: roleIds.Trainer, code: 'Trainer', name: 'Trainer' },
      { id: roleIds.Official, code: 'Official', name: 'Kampfrichter' },
    ]);
    expect((await roles('club', EINTRACHT, s.club.id, false, 'en')).json().map((r: { name: string }) => r.name)).toEqual(['Administrator', 'User', 'Coach', 'Official']);
    expect(codes(await roles('norole', HESSEN, s.norole.id))).toEqual(['OrgAdmin', 'OrgUser', 'Trainer', 'Official', 'Statistiker', 'Approver']);
    expect(codes(await roles('norole', DLV, s.norole.id))).toEqual([
      'OrgAdmin',
      'OrgUser',
      'Trainer',
      'Official',
      'Statistiker',
      'Approver',
      'RecordAdmin',
      'ManualBestlistAdmin',
    ]);
    expect(codes(await roles('norole', COMPANY, s.norole.id))).toEqual(['OrgAdmin', 'OrgUser', 'Official']);
  });

  it('leaves out the roles one holds or has requested when asking for oneself', async () => {
    // club.user holds OrgUser at Eintracht and has requested Official there.
    expect(codes(await roles('club', EINTRACHT, s.club.id, true))).toEqual(['OrgAdmin', 'Trainer']);
    expect(codes(await roles('norole', EINTRACHT, s.norole.id, true))).toEqual(['OrgAdmin', 'Trainer', 'Official']);
  });

  it('lets an admin see the roles of another user there, leaving out only those held', async () => {
    expect(codes(await roles('region', EINTRACHT, s.club.id, true))).toEqual(['OrgAdmin', 'Trainer', 'Official']);
    expect(codes(await roles('federation', EINTRACHT, s.club.id))).toEqual(['OrgAdmin', 'OrgUser', 'Trainer', 'Official']);
  });

  it('refuses other users’ roles to non-admins (403) and other federations (404)', async () => {
    for (const available of [false, true]) {
      expect((await roles('club', EINTRACHT, s.norole.id, available)).statusCode).toBe(403);
      expect((await roles('approver', HESSEN, s.norole.id, available)).statusCode).toBe(403);
      expect((await roles('region', TSV, s.norole.id, available)).statusCode).toBe(403);
      expect((await roles('club', PHANOS, s.club.id, available)).statusCode).toBe(404);
      expect((await roles('nl', EINTRACHT, s.nl.id, available)).statusCode).toBe(404);
    }
  });

  it('offers only OrgAdmin for an organisation without an admin, which may then be requested', async () => {
    expect(codes(await roles('nl', PHANOS, s.nl.id))).toEqual(['OrgAdmin', 'OrgUser', 'Trainer', 'Official']);
    // The only admin role of the Atletiekunie cannot be given up through the API; take it away in the database.
    const role = (await findUserRoleId(t, s.nl.id, 'OrgAdmin', org(AU).id))!;
    expect((await jsonPatch(t, s.nl.token, `/api/userroles/${role}/status`, statusPatch(1))).statusCode).toBe(422);
    await ensureNoRole(t, s.nl.id, 'OrgAdmin', org(AU).id);

    for (const name of [AU, REGIO_WEST, PHANOS]) {
      expect(codes(await roles('nl', name, s.nl.id))).toEqual(['OrgAdmin']);
      expect(codes(await roles('nl', name, s.nl.id, true))).toEqual(['OrgAdmin']);
    }
    const request = (roleId: number) => t.as(s.nl.token, { method: 'POST', url: '/api/rolerequests', payload: { roleId, organizationId: org(PHANOS).id } });
    expect((await request(roleIds.OrgUser)).statusCode).toBe(422);
    expect((await request(roleIds.OrgAdmin)).statusCode).toBe(201);
    expect(codes(await roles('nl', PHANOS, s.nl.id, true))).toEqual([]);
    // The German federation is untouched.
    expect(codes(await roles('club', EINTRACHT, s.club.id))).toHaveLength(4);
  });
});
