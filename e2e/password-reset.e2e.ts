import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { type CapturedMail } from './support/mailbox';
import { browserAvailable, newContext, shot } from './support/browser';
import { appReady, DEMO_PASSWORD, errorAlert, expectFieldError, login, textbox, waitForApi, useJourney } from './support/journey';

const run = browserAvailable();

/** A club user forgets the password, resets it from the mail, and signs in with the new one only. */
describe.runIf(run)('password reset journey', () => {
  const journey = useJourney({ mail: true });
  let context: BrowserContext;
  let page: Page;
  let mail: CapturedMail;
  const email = 'club.user@demo.test';
  const newPassword = 'Staffelstab-Wechsel-2026';

  beforeAll(async () => {
    context = await newContext(journey.browser, journey.portal.origin, 'de-DE');
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('asks for the reset mail from the login page; the success message replaces the form', async () => {
    await page.goto('/login');
    await appReady(page);
    await page.getByRole('link', { name: 'Passwort vergessen' }).click();
    await page.waitForURL('**/forgotpassword');
    const form = page.getByRole('form', { name: 'Passwort vergessen' });
    await textbox(form, 'E-Mail').fill(email);
    const sent = waitForApi(page, '/api/account/password/forgot', 'PUT');
    await form.getByRole('button', { name: 'Link senden' }).click();
    const response = await sent;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({ email, confirmUrl: `${journey.portal.origin}/resetpassword` });
    await page.getByText('Falls ein Konto zu dieser Adresse besteht, haben wir Ihnen eine E-Mail zum Zurücksetzen des Passworts gesendet.').waitFor();
    expect(await page.getByRole('form', { name: 'Passwort vergessen' }).count()).toBe(0);
    await shot(page, 'password-reset-1-mail-sent');

    mail = await journey.mailbox.waitFor(email, (m) => m.subject === 'Passwort zurücksetzen');
    expect(mail.text).toContain('Hallo Clara Vereinsam');
    expect(mail.link).toMatch(new RegExp(`^${journey.portal.origin}/resetpassword\\?`));
  });

  it('shows the server 422 of a too-short password on the password field, then accepts a good one', async () => {
    await page.goto(mail.link!);
    await page.getByRole('heading', { level: 1, name: 'Passwort zurücksetzen' }).waitFor();
    const form = page.getByRole('form', { name: 'Passwort zurücksetzen' });
    const password = textbox(form, 'Neues Passwort');
    const confirm = textbox(form, 'Passwort bestätigen');
    await password.fill('kurz');
    await confirm.fill('kurz');
    const rejected = waitForApi(page, '/api/account/password/reset', 'PUT');
    await form.getByRole('button', { name: 'Passwort speichern' }).click();
    const response = await rejected;
    expect(response.status()).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors.Password).toEqual([
      'Das Passwort muss mindestens 10 Zeichen lang sein',
    ]);
    // On the field (as its error text), not in the page's red alert; the form stays.
    await expectFieldError(password, 'Das Passwort muss mindestens 10 Zeichen lang sein');
    expect(await confirm.getAttribute('aria-invalid')).toBe('false');
    expect(await errorAlert(page).count()).toBe(0);
    await shot(page, 'password-reset-2-too-short-on-field');

    await password.fill(newPassword);
    await confirm.fill(newPassword);
    const accepted = waitForApi(page, '/api/account/password/reset', 'PUT');
    await form.getByRole('button', { name: 'Passwort speichern' }).click();
    expect((await accepted).status()).toBe(200);
    await page.getByText('Ihr Passwort wurde zurückgesetzt.').waitFor();
    await shot(page, 'password-reset-3-done');
    await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
    await page.waitForURL('**/login');
  });

  it('refuses the old password with the invalid-credentials message in the red alert', async () => {
    await page.goto('/login');
    await appReady(page);
    await textbox(page, 'E-Mail').fill(email);
    await textbox(page, 'Passwort').fill(DEMO_PASSWORD);
    const refused = waitForApi(page, '/api/account/login', 'POST');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    expect((await refused).status()).toBe(422);
    const alert = errorAlert(page);
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe('E-Mail oder Passwort ist falsch');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await shot(page, 'password-reset-4-old-password-refused');
  });

  it('signs in with the new password', async () => {
    await login(page, email, newPassword);
    await page.getByText('Angemeldet als Clara Vereinsam.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    expect(await errorAlert(page).count()).toBe(0);
    await shot(page, 'password-reset-5-signed-in');
  });
});
