import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());

describe('security headers', () => {
  it('are on API answers, including errors, and API answers are not cached', async () => {
    for (const url of ['/api', '/api/users/current', '/api/nothing-here']) {
      const res = await t.as(null, { method: 'GET', url });
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('HSTS', () => {
  it('is sent when the portal is served over https, not over http', async () => {
    const https = await createTestApp({ demo: false, env: { PUBLIC_ORIGIN: 'https://portal.example.org' } });
    try {
      const res = await https.as(null, { method: 'GET', url: '/api' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await https.close();
    }
    expect((await t.as(null, { method: 'GET', url: '/api' })).headers['strict-transport-security']).toBeUndefined();
  });
});
