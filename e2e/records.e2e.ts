import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Link } from '@portal/domain';
import { browserAvailable, shot } from './support/browser';
import { choose, typeDay, usePages } from './support/pages';
import { apiLogin, eventually, openDrawer, textbox, useJourney, waitForApi, type ApiSession } from './support/journey';

const run = browserAvailable();

const RECORD_ADMIN = 'records@demo.test';
const STATISTICIAN = 'statistician@demo.test';
const SET = 'E2E-Rekorde Männer';
const CODE = 'E2EM';
const FEDERATION = 'Deutscher Leichtathletik-Verband';
const YEAR = new Date().getFullYear();
/** Last summer: an outdoor competition that lies in the past whatever the month. */
const SUMMER = `${YEAR - 1}-06-13`;
const MEETING = 'E2E Meeting Kassel';
/** Distinctive German words of the record screens that must not show in English or Dutch (the set's own name left aside). */
const GERMAN_WORDS = [
  'Rekord',
  'Halle',
  'Freiluft',
  'Verein',
  'Löschen',
  'Zurück',
  'Suche',
  'Männer',
  'Leistung',
  'Disziplin',
  'Wirklich',
  'Anlegen',
  'Übersicht',
  'Gültigkeit',
  'Kürzel',
  'Klasse',
  'Jahrgang',
  'Geschlecht',
  'Keine',
  'Zeilen pro Seite',
  'übertrifft',
  'Weitsprung',
];

/** The links of an area catalogue, read through the root as the web app does. */
async function areaLinks(session: ApiSession, area: string): Promise<Link[]> {
  return (await session.call<{ links: Link[] }>(area)).links;
}

/** Calls the area link `rel` with the session's token (template params filled in). */
async function callIn<T>(origin: string, session: ApiSession, area: string, rel: string, options: { params?: Record<string, string | number>; body?: unknown } = {}): Promise<T> {
  const link = (await areaLinks(session, area)).find((l) => l.rel === rel);
  if (!link) throw new Error(`no ${rel} in ${area}`);
  const href = link.href.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(options.params![name])));
  const response = await fetch(`${origin}${href}`, {
    method: link.method ?? 'GET',
    headers: { Accept: 'application/json', Authorization: `Bearer ${session.token}`, ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${link.method} ${href}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/**
 * Record sets and records (spec statistics.md §2.6) end to end: a record admin creates a set and
 * its records (create and new), sees them grouped by event type, deletes one after the question,
 * adopts a record candidate that a statistician's performance made; visitors read the public
 * records page; the screens show no German in English and Dutch.
 */
describe.runIf(run)('record journeys', () => {
  const journey = useJourney();
  const { openPage, signedIn } = usePages(journey);
  let setId = 0;

  const main = (page: Page) => page.getByRole('main');
  const heading = (page: Page, name: string) => main(page).getByRole('heading', { level: 1, name, exact: true });
  const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });
  /** Types into the country autocomplete `name` and picks the option. */
  async function country(page: Page, scope: Locator, name: string, typed: string, option: string): Promise<void> {
    const box = scope.getByRole('combobox', { name, exact: true });
    await box.click();
    await box.fill(typed);
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  /** The statistics performance that will beat the set's 100 m record: a 9.98 with +1.5 m/s last summer. */
  async function arrangePerformance(): Promise<void> {
    const origin = journey.portal.origin;
    const statistician = await apiLogin(origin, STATISTICIAN);
    const [club] = await statistician.call<{ value: number; text: string }[]>('find_organizations_by_name', { params: { search: 'Eintracht Frankfurt' } });
    const competition = await callIn<{ id: number }>(origin, statistician, 'competition_links', 'new', {
      body: { name: MEETING, germanCompetitionId: null, dateFrom: SUMMER, dateTo: SUMMER, location: null, town: 'Kassel', nation: 'GER', environment: 1, stateCode: null, area: null, district: null },
    });
    const athlete = await callIn<{ id: number }>(origin, statistician, 'performance_links', 'new_competitor', {
      body: { firstName: 'Konrad', lastName: 'Schnellmann', gender: 0, yearOfBirth: 1999, nation: 'GER', organizationId: club.value, nationalAthleteCode: null },
    });
    const events = await callIn<{ id: number; code: string }[]>(origin, statistician, 'definitions_links', 'get_all_events');
    const classes = await callIn<{ id: number; code: string }[]>(origin, statistician, 'definitions_links', 'get_all_classes');
    await callIn(origin, statistician, 'performance_links', 'new', {
      body: {
        competitionId: competition.id,
        eventId: events.find((e) => e.code === '100')!.id,
        classId: classes.find((c) => c.code === 'M')!.id,
        competitorId: athlete.id,
        organizationId: null,
        bestResult: '9,98',
        windResult: '+1,5',
        heightWeight: null,
        performanceDateTime: SUMMER,
      },
    });
  }

  it('creates a set and its records, groups them, deletes one and adopts a record candidate', async () => {
    const page = await signedIn(RECORD_ADMIN);
    // The drawer offers the record sets to the record admin.
    const drawer = await openDrawer(page);
    await drawer.getByRole('list', { name: 'Statistik' }).getByRole('link', { name: 'Rekordlisten' }).click();
    await page.waitForURL('**/recordsets');
    await heading(page, 'Rekordlisten').waitFor();
    const sets = main(page).getByRole('table', { name: 'Liste der Rekordlisten' });
    await sets.getByText('Keine Rekordlisten gefunden').waitFor();
    await shot(page, 'records-01-sets-empty');

    // The set: the class fills ages and gender, national validity names the federation.
    await button(page, 'Neue Rekordliste').click();
    await page.waitForURL('**/newrecordset');
    await heading(page, 'Neue Rekordliste').waitFor();
    const form = main(page);
    await textbox(form, 'Name').fill(SET);
    await textbox(form, 'Kürzel').fill(CODE);
    await choose(page, form, 'Klasse', 'Männer');
    await eventually(() => form.getByRole('spinbutton', { name: 'Alter von' }).inputValue(), (v) => v === '20', { what: 'the class’s start age' });
    expect(await form.getByRole('combobox', { name: 'Geschlecht', exact: true }).textContent()).toBe('männlich');
    await choose(page, form, 'Halle/Freiluft', 'Freiluft');
    await choose(page, form, 'Gültigkeit', 'National');
    await choose(page, form, 'Verband', FEDERATION);
    await shot(page, 'records-02-set-form');
    const created = waitForApi(page, '/api/records/sets', 'POST');
    await button(page, 'Anlegen').click();
    const response = await created;
    expect(response.status()).toBe(201);
    setId = ((await response.json()) as { id: number }).id;
    await page.waitForURL('**/recordsets');
    await main(page).getByText('Die Rekordliste wurde angelegt.').waitFor();
    const row = sets.locator(`tr[data-row-id="${setId}"]`);
    await row.getByText(`${SET} (${CODE})`).waitFor();
    await row.getByText(`National (${FEDERATION})`).waitFor();
    await shot(page, 'records-03-sets');

    // Its records: a 100 m with "create and new", then a long jump.
    await row.getByRole('button', { name: `Rekorde von ${SET} anzeigen` }).click();
    await page.waitForURL(`**/records/${setId}`);
    await heading(page, SET).waitFor();
    await main(page).getByText(`National (${FEDERATION}) · Männer · Freiluft`).waitFor();
    await shot(page, 'records-04-records-empty');
    await button(page, 'Neuer Rekord').click();
    await page.waitForURL(`**/newrecord/${setId}`);
    await heading(page, 'Neuer Rekord').waitFor();
    expect(await textbox(form, 'Leistung').isDisabled()).toBe(true);
    await textbox(form, 'Vorname').fill('Julian');
    await textbox(form, 'Nachname').fill('Reus');
    await country(page, form, 'Nation der Athletin/des Athleten', 'Deutschl', 'Deutschland (GER)');
    await choose(page, form, 'Jahrgang', '1988');
    await choose(page, form, 'Disziplin', '100 m');
    await textbox(form, 'Leistung').fill('10,01');
    await textbox(form, 'Wind').fill('+0,9');
    await typeDay(page, form, 'Datum', '29.07.2016');
    await textbox(form, 'Ort').fill('Erfurt');
    await country(page, form, 'Land des Wettkampfs', 'Deutschl', 'Deutschland (GER)');
    await shot(page, 'records-05-record-form');
    await button(page, 'Anlegen und neu').click();
    await main(page).getByText('Der Rekord wurde angelegt. Sie können den nächsten eingeben.').waitFor();
    expect(await textbox(form, 'Vorname').inputValue()).toBe('');
    expect(await textbox(form, 'Leistung').inputValue()).toBe('');
    expect(await textbox(form, 'Ort').inputValue()).toBe('Erfurt');
    await textbox(form, 'Vorname').fill('Markus');
    await textbox(form, 'Nachname').fill('Springer');
    await country(page, form, 'Nation der Athletin/des Athleten', 'Deutschl', 'Deutschland (GER)');
    await choose(page, form, 'Disziplin', 'Weitsprung');
    expect(await textbox(form, 'Wind').inputValue()).toBe('');
    await textbox(form, 'Leistung').fill('8,25');
    await textbox(form, 'Wind').fill('+1,2');
    await shot(page, 'records-06-record-form-next');
    await button(page, 'Anlegen').click();
    await page.waitForURL(`**/records/${setId}`);
    await main(page).getByText('Der Rekord wurde angelegt.').waitFor();
    const records = main(page).getByRole('table', { name: 'Rekorde der Liste' });
    await records.getByText('Markus Springer (GER)').waitFor();
    expect(await records.locator('tr[data-group]').allTextContents()).toEqual(['Weit-/Dreisprung', 'Sprint']);
    await records.getByText('10.01 (+0.9)').waitFor();
    await records.getByText('Erfurt (GER)').first().waitFor();
    await records.getByText('29.07.2016').first().waitFor();
    await shot(page, 'records-07-records-grouped');

    // Deleting asks first.
    await records.getByRole('button', { name: 'Rekord von Markus Springer (Weitsprung) löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rekord löschen' });
    await dialog.getByText('Wirklich Löschen?').waitFor();
    await shot(page, 'records-08-delete-question');
    await dialog.getByRole('button', { name: 'Löschen', exact: true }).click();
    await main(page).getByText('Der Rekord wurde gelöscht.').waitFor();
    await eventually(() => records.locator('tr[data-row-id]').count(), (n) => n === 1, { what: 'one record left' });

    // A statistician's 9.98 beats the 10.01: adopted with a click and saved.
    await arrangePerformance();
    await page.reload();
    await heading(page, SET).waitFor();
    await main(page).getByRole('tab', { name: 'Rekordkandidaten (1)' }).click();
    const candidates = main(page).getByRole('table', { name: 'Rekordkandidaten' });
    await candidates.getByText('Konrad Schnellmann, 1999').waitFor();
    // The athlete's club and nation show whether the set's validity holds (decision 030).
    await candidates.getByRole('cell', { name: 'Eintracht Frankfurt e.V.', exact: true }).waitFor();
    await candidates.getByRole('cell', { name: 'GER', exact: true }).first().waitFor();
    await candidates.getByText('9.98 (+1.5)').waitFor();
    await candidates.getByText('10.01 (+0.9)').waitFor();
    await shot(page, 'records-09-candidates');
    await candidates.getByRole('button', { name: 'Konrad Schnellmann mit 9.98 als Rekord übernehmen' }).click();
    await page.waitForURL(`**/newrecord/${setId}`);
    await main(page).getByText(/^Übernommen aus der Leistung bei E2E Meeting Kassel, Kassel \(GER\)/).waitFor();
    expect(await textbox(form, 'Nachname').inputValue()).toBe('Schnellmann');
    expect(await textbox(form, 'Leistung').inputValue()).toBe('9.98');
    expect(await textbox(form, 'Wind').inputValue()).toBe('+1.5');
    await shot(page, 'records-10-adopted-form');
    const adopted = waitForApi(page, `/api/records/sets/${setId}/records`, 'POST');
    await button(page, 'Anlegen').click();
    expect(((await (await adopted).request().postDataJSON()) as { performanceId: number | null }).performanceId).toEqual(expect.any(Number));
    await page.waitForURL(`**/records/${setId}`);
    await records.getByText('9.98 (+1.5)').waitFor();
    await main(page).getByRole('tab', { name: 'Rekordkandidaten (0)' }).waitFor();
    await shot(page, 'records-11-records-after-adoption');
  });

  it('shows the public records page without signing in, also on a phone', async () => {
    expect(setId, 'the first journey created the set').toBeGreaterThan(0);
    const page = await openPage();
    await page.goto('/dashboard');
    const drawer = await openDrawer(page);
    await drawer.getByRole('link', { name: 'Rekorde', exact: true }).click();
    await page.waitForURL('**/public/records');
    await heading(page, 'Rekorde').waitFor();
    const table = main(page).getByRole('table', { name: SET, exact: true });
    await table.getByText('9.98 (+1.5)').waitFor();
    await table.getByText('Konrad Schnellmann (GER)').waitFor();
    await table.getByText('Kassel (GER)').waitFor();
    await main(page).getByText(`National (${FEDERATION}) · Männer · Freiluft · Rekord`).waitFor();
    await shot(page, 'records-12-public');
    await page.setViewportSize({ width: 375, height: 800 });
    await table.getByText('10.01 (+0.9)').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'records-13-public-phone');
  });

  for (const [locale, language, code, t] of [
    ['en-GB', 'English', 'en', { sets: 'Record sets', setsTable: 'List of record sets', records: 'Records of the set', candidates: 'Record candidates (0)', newRecord: 'New record', createAndNew: 'Create and new', publicTitle: 'Records' }],
    ['nl-NL', 'Nederlands', 'nl', { sets: 'Recordlijsten', setsTable: 'Overzicht van de recordlijsten', records: 'Records van de lijst', candidates: 'Recordkandidaten (0)', newRecord: 'Nieuw record', createAndNew: 'Aanmaken en nieuw', publicTitle: 'Records' }],
  ] as const) {
    it(`shows the record screens without German words in ${language}`, async () => {
      expect(setId, 'the first journey created the set').toBeGreaterThan(0);
      const page = await signedIn(RECORD_ADMIN, locale);
      // The account's own language (German) applies at sign-in; the record admin switches in the top bar.
      await page.getByRole('banner').getByRole('button', { name: /^Sprache: Deutsch/ }).click();
      await page.getByRole('menuitem', { name: language }).click();
      await page.getByRole('menu').waitFor({ state: 'hidden' });
      await page.waitForFunction((lang) => document.documentElement.lang === lang, code);
      const germanOn = async (what: string) => expect(germanIn(await main(page).innerText()), `German words on ${what} in ${language}`).toEqual([]);

      await page.goto('/recordsets');
      await heading(page, t.sets).waitFor();
      await main(page).getByRole('table', { name: t.setsTable }).locator(`tr[data-row-id="${setId}"]`).waitFor();
      await germanOn('the record sets');
      await shot(page, `records-14-sets-${code}`);

      await page.goto(`/records/${setId}`);
      const records = main(page).getByRole('table', { name: t.records });
      await records.locator('tr[data-row-id]').first().waitFor();
      await germanOn('the records');
      await shot(page, `records-15-records-${code}`);
      await main(page).getByRole('tab', { name: t.candidates }).click();
      await main(page).getByRole('tabpanel').getByRole('alert').waitFor();
      await germanOn('the record candidates');

      await page.goto(`/newrecord/${setId}`);
      await heading(page, t.newRecord).waitFor();
      await main(page).getByRole('button', { name: t.createAndNew }).waitFor();
      await germanOn('the record form');
      await shot(page, `records-16-record-form-${code}`);

      await page.goto('/recordsets');
      await main(page).getByRole('table', { name: t.setsTable }).locator(`tr[data-row-id="${setId}"]`).getByRole('button').nth(1).click();
      await page.waitForURL(`**/updaterecordset/${setId}`);
      await main(page).getByRole('textbox').first().waitFor();
      await germanOn('the record set form');
      await shot(page, `records-17-set-form-${code}`);

      await page.goto('/public/records');
      await heading(page, t.publicTitle).waitFor();
      await main(page).getByRole('table', { name: SET, exact: true }).waitFor();
      await germanOn('the public records');
      await shot(page, `records-18-public-${code}`);
    });
  }
});

/** The German words of GERMAN_WORDS in a text (any case: buttons are upper-cased by CSS), the set's own name and the federation's left aside. */
function germanIn(text: string): string[] {
  const lower = text.replaceAll(SET, '').replaceAll(FEDERATION, '').toLowerCase();
  return GERMAN_WORDS.filter((w) => lower.includes(w.toLowerCase()));
}
