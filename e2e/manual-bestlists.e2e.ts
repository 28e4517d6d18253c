import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserAvailable, shot } from './support/browser';
import { typeDay, usePages } from './support/pages';
import { eventually, textbox, useJourney, waitForApi } from './support/journey';

const run = browserAvailable();

const ADMIN = 'manual@demo.test';
const LIST = 'E2E All-time 2000';
const YEAR = 2021;
/** Distinctive German words of the manual list screens that must not show in English or Dutch. */
const GERMAN_WORDS = [
  'Bestenliste',
  'Leistung',
  'Disziplin',
  'Suche',
  'Halle',
  'Freiluft',
  'Verein',
  'Zurück',
  'Platz',
  'Drucken',
  'Jahr',
  'Bearbeiten',
  'Löschen',
  'Neue',
  'Zeilen pro Seite',
  'Keine',
  'Männer',
  'Frauen',
  'Geschlecht',
  'Handzeit',
  'Nachname',
  'Vorname',
  'Geburtsjahr',
  'Anlegen',
  'offiziell',
  'Kürzel',
  'Klasse',
  'Alle Jahre',
  'Ansicht',
  'Rekord',
  'Wettkampf',
  'Sprung',
  'Übersicht',
];

/**
 * Manual best lists (spec statistics.md §2.7): the admin creates an all-time list, enters a
 * hand-timed sprint and wind-read marks with "create and new", sees them ranked and grouped, the
 * public page shows the list without signing in (also on a phone), and English and Dutch show no German.
 */
describe.runIf(run)('manual best list journeys', () => {
  const journey = useJourney();
  const { openPage, signedIn } = usePages(journey);
  let listId = 0;

  const main = (page: Page) => page.getByRole('main');
  const heading = (page: Page, name: string) => main(page).getByRole('heading', { level: 1, name, exact: true });
  const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });
  /** Picks `option` in the select whose label starts with `name` (a required label reads "name *"). */
  async function choose(page: Page, scope: Locator, name: string, option: string): Promise<void> {
    await scope.getByRole('combobox', { name: new RegExp(`^${name}`) }).click();
    await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
  }
  /** Types into the country field `name` and picks the country. */
  async function country(page: Page, scope: Locator, name: string, typed: string, option: string): Promise<void> {
    const box = scope.getByRole('combobox', { name: new RegExp(`^${name}`) });
    await box.click();
    await box.fill(typed);
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  it('creates a list, enters a hand-timed sprint and wind marks with “create and new”, and sees them ranked and grouped', async () => {
    const page = await signedIn(ADMIN);
    await page.goto('/manualbestlists');
    await heading(page, 'Manuelle Bestenlisten').waitFor();
    await main(page).getByRole('table', { name: 'Liste der manuellen Bestenlisten' }).getByText('Keine Einträge gefunden').waitFor();
    await shot(page, 'manual-01-lists-empty');
    await button(page, 'Neue Bestenliste').click();
    await page.waitForURL('**/newmanualbestlist');
    await heading(page, 'Neue manuelle Bestenliste').waitFor();
    const form = main(page);
    // Saving without anything names every required field.
    await button(page, 'Anlegen').click();
    await form.getByText('Bitte geben Sie einen Namen ein').waitFor();
    await textbox(form, 'Name').fill(LIST);
    await textbox(form, 'Kürzel').fill('E2E');
    await choose(page, form, 'Klasse', 'Männer');
    await eventually(() => form.getByRole('spinbutton', { name: 'Startalter' }).inputValue(), (v) => v === '20', { what: 'the start age of the class' });
    expect(await form.getByRole('spinbutton', { name: 'Endalter' }).inputValue()).toBe('0');
    await choose(page, form, 'Halle/Freiluft', 'Freiluft');
    await shot(page, 'manual-02-new-list');
    const created = waitForApi(page, '/api/manual-bestlists', 'POST');
    await button(page, 'Anlegen').click();
    const createdResponse = await created;
    expect(createdResponse.status()).toBe(201);
    listId = ((await createdResponse.json()) as { id: number }).id;
    await page.waitForURL('**/manualbestlists');
    await main(page).getByText('Die Bestenliste wurde angelegt.').waitFor();
    const row = main(page).locator(`tr[data-row-id="${listId}"]`);
    await row.getByText(`${LIST} (E2E)`).waitFor();
    await shot(page, 'manual-03-lists');

    await row.getByRole('button', { name: `Leistungen von ${LIST}` }).click();
    await page.waitForURL(`**/manualbestlistperformances/${listId}`);
    await heading(page, `Leistungen: ${LIST}`).waitFor();
    await button(page, 'Neue Leistung').click();
    await page.waitForURL(`**/newmanualbestlistperformance/${listId}`);
    await heading(page, 'Neue Leistung').waitFor();

    const enter = async (athlete: { first: string; last: string; year: string }, mark: string, wind: string) => {
      await textbox(form, 'Vorname').fill(athlete.first);
      await textbox(form, 'Nachname').fill(athlete.last);
      await country(page, form, 'Herkunftsland', 'Deutschl', 'Deutschland (GER)');
      await choose(page, form, 'Geburtsjahr', athlete.year);
      await textbox(form, 'Verein').fill('Eintracht Frankfurt e.V.');
      await textbox(form, 'Leistung').fill(mark);
      if (wind) await textbox(form, 'Wind').fill(wind);
    };
    // The hand-timed sprint: the box appends the star.
    await choose(page, form, 'Disziplin', '100 m');
    await enter({ first: 'Jonas', last: 'Uhrmacher', year: '1999' }, '10,0', '+0,9');
    await form.getByRole('checkbox', { name: 'Handzeit' }).check();
    await form.getByText('Gelesen als 10.0*').waitFor();
    await typeDay(page, form, 'Datum', `12.06.${YEAR}`);
    await country(page, form, 'Land', 'Deutschl', 'Deutschland (GER)');
    await textbox(form, 'Ort').fill('Bochum');
    await shot(page, 'manual-04-hand-time');
    let saved = waitForApi(page, `/api/manual-bestlists/${listId}/performances`, 'POST');
    await button(page, 'Anlegen und neu').click();
    expect((await saved).status()).toBe(201);
    await main(page).getByText('Die Leistung wurde angelegt.').waitFor();
    await eventually(() => textbox(form, 'Nachname').inputValue(), (v) => v === '', { what: 'the athlete cleared' });
    expect(await textbox(form, 'Leistung').inputValue()).toBe('');
    expect(await textbox(form, 'Wind').inputValue()).toBe('');
    expect(await textbox(form, 'Ort').inputValue()).toBe('Bochum');

    // An automatic time with its wind, and then a long jump with wind.
    await enter({ first: 'Lukas', last: 'Sprintmann', year: '1998' }, '10,05', '+1,8');
    saved = waitForApi(page, `/api/manual-bestlists/${listId}/performances`, 'POST');
    await button(page, 'Anlegen und neu').click();
    expect((await saved).status()).toBe(201);
    await eventually(() => textbox(form, 'Nachname').inputValue(), (v) => v === '', { what: 'the athlete cleared' });
    await choose(page, form, 'Disziplin', 'Weitsprung');
    expect(await form.getByRole('checkbox', { name: 'Handzeit' }).count()).toBe(0);
    await enter({ first: 'Felix', last: 'Weitflug', year: '2000' }, '8,10', '+1,5');
    await shot(page, 'manual-05-wind-mark');
    saved = waitForApi(page, `/api/manual-bestlists/${listId}/performances`, 'POST');
    await button(page, 'Anlegen').click();
    expect((await saved).status()).toBe(201);
    await page.waitForURL(`**/manualbestlistperformances/${listId}`);

    const table = main(page).getByRole('table', { name: 'Leistungen der Bestenliste' });
    await table.getByText('Felix Weitflug (GER)').waitFor();
    expect(await table.locator('tr[data-group]').allTextContents()).toEqual(['Sprint', 'Weit-/Dreisprung']);
    const rows = table.locator('tr[data-row-id]');
    const cellsOf = async (i: number) => (await rows.nth(i).locator('td').allTextContents()).slice(1, 6);
    expect(await cellsOf(0)).toEqual(['1.', '100 m', '10.0*', '+0.9', 'Jonas Uhrmacher (GER)']);
    expect(await cellsOf(1)).toEqual(['2.', '100 m', '10.05', '+1.8', 'Lukas Sprintmann (GER)']);
    expect(await cellsOf(2)).toEqual(['1.', 'Weitsprung', '8.10', '+1.5', 'Felix Weitflug (GER)']);
    await shot(page, 'manual-06-performances');

    // The event filter offers the list's events; choosing one shows its marks alone.
    await choose(page, main(page).getByRole('search'), 'Disziplin', 'Weitsprung');
    await eventually(() => rows.count(), (n) => n === 1, { what: 'the long jump alone' });
    await choose(page, main(page).getByRole('search'), 'Disziplin', 'Alle Disziplinen');
    await eventually(() => rows.count(), (n) => n === 3, { what: 'every mark again' });

    // Editing keeps the hand time as the box.
    await main(page).getByRole('button', { name: 'Leistung von Jonas Uhrmacher bearbeiten' }).click();
    await heading(page, 'Leistung bearbeiten').waitFor();
    await eventually(() => textbox(form, 'Leistung').inputValue(), (v) => v === '10.0', { what: 'the stored mark without its star' });
    expect(await form.getByRole('checkbox', { name: 'Handzeit' }).isChecked()).toBe(true);
    await shot(page, 'manual-07-edit');
  });

  it('shows the public list without signing in, also on a phone', async () => {
    expect(listId, 'the first journey created the list').toBeGreaterThan(0);
    const page = await openPage();
    await page.goto('/public/manualbestlists');
    await heading(page, 'Ewige Bestenlisten').waitFor();
    await main(page).getByRole('link', { name: new RegExp(LIST) }).click();
    await page.waitForURL(`**/public/manualbestlists/${listId}`);
    await heading(page, LIST).waitFor();
    const sprint = main(page).getByRole('table', { name: '100 m', exact: true });
    await sprint.locator('tr[data-row-id]').first().waitFor();
    expect(await sprint.locator('tr[data-row-id] td:nth-child(2)').allTextContents()).toEqual(['10.0*', '10.05']);
    expect(await main(page).getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Sprint', 'Weit-/Dreisprung']);
    await shot(page, 'manual-08-public');
    await page.setViewportSize({ width: 375, height: 800 });
    await button(page, 'Drucken').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'the page itself does not scroll sideways on a phone').toBeLessThanOrEqual(0);
    await shot(page, 'manual-09-public-phone');
  });

  for (const [locale, language, code, t] of [
    ['en-GB', 'English', 'en', { lists: 'Manual best lists', listsTable: 'List of manual best lists', marks: `Marks: ${LIST}`, newMark: 'New mark', newList: 'New manual best list', event: 'Event', publicTitle: 'All-time lists', create: 'Create' }],
    ['nl-NL', 'Nederlands', 'nl', { lists: 'Handmatige ranglijsten', listsTable: 'Lijst van handmatige ranglijsten', marks: `Prestaties: ${LIST}`, newMark: 'Nieuwe prestatie', newList: 'Nieuwe handmatige ranglijst', event: 'Onderdeel', publicTitle: 'Ranglijsten aller tijden', create: 'Aanmaken' }],
  ] as const) {
    it(`shows the manual list screens without German words in ${language}`, async () => {
      expect(listId, 'the first journey created the list').toBeGreaterThan(0);
      const page = await signedIn(ADMIN, locale);
      // The account's own language (German) applies at sign-in; the admin switches in the top bar.
      await page.getByRole('banner').getByRole('button', { name: /^Sprache: Deutsch/ }).click();
      await page.getByRole('menuitem', { name: language }).click();
      await page.getByRole('menu').waitFor({ state: 'hidden' });
      await page.waitForFunction((lang) => document.documentElement.lang === lang, code);

      const noGerman = async (what: string) => expect(germanIn(await main(page).innerText()), `German words on ${what} in ${language}`).toEqual([]);
      await page.goto('/manualbestlists');
      await heading(page, t.lists).waitFor();
      await main(page).getByRole('table', { name: t.listsTable }).locator(`tr[data-row-id="${listId}"]`).waitFor();
      await noGerman('the lists');
      await shot(page, `manual-10-lists-${code}`);

      await page.goto('/newmanualbestlist');
      await heading(page, t.newList).waitFor();
      // Classes load first; then the fields show.
      await main(page).getByRole('textbox').first().waitFor();
      await main(page).getByRole('button', { name: t.create, exact: true }).click();
      await main(page).locator('[aria-invalid="true"]').first().waitFor();
      await noGerman('the list form');
      await shot(page, `manual-11-list-form-${code}`);

      await page.goto(`/manualbestlistperformances/${listId}`);
      await heading(page, t.marks).waitFor();
      await main(page).locator('tr[data-row-id]').first().waitFor();
      await noGerman('the marks');
      await shot(page, `manual-12-performances-${code}`);

      await page.goto(`/newmanualbestlistperformance/${listId}`);
      await heading(page, t.newMark).waitFor();
      await choose(page, main(page), t.event, '100 m');
      await main(page).getByRole('checkbox').first().waitFor();
      await noGerman('the performance form');
      await shot(page, `manual-13-performance-form-${code}`);

      const visitor = await openPage(locale);
      await visitor.goto(`/public/manualbestlists/${listId}`);
      await heading(visitor, LIST).waitFor();
      await main(visitor).locator('tr[data-row-id]').first().waitFor();
      expect(germanIn(await main(visitor).innerText()), `German words on the public list in ${language}`).toEqual([]);
      await shot(visitor, `manual-14-public-${code}`);
      await visitor.goto('/public/manualbestlists');
      await heading(visitor, t.publicTitle).waitFor();
    });
  }
});

/** The German words of GERMAN_WORDS in a text (any case: buttons are upper-cased by CSS), the list's and athletes' names left aside. */
function germanIn(text: string): string[] {
  const lower = text.replaceAll(LIST, '').toLowerCase();
  return GERMAN_WORDS.filter((w) => lower.includes(w.toLowerCase()));
}
