import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { browserAvailable, newContext, shot } from './support/browser';
import { appReady, errorAlert, login, logout, openDrawer, textbox, waitForApi, useJourney } from './support/journey';

const run = browserAvailable();

/**
 * A new club member from registration to the licence file: register, confirm the e-mail, request
 * the club's user role, have it approved by the state association, download PROGRAM.VRS.
 */
describe.runIf(run)('registration journey', () => {
  const journey = useJourney({ mail: true });
  let context: BrowserContext;
  let page: Page;

  const stamp = Date.now();
  const newUser = {
    firstName: 'Lena',
    lastName: `Läuferin${stamp % 100_000}`,
    email: `lena.${stamp}@demo.test`,
    password: 'Hürdenlauf-Sprint-2026!',
  };
  const fullName = `${newUser.firstName} ${newUser.lastName}`;
  const club = 'Eintracht Frankfurt e.V.';

  beforeAll(async () => {
    context = await newContext(journey.browser, journey.portal.origin, 'de-DE');
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('registers in German with the German federation and language Deutsch; the success text replaces the form', async () => {
    await page.goto('/register');
    await page.getByRole('heading', { level: 1, name: 'Registrieren' }).waitFor();
    const form = page.getByRole('form', { name: 'Registrieren' });
    await textbox(form, 'Vorname').fill(newUser.firstName);
    await textbox(form, 'Nachname').fill(newUser.lastName);
    await textbox(form, 'E-Mail').fill(newUser.email);
    await textbox(form, 'Passwort').fill(newUser.password);
    await textbox(form, 'Passwort bestätigen').fill(newUser.password);

    await form.getByRole('combobox', { name: 'Verband' }).click();
    await page.getByRole('option', { name: 'Deutscher Leichtathletik-Verband' }).click();
    await form.getByRole('combobox', { name: 'Sprache' }).click();
    await page.getByRole('option', { name: 'Deutsch', exact: true }).click();
    expect(await form.getByRole('combobox', { name: 'Verband' }).textContent()).toBe('Deutscher Leichtathletik-Verband');
    expect(await form.getByRole('combobox', { name: 'Sprache' }).textContent()).toBe('Deutsch');
    await shot(page, 'registration-1-form-filled');

    const registered = waitForApi(page, '/api/account/register', 'POST');
    await form.getByRole('button', { name: 'Registrieren' }).click();
    const response = await registered;
    expect(response.status()).toBe(201);
    const payload = response.request().postDataJSON() as Record<string, unknown>;
    expect(payload).toMatchObject({ email: newUser.email, languageId: 1, newsletter: false, confirmUrl: `${journey.portal.origin}/confirm` });

    await page.getByText('Vielen Dank für Ihre Registrierung.', { exact: false }).waitFor();
    expect(await page.getByRole('form', { name: 'Registrieren' }).count()).toBe(0);
    await shot(page, 'registration-2-success');
  });

  it('confirms the address through the link of the captured mail', async () => {
    const mail = await journey.mailbox.waitFor(newUser.email, (m) => m.subject === 'Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail.text).toContain(`Hallo ${fullName}`);
    expect(mail.link).toMatch(new RegExp(`^${journey.portal.origin}/confirm\\?`));
    const link = new URL(mail.link!);
    expect(link.searchParams.get('userId')).toMatch(/^\d+$/);
    expect(link.searchParams.get('code')).toBeTruthy();

    // Before confirming, the login is refused with the unconfirmed hint (not the red alert).
    await page.goto('/login');
    await appReady(page);
    await textbox(page, 'E-Mail').fill(newUser.email);
    await textbox(page, 'Passwort').fill(newUser.password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.getByText('Ihre E-Mail-Adresse ist noch nicht bestätigt.', { exact: false }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    const confirmed = waitForApi(page, '/api/account/confirm', 'PUT');
    await page.goto(mail.link!);
    expect((await confirmed).status()).toBe(200);
    await page.getByText('Ihr Konto wurde bestätigt. Sie können sich jetzt anmelden.').waitFor();
    await shot(page, 'registration-3-confirmed');
    await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
    await page.waitForURL('**/login');
  });

  it('signs in without a role: no licence entry, and requests OrgUser at the club (look-up after 3 characters)', async () => {
    await login(page, newUser.email, newUser.password);
    await page.getByText(`Angemeldet als ${fullName}.`).waitFor();
    await page.getByText('Sie haben noch keine Rolle.', { exact: false }).waitFor();
    let drawer = await openDrawer(page);
    expect(await drawer.getByText(newUser.email).isVisible()).toBe(true);
    expect(await drawer.getByRole('link', { name: 'Rollenanfragen' }).isVisible()).toBe(true);
    expect(await drawer.getByRole('link', { name: 'Lizenz' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await page.goto('/newrolerequest');
    await page.getByRole('heading', { level: 1, name: 'Neue Rollenanfrage' }).waitFor();
    const create = page.getByRole('button', { name: 'Anlegen' });
    expect(await create.isDisabled()).toBe(true);

    const organization = page.getByRole('combobox', { name: 'Organisation' });
    const searches: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (/\/api\/organizations\/\d+\/branches\//.test(url.pathname)) searches.push(url.searchParams.get('search') ?? '');
    });
    await organization.pressSequentially('Ei');
    // Two characters are not sent, however long one waits: the field's unit test (search-autocomplete.test.tsx) holds that with fake timers.
    await page.getByText('Bitte geben Sie mindestens 3 Zeichen ein').waitFor();

    const lookedUp = waitForApi(page, /\/api\/organizations\/\d+\/branches\/\d+$/);
    await organization.fill('Eintracht');
    const lookup = await lookedUp;
    expect(new URL(lookup.url()).searchParams.get('search')).toBe('Eintracht');
    await page.getByRole('option', { name: new RegExp(`^${club.replace(/\./g, '\\.')}`) }).click();
    expect(await organization.inputValue()).toBe(club);
    expect(searches.every((s) => s.length >= 3)).toBe(true);

    const role = page.getByRole('combobox', { name: 'Rolle' });
    await eventuallyEnabled(role);
    await role.click();
    await page.getByRole('option', { name: 'Benutzer', exact: true }).click();
    expect(await create.isEnabled()).toBe(true);
    await shot(page, 'registration-4-new-role-request');

    const created = waitForApi(page, '/api/rolerequests', 'POST');
    await create.click();
    expect((await created).status()).toBe(201);
    await page.waitForURL('**/rolerequests');
    await page.getByText('Ihre Anfrage wurde gesendet.').waitFor();
    const row = page.getByRole('row').filter({ hasText: club }).filter({ hasText: 'Angefragt' });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('Benutzer');
    // Not an admin of the club: no approve or reject on the own request.
    expect(await row.getByRole('button', { name: /^Genehmigen/ }).count()).toBe(0);
    await shot(page, 'registration-5-request-listed');

    await logout(page);
    drawer = await openDrawer(page);
    expect(await drawer.getByRole('link', { name: 'Anmelden' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('the state association admin approves the request; the approval mail arrives', async () => {
    await login(page, 'region.admin@demo.test');
    await page.goto('/rolerequests');
    await page.getByRole('heading', { level: 1, name: 'Rollenanfragen' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: newUser.email });
    await row.waitFor();
    expect(await row.textContent()).toContain('Angefragt');
    await shot(page, 'registration-6-admin-sees-request');

    const approved = waitForApi(page, /\/api\/rolerequests\/\d+\/status$/, 'PATCH');
    await row.getByRole('button', { name: `Genehmigen: Benutzer für ${fullName}` }).click();
    const response = await approved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual([
      { op: 'replace', path: '/status', value: 2 },
      { op: 'replace', path: '/reason', value: '' },
    ]);
    await page.getByText('Die Anfrage wurde genehmigt.').waitFor();
    await row.filter({ hasText: 'Genehmigt' }).waitFor();
    expect(await row.getByRole('button', { name: /^Genehmigen/ }).isDisabled()).toBe(true);
    expect(await errorAlert(page).count()).toBe(0);
    await shot(page, 'registration-7-approved');

    const mail = await journey.mailbox.waitFor(newUser.email, (m) => m.subject === 'Ihre Rollenanfrage wurde genehmigt');
    expect(mail.text).toContain(`Ihre Anfrage für die Rolle Benutzer in ${club} wurde genehmigt.`);
    expect(mail.link).toBe(`${journey.portal.origin}/dashboard`);
    await logout(page);
  });

  it('the new user now has the licence entry and downloads PROGRAM.VRS for the club', async () => {
    await login(page, newUser.email, newUser.password);
    await page.getByText('Die Lizenzdatei für die Wettkampfsoftware können Sie unter dem Menüpunkt', { exact: false }).waitFor();
    const drawer = await openDrawer(page);
    const licence = drawer.getByRole('link', { name: 'Lizenz' });
    expect(await licence.isVisible()).toBe(true);
    await shot(page, 'registration-8-drawer-with-licence');
    await licence.click();
    await page.waitForURL('**/license');
    await page.getByRole('heading', { level: 1, name: 'Lizenz' }).waitFor();
    await page.getByText(`schaltet die Wettkampfsoftware für ${club} bis zum Jahresende frei`, { exact: false }).waitFor();

    const [download, response] = await Promise.all([
      page.waitForEvent('download'),
      waitForApi(page, /\/api\/license\/\d+$/),
      page.getByRole('button', { name: 'Lizenzdatei herunterladen' }).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(download.suggestedFilename()).toBe('PROGRAM.VRS');
    const file = await download.path();
    const content = fs.readFileSync(file, 'utf8');
    expect(content).toContain(`name=${club}\n`);
    expect(content).toContain('masterOrganization=Deutscher Leichtathletik-Verband');
    expect(content).toMatch(/\nsignature=\S+\n$/);
    await page.getByText('Die Lizenzdatei wurde heruntergeladen.').waitFor();
    await shot(page, 'registration-9-licence-downloaded');
  });
});

async function eventuallyEnabled(locator: import('playwright-core').Locator): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await locator.getAttribute('aria-disabled')) === 'true') {
    if (Date.now() > deadline) throw new Error('still disabled');
    await new Promise((r) => setTimeout(r, 100));
  }
}
