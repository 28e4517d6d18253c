import { describe, expect, it } from 'vitest';
import type { Paged } from '@portal/domain';
import { browserAvailable, newContext, shot } from './support/browser';
import { apiLogin, appReady, assignRole, eventually, login, openDrawer, textbox, useJourney } from './support/journey';

const run = browserAvailable();

describe.runIf(run)('navigation', () => {
  const journey = useJourney();

  it('sends an unknown path to the dashboard, which shows the welcome text and the login form', async () => {
    const context = await newContext(journey.browser, journey.portal.origin);
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await page.goto('/no/such/page');
    await page.waitForURL('**/dashboard');
    const heading = page.getByRole('heading', { level: 1, name: 'Willkommen' });
    await heading.waitFor();
    await expect(heading.isVisible()).resolves.toBe(true);
    // The form loads with its own chunk (signed-in users never fetch it): wait for it.
    const form = page.getByRole('form', { name: 'Anmelden' });
    await textbox(form, 'E-Mail').waitFor();
    await expect(textbox(form, 'E-Mail').isVisible()).resolves.toBe(true);
    await expect(textbox(form, 'Passwort').isVisible()).resolves.toBe(true);
    await shot(page, 'navigation-dashboard-anonymous');
    await context.close();
  });

  it('draws the top bar before the app’s code has loaded, where the app then draws its own', async () => {
    const context = await newContext(journey.browser, journey.portal.origin);
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await page.route('**/*.js', (route) => route.abort());
    // A screen that is not prerendered (the login screen and the dashboard are).
    await page.goto('/events');
    const shell = page.locator('#root > .shell-bar');
    await shell.waitFor();
    const shellBox = await shell.boundingBox();
    expect(await shell.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(183, 28, 28)');
    await page.unroute('**/*.js');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Veranstaltungen mit Anmeldung' }).waitFor();
    expect(await shell.count()).toBe(0);
    const bar = page.getByRole('banner');
    expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(183, 28, 28)');
    expect(await bar.boundingBox()).toEqual(shellBox);
    await context.close();
  });

  it('shows the dashboard before the app’s code has arrived, and the signed-in user’s part once it has', async () => {
    const context = await newContext(journey.browser, journey.portal.origin, 'de-DE', { width: 412, height: 823 });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await login(page, 'region.admin@demo.test');
    // A slow line: the app's code arrives only when released.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard', { waitUntil: 'commit' });
    const prerendered = page.locator('#root[data-prerendered]');
    await prerendered.getByRole('heading', { level: 1, name: 'Willkommen' }).waitFor();
    const welcome = prerendered.getByText('Willkommen im Leichtathletik-Portal.', { exact: false });
    await welcome.waitFor();
    expect(await page.title()).toBe('Willkommen – Leichtathletik-Portal');
    // The same for visitors and signed-in users until the app knows who is there: no login form.
    expect(await page.getByRole('form').count()).toBe(0);
    await shot(page, 'navigation-dashboard-prerendered');
    const paragraph = await welcome.elementHandle();
    const before = await welcome.boundingBox();
    release();
    await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
    await page.getByText(/^Angemeldet als .*Landauer\.$/).waitFor();
    // The app adopted the prerendered screen (the same elements, in the same place).
    expect(await paragraph!.evaluate((el) => el.isConnected)).toBe(true);
    expect(await paragraph!.boundingBox()).toEqual(before);
    await context.close();
  });

  it('shows the login form before the app’s code has arrived, in the browser’s language, and keeps what was typed in it and an Enter', async () => {
    for (const [locale, heading, email, password] of [
      ['en-US', 'Sign in', 'Email', 'Password'],
      ['de-DE', 'Anmelden', 'E-Mail', 'Passwort'],
    ] as const) {
      const context = await newContext(journey.browser, journey.portal.origin, locale, { width: 412, height: 823 });
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      // The app's code (English) or the login screen's (German, the app has started) arrives only when
      // the visitor has begun: a slow line.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let asked = () => {};
      const requested = new Promise<void>((resolve) => (asked = resolve));
      await page.route(locale === 'en-US' ? '**/assets/index-*.js' : '**/assets/login-page-*.js', async (route) => {
        asked();
        await held;
        await route.continue();
      });
      // Neither `load` nor `DOMContentLoaded` comes before the app's module script has run.
      await page.goto('/login', { waitUntil: 'commit' });
      const prerendered = page.locator('#root[data-prerendered]');
      await prerendered.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.title()).toBe(`${heading} – ${locale === 'en-US' ? 'Athletics Portal' : 'Leichtathletik-Portal'}`);
      await textbox(prerendered, email).fill('region.admin@demo.test');
      await textbox(prerendered, password).fill('Demo-Passwort-2026');
      // The labels make way for what was typed, as the app's would (CSS of the prerendered page).
      const label = await prerendered.locator('label[for="field-email"]').boundingBox();
      const input = await prerendered.locator('input#field-email').boundingBox();
      expect(label!.y + label!.height).toBeLessThan(input!.y + input!.height / 2);
      const boxes = async () => Promise.all([textbox(page, email), page.getByRole('button', { name: heading, exact: true }), page.getByRole('banner')].map((l) => l.boundingBox()));
      const before = await boxes();
      if (locale === 'en-US') {
        await shot(page, 'navigation-login-prerendered');
        const field = await textbox(page, email).elementHandle();
        release();
        await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
        // The app adopted the prerendered form (hydration: the same elements, not drawn anew), with
        // what was typed and the password field still in focus.
        expect(await field!.evaluate((el) => el.isConnected)).toBe(true);
        expect(await boxes()).toEqual(before);
        expect(await textbox(page, email).inputValue()).toBe('region.admin@demo.test');
        expect(await textbox(page, password).evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.press('Enter');
      } else {
        // Enter while the started app waits for the screen's code: the app's form logs in once it is
        // there. (Before the app has started, the prerendered page cannot record a key.)
        await requested;
        await page.keyboard.press('Enter');
        release();
      }
      await page.waitForURL('**/dashboard');
      await context.close();
    }
  });

  it('sends a signed-out visitor of a guarded page to the dashboard with the redirect, and back after login', async () => {
    const context = await newContext(journey.browser, journey.portal.origin);
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await page.goto('/rolerequests');
    await page.waitForURL(/\/dashboard\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/rolerequests');
    await page.goto('/login?redirect=%2Frolerequests');
    await appReady(page);
    await textbox(page, 'E-Mail').fill('region.admin@demo.test');
    await textbox(page, 'Passwort').fill('Demo-Passwort-2026');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.waitForURL('**/rolerequests');
    await page.getByRole('heading', { name: 'Rollenanfragen' }).waitFor();
    await shot(page, 'navigation-role-requests-after-login');
    // Reloading any route keeps it (history fallback on the server).
    await page.reload();
    await page.getByRole('heading', { name: 'Rollenanfragen' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/rolerequests');
    // The help menu next to the title explains the screen; Escape closes it again.
    await page.getByRole('button', { name: 'Hilfe' }).click();
    const help = page.getByRole('dialog', { name: 'Hilfe' });
    await help.getByText('Anfragen für den Administrator eines Vereins entscheidet der Landesverband').waitFor();
    // The browser asks for reduced motion (newContext): the popover appears without a transition.
    expect(await help.evaluate((el) => getComputedStyle(el.closest('.MuiPaper-root') ?? el).transitionProperty)).toBe('none');
    await shot(page, 'navigation-role-requests-help');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('opens the licence page for an approver, who is told who may download instead of getting a button that fails', async () => {
    const context = await newContext(journey.browser, journey.portal.origin);
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await login(page, 'approver@demo.test');
    await page.goto('/license');
    await page.getByRole('heading', { name: 'Lizenz' }).waitFor();
    await page.getByText('können Administratoren, Benutzer und Kampfrichter dieser Organisation herunterladen').waitFor();
    expect(await page.getByRole('button', { name: 'Lizenzdatei herunterladen' }).count()).toBe(0);
    await shot(page, 'navigation-license-approver');
    await context.close();
  });

  it('works at phone width (390×844): drawer with the organisation selector, role requests without page overflow', async () => {
    const width = 390;
    const context = await newContext(journey.browser, journey.portal.origin, 'de-DE', { width, height: 844 });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await login(page, 'region.admin@demo.test');
    // On a phone the organisation selector moves from the top bar into the drawer.
    expect(await page.getByRole('banner').getByRole('combobox').count()).toBe(0);
    const drawer = await openDrawer(page);
    await drawer.getByText('region.admin@demo.test').waitFor();
    const selector = drawer.getByRole('combobox', { name: 'Organisation' });
    expect(await selector.textContent()).toBe('Hessischer Leichtathletik-Verband');
    const paper = await drawer.boundingBox();
    expect(paper!.width).toBeLessThanOrEqual(width - 40);
    expect(Math.round(paper!.x + paper!.width)).toBe(width);
    await shot(page, 'navigation-phone-drawer');

    await drawer.getByRole('link', { name: 'Rollenanfragen' }).click();
    await page.waitForURL('**/rolerequests');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Rollenanfragen' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'statistician@demo.test' });
    await row.waitFor();
    // Rows are cards: every column of a row is on screen with its name, and the page is no wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const status = row.locator('td[data-label="Status"]');
    const statusBox = await status.boundingBox();
    expect(statusBox!.x + statusBox!.width).toBeLessThanOrEqual(width);
    expect(await status.evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"Status"');
    const approve = row.getByRole('button', { name: 'Genehmigen: Statistiker für Stefanie Zahl' });
    const box = await approve.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    expect(await page.getByRole('button', { name: 'Neue Anfrage' }).isVisible()).toBe(true);
    await shot(page, 'navigation-phone-role-requests');

    await page.goto('/usermanagement');
    const roleRow = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: 'Genehmiger in Hessischer Leichtathletik-Verband von Anton Genehm auswählen' }) });
    await roleRow.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const remove = roleRow.getByRole('button', { name: /^Rolle entfernen/ });
    const removeBox = await remove.boundingBox();
    expect(removeBox!.x + removeBox!.width).toBeLessThanOrEqual(width);
    const organization = await roleRow.locator('td[data-label="Organisation"]').boundingBox();
    expect(organization!.x + organization!.width).toBeLessThanOrEqual(width);
    await shot(page, 'navigation-phone-user-management');
    await context.close();
  });

  it('says why a screen is refused in this organisation and offers the organisation where the role is held', async () => {
    const admin = await apiLogin(journey.portal.origin, 'federation.admin@demo.test');
    await assignRole(admin, { search: 'Vereinsam', email: 'club.user@demo.test' }, 'ASC Darmstadt', 'OrgAdmin');
    const context = await newContext(journey.browser, journey.portal.origin);
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await login(page, 'club.user@demo.test');
    // The highest role decides the first organisation: the administrator role in Darmstadt.
    const selector = page.getByRole('banner').getByRole('combobox', { name: 'Organisation' });
    await eventually(() => selector.textContent(), (t) => t === 'ASC Darmstadt', { what: 'organisation of the highest role' });
    await selector.click();
    // The switch steps through the redirector and back; a goto during that step back would be aborted by it.
    const switched = page.waitForURL((url) => url.pathname === '/redirector');
    await page.getByRole('option', { name: 'Eintracht Frankfurt e.V.' }).click();
    await switched;
    await page.waitForURL((url) => url.pathname !== '/redirector');
    await eventually(() => selector.textContent(), (t) => t === 'Eintracht Frankfurt e.V.', { what: 'switched to Eintracht' });

    await page.goto('/usermanagement');
    await page.getByRole('heading', { level: 1, name: 'Keine Berechtigung' }).waitFor();
    await page.getByText('Für diese Seite brauchen Sie in Eintracht Frankfurt e.V. eine dieser Rollen: Administrator.').waitFor();
    await shot(page, 'navigation-refused-with-switch');
    // The switch reloads the screen through the redirector, now for Darmstadt.
    const through = page.waitForURL((url) => url.pathname === '/redirector');
    await page.getByRole('button', { name: 'Zu ASC Darmstadt wechseln' }).click();
    await through;
    await page.waitForURL((url) => url.pathname === '/usermanagement');
    await page.getByRole('heading', { level: 1, name: 'Benutzerverwaltung' }).waitFor();
    expect(await selector.textContent()).toBe('ASC Darmstadt');
    await context.close();
  });

  it('tells an administrator on the dashboard how many role requests wait, and not a user without that role', async () => {
    const admin = await apiLogin(journey.portal.origin, 'region.admin@demo.test');
    const hessen = admin.user.userRoles.find((r) => r.role.code === 'OrgAdmin')!.organizationId;
    const open = await admin.call<Paged<unknown>>('role_requests', { params: { organizationId: hessen }, query: { status: 0, pageSize: 1 }, org: hessen });
    expect(open.paginationMetadata.totalCount).toBeGreaterThan(1);
    const context = await newContext(journey.browser, journey.portal.origin);
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await login(page, 'region.admin@demo.test');
    await page.getByText(`${open.paginationMetadata.totalCount} Rollenanfragen warten auf Ihre Entscheidung.`).waitFor();
    await shot(page, 'navigation-dashboard-admin');
    await page.getByRole('link', { name: 'Rollenanfragen öffnen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Rollenanfragen' }).waitFor();
    await context.close();

    const other = await newContext(journey.browser, journey.portal.origin);
    const approverPage = await other.newPage();
    await login(approverPage, 'approver@demo.test');
    await approverPage.getByText('Angemeldet als Anton Genehm').waitFor();
    expect(await approverPage.getByText(/Rollenanfragen? warte/).count()).toBe(0);
    await other.close();
  });
});
