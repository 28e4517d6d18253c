import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../test/harness';
import { MINUTE } from '../lib/clock';
import { registration } from '../test/fixtures';
import { MAX_FAILURES_PER_ADDRESS } from './account.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const origin = 'http://localhost:3999';

async function register(email: string, extra: Record<string, unknown> = {}) {
  return t.as(null, { method: 'POST', url: '/api/account/register', payload: await registration(t, origin, { email, ...extra }) });
}

describe('registration and confirmation', () => {
  it('registers, mails a confirm link, refuses sign-in until confirmed, confirms once only', async () => {
    const res = await register('erika@example.org');
    expect(res.statusCode).toBe(201);
    await t.runJobs();
    const mail = t.mails.find((m) => m.to === 'erika@example.org')!;
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail.link.startsWith(`${origin}/confirm?userId=`)).toBe(true);

    const early = await t.as(null, { method: 'POST', url: '/api/account/login', payload: { email: 'erika@example.org', password: 'Laufbahn-Sprint-42' } });
    expect(early.statusCode).toBe(422);
    expect(early.json().code).toBe('errorEmailNotConfirmed');

    const url = new URL(mail.link);
    const confirm = () => t.as(null, { method: 'PUT', url: '/api/account/confirm', payload: { userId: url.searchParams.get('userId'), code: url.searchParams.get('code') } });
    expect((await confirm()).statusCode).toBe(200);
    const again = await confirm();
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.Model).toHaveLength(1);

    const login = await t.as(null, { method: 'POST', url: '/api/account/login', payload: { email: 'Erika@Example.org', password: 'Laufbahn-Sprint-42' } });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.email).toBe('erika@example.org');
  });

  it('answers a second registration of an address like the first and mails the owner instead', async () => {
    const before = t.mails.length;
    const res = await register('club.user@demo.test');
    expect(res.statusCode).toBe(201);
    await t.runJobs();
    const mail = t.mails.slice(before).find((m) => m.to === 'club.user@demo.test')!;
    expect(mail.message.template).toBe('alreadyRegistered');
  });

  it('links every account mail to PUBLIC_ORIGIN, whatever allowed address the browser sent', async () => {
    const before = t.mails.length;
    expect((await register('andere.adresse@example.org', { confirmUrl: 'http://127.0.0.1:3999/confirm' })).statusCode).toBe(201);
    expect((await register('club.user@demo.test', { confirmUrl: 'http://localhost:5173/irgendwo' })).statusCode).toBe(201);
    const forgot = await t.as(null, { method: 'PUT', url: '/api/account/password/forgot', payload: { email: 'region.admin@demo.test', confirmUrl: 'http://localhost:5173/resetpassword' } });
    expect(forgot.statusCode).toBe(200);
    await t.runJobs();
    const mails = t.mails.slice(before);
    const link = (to: string, template: string) => mails.find((m) => m.to === to && m.message.template === template)!.link;
    expect(link('andere.adresse@example.org', 'confirm').startsWith(`${t.config.publicOrigin}/confirm?userId=`)).toBe(true);
    expect(link('club.user@demo.test', 'alreadyRegistered')).toBe(`${t.config.publicOrigin}/forgotpassword`);
    expect(link('region.admin@demo.test', 'reset').startsWith(`${t.config.publicOrigin}/resetpassword?userId=`)).toBe(true);
  });

  it.each([
    [{ firstName: '' }, 'FirstName', 'Vorname ist erforderlich'],
    [{ lastName: '' }, 'LastName', 'Nachname ist erforderlich'],
    [{ email: 'no-at-sign' }, 'Email', 'Ungültige E-Mail-Adresse'],
    [{ password: 'kurz', confirmPassword: 'kurz' }, 'Password', 'Das Passwort muss mindestens 10 Zeichen lang sein'],
    [{ password: 'qwertyuiop', confirmPassword: 'qwertyuiop' }, 'Password', 'Dieses Passwort ist zu verbreitet, bitte wählen Sie ein anderes'],
    [{ email: 'same.as.password@example.org', password: 'same.as.password@example.org', confirmPassword: 'same.as.password@example.org' }, 'Password', 'Das Passwort darf nicht der E-Mail-Adresse entsprechen'],
    [{ confirmPassword: 'Anderes-Passwort-1' }, 'ConfirmPassword', 'Die Passwörter stimmen nicht überein'],
    [{ confirmPassword: '' }, 'ConfirmPassword', 'Passwortbestätigung ist erforderlich'],
    [{ languageId: 99 }, 'LanguageId', 'Die Sprache wurde nicht gefunden'],
    [{ organizationId: 0 }, 'OrganizationId', 'Organisation ist erforderlich'],
    [{ confirmUrl: 'https://evil.example/confirm' }, 'Model', 'Die Bestätigungsadresse gehört nicht zu diesem Portal'],
  ])('refuses %o with 422 under %s', async (change, field, message) => {
    const res = await register(`invalid-${field.toLowerCase()}@example.org`, change);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
  });

  it('translates field errors into the culture of the request', async () => {
    const masters = (await t.as(null, { method: 'GET', url: '/api/organizations/masters' })).json() as { value: number }[];
    const res = await t.as(null, {
      method: 'POST',
      url: '/api/account/register?culture=en',
      payload: { firstName: '', lastName: 'X', email: 'x@example.org', password: 'Laufbahn-Sprint-42', confirmPassword: 'Laufbahn-Sprint-42', languageId: 1, organizationId: masters[0].value, confirmUrl: `${origin}/confirm` },
    });
    expect(res.json().errors.FirstName[0]).toMatch(/first name/i);
  });
});

describe('sign-in', () => {
  it('answers wrong password and unknown address alike', async () => {
    const wrong = await t.as(null, { method: 'POST', url: '/api/account/login', payload: { email: 'records@demo.test', password: 'wrong-password' } });
    const unknown = await t.as(null, { method: 'POST', url: '/api/account/login', payload: { email: 'nobody@demo.test', password: 'wrong-password' } });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('locks an account for 15 minutes after 10 failures, then lets it in again', async () => {
    const attempt = (password: string) => t.as(null, { method: 'POST', url: '/api/account/login', payload: { email: 'manual@demo.test', password } });
    for (let i = 0; i < 10; i++) expect((await attempt('wrong-password')).statusCode).toBe(422);
    const locked = await attempt(DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/15 Minuten/);
    t.clock.advance(15 * MINUTE + 1000);
    expect((await attempt(DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('sign-in throttling per address', () => {
  it(`locks an address after ${MAX_FAILURES_PER_ADDRESS} failures across accounts, and a forged X-Forwarded-For does not help`, async () => {
    const attempt = (email: string, password = 'wrong-password', forwarded?: string) =>
      t.as(null, {
        method: 'POST',
        url: '/api/account/login',
        payload: { email, password },
        remoteAddress: '203.0.113.7',
        headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
      });
    const guesses = await Promise.all(Array.from({ length: MAX_FAILURES_PER_ADDRESS }, (_, i) => attempt(`guess${i}@example.org`)));
    expect(guesses.every((r) => r.statusCode === 422)).toBe(true);
    expect((await attempt('federation.admin@demo.test', DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await attempt('federation.admin@demo.test', DEMO_PASSWORD, '198.51.100.1')).statusCode).toBe(429);
    // Another address is not affected.
    const other = await t.as(null, { method: 'POST', url: '/api/account/login', payload: { email: 'federation.admin@demo.test', password: DEMO_PASSWORD }, remoteAddress: '203.0.113.8' });
    expect(other.statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it('rotates refresh tokens and revokes the whole family when an old one is reused', async () => {
    const first = await t.login('records@demo.test');
    const refresh = (refreshToken: string) => t.as(null, { method: 'POST', url: '/api/account/refresh', payload: { accessToken: first.accessToken, refreshToken } });
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const third = await refresh(second.json().refreshToken);
    expect(third.statusCode).toBe(200);
    // Replaying the first token: refused, and the newest one dies with it.
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await refresh(third.json().refreshToken)).statusCode).toBe(401);
  });

  it('expires access tokens after 15 minutes and refresh tokens after 14 days', async () => {
    const s = await t.login('statistician@demo.test');
    const me = (token: string) => t.as(token, { method: 'GET', url: '/api/users/current' });
    expect((await me(s.accessToken)).statusCode).toBe(200);
    t.clock.advance(15 * MINUTE + 1000);
    expect((await me(s.accessToken)).statusCode).toBe(401);
    expect((await t.as(s.accessToken, { method: 'GET', url: '/api' })).statusCode).toBe(401);
    const renewed = await t.as(null, { method: 'POST', url: '/api/account/refresh', payload: { accessToken: s.accessToken, refreshToken: s.refreshToken } });
    expect(renewed.statusCode).toBe(200);
    expect((await me(renewed.json().accessToken)).statusCode).toBe(200);
    t.clock.advance(14 * 24 * 60 * MINUTE + 1000);
    expect((await t.as(null, { method: 'POST', url: '/api/account/refresh', payload: renewed.json() })).statusCode).toBe(401);
  });

  it('logout revokes the session', async () => {
    const s = await t.login('approver@demo.test');
    expect((await t.as(null, { method: 'POST', url: '/api/account/logout', payload: { refreshToken: s.refreshToken } })).statusCode).toBe(200);
    expect((await t.as(null, { method: 'POST', url: '/api/account/refresh', payload: { accessToken: s.accessToken, refreshToken: s.refreshToken } })).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same for unknown addresses, resets once with the code, expires after an hour', async () => {
    const forgot = (email: string) => t.as(null, { method: 'PUT', url: '/api/account/password/forgot', payload: { email, confirmUrl: `${origin}/resetpassword` } });
    const unknown = await forgot('nobody@demo.test');
    const known = await forgot('norole@demo.test');
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    await t.runJobs();
    const mail = t.mails.filter((m) => m.to === 'norole@demo.test' && m.message.template === 'reset').at(-1)!;
    expect(t.mails.some((m) => m.to === 'nobody@demo.test')).toBe(false);
    const url = new URL(mail.link);
    const reset = (password: string, code = url.searchParams.get('code')) =>
      t.as(null, { method: 'PUT', url: '/api/account/password/reset', payload: { userId: url.searchParams.get('userId'), code, password, confirmPassword: password } });
    expect((await reset('kurz')).statusCode).toBe(422);
    expect((await reset('Neues-Passwort-2026')).statusCode).toBe(200);
    expect((await reset('Noch-ein-Passwort-2026')).statusCode).toBe(422);
    await t.login('norole@demo.test', 'Neues-Passwort-2026');

    await forgot('norole@demo.test');
    await t.runJobs();
    const second = new URL(t.mails.filter((m) => m.to === 'norole@demo.test' && m.message.template === 'reset').at(-1)!.link);
    t.clock.advance(60 * MINUTE + 1000);
    const late = await t.as(null, {
      method: 'PUT',
      url: '/api/account/password/reset',
      payload: { userId: second.searchParams.get('userId'), code: second.searchParams.get('code'), password: 'Spaetes-Passwort-2026', confirmPassword: 'Spaetes-Passwort-2026' },
    });
    expect(late.statusCode).toBe(422);
  });
});
