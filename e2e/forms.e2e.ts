import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { browserAvailable, newContext, shot, closeAfterJourneys } from './support/browser';
import { appReady, descriptionOf, errorAlert, expectFieldError, textbox, waitForApi, useJourney } from './support/journey';

const run = browserAvailable();

/** Client validation, server 422 messages on fields, the disabled login button and the unsaved-changes prompt. */
describe.runIf(run)('forms journey', () => {
  const journey = useJourney();
  let context: BrowserContext;
  let page: Page;

  async function freshPage(): Promise<Page> {
    await context?.close();
    context = await newContext(journey.browser, journey.portal.origin, 'de-DE');
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    return page;
  }
  afterAll(() => closeAfterJourneys(context));

  it('login: messages for a missing and an invalid e-mail and a missing password; the button is disabled while invalid; Enter submits', async () => {
    await freshPage();
    // The form's check (zod and the shared schema, a chunk of its own) loads once the visitor types.
    const checks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/validation-[^/]+\.js$/.test(request.url())) checks.push(request.url());
    });
    await page.goto('/login');
    await appReady(page);
    const form = page.getByRole('form', { name: 'Anmelden' });
    const email = textbox(form, 'E-Mail');
    const password = textbox(form, 'Passwort');
    const submit = form.getByRole('button', { name: 'Anmelden' });
    await email.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    expect(checks).toEqual([]);

    await email.focus();
    await email.press('Tab');
    await expectFieldError(email, 'E-Mail ist erforderlich');
    expect(checks).toHaveLength(1);
    await email.fill('keine-adresse');
    await email.press('Tab');
    await expectFieldError(email, 'Ungültige E-Mail-Adresse');
    await password.fill('irgendwas');
    expect(await submit.isDisabled()).toBe(true);
    await shot(page, 'forms-1-login-invalid-email');

    await email.fill('club.user@demo.test');
    await expectNoFieldError(email);
    expect(await submit.isEnabled()).toBe(true);
    await password.fill('');
    await password.press('Tab');
    await expectFieldError(password, 'Passwort ist erforderlich');
    expect(await submit.isDisabled()).toBe(true);

    await password.fill('Demo-Passwort-2026');
    const signedIn = waitForApi(page, '/api/account/login', 'POST');
    await password.press('Enter');
    expect((await signedIn).status()).toBe(200);
    await page.waitForURL('**/dashboard');
    await page.getByText('Angemeldet als Clara Vereinsam.').waitFor();
  });

  it('register: required-field messages on an empty submit, an invalid e-mail and a mismatched confirmation, without a request', async () => {
    await freshPage();
    let posted = false;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/account/register') posted = true;
    });
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Registrieren' });
    await textbox(form, 'Vorname').waitFor();
    await form.getByRole('button', { name: 'Registrieren' }).click();
    await expectFieldError(textbox(form, 'Vorname'), 'Vorname ist erforderlich');
    await expectFieldError(textbox(form, 'Nachname'), 'Nachname ist erforderlich');
    await expectFieldError(textbox(form, 'E-Mail'), 'E-Mail ist erforderlich');
    await expectFieldError(textbox(form, 'Passwort'), 'Passwort ist erforderlich');
    await expectFieldError(textbox(form, 'Passwort bestätigen'), 'Passwortbestätigung ist erforderlich');
    // The first invalid field gets the focus.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('field-firstName');
    await shot(page, 'forms-2-register-required');

    await textbox(form, 'E-Mail').fill('max@mustermann');
    await textbox(form, 'E-Mail').press('Tab');
    await expectFieldError(textbox(form, 'E-Mail'), 'Ungültige E-Mail-Adresse');

    await textbox(form, 'Passwort').fill('Weitsprung-Anlauf-2026');
    await textbox(form, 'Passwort bestätigen').fill('Weitsprung-Anlauf-2025');
    await textbox(form, 'Passwort bestätigen').press('Tab');
    await form.getByRole('button', { name: 'Registrieren' }).click();
    await expectFieldError(textbox(form, 'Passwort bestätigen'), 'Die Passwörter stimmen nicht überein');
    await expectNoFieldError(textbox(form, 'Passwort'));
    await shot(page, 'forms-3-register-mismatch');
    expect(posted).toBe(false);
  });

  it('register: the server’s 422 password messages appear on the password field, not as a page error', async () => {
    await freshPage();
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Registrieren' });
    await textbox(form, 'Vorname').fill('Paula');
    await textbox(form, 'Nachname').fill('Schwach');
    await textbox(form, 'E-Mail').fill('paula.schwach@demo.test');
    await textbox(form, 'Passwort').fill('qwertyuiop');
    await textbox(form, 'Passwort bestätigen').fill('qwertyuiop');
    const refused = waitForApi(page, '/api/account/register', 'POST');
    await form.getByRole('button', { name: 'Registrieren' }).click();
    const response = await refused;
    expect(response.status()).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty('Password');
    const password = textbox(form, 'Passwort');
    await expectFieldError(password, 'Dieses Passwort ist zu verbreitet, bitte wählen Sie ein anderes');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('field-password');
    expect(await errorAlert(page).count()).toBe(0);
    expect(await page.getByText('Vielen Dank für Ihre Registrierung', { exact: false }).count()).toBe(0);
    await shot(page, 'forms-4-register-weak-password');

    // A password equal to the e-mail address: another server rule, again on the field.
    await password.fill('paula.schwach@demo.test');
    await textbox(form, 'Passwort bestätigen').fill('paula.schwach@demo.test');
    const again = waitForApi(page, '/api/account/register', 'POST');
    await form.getByRole('button', { name: 'Registrieren' }).click();
    expect((await again).status()).toBe(422);
    await expectFieldError(password, 'Das Passwort darf nicht der E-Mail-Adresse entsprechen');
    expect(await errorAlert(page).count()).toBe(0);
  });

  it('asks before leaving a form with unsaved changes; declining stays, confirming leaves', async () => {
    await freshPage();
    await page.goto('/login');
    await appReady(page);
    await page.getByRole('link', { name: 'Neues Konto' }).click();
    await page.waitForURL('**/register');
    const form = page.getByRole('form', { name: 'Registrieren' });

    // An untouched form is left without a question.
    await form.getByRole('link', { name: 'Zurück' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('link', { name: 'Neues Konto' }).click();
    await page.waitForURL('**/register');
    await textbox(form, 'Vorname').fill('Unvollständig');
    await form.getByRole('link', { name: 'Zurück' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Sie haben ungespeicherte Änderungen. Möchten Sie die Seite wirklich verlassen?');
    await shot(page, 'forms-5-unsaved-changes');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(await textbox(form, 'Vorname').inputValue()).toBe('Unvollständig');

    await form.getByRole('link', { name: 'Zurück' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Seite verlassen' }).click();
    await page.waitForURL('**/login');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();

    // Closing the tab with a dirty form asks the browser's own question.
    // Chromium shows it only after a user gesture on the page, hence the click; the in-app question
    // proves the form counts as dirty (and its unload listener is attached) before the tab closes.
    await page.goto('/register');
    await textbox(form, 'Vorname').click();
    await textbox(form, 'Vorname').fill('Wieder da');
    await form.getByRole('link', { name: 'Zurück' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const prompted = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no beforeunload prompt within 15 s')), 15_000);
      page.once('dialog', (d) => {
        clearTimeout(timer);
        void d.dismiss().then(() => resolve(d.type()));
      });
    });
    await page.close({ runBeforeUnload: true });
    expect(await prompted).toBe('beforeunload');
  });
});

async function expectNoFieldError(control: import('playwright-core').Locator): Promise<void> {
  const deadline = Date.now() + 5000;
  while ((await control.getAttribute('aria-invalid')) === 'true') {
    if (Date.now() > deadline) throw new Error(`field still invalid: ${await descriptionOf(control)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
