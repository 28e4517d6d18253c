import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

/** An access token holds only while its session (refresh token family) does (decision 031). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const origin = 'http://localhost:3999';
const me = (token: string | null, culture = 'de') => t.as(token, { method: 'GET', url: `/api/users/current?culture=${culture}` });
const refresh = (accessToken: string, refreshToken: string) => t.as(null, { method: 'POST', url: '/api/account/refresh', payload: { accessToken, refreshToken } });

describe('an ended session ends its access token at once', () => {
  it('logout: the next call with the same access token is 401, another session of the account goes on', async () => {
    const ended = await t.login('approver@demo.test');
    const other = await t.login('approver@demo.test');
    expect((await me(ended.accessToken)).statusCode).toBe(200);
    expect((await t.as(null, { method: 'POST', url: '/api/account/logout', payload: { refreshToken: ended.refreshToken } })).statusCode).toBe(200);
    const refused = await me(ended.accessToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'http.401', message: 'Ihre Sitzung ist abgelaufen, bitte melden Sie sich erneut an' });
    // The root answers 401 as for an expired token, so the web client refreshes, fails and signs out.
    expect((await t.as(ended.accessToken, { method: 'GET', url: '/api' })).statusCode).toBe(401);
    expect((await me(other.accessToken)).statusCode).toBe(200);
    // The session is checked within the version read: a kept answer still costs that one statement,
    // for a session known at this version as for one never seen before.
    t.queries.length = 0;
    expect((await me(other.accessToken)).statusCode).toBe(200);
    expect(t.queries).toEqual([expect.stringContaining('"platform_version"')]);
    const third = await t.login('approver@demo.test');
    t.queries.length = 0;
    expect((await me(third.accessToken)).statusCode).toBe(200);
    expect(t.queries).toEqual([expect.stringContaining('"platform_version"')]);
  });

  it('a replayed refresh token revokes its family: the newest access token is 401 too', async () => {
    const first = await t.login('records@demo.test');
    const second = await refresh(first.accessToken, first.refreshToken);
    expect(second.statusCode).toBe(200);
    expect((await me(second.json().accessToken)).statusCode).toBe(200);
    expect((await refresh(first.accessToken, first.refreshToken)).statusCode).toBe(401);
    expect((await me(second.json().accessToken)).statusCode).toBe(401);
    expect((await me(first.accessToken)).statusCode).toBe(401);
  });

  it('a password reset ends every session of the account and lifts its sign-in lock', async () => {
    const a = await t.login('norole@demo.test');
    const b = await t.login('norole@demo.test');
    expect((await me(a.accessToken)).statusCode).toBe(200);
    expect((await me(b.accessToken)).statusCode).toBe(200);
    const attempt = (password: string) => t.as(null, { method: 'POST', url: '/api/account/login', payload: { email: 'norole@demo.test', password } });
    for (let i = 0; i < 10; i++) expect((await attempt('wrong-password')).statusCode).toBe(422);
    expect((await attempt('wrong-password')).statusCode).toBe(429);
    await t.as(null, { method: 'PUT', url: '/api/account/password/forgot', payload: { email: 'norole@demo.test', confirmUrl: `${origin}/resetpassword` } });
    await t.runJobs();
    const link = new URL(t.mails.filter((m) => m.to === 'norole@demo.test' && m.message.template === 'reset').at(-1)!.link);
    const password = 'Neues-Passwort-2026';
    const reset = await t.as(null, {
      method: 'PUT',
      url: '/api/account/password/reset',
      payload: { userId: link.searchParams.get('userId'), code: link.searchParams.get('code'), password, confirmPassword: password },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(a.accessToken)).statusCode).toBe(401);
    expect((await me(b.accessToken)).statusCode).toBe(401);
    expect((await me((await t.login('norole@demo.test', password)).accessToken)).statusCode).toBe(200);
  });
});

describe('401 answers', () => {
  it.each([
    ['de', 'Bitte melden Sie sich an.'],
    ['en', 'Please sign in.'],
    ['nl', 'Meld u aan.'],
  ])('a signed-in route called without a token asks to sign in (%s), with a token that expired says so', async (culture, text) => {
    const missing = await me(null, culture);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ status: 401, title: text, message: text, code: 'http.401SignInRequired' });
    const session = await t.login('statistician@demo.test');
    t.clock.advance(16 * 60_000);
    const expired = await me(session.accessToken, culture);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('http.401');
    expect(expired.json().message).not.toBe(text);
  });
});
