import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { loadOrgs, loginAll, roleIds, type AccountKey, type Org, DLV, HESSEN, EINTRACHT, LG_NORD, AU, PHANOS } from '../test/fixtures';


let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let org: (name: string) => Org;
let publicKey: crypto.KeyObject;

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  org = await loadOrgs(t);
  const pem = await t.as(null, { method: 'GET', url: '/api/license/public-key' });
  expect(pem.statusCode).toBe(200);
  publicKey = crypto.createPublicKey(pem.body);
});
afterAll(() => t.close());

const licence = (who: AccountKey, orgName: string) => t.as(s[who].token, { method: 'GET', url: `/api/license/${org(orgName).id}` });

/** The check the timing software makes: the Ed25519 signature over every byte before the signature line. */
function verifies(text: string): boolean {
  const at = text.lastIndexOf('signature=');
  const signed = text.slice(0, at);
  const signature = Buffer.from(text.slice(at + 'signature='.length).trim(), 'base64');
  return crypto.verify(null, Buffer.from(signed, 'utf8'), publicKey, signature);
}
const fields = (text: string) => Object.fromEntries(text.trimEnd().split('\n').map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));

describe('licence file', () => {
  it('gives the OrgUser of Eintracht a signed PROGRAM.VRS', async () => {
    const before = t.clock.now();
    const res = await licence('club', EINTRACHT);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="PROGRAM.VRS"');
    expect(res.headers['cache-control']).toBe('no-store');

    const lines = res.body.trimEnd().split('\n');
    expect(lines.map((l) => l.split('=')[0])).toEqual(['organizationId', 'name', 'type', 'masterOrganization', 'issuedAt', 'validUntil', 'signature']);
    const f = fields(res.body);
    expect(f).toMatchObject({ organizationId: String(org(EINTRACHT).id), name: EINTRACHT, type: 'Club', masterOrganization: DLV });
    const issued = new Date(f.issuedAt);
    expect(issued.toISOString()).toBe(f.issuedAt);
    expect(issued.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(issued.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(f.validUntil).toBe(`${t.clock.now().getUTCFullYear()}-12-31`);
    expect(verifies(res.body)).toBe(true);
  });

  it('fails verification when any line is altered', async () => {
    const text = (await licence('club', EINTRACHT)).body;
    const tampered = [
      text.replace(`name=${EINTRACHT}`, 'name=Kickers Offenbach'),
      text.replace(/validUntil=(\d{4})/, (_, y: string) => `validUntil=${Number(y) + 10}`),
      text.replace(`organizationId=${org(EINTRACHT).id}`, `organizationId=${org(LG_NORD).id}`),
      text.replace('type=Club', 'type=Region'),
    ];
    for (const altered of tampered) {
      expect(altered).not.toBe(text);
      expect(verifies(altered)).toBe(false);
    }
    // A key other than the published one does not verify it either.
    const other = crypto.generateKeyPairSync('ed25519').publicKey;
    const at = text.lastIndexOf('signature=');
    expect(crypto.verify(null, Buffer.from(text.slice(0, at)), other, Buffer.from(text.slice(at + 10).trim(), 'base64'))).toBe(false);
  });

  it('refuses users without a licensing role in the organisation (403)', async () => {
    const refused: [AccountKey, string][] = [
      ['approver', HESSEN],
      ['statistician', DLV],
      ['records', DLV],
      ['manual', DLV],
      ['norole', EINTRACHT],
      ['norole', DLV],
      // Another organisation than the one of the role:
      ['club', LG_NORD],
      ['club', HESSEN],
      // OrgAdmin above the organisation is not OrgAdmin in it:
      ['region', EINTRACHT],
      ['federation', HESSEN],
    ];
    for (const [who, name] of refused) {
      const res = await licence(who, name);
      expect(res.statusCode, `${who} for ${name}`).toBe(403);
      expect(res.headers['content-disposition']).toBeUndefined();
    }
  });

  it('answers 404 for an organisation of the other federation', async () => {
    expect((await licence('club', PHANOS)).statusCode).toBe(404);
    expect((await licence('federation', AU)).statusCode).toBe(404);
    expect((await licence('nl', EINTRACHT)).statusCode).toBe(404);
    expect((await t.as(s.club.token, { method: 'GET', url: '/api/license/999999' })).statusCode).toBe(404);
    expect((await t.as(null, { method: 'GET', url: `/api/license/${org(EINTRACHT).id}` })).statusCode).toBe(401);
  });

  it('gives the file to OrgAdmins in their own organisation and to Officials', async () => {
    expect(fields((await licence('region', HESSEN)).body)).toMatchObject({ name: HESSEN, type: 'Region' });
    const dutch = await licence('nl', AU);
    expect(fields(dutch.body)).toMatchObject({ name: AU, type: 'master', masterOrganization: AU });
    expect(verifies(dutch.body)).toBe(true);

    const assign = await t.as(s.region.token, {
      method: 'POST',
      url: '/api/userroles',
      payload: { userId: s.club.id, organizationId: org(LG_NORD).id, roleIds: [roleIds.Official] },
    });
    expect(assign.statusCode).toBe(201);
    const official = await licence('club', LG_NORD);
    expect(official.statusCode).toBe(200);
    expect(fields(official.body)).toMatchObject({ name: LG_NORD, type: 'LG' });
  });

  it('is valid until the end of the year of issue', async () => {
    const now = t.clock.now();
    const newYear = Date.UTC(now.getUTCFullYear() + 1, 0, 1, 12);
    t.clock.advance(newYear - now.getTime());
    const club = await t.login('club.user@demo.test');
    const res = await t.as(club.accessToken, { method: 'GET', url: `/api/license/${org(EINTRACHT).id}` });
    expect(fields(res.body).validUntil).toBe(`${now.getUTCFullYear() + 1}-12-31`);
    expect(verifies(res.body)).toBe(true);
  });
});
