import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { activeRoleCodes, EINTRACHT, findRoleRequestId, jsonPatch, loadOrgs, loginAll, roleRequestById, statusPatch, type Org } from '../test/fixtures';
import { jobs, mailBudgetEntries } from '../db/schema';
import { HOUR, MINUTE } from '../lib/clock';
import { Problem } from '../lib/problems';
import { enqueueActorMails, MAILS_PER_USER_PER_HOUR, normalizeAddress, purgeMailBudget } from './mail-budget';
import type { MailJob } from './templates';

let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let org: (name: string) => Org;
beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  org = await loadOrgs(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(mailBudgetEntries);
  await t.database.db.delete(jobs);
});

const mail = (to: string): MailJob => ({ to, name: 'X', language: 'de', message: { template: 'roleGranted', role: 'OrgUser', organization: 'Verein', link: 'http://localhost/dashboard' } });
const queuedMails = async () => (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail'))).length;
const spent = async (userId: number) => (await t.database.db.select().from(mailBudgetEntries).where(eq(mailBudgetEntries.userId, userId))).length;
/** Uses up `n` of the user's budget, as earlier actions would have. */
const spend = (userId: number, n: number, at = t.clock.now()) =>
  t.database.db.insert(mailBudgetEntries).values(Array.from({ length: n }, (_, i) => ({ userId, address: `earlier${i}@example.org`, sentAt: at })));

describe('addresses', () => {
  it('compares addresses in lower case and without a +tag', () => {
    expect(normalizeAddress(' Erika.Muster+Verein@Example.ORG ')).toBe('erika.muster@example.org');
    expect(normalizeAddress('x+1@example.org')).toBe(normalizeAddress('X+2@example.org'));
    expect(normalizeAddress('+only@example.org')).toBe('+only@example.org');
  });
});

describe('mail budget per acting user', () => {
  it('counts mails to others, not to the actor’s own address (in any spelling)', async () => {
    await t.database.db.transaction((tx) => enqueueActorMails(tx, s.region.id, t.clock.now(), [mail('region.admin+copy@demo.test'), mail('a@example.org'), mail('b@example.org')]));
    expect(await spent(s.region.id)).toBe(2);
    expect(await queuedMails()).toBe(3);
  });

  it('refuses an action that would exceed 50 mails in a rolling hour, queues none of its mails, and lets it through once the hour has rolled on', async () => {
    await spend(s.region.id, MAILS_PER_USER_PER_HOUR - 30, new Date(t.clock.now().getTime() - 50 * MINUTE));
    await spend(s.region.id, 29);
    const act = () => t.database.db.transaction((tx) => enqueueActorMails(tx, s.region.id, t.clock.now(), [mail('a@example.org'), mail('b@example.org')]));
    const refused = await act().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Problem);
    expect(refused).toMatchObject({ status: 429, key: 'validation.errorMailBudget' });
    expect(await queuedMails()).toBe(0);
    expect(await spent(s.region.id)).toBe(MAILS_PER_USER_PER_HOUR - 1);
    // One mail still fits; the older twenty leave the window ten minutes later.
    await t.database.db.transaction((tx) => enqueueActorMails(tx, s.region.id, t.clock.now(), [mail('a@example.org')]));
    t.clock.advance(11 * MINUTE);
    try {
      await act();
      expect(await queuedMails()).toBe(3);
    } finally {
      t.clock.advance(-11 * MINUTE);
    }
  });

  it('cannot be raced: parallel actions of one user together stay within the budget', async () => {
    await spend(s.region.id, MAILS_PER_USER_PER_HOUR - 5);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => t.database.db.transaction((tx) => enqueueActorMails(tx, s.region.id, t.clock.now(), [mail(`p${i}@example.org`)]))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(await queuedMails()).toBe(5);
    expect(await spent(s.region.id)).toBe(MAILS_PER_USER_PER_HOUR);
  });

  it('forgets entries older than the hour', async () => {
    await spend(s.region.id, 3, new Date(t.clock.now().getTime() - HOUR - MINUTE));
    await spend(s.region.id, 2);
    await purgeMailBudget(t.database.db, t.clock.now());
    expect(await spent(s.region.id)).toBe(2);
  });

  it('refuses a role request decision with 429 when its mail would exceed the budget, and leaves the request open', async () => {
    const id = await findRoleRequestId(t, s.norole.id, 'OrgUser', org(EINTRACHT).id);
    await spend(s.region.id, MAILS_PER_USER_PER_HOUR);
    const r = await jsonPatch(t, s.region.token, `/api/rolerequests/${id}/status`, statusPatch(2));
    expect(r.statusCode, r.body).toBe(429);
    expect(r.json().message).toMatch(/zu viele E-Mails/);
    expect((await roleRequestById(t, id)).status).toBe(0);
    expect(await activeRoleCodes(t, s.norole.id, org(EINTRACHT).id)).not.toContain('OrgUser');
    expect(await queuedMails()).toBe(0);
  });
});
