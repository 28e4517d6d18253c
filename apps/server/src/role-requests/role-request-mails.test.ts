import { and, eq } from 'drizzle-orm';
import { translate } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { AU, DARMSTADT, DISTRICT_DA, HESSEN, loadOrgs, loginAll, roleIds, snapshot, type Org } from '../test/fixtures';
import { mailBudgetEntries, userRoles, users } from '../db/schema';
import { ROLE_REQUEST_NOTICES } from './role-requests.service';

let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let org: (name: string) => Org;

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  org = await loadOrgs(t);
});
afterAll(() => t.close());

const request = (token: string, role: keyof typeof roleIds, organization: string) =>
  t.as(token, { method: 'POST', url: '/api/rolerequests', payload: { roleId: roleIds[role], organizationId: org(organization).id } });
/** The role request notices mailed since the last call. */
const noticesSince = async () => {
  await t.runJobs();
  const mails = t.mails.filter((m) => m.message.template === 'roleRequested');
  t.mails.length = 0;
  return mails;
};
/** The OrgAdmins of an organisation as the seed left them. */
const adminsOf = async (organization: string) =>
  (
    await t.database.db
      .select({ email: users.email })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(and(eq(userRoles.organizationId, org(organization).id), eq(userRoles.roleId, roleIds.OrgAdmin), eq(userRoles.status, 0)))
  ).map((u) => u.email);

describe('a new role request', () => {
  it('mails the admins of the nearest level that may decide it, in their language, with a link to the role requests', async () => {
    await t.runJobs();
    t.mails.length = 0;
    // The district gets an admin who reads Dutch; the club itself has none.
    expect(await adminsOf(DARMSTADT)).not.toContain('records@demo.test');
    await t.database.db.update(users).set({ languageId: 3 }).where(eq(users.id, s.records.id));
    const assign = await t.as(s.federation.token, { method: 'POST', url: '/api/userroles', payload: { userId: s.records.id, organizationId: org(DISTRICT_DA).id, roleIds: [roleIds.OrgAdmin] } });
    expect(assign.statusCode).toBe(201);
    await noticesSince();

    expect((await request(s.norole.token, 'Trainer', DARMSTADT)).statusCode).toBe(201);
    const [notice, ...more] = await noticesSince();
    expect(more).toEqual([]);
    expect(notice.to).toBe('records@demo.test');
    expect(notice.language).toBe('nl');
    expect(notice.subject).toBe(translate('nl', 'mail.roleRequestedSubject'));
    expect(notice.text).toContain(`${translate('nl', 'roles.Trainer')} bij ${DARMSTADT}`);
    expect(notice.link).toBe(`${t.config.publicOrigin}/rolerequests`);
    // The requester's action: it counts against their mail budget.
    expect(await t.database.db.select({ address: mailBudgetEntries.address }).from(mailBudgetEntries).where(eq(mailBudgetEntries.userId, s.norole.id))).toEqual([{ address: 'records@demo.test' }]);
  });

  it('goes to the state association for OrgAdmin of a club, which the district may not decide', async () => {
    expect((await request(s.club.token, 'OrgAdmin', DARMSTADT)).statusCode).toBe(201);
    const notices = await noticesSince();
    expect(notices.map((m) => m.to)).toContain('region.admin@demo.test');
    expect(notices.map((m) => m.to)).not.toContain('records@demo.test');
    expect(notices.map((m) => m.to)).not.toContain('federation.admin@demo.test');
    const regionNotice = notices.find((m) => m.to === 'region.admin@demo.test')!;
    expect(regionNotice.language).toBe('de');
    expect(regionNotice.text).toContain(`${translate('de', 'roles.OrgAdmin')} in ${DARMSTADT}`);
    expect(notices.length).toBeLessThanOrEqual(ROLE_REQUEST_NOTICES);
    expect(new Set(notices.map((m) => m.to)).size).toBe(notices.length);
  });

  it('never tells the requester themselves: goes up a level when they are the only admin there, and files it unmailed at the top', async () => {
    expect(await adminsOf(HESSEN)).toContain('region.admin@demo.test');
    expect((await request(s.region.token, 'Statistiker', HESSEN)).statusCode).toBe(201);
    const notices = (await noticesSince()).map((m) => m.to);
    expect(notices).not.toContain('region.admin@demo.test');
    expect(notices).toContain('federation.admin@demo.test');

    // With nobody else to decide (the federation's only admin asks), the request is filed without a mail.
    expect(await adminsOf(AU)).toEqual(['nl.admin@demo.test']);
    const res = await request(s.nl.token, 'Statistiker', AU);
    expect(res.statusCode, res.body).toBe(201);
    expect(await noticesSince()).toEqual([]);
  });

  it('is refused with the requester’s mail budget spent (429), and nothing is filed', async () => {
    const now = t.clock.now();
    await t.database.db.insert(mailBudgetEntries).values(Array.from({ length: 50 }, (_, i) => ({ userId: s.norole.id, address: `frueher.${i}@example.org`, sentAt: now })));
    const before = await snapshot(t);
    const res = await request(s.norole.token, 'Official', DARMSTADT);
    expect(res.statusCode).toBe(429);
    expect(await snapshot(t)).toEqual(before);
  });
});
