import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { browserAvailable, newContext, shot } from './support/browser';
import { apiLogin, approveRequestsOf, assignRole, errorAlert, eventually, login, waitForApi, useJourney } from './support/journey';

const run = browserAvailable();

const NOAH = 'Noah Ohnerolle';
const NOAH_MAIL = 'norole@demo.test';
const eintrachtRow = `Benutzer in Eintracht Frankfurt e.V. von ${NOAH}`;
const darmstadtRow = `Administrator in ASC Darmstadt von ${NOAH}`;

/** The state association admin filters the user roles and removes both roles of a user (his last ones). */
describe.runIf(run)('user management journey', () => {
  const journey = useJourney();
  let context: BrowserContext;
  let page: Page;

  const table = () => page.getByRole('table', { name: 'Benutzerverwaltung' });
  const roleRow = (name: string): Locator => table().getByRole('row').filter({ has: page.getByRole('checkbox', { name: `${name} auswählen`, exact: true }) });
  const groupToggle = (who: string) => table().getByRole('button', { name: new RegExp(`^${who} <[^>]+> (auf|zu)klappen$`) });
  const deleteButton = () => page.getByRole('button', { name: 'Rollen löschen', exact: true });

  beforeAll(async () => {
    // norole gets exactly two roles: both of his pending requests are approved by the state association.
    const admin = await apiLogin(journey.portal.origin, 'region.admin@demo.test');
    const hessen = admin.user.userRoles.find((r) => r.role.code === 'OrgAdmin')!.organizationId;
    const approved = await approveRequestsOf(admin, hessen, 'Ohnerolle', NOAH_MAIL);
    expect(approved.map((r) => r.organizationName).sort()).toEqual(['ASC Darmstadt', 'Eintracht Frankfurt e.V.']);
    // A second administrator of ASC Darmstadt, so that Noah's administrator role is not the last one there.
    await assignRole(admin, { search: 'Genehm', email: 'approver@demo.test' }, 'ASC Darmstadt', 'OrgAdmin');
    context = await newContext(journey.browser, journey.portal.origin, 'de-DE');
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    await login(page, 'region.admin@demo.test');
    await page.goto('/usermanagement');
    await page.getByRole('heading', { level: 1, name: 'Benutzerverwaltung' }).waitFor();
    await groupToggle('Anton Genehm').waitFor();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('filters by user name (Enter) and by organisation', async () => {
    expect(await groupToggle(NOAH).count()).toBe(1);
    const nameFilter = page.getByRole('search').getByRole('textbox', { name: 'Benutzername' });
    await nameFilter.fill('Ohnerolle');
    const filtered = waitForApi(page, /\/api\/organizations\/\d+\/userroles$/);
    await nameFilter.press('Enter');
    expect(new URL((await filtered).url()).searchParams.get('userName')).toBe('Ohnerolle');
    await eventually(() => groupToggle('Anton Genehm').count(), (n) => n === 0, { what: 'other users filtered out' });
    expect(await groupToggle(NOAH).count()).toBe(1);
    expect(await roleRow(eintrachtRow).count()).toBe(1);
    expect(await roleRow(darmstadtRow).count()).toBe(1);
    expect(await table().getByRole('checkbox', { name: /von .* auswählen$/ }).count()).toBe(2);

    // The organisation filter applies at once.
    await page.getByRole('search').getByRole('combobox', { name: 'Organisation' }).click();
    const byOrganization = waitForApi(page, /\/api\/organizations\/\d+\/userroles$/);
    await page.getByRole('option', { name: 'ASC Darmstadt', exact: true }).click();
    expect(new URL((await byOrganization).url()).searchParams.get('organizationId')).toMatch(/^\d+$/);
    await eventually(() => roleRow(eintrachtRow).count(), (n) => n === 0, { what: 'Eintracht row filtered out' });
    expect(await roleRow(darmstadtRow).count()).toBe(1);
    await shot(page, 'user-management-1-filtered');

    await page.getByRole('search').getByRole('combobox', { name: 'Organisation' }).click();
    // Back to all organisations (the list may come from the cache, so no request is awaited).
    await page.getByRole('option', { name: 'Alle', exact: true }).click();
    await roleRow(eintrachtRow).waitFor();
    expect(await roleRow(darmstadtRow).count()).toBe(1);
  });

  it('warns only when the selection takes away a user’s last role', async () => {
    expect(await deleteButton().isDisabled()).toBe(true);
    // One of two roles: no last-role warning; cancel keeps everything.
    await roleRow(eintrachtRow).getByRole('checkbox').check();
    expect(await deleteButton().isEnabled()).toBe(true);
    await deleteButton().click();
    let dialog = page.getByRole('dialog', { name: 'Rollen löschen' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Möchten Sie die ausgewählte Rolle wirklich löschen?');
    expect(await dialog.getByText('Folgende Benutzer verlieren damit ihre letzte Rolle:').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await roleRow(eintrachtRow).textContent()).toContain('Aktiv');

    // Both roles (the group's checkbox): the dialog names him as losing his last role.
    await table().getByRole('checkbox', { name: `${NOAH} <${NOAH_MAIL}> auswählen` }).check();
    await page.getByText('2 ausgewählt').waitFor();
    await deleteButton().click();
    dialog = page.getByRole('dialog', { name: 'Rollen löschen' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Möchten Sie 2 ausgewählte Rollen wirklich löschen?');
    const losing = dialog.getByRole('list', { name: 'Folgende Benutzer verlieren damit ihre letzte Rolle:' });
    expect(await losing.getByRole('listitem').allTextContents()).toEqual([NOAH_MAIL]);
    await shot(page, 'user-management-2-last-role-warning');

    const deleted = waitForApi(page, '/api/userroles/delete', 'PUT');
    await dialog.getByRole('button', { name: 'Rollen löschen' }).click();
    const response = await deleted;
    expect(response.status()).toBe(200);
    expect((response.request().postDataJSON() as { id: number }[]).length).toBe(2);
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Die Rollen wurden gelöscht.').waitFor();

    for (const name of [eintrachtRow, darmstadtRow]) {
      const row = roleRow(name);
      await eventually(() => row.textContent(), (t) => Boolean(t?.includes('Gelöscht')), { what: `${name} deleted` });
      expect(await row.getByRole('button', { name: `Rolle entfernen: ${name}` }).isDisabled()).toBe(true);
    }
    // A selection with a deleted row cannot be deleted again.
    await roleRow(eintrachtRow).getByRole('checkbox').check();
    expect(await deleteButton().isDisabled()).toBe(true);
    await roleRow(eintrachtRow).getByRole('checkbox').uncheck();
    expect(await errorAlert(page).count()).toBe(0);
    await shot(page, 'user-management-3-deleted');
  });

  it('collapses and expands all groups', async () => {
    const nameFilter = page.getByRole('search').getByRole('textbox', { name: 'Benutzername' });
    await nameFilter.fill('');
    await page.getByRole('search').getByRole('button', { name: 'Suchen' }).click();
    await groupToggle('Anton Genehm').waitFor();
    // Since Noah's roles are gone, Anton is the only administrator of ASC Darmstadt: his role cannot be removed, and the button says why.
    const lastAdmin = roleRow('Administrator in ASC Darmstadt von Anton Genehm').getByRole('button', { name: /^Die letzte Administratorrolle/ });
    expect(await lastAdmin.isDisabled()).toBe(true);
    const groups = table().getByRole('button', { name: / (auf|zu)klappen$/ });
    const groupCount = await groups.count();
    expect(groupCount).toBeGreaterThanOrEqual(4);
    const roleCheckboxes = table().getByRole('checkbox', { name: / von .+ auswählen$/ });
    expect(await roleCheckboxes.count()).toBeGreaterThanOrEqual(groupCount);

    await page.getByRole('button', { name: 'Alle zuklappen' }).click();
    await eventually(() => roleCheckboxes.count(), (n) => n === 0, { what: 'all role rows hidden' });
    expect(await groups.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-expanded')))).toEqual(Array(groupCount).fill('false'));
    expect(await groupToggle(NOAH).getAttribute('aria-label')).toBe(`${NOAH} <${NOAH_MAIL}> aufklappen`);
    await shot(page, 'user-management-4-collapsed');

    // One group opens on its own.
    await groupToggle(NOAH).click();
    await roleRow(darmstadtRow).waitFor();
    expect(await roleRow('Genehmiger in Hessischer Leichtathletik-Verband von Anton Genehm').count()).toBe(0);

    await page.getByRole('button', { name: 'Alle aufklappen' }).click();
    await roleRow('Genehmiger in Hessischer Leichtathletik-Verband von Anton Genehm').waitFor();
    expect(await groups.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-expanded')))).toEqual(Array(groupCount).fill('true'));
    await shot(page, 'user-management-5-expanded');
  });
});
