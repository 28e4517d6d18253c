import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../test/harness';
import { MAIL_CALLS_PER_CLIENT_PER_HOUR, MAILS_PER_ADDRESS_PER_HOUR } from '../mail/mail-limits';
import { HOUR } from '../lib/clock';
import { jobs } from '../db/schema';
import { registration } from '../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const origin = 'http://localhost:3999';
const login = (email: string, password: string, extra: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.as(null, { method: 'POST', url: '/api/account/login', payload: { email, password }, ...extra });

describe('sign-in throttling', () => {
  it('checks at most 10 of 60 parallel wrong passwords for one account', async () => {
    const results = await Promise.all(Array.from({ length: 60 }, () => login('statistician@demo.test', 'wrong-password', { remoteAddress: '198.51.100.60' })));
    const checked = results.filter((r) => r.statusCode === 422).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(results.filter((r) => r.statusCode === 429).length).toBe(60 - checked);
  });
});

describe('client address behind proxies', () => {
  it('takes the address the trusted proxy saw (right-most), not what the client wrote into X-Forwarded-For', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const attempt = (forwarded: string, password = 'wrong-password', email = `guess@example.org`) =>
        proxied.as(null, { method: 'POST', url: '/api/account/login', payload: { email, password }, remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': forwarded } });
      for (let i = 0; i < 50; i++) expect((await attempt(`203.0.113.${i}, 198.51.100.7`, 'wrong-password', `guess${i}@example.org`)).statusCode).toBe(422);
      // Another forged left-most entry does not make it another client.
      expect((await attempt('192.0.2.99, 198.51.100.7', DEMO_PASSWORD, 'approver@demo.test')).statusCode).toBe(429);
      expect((await attempt('198.51.100.8', DEMO_PASSWORD, 'approver@demo.test')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
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
