import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { redactError, redactUrl } from './request-log';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false, logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => t.close());

describe('request log', () => {
  it('logs ordinary requests at debug and never a code, token or password of the URL', async () => {
    lines.length = 0;
    await t.as(null, { method: 'GET', url: '/confirm?userId=4&code=SECRET-CODE' });
    await t.as(null, { method: 'GET', url: '/api/languages?token=SECRET-TOKEN&culture=en' });
    await t.as('SECRET-BEARER', { method: 'GET', url: '/api/users/current?password=SECRET-PASSWORD' });
    const logged = lines.join('\n');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(logged).not.toMatch(/SECRET/);
    const completed = lines.map((l) => JSON.parse(l) as { level: number; msg: string; url?: string }).filter((l) => l.msg === 'request completed');
    expect(completed.map((l) => l.level)).toEqual(completed.map(() => 20));
    expect(completed.map((l) => l.url)).toContain('/confirm?userId=4&code=[redacted]');
  });

  it('redacts query values and the parameters of failed queries', () => {
    expect(redactUrl('/resetpassword?userId=1&code=abc&culture=de')).toBe('/resetpassword?userId=1&code=[redacted]&culture=de');
    const error = new Error('Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: a@b.de,$argon2id$v=19$secret');
    const redacted = redactError(error) as { message: string; stack: string };
    expect(redacted.message).toBe('Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: [redacted]');
    expect(JSON.stringify(redacted)).not.toContain('argon2id');
  });
});
