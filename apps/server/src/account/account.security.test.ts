import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../test/harness';
import { MAIL_CALLS_PER_CLIENT_PER_HOUR, MAILS_PER_ADDRESS_PER_HOUR } from '../mail/mail-limits';
import { HOUR } from '../lib/clock';
import { jobs, rateCounters } from '../db/schema';
import { loginAddressKey, loginPairKey, MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS, MAX_FAILURES_PER_ADDRESS, THROTTLE_WINDOW } from './account.service';
import { registration } from '../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const origin = 'http://localhost:3999';

describe('sign-in throttling', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => proxied.close());

  /** A sign-in through the one trusted proxy (10.0.0.1) from `forwarded` (the client, or a forged list ending in it). */
  const from = (forwarded: string, email: string, password: string) =>
    proxied.as(null, { method: 'POST', url: '/api/account/login', payload: { email, password }, remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': forwarded } });
  const failures = (forwarded: string, count: number, prefix: string) =>
    Promise.all(Array.from({ length: count }, (_, i) => from(forwarded, `${prefix}${i}@example.org`, 'wrong-password')));
  const counter = async (key: string) => (await proxied.database.db.select().from(rateCounters).where(eq(rateCounters.key, key)))[0]?.count;

  it('checks 10 of 60 parallel wrong passwords for one account from one address, and locks neither the colleagues there nor the account elsewhere', async () => {
    const results = await Promise.all(Array.from({ length: 60 }, () => from('198.51.100.60', 'statistician@demo.test', 'wrong-password')));
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(60 - MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    // The account from that address is refused without its password being checked, even the right one.
    expect((await from('198.51.100.60', 'statistician@demo.test', DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await from('198.51.100.60', 'records@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await from('198.51.100.61', 'statistician@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
    // Kept in the database: every attempt on the pair, and only the checked failures on the address.
    expect(await counter(loginPairKey('Statistician@demo.test', '198.51.100.60'))).toBe(61);
    expect(await counter(loginAddressKey('198.51.100.60'))).toBe(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
  });

  it(`refuses an address after ${MAX_FAILURES_PER_ADDRESS} failed sign-ins across accounts, not counting its successful ones`, async () => {
    const sprayer = '203.0.113.50';
    expect((await failures(sprayer, MAX_FAILURES_PER_ADDRESS - 1, 'sprayed')).every((r) => r.statusCode === 422)).toBe(true);
    for (const email of ['records@demo.test', 'manual@demo.test', 'approver@demo.test']) expect((await from(sprayer, email, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await from(sprayer, 'sprayed-last@example.org', 'wrong-password')).statusCode).toBe(422);
    const refused = await from(sprayer, 'club.user@demo.test', DEMO_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/15 Minuten/);
    expect((await from('203.0.113.51', 'club.user@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
    proxied.clock.advance(THROTTLE_WINDOW + 1000);
    expect((await from(sprayer, 'club.user@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('takes the address the trusted proxy saw (right-most), not what the client wrote into X-Forwarded-For', async () => {
    const forged = await Promise.all(
      Array.from({ length: MAX_FAILURES_PER_ADDRESS }, (_, i) => from(`203.0.113.${i}, 198.51.100.7`, `guess${i}@example.org`, 'wrong-password')),
    );
    expect(forged.every((r) => r.statusCode === 422)).toBe(true);
    // Another forged left-most entry does not make it another client.
    expect((await from('192.0.2.99, 198.51.100.7', 'approver@demo.test', DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await from('198.51.100.8', 'approver@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  async function resetLink(email: string) {
    const res = await t.as(null, { method: 'PUT', url: '/api/account/password/forgot', payload: { email, confirmUrl: `${origin}/resetpassword` }, remoteAddress: '198.51.100.20' });
    expect(res.statusCode).toBe(200);
    await t.runJobs();
    return new URL(t.mails.filter((m) => m.to === email && m.message.template === 'reset').at(-1)!.link);
  }
  const reset = (userId: string | number, code: string, password: string) =>
    t.as(null, { method: 'PUT', url: '/api/account/password/reset', payload: { userId, code, password, confirmPassword: password } });

  it('checks the code before the password rules, so a wrong code reveals nothing about the account', async () => {
    const link = await resetLink('records@demo.test');
    const userId = link.searchParams.get('userId')!;
    // The password equals the account's e-mail: only a valid code may lead to that message.
    const wrongCode = await reset(userId, 'not-the-code', 'records@demo.test');
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.json().code).toBe('errorCodeInvalid');
    expect(wrongCode.json().errors).toEqual({ Model: [expect.any(String)] });
    const unknownUser = await reset(999_999, 'not-the-code', 'records@demo.test');
    expect(unknownUser.json()).toEqual(wrongCode.json());
    const rightCode = await reset(userId, link.searchParams.get('code')!, 'records@demo.test');
    expect(rightCode.json().errors).toHaveProperty('Password');
  });
});

describe('mail-sending calls', () => {
  const forgot = (email: string, remoteAddress: string) =>
    t.as(null, { method: 'PUT', url: '/api/account/password/forgot', payload: { email, confirmUrl: `${origin}/resetpassword` }, remoteAddress });

  it(`send at most ${MAILS_PER_ADDRESS_PER_HOUR} mails to one address per hour, answering the same`, async () => {
    const before = t.mails.length;
    const answers = [];
    for (let i = 0; i < 8; i++) {
      answers.push(await forgot('manual@demo.test', `198.51.100.${100 + i}`));
      await t.runJobs();
    }
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    expect(t.mails.slice(before).filter((m) => m.to === 'manual@demo.test')).toHaveLength(MAILS_PER_ADDRESS_PER_HOUR);
    t.clock.advance(HOUR + 1000);
    await forgot('manual@demo.test', '198.51.100.99');
    await t.runJobs();
    expect(t.mails.slice(before).filter((m) => m.to === 'manual@demo.test')).toHaveLength(MAILS_PER_ADDRESS_PER_HOUR + 1);
  });

  it('answers at once with the same answer for a known and an unknown address, leaving the look-up to the queue', async () => {
    await t.database.db.delete(jobs);
    const known = await forgot('statistician@demo.test', '198.51.100.201');
    const unknown = await forgot('nobody-here@example.org', '198.51.100.202');
    expect(`${known.statusCode} ${known.body}`).toBe(`${unknown.statusCode} ${unknown.body}`);
    // Both calls did the same: one queued job each, of the same kind; no code, no mail yet.
    const queued = await t.database.db.select({ kind: jobs.kind, key: jobs.dedupeKey }).from(jobs).orderBy(jobs.id);
    expect(queued).toEqual([
      { kind: 'account-mail', key: 'reset:statistician@demo.test' },
      { kind: 'account-mail', key: 'reset:nobody-here@example.org' },
    ]);
    // Asking again while one is pending queues nothing more.
    await forgot('statistician@demo.test', '198.51.100.203');
    expect(await t.database.db.select().from(jobs)).toHaveLength(2);
    const before = t.mails.length;
    await t.runJobs();
    expect(t.mails.slice(before).map((m) => m.to)).toEqual(['statistician@demo.test']);
  });

  it(`refuse a client after ${MAIL_CALLS_PER_CLIENT_PER_HOUR} calls in an hour`, async () => {
    for (let i = 0; i < MAIL_CALLS_PER_CLIENT_PER_HOUR; i++) expect((await forgot(`nobody${i}@example.org`, '198.51.100.77')).statusCode).toBe(200);
    const refused = await forgot('nobody@example.org', '198.51.100.77');
    expect(refused.statusCode).toBe(429);
    expect((await forgot('nobody@example.org', '198.51.100.78')).statusCode).toBe(200);
  });
});

describe('token refresh', () => {
  it('needs the access token of the same session', async () => {
    const a = await t.login('approver@demo.test');
    const b = await t.login('approver@demo.test');
    const refresh = (accessToken: string | undefined, refreshToken: string) =>
      t.as(null, { method: 'POST', url: '/api/account/refresh', payload: accessToken === undefined ? { refreshToken } : { accessToken, refreshToken } });
    expect((await refresh(undefined, a.refreshToken)).statusCode).toBe(422);
    expect((await refresh(b.accessToken, a.refreshToken)).statusCode).toBe(401);
    expect((await refresh('not-a-token', a.refreshToken)).statusCode).toBe(401);
    expect((await refresh(a.accessToken, a.refreshToken)).statusCode).toBe(200);
  });
});

describe('concurrent duplicates', () => {
  it('registers one account when the same address registers twice at once, and answers both alike', async () => {
    const payload = await registration(t, origin, { firstName: 'Paula', lastName: 'Parallel', email: 'paula.parallel@example.org' });
    const results = await Promise.all([0, 1, 2].map((i) => t.as(null, { method: 'POST', url: '/api/account/register', payload, remoteAddress: `198.51.100.${30 + i}` })));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    await t.runJobs();
    const mails = t.mails.filter((m) => m.to === 'paula.parallel@example.org').map((m) => m.message.template).sort();
    expect(mails).toEqual(['alreadyRegistered', 'alreadyRegistered', 'confirm']);
  });
});
