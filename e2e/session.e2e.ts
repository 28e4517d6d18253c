import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Paged, UserRoleRow } from '@portal/domain';
import { browserAvailable, newContext, shot } from './support/browser';
import { apiLogin, assignRole, errorAlert, eventually, expireAccessToken, login, logout, type ApiSession, recordApiRequests, stored, textbox, waitForApi, useJourney } from './support/journey';

const run = browserAvailable();

/** The status filter of the role requests list (a choice reloads the list at once). */
async function chooseStatus(page: Page, status: string): Promise<void> {
  await page.getByRole('search').getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
}

/** Token expiry while working, and switching between the organisations of a user. */
describe.runIf(run)('session journey', () => {
  const journey = useJourney();
  let context: BrowserContext;
  let page: Page;

  describe('token expiry', () => {
    beforeAll(async () => {
      context = await newContext(journey.browser, journey.portal.origin, 'de-DE');
      context.setDefaultTimeout(15_000);
      page = await context.newPage();
      await login(page, 'club.user@demo.test');
      await page.goto('/rolerequests');
      await page.getByRole('row').filter({ hasText: 'club.user@demo.test' }).first().waitFor();
    });
    afterAll(async () => {
      await context?.close();
    });

    it('renews an expired access token silently when the list reloads, and keeps showing data', async () => {
      const before = { access: await stored(page, 'access_token'), refresh: await stored(page, 'refresh_token') };
      expect(before.access).toBeTruthy();
      await expireAccessToken(page);
      const expired = await stored(page, 'access_token');

      const statuses: { path: string; status: number }[] = [];
      page.on('response', (r) => {
        const path = new URL(r.url()).pathname;
        if (path.startsWith('/api/')) statuses.push({ path, status: r.status() });
      });
      const refreshed = waitForApi(page, '/api/account/refresh', 'POST');
      const reloaded = page.waitForResponse((r) => /\/api\/organizations\/\d+\/rolerequests$/.test(new URL(r.url()).pathname) && r.status() === 200);
      await chooseStatus(page, 'Angefragt');
      expect((await refreshed).status()).toBe(200);
      const list = await reloaded;
      expect(new URL(list.url()).searchParams.get('status')).toBe('0');
      // The first attempt was refused (401), the repeat after the refresh succeeded.
      expect(statuses.some((s) => /rolerequests$/.test(s.path) && s.status === 401)).toBe(true);

      // Both tokens were replaced (the access token may equal the previous one when issued within the same second).
      const access = await eventually(() => stored(page, 'access_token'), (v) => Boolean(v) && v !== expired);
      expect(access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(await stored(page, 'refresh_token')).not.toBe(before.refresh);
      await page.getByRole('row').filter({ hasText: 'Kampfrichter' }).filter({ hasText: 'Angefragt' }).waitFor();
      expect(await errorAlert(page).count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/rolerequests');
      await shot(page, 'session-1-silent-refresh-list');
    });

    it('renews it on a full page load too (start-up calls)', async () => {
      const before = await stored(page, 'refresh_token');
      await expireAccessToken(page);
      const refreshed = waitForApi(page, '/api/account/refresh', 'POST');
      await page.reload();
      expect((await refreshed).status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Rollenanfragen' }).waitFor();
      await page.getByRole('row').filter({ hasText: 'club.user@demo.test' }).first().waitFor();
      const access = await stored(page, 'access_token');
      expect(access).toBeTruthy();
      expect(access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(await stored(page, 'refresh_token')).not.toBe(before);
      expect(await errorAlert(page).count()).toBe(0);
    });

    it('sends the user to the login page when the access token is not one of this session, and back after signing in', async () => {
      // A valid refresh token alone does not renew a session: it needs its session's access token.
      await page.evaluate(() => localStorage.setItem('access_token', 'not-a-valid.jwt.token'));
      const refused = waitForApi(page, '/api/account/refresh', 'POST');
      await chooseStatus(page, 'Alle');
      expect((await refused).status()).toBe(401);
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/rolerequests');
      await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
      await page.getByText('Ihre Sitzung ist abgelaufen, bitte melden Sie sich erneut an').waitFor();
      expect(await stored(page, 'access_token')).toBeNull();
      expect(await stored(page, 'refresh_token')).toBeNull();
      expect(await stored(page, 'user')).toBeNull();
      await shot(page, 'session-2-sent-to-login');

      await textbox(page, 'E-Mail').fill('club.user@demo.test');
      await textbox(page, 'Passwort').fill('Demo-Passwort-2026');
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/rolerequests');
      await page.getByRole('row').filter({ hasText: 'club.user@demo.test' }).first().waitFor();
    });
  });

  describe('organisation switch', () => {
    let darmstadtId: number;
    let admin: ApiSession;
    let switched: { fromId: number; fromName: string; toId: number; toName: string };

    beforeAll(async () => {
      // The federation admin gives club.user a second role, in another club (through the API, paths by rel).
      admin = await apiLogin(journey.portal.origin, 'federation.admin@demo.test');
      darmstadtId = await assignRole(admin, { search: 'Vereinsam', email: 'club.user@demo.test' }, 'ASC Darmstadt', 'OrgUser');

      context = await newContext(journey.browser, journey.portal.origin, 'de-DE');
      context.setDefaultTimeout(15_000);
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
    });

    it('switches the organisation in the top bar: storage, screen reload through the redirector, X-Current-Org', async () => {
      const requests = recordApiRequests(page);
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
      });
      await login(page, 'club.user@demo.test');
      const selector = page.getByRole('banner').getByRole('combobox', { name: 'Organisation' });
      await selector.waitFor();
      // The first of the user's organisations is chosen; switch to the other one.
      const fromName = (await selector.textContent())!;
      const fromId = Number(await stored(page, 'organizationId'));
      expect(['Eintracht Frankfurt e.V.', 'ASC Darmstadt']).toContain(fromName);
      const toName = fromName === 'ASC Darmstadt' ? 'Eintracht Frankfurt e.V.' : 'ASC Darmstadt';

      await page.goto('/rolerequests');
      await page.getByRole('row').filter({ hasText: 'club.user@demo.test' }).first().waitFor();
      const beforeSwitch = requests.filter((r) => r.path.endsWith('/rolerequests'));
      expect(beforeSwitch.length).toBeGreaterThan(0);
      expect(beforeSwitch.every((r) => r.org === String(fromId) && r.path === `/api/organizations/${fromId}/rolerequests`)).toBe(true);

      await selector.click();
      const options = page.getByRole('listbox').getByRole('option');
      expect(await options.allTextContents()).toEqual(expect.arrayContaining(['Eintracht Frankfurt e.V.', 'ASC Darmstadt']));
      await shot(page, 'session-3-organisation-selector-open');
      const mark = requests.length;
      visited.length = 0;
      const toId = Number(await page.getByRole('option', { name: toName }).getAttribute('data-value'));
      expect(toId).toBeGreaterThan(0);
      if (toName === 'ASC Darmstadt') expect(toId).toBe(darmstadtId);
      const reloaded = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/organizations/${toId}/rolerequests`);
      await page.getByRole('option', { name: toName }).click();
      expect((await reloaded).status()).toBe(200);

      await eventually(() => stored(page, 'organizationId'), (v) => v === String(toId), { what: 'organizationId in storage' });
      await eventually(() => visited.includes('/redirector'), Boolean, { what: 'navigation through /redirector' });
      await page.waitForURL((url) => url.pathname === '/rolerequests');
      await eventually(() => selector.textContent(), (t) => t === toName, { what: 'selector shows the new organisation' });
      // Roles of the new organisation were loaded for this user.
      expect(requests.slice(mark).some((r) => r.path.endsWith(`/roles/${toId}`))).toBe(true);
      const afterSwitch = requests.slice(mark).filter((r) => r.org !== undefined);
      expect(afterSwitch.filter((r) => r.path.endsWith('/rolerequests')).at(-1)!.org).toBe(String(toId));
      // Every signed-in call from the first one naming the new organisation on names it (none falls back to the old one).
      const later = afterSwitch.slice(afterSwitch.findIndex((r) => r.org === String(toId)));
      expect(later.length).toBeGreaterThan(0);
      expect(later.every((r) => r.org === String(toId))).toBe(true);
      expect(await errorAlert(page).count()).toBe(0);
      await shot(page, 'session-4-after-organisation-switch');

      // The choice holds across screens: the licence is for the new organisation.
      const licenceRequests = requests.length;
      await page.goto('/license');
      await page.getByText(`schaltet die Wettkampfsoftware für ${toName} bis zum Jahresende frei`, { exact: false }).waitFor();
      const licenceCalls = requests.slice(licenceRequests).filter((r) => r.org !== undefined);
      expect(licenceCalls.length).toBeGreaterThan(0);
      expect(licenceCalls.every((r) => r.org === String(toId))).toBe(true);
      switched = { fromId, fromName, toId, toName };
    });

    it('comes back to the last organisation after logout and login', async () => {
      await logout(page);
      expect(await stored(page, 'organizationId')).toBeNull();
      await login(page, 'club.user@demo.test');
      const selector = page.getByRole('banner').getByRole('combobox', { name: 'Organisation' });
      await eventually(() => selector.textContent(), (t) => t === switched.toName, { what: 'the last organisation chosen again' });
      expect(await stored(page, 'organizationId')).toBe(String(switched.toId));
    });

    it('falls back to another organisation with a notice when the role in the current one was removed', async () => {
      const federation = admin.user.userRoles.find((r) => r.role.code === 'OrgAdmin')!.organizationId;
      const roles = await admin.call<Paged<UserRoleRow>>('user_roles', {
        params: { organizationId: federation },
        query: { userName: 'Vereinsam', organizationId: switched.toId },
        org: federation,
      });
      const role = roles.entities.find((r) => r.userEmail === 'club.user@demo.test' && r.organizationId === switched.toId)!;
      await admin.call('delete_roles', { body: [{ id: role.id }], org: federation });

      // The page still names the removed organisation; a reload must not lock the user out.
      await page.goto('/rolerequests');
      await page.getByRole('status').filter({ hasText: `Sie arbeiten jetzt in ${switched.fromName}.` }).waitFor();
      await page.getByRole('heading', { level: 1, name: 'Rollenanfragen' }).waitFor();
      await page.getByRole('row').filter({ hasText: 'club.user@demo.test' }).first().waitFor();
      expect(await stored(page, 'organizationId')).toBe(String(switched.fromId));
      expect(await page.getByRole('banner').getByRole('combobox', { name: 'Organisation' }).textContent()).toBe(switched.fromName);
      expect(await errorAlert(page).count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/rolerequests');
      await shot(page, 'session-5-organisation-fallback');
    });
  });
});
