import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, shot } from './support/browser';
import { typeDay, usePages } from './support/pages';
import { apiLogin, eventually, textbox, useJourney, waitForApi, type ApiSession } from './support/journey';

const run = browserAvailable();

const STATISTICIAN = 'statistician@demo.test';
const YEAR = new Date().getFullYear();
/** This year's outdoor season once its 13 June has come, else last year's: no mark may lie after today. */
const SEASON = new Date() >= new Date(YEAR, 5, 13) ? YEAR : YEAR - 1;
const DAY = `13.06.${SEASON}`;
const COMPETITION = 'Import-Sportfest am Main';
const LIST = 'Import-Bestenliste';

/** The sheet as German Excel saves it: semicolons, Windows-1252 (umlauts are one byte each). */
function sheet(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-import-')), 'Ergebnisse Sportfest.csv');
  const rows = [
    'Nachname;Vorname;Jg.;Geschlecht;Verein;Disziplin;AK;Leistung;Wind;Platz;Datum',
    `Überflieger;Jörg;1996;M;Eintracht Frankfurt e.V.;100m;M;9,95;+1,1;1;${DAY}`,
    `Doppelname;Anna;2001;W;SC Irgendwo;100 m;W;11,62;+0,4;1;${DAY}`,
    `Weitspringer;Max;1999;M;LG Frankfurt-Nord;Weitsprung;M;7,31;+0,9;1;${DAY}`,
    `Unbekannt;Fritz;1990;M;;Speerwurf rückwärts;M;50,00;;1;${DAY}`,
  ];
  fs.writeFileSync(file, Buffer.from(rows.join('\r\n'), 'latin1'));
  return file;
}

/** Calls a path of the API as the signed-in statistician (the area catalogues are not in the root). */
async function api<T>(origin: string, session: ApiSession, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: { Authorization: `Bearer ${session.token}`, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * The results import as a statistician uses it: a file from meeting software is uploaded into a new
 * competition, the one name that fits two athletes is settled by choosing one, the commit runs
 * with its progress bar, the mark is in the public best list, and the undo takes it out again.
 */
describe.runIf(run)('results import journey', () => {
  const journey = useJourney();
  const { openPage, signedIn } = usePages(journey);
  const main = (page: Page) => page.getByRole('main');

  it('uploads a result file, resolves a candidate, commits with progress, shows the mark publicly, undoes it, and fits a phone', async () => {
    const origin = journey.portal.origin;
    const statistician = await apiLogin(origin, STATISTICIAN);
    // Two athletes of the same name, year and sex in different clubs: the sheet's row must be settled by hand.
    const clubs = await api<{ value: number; text: string }[]>(origin, statistician, 'GET', '/api/statistics/performances/clubs?search=Frankfurt');
    for (const club of clubs.slice(0, 2)) {
      await api(origin, statistician, 'POST', '/api/statistics/performances/competitors', { firstName: 'Anna', lastName: 'Doppelname', gender: 1, yearOfBirth: 2001, nation: 'GER', organizationId: club.value });
    }
    const list = await api<{ id: number }>(origin, statistician, 'POST', '/api/statistics/bestlists', { name: LIST });
    await api(origin, statistician, 'POST', `/api/statistics/bestlists/${list.id}/copy-dlo`);

    const page = await signedIn(STATISTICIAN);
    await page.goto('/imports');
    await main(page).getByRole('heading', { level: 1, name: 'Ergebnisimport' }).waitFor();
    await main(page).getByRole('button', { name: 'Neuer Import' }).click();
    await main(page).getByRole('heading', { level: 1, name: 'Neuer Ergebnisimport' }).waitFor();
    await main(page).getByLabel('Datei auswählen').setInputFiles(sheet());
    await main(page).getByRole('radio', { name: 'Neuer Wettkampf' }).check();
    await textbox(main(page), 'Name').fill(COMPETITION);
    await typeDay(page, main(page), 'Datum von', DAY);
    await typeDay(page, main(page), 'Datum bis', DAY);
    await textbox(main(page), 'Ort').fill('Frankfurt am Main');
    await shot(page, 'import-01-form');
    const uploaded = waitForApi(page, '/api/statistics/imports', 'POST');
    await main(page).getByRole('button', { name: 'Hochladen und prüfen' }).click();
    expect((await uploaded).status()).toBe(201);

    await main(page).getByRole('heading', { level: 1, name: 'Ergebnisimport' }).waitFor();
    const rows = main(page).getByRole('table', { name: 'Zeilen des Imports' });
    await rows.getByText('Überflieger').waitFor();
    await expect.poll(() => main(page).getByText('Speerwurf rückwärts').count()).toBeGreaterThan(0);
    // The commit waits for the choice.
    await expect.poll(() => main(page).getByRole('button', { name: 'Übernehmen' }).isDisabled()).toBe(true);
    await shot(page, 'import-02-preview');

    await main(page).getByRole('button', { name: /^Athlet wählen/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Athlet wählen' });
    await dialog.getByRole('radio').first().check();
    await shot(page, 'import-03-candidates');
    const resolved = waitForApi(page, /\/api\/statistics\/imports\/\d+\/rows\/\d+/, 'PUT');
    await dialog.getByRole('button', { name: 'Auswählen' }).click();
    expect((await resolved).status()).toBe(200);

    const commit = main(page).getByRole('button', { name: 'Übernehmen' });
    await expect.poll(() => commit.isEnabled()).toBe(true);
    const committed = waitForApi(page, /\/api\/statistics\/imports\/\d+\/commit/, 'POST');
    await commit.click();
    expect((await committed).status()).toBe(200);
    // The bar shows while the job runs (it may be done before the next poll on a small file).
    await eventually(
      async () => (await page.getByRole('progressbar', { name: 'Fortschritt der Übernahme' }).count()) + (await main(page).getByText('Die Ergebnisse wurden übernommen.').count()),
      (n) => n > 0,
    );
    await main(page).getByText('Die Ergebnisse wurden übernommen.').waitFor({ timeout: 20_000 });
    await shot(page, 'import-04-done');

    const visitor = await openPage();
    await visitor.goto(`/bestlists/${list.id}?event=100&class=M&year=${SEASON}`);
    await main(visitor).getByText('Überflieger').first().waitFor();
    await expect.poll(() => main(visitor).getByText('9.95').or(main(visitor).getByText('9,95')).count()).toBeGreaterThan(0);
    await shot(visitor, 'import-05-public-list');

    await main(page).getByRole('button', { name: 'Rückgängig machen' }).click();
    const undone = waitForApi(page, /\/api\/statistics\/imports\/\d+\/undo/, 'POST');
    await page.getByRole('dialog').getByRole('button', { name: 'Rückgängig machen' }).click();
    expect((await undone).status()).toBe(200);
    await main(page).getByText('Dieser Import wurde rückgängig gemacht.').waitFor();
    await shot(page, 'import-06-undone');

    await visitor.reload();
    await main(visitor).getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => main(visitor).getByText('Überflieger').count(), { timeout: 10_000 }).toBe(0);

    // On a phone the import page scrolls nothing sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    await main(page).getByText('Überflieger').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'import-07-phone');
  });
});
