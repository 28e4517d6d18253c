import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../test/harness';
import { MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS } from './account.service';

/** Two processes of one deployment on one database: throttles and ended sessions hold across both. */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await a.another();
});
afterAll(() => a.close());

const login = (app: TestApp, email: string, password: string, remoteAddress: string) =>
  app.as(null, { method: 'POST', url: '/api/account/login', payload: { email, password }, remoteAddress });
const me = (app: TestApp, token: string) => app.as(token, { method: 'GET', url: '/api/users/current' });

describe('two app instances on one database', () => {
  it('check at most 10 of 60 parallel guesses spread over both, and let a colleague behind the address in on either', async () => {
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => login(i % 2 ? a : b, 'statistician@demo.test', 'wrong-password', '198.51.100.90')));
    expect(results.filter((r) => r.statusCode !== 429)).toHaveLength(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    expect((await login(a, 'statistician@demo.test', DEMO_PASSWORD, '198.51.100.90')).statusCode).toBe(429);
    expect((await login(b, 'statistician@demo.test', DEMO_PASSWORD, '198.51.100.90')).statusCode).toBe(429);
    expect((await login(a, 'records@demo.test', DEMO_PASSWORD, '198.51.100.90')).statusCode).toBe(200);
    expect((await login(b, 'manual@demo.test', DEMO_PASSWORD, '198.51.100.90')).statusCode).toBe(200);
  });

  it('end an access token on the other instance at once when one logs the session out', async () => {
    const session = await a.login('approver@demo.test');
    // Both instances have served the token (and hold its session as alive).
    expect((await me(a, session.accessToken)).statusCode).toBe(200);
    expect((await me(b, session.accessToken)).statusCode).toBe(200);
    expect((await a.as(null, { method: 'POST', url: '/api/account/logout', payload: { refreshToken: session.refreshToken } })).statusCode).toBe(200);
    expect((await me(b, session.accessToken)).statusCode).toBe(401);
    expect((await me(a, session.accessToken)).statusCode).toBe(401);
  });
});
