import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { combinedEventPoints, eventByCode } from '@portal/domain';
import { browserAvailable, shot } from './support/browser';
import { choose, typeDay, usePages } from './support/pages';
import { eventually, textbox, waitForApi, useJourney } from './support/journey';

const run = browserAvailable();

const STATISTICIAN = 'statistician@demo.test';
const LIST = 'E2E-Bestenliste';
const COMPETITION = 'E2E-Sportfest';
const CLUB = 'Eintracht Frankfurt e.V.';
const YEAR = new Date().getFullYear();
/**
 * The outdoor season of the journey's marks: this year's once its 13 June has come, else last
 * year's, since no mark may lie after today (decision 030).
 */
const SEASON = new Date() >= new Date(YEAR, 5, 13) ? YEAR : YEAR - 1;
/** A June day of that season: an outdoor competition (indoor is November to March). */
const DAY = `13.06.${SEASON}`;
/** The athletes the journeys enter through the form's dialog; the demo data has no athletes. */
const SPRINTER = { first: 'Lukas', last: 'Sprintmann', year: '1998' };
const HAND_TIMER = { first: 'Jonas', last: 'Uhrmacher', year: '1999' };
const THIRD_RUNNER = { first: 'Felix', last: 'Staffelmann', year: '2000' };
const DECATHLETE = { first: 'Paul', last: 'Zehnkämper', year: '1997' };
/** A woman of the same club: she may not run in the men's relay. */
const RUNNER_WOMAN = { first: 'Lea', last: 'Läuferin', year: '2001', sex: 'weiblich' };
const fullName = (a: { first: string; last: string }) => `${a.first} ${a.last}`;
/** Distinctive German interface words of the statistics screens that must not show in English or Dutch. */
const GERMAN_WORDS = [
  'Leistung',
  'Bestenliste',
  'Disziplin',
  'Wettkampf',
  'Wettbewerb',
  'Ablehnen',
  'Abgelehnt',
  'Wiederherstellen',
  'Filtern',
  'Suche',
  'Halle',
  'Freiluft',
  'Verein',
  'Erfasst',
  'Zurück',
  'Platz',
  'Drucken',
  'Einschränkung',
  'Öffentlich',
  'Jahr',
  'Bearbeiten',
  'Löschen',
  'Neue',
  'Zeilen pro Seite',
  'Keine',
  'Nicht',
  'Rückenwind',
  'Männer',
  'Frauen',
  'Staffel',
  'Zehnkampf',
];

/**
 * The statistics back office (spec statistics.md) and its public pages: a best list from the
 * standard definitions adjusted through the wizard, a competition with individual, hand-timed,
 * relay and decathlon performances, a rejection that the public ranking honours, the export by
 * mail, and the screens in English and Dutch.
 */
describe.runIf(run)('statistics journeys', () => {
  const journey = useJourney({ mail: true });
  /** The best list of the first journey. */
  let listId = 0;

  const { openPage, signedIn } = usePages(journey);

  const main = (page: Page) => page.getByRole('main');
  const heading = (page: Page, name: string) => main(page).getByRole('heading', { level: 1, name, exact: true });
  const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });
  /** Types into the autocomplete `name` and picks the option `option` (a string matches exactly). */
  async function pick(page: Page, scope: Locator, name: string, typed: string, option: string | RegExp): Promise<void> {
    const box = scope.getByRole('combobox', { name, exact: true });
    await box.click();
    await box.fill(typed);
    await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  }
  /** The state of an "all" box of the matrix: checked, unchecked or indeterminate. */
  async function boxState(box: Locator): Promise<'checked' | 'unchecked' | 'indeterminate'> {
    if ((await box.getAttribute('data-indeterminate')) === 'true') return 'indeterminate';
    return (await box.isChecked()) ? 'checked' : 'unchecked';
  }

  it('creates a best list from the standard definitions and adjusts it through the three wizard steps', async () => {
    const page = await signedIn(STATISTICIAN);
    await page.goto('/bestlist');
    await heading(page, 'Bestenlisten').waitFor();
    const lists = main(page).getByRole('table', { name: 'Liste der Bestenlisten' });
    await lists.getByText('Keine Einträge gefunden').waitFor();
    await button(page, 'Neue Bestenliste').click();
    await page.waitForURL('**/newbestlist');
    await heading(page, 'Neue Bestenliste').waitFor();

    const form = main(page);
    await textbox(form, 'Name').fill(LIST);
    const base = form.getByRole('radio', { name: 'Standarddefinitionen des Verbandes übernehmen' });
    expect(await base.isChecked()).toBe(true);
    await shot(page, 'statistics-01-new-list');
    const created = waitForApi(page, '/api/statistics/bestlists', 'POST');
    const copied = waitForApi(page, /^\/api\/statistics\/bestlists\/\d+\/copy-dlo$/, 'POST');
    await button(page, 'Definitionen anpassen').click();
    const createdResponse = await created;
    expect(createdResponse.status()).toBe(201);
    listId = ((await createdResponse.json()) as { id: number }).id;
    expect((await copied).ok()).toBe(true);
    await page.waitForURL(`**/customDefinitions/${listId}`);

    // Step 1 keeps the standard classes and events.
    await heading(page, 'Definitionen: Klassen und Wettbewerbe').waitFor();
    const chipsOf = (id: string) => form.locator('.MuiAutocomplete-root', { has: page.locator(`#${id}`) }).locator('.MuiChip-label');
    await chipsOf('definitions-classes').first().waitFor();
    expect(await chipsOf('definitions-classes').allTextContents()).toEqual([
      'Männer',
      'Frauen',
      'Männliche Jugend U20',
      'Weibliche Jugend U20',
      'Männliche Jugend U18',
      'Weibliche Jugend U18',
    ]);
    const events = await chipsOf('definitions-events').allTextContents();
    expect(events).toEqual(expect.arrayContaining(['100 m', '3000 m', 'Zehnkampf', '4 x 100 m Staffel']));
    await shot(page, 'statistics-02-wizard-select');
    await button(page, 'Anlegen und weiter').click();
    await page.waitForURL(new RegExp(`/customDefinitionsMatrix/${listId}(\\?|$)`));

    // Step 2: 3000 m is run in every class; without the U18 cell its row and the U18 column are partly set.
    await heading(page, 'Definitionen: Kombinationen').waitFor();
    const grid = form.getByRole('table', { name: 'Kombinationen aus Wettbewerb und Klasse' });
    const cell = grid.getByRole('checkbox', { name: 'Männliche Jugend U18 in 3000 m', exact: true });
    const row3000 = grid.getByRole('checkbox', { name: 'Alle Klassen in 3000 m', exact: true });
    const columnU18 = grid.getByRole('checkbox', { name: 'Alle Wettbewerbe für Männliche Jugend U18', exact: true });
    const everything = grid.getByRole('checkbox', { name: 'Alle Kombinationen', exact: true });
    expect(await cell.isChecked()).toBe(true);
    expect(await boxState(row3000)).toBe('checked');
    expect(await boxState(columnU18)).toBe('indeterminate');
    await cell.uncheck();
    expect(await boxState(row3000)).toBe('indeterminate');
    expect(await boxState(columnU18)).toBe('indeterminate');
    expect(await boxState(everything)).toBe('indeterminate');
    expect(await boxState(grid.getByRole('checkbox', { name: 'Alle Klassen in 100 m', exact: true }))).toBe('checked');
    await cell.scrollIntoViewIfNeeded();
    await shot(page, 'statistics-03-wizard-matrix');
    const matrixSaved = waitForApi(page, '/api/statistics/bestlists/definitions', 'POST');
    await button(page, 'Speichern und weiter').click();
    const combinations = (await matrixSaved).request().postDataJSON() as { eventId: number; classId: number }[];
    expect(combinations.length).toBeGreaterThan(100);
    await page.waitForURL(`**/customDefinitionsValues/${listId}`);

    // Step 3: one age range for every U18 event.
    await heading(page, 'Definitionen: Bedingungen').waitFor();
    await form.getByRole('button', { name: /^Männliche Jugend U18\b/ }).click();
    const u18 = form.getByRole('table', { name: 'Bedingungen von Männliche Jugend U18' });
    await u18.waitFor();
    expect(await u18.getByRole('rowheader', { name: '3000 m', exact: true }).count()).toBe(0);
    const u18Events = await u18.getByRole('rowheader').count();
    await form.getByRole('spinbutton', { name: 'Alter von für alle Wettbewerbe von Männliche Jugend U18' }).fill('15');
    await form.getByRole('spinbutton', { name: 'Alter bis für alle Wettbewerbe von Männliche Jugend U18' }).fill('17');
    await button(page, 'Für alle setzen').click();
    expect(await textbox(u18, 'Alter von: 100 m, Männliche Jugend U18').inputValue()).toBe('15');
    expect(await textbox(u18, 'Alter bis: Zehnkampf U18, Männliche Jugend U18').inputValue()).toBe('17');
    await shot(page, 'statistics-04-wizard-values');
    const valuesSaved = waitForApi(page, '/api/statistics/bestlists/definitions', 'PUT');
    await button(page, 'Anlegen').click();
    const rows = (await valuesSaved).request().postDataJSON() as { startAge: number; endAge: number }[];
    expect(rows.length).toBe(combinations.length);
    expect(rows.filter((r) => r.startAge === 15 && r.endAge === 17)).toHaveLength(u18Events);
    await page.waitForURL(`**/updatebestlist/${listId}`);
    await form.getByText('Die Definitionen wurden gespeichert.').waitFor();

    await button(page, 'Zurück').click();
    await page.waitForURL('**/bestlist');
    await lists.locator(`tr[data-row-id="${listId}"]`).getByRole('cell', { name: LIST, exact: true }).waitFor();
    await shot(page, 'statistics-05-list');
  });

  it('enters a competition and its performances: 100 m with new athletes and a hand time, a relay and a decathlon', async () => {
    const page = await signedIn(STATISTICIAN);
    await page.goto('/competition');
    await heading(page, 'Wettkämpfe').waitFor();
    await button(page, 'Neuer Wettkampf').click();
    await page.waitForURL('**/newcompetition');
    await heading(page, 'Neuer Wettkampf').waitFor();
    const form = main(page);
    await textbox(form, 'Name').fill(COMPETITION);
    await typeDay(page, form, 'Datum von', DAY);
    // The end day follows the start day once its year is complete (not from a half-typed year).
    await eventually(() => form.locator('input[name="dateTo"]').inputValue(), (v) => v === DAY, { what: 'the end day' });
    // A June day makes it an outdoor competition.
    expect(await form.getByRole('combobox', { name: 'Halle / Freiluft', exact: true }).textContent()).toBe('Freiluft');
    await textbox(form, 'Ort').fill('Frankfurt');
    await pick(page, form, 'Nation', 'Deutschl', 'Deutschland (GER)');
    await shot(page, 'statistics-06-competition-form');
    const competitionCreated = waitForApi(page, '/api/statistics/competitions', 'POST');
    await button(page, 'Anlegen').click();
    const competition = (await (await competitionCreated).json()) as { id: number; environment: number; dateFrom: string; dateTo: string; nation: string };
    expect(competition).toMatchObject({ environment: 1, dateFrom: `${SEASON}-06-13`, dateTo: `${SEASON}-06-13`, nation: 'GER' });
    await page.waitForURL('**/competition');
    await form.getByText('Der Wettkampf wurde angelegt.').waitFor();
    await main(page).locator(`tr[data-row-id="${competition.id}"]`).getByText(COMPETITION).waitFor();

    // The performance list's filter (class M, event 100) comes along into the new performance.
    await page.goto('/performance');
    await heading(page, 'Leistungen').waitFor();
    await button(page, 'Neue Leistung').click();
    await page.waitForURL('**/newperformance?*');
    await heading(page, 'Neue Leistung').waitFor();
    const field = (name: string) => form.getByRole('combobox', { name, exact: true });
    // The only competition is chosen by itself, with its day.
    await eventually(() => field('Wettkampf').inputValue(), (v) => v.includes(COMPETITION), { what: 'the competition chosen' });
    await eventually(() => form.locator('input[name="performanceDateTime"]').inputValue(), (v) => v === DAY, { what: 'the competition day' });
    expect(await field('Disziplin').inputValue()).toBe('100 m');
    expect(await field('Klasse').inputValue()).toBe('Männer');

    const created: { body: Record<string, unknown>; status: number }[] = [];
    page.on('response', (r) => {
      if (r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/statistics/performances') {
        created.push({ body: r.request().postDataJSON() as Record<string, unknown>, status: r.status() });
      }
    });
    /** Saves with "create and next" and waits for the form to be empty for the next performance. */
    async function createAndNext(): Promise<void> {
      // The previous save's message goes first, so that the one awaited below is this save's.
      const done = form.getByRole('status').filter({ hasText: 'Die Leistung wurde angelegt.' });
      if (await done.isVisible()) {
        // The message also closes itself after 5 seconds, so it may be gone before the click lands.
        await done
          .getByRole('button', { name: 'Schließen' })
          .click({ timeout: 2000 })
          .catch(() => undefined);
        await done.waitFor({ state: 'detached' });
      }
      const before = created.length;
      await button(page, 'Anlegen und weiter').click();
      await eventually(() => created.length, (n) => n === before + 1, { what: 'performance saved' });
      expect(created.at(-1)!.status).toBe(201);
      await done.waitFor();
    }
    /** Enters a new athlete through the dialog of the "Athlet anlegen" button (beside the athlete or the members). */
    async function newAthlete(athlete: { first: string; last: string; year: string; sex?: string }, shotName?: string): Promise<void> {
      await button(page, 'Athlet anlegen').click();
      const dialog = page.getByRole('dialog', { name: 'Neuer Athlet' });
      await dialog.waitFor();
      await textbox(dialog, 'Vorname').fill(athlete.first);
      await textbox(dialog, 'Nachname').fill(athlete.last);
      await choose(page, dialog, 'Geschlecht', athlete.sex ?? 'männlich');
      await choose(page, dialog, 'Geburtsjahr', athlete.year);
      await pick(page, dialog, 'Nation', 'Deutschl', 'Deutschland (GER)');
      await pick(page, dialog, 'Verein', 'Eintr', CLUB);
      if (shotName) await shot(page, shotName);
      const saved = waitForApi(page, '/api/statistics/performances/competitors', 'POST');
      await dialog.getByRole('button', { name: 'Anlegen und auswählen' }).click();
      expect((await saved).status()).toBe(201);
      await dialog.waitFor({ state: 'hidden' });
    }

    // 100 m: a new athlete from the dialog, a legal wind.
    await newAthlete(SPRINTER, 'statistics-07-new-athlete');
    expect(await field('Athlet').inputValue()).toBe(`${fullName(SPRINTER)} (${SPRINTER.year}, ${CLUB})`);
    await textbox(form, 'Leistung').fill('10,21');
    await textbox(form, 'Wind').fill('+1,5');
    await form.getByText('Gelesen als 10.21').waitFor();
    await shot(page, 'statistics-08-performance-100m');
    await createAndNext();
    expect(created.at(-1)!.body).toMatchObject({ bestResult: '10,21', windResult: '+1,5', competitionId: competition.id });
    expect(await field('Athlet').inputValue()).toBe('');
    expect(await textbox(form, 'Leistung').inputValue()).toBe('');
    expect(await field('Wettkampf').inputValue()).toContain(COMPETITION);

    // A second athlete with a hand time.
    await newAthlete(HAND_TIMER);
    await textbox(form, 'Leistung').fill('10,3*');
    await textbox(form, 'Wind').fill('+0,4');
    await form.getByText('Gelesen als 10.3*').waitFor();
    await createAndNext();
    // Two more 100 m: a faster run of the first athlete (to be rejected) and a wind-assisted one.
    for (const [athlete, search, mark, wind] of [
      [SPRINTER, 'Sprintm', '10,08', '+1,1'],
      [HAND_TIMER, 'Uhrmach', '10,12', '+2,7'],
    ] as const) {
      await pick(page, form, 'Athlet', search, new RegExp(`^${fullName(athlete)}`));
      await textbox(form, 'Leistung').fill(mark);
      await textbox(form, 'Wind').fill(wind);
      await createAndNext();
    }

    // 4 x 100 m: the club, four members in running order, each once.
    await pick(page, form, 'Disziplin', '4 x 100', '4 x 100 m Staffel');
    expect(await field('Klasse').inputValue()).toBe('Männer');
    await pick(page, form, 'Verein', 'Eintr', CLUB);
    const members = form.getByRole('list', { name: 'Mitglieder' });
    const addMember = (search: string, athlete: { first: string; last: string }) => pick(page, form, 'Mitglied hinzufügen', search, new RegExp(`^${fullName(athlete)}`));
    // A woman of the club in the men's relay is named before anything is sent, and the member
    // search, which names the team, does not offer her (decision 030).
    await newAthlete(RUNNER_WOMAN);
    const before = created.length;
    await button(page, 'Anlegen und weiter').click();
    await form.getByText(new RegExp(`^${fullName(RUNNER_WOMAN)} passt nicht zur Klasse der Staffel`)).waitFor();
    expect(created.length).toBe(before);
    await shot(page, 'statistics-09-relay-member-refused');
    await button(page, `${fullName(RUNNER_WOMAN)} entfernen`).click();
    const searched = waitForApi(page, '/api/statistics/performances/competitors');
    await form.getByRole('combobox', { name: 'Mitglied hinzufügen', exact: true }).fill(RUNNER_WOMAN.last);
    const search = await searched;
    expect([...new URL(search.url()).searchParams.keys()]).toEqual(expect.arrayContaining(['classId', 'eventId', 'search', 'teamClubId']));
    expect(await search.json()).toEqual([]);
    await form.getByRole('combobox', { name: 'Mitglied hinzufügen', exact: true }).fill('');
    await addMember('Sprintm', SPRINTER);
    await addMember('Uhrmach', HAND_TIMER);
    await addMember('Sprintm', SPRINTER);
    await form.getByRole('alert').filter({ hasText: 'Ein Athlet kann nur einmal Mitglied sein' }).waitFor();
    expect(await members.getByRole('listitem').count()).toBe(2);
    await shot(page, 'statistics-09-relay-duplicate-refused');
    await newAthlete(THIRD_RUNNER);
    await newAthlete(DECATHLETE);
    await form.getByText('4 von höchstens 4 Mitgliedern').waitFor();
    expect(await field('Mitglied hinzufügen').isDisabled()).toBe(true);
    expect((await members.getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())).toEqual(
      [SPRINTER, HAND_TIMER, THIRD_RUNNER, DECATHLETE].map((a, i) => `${i + 1}. ${fullName(a)}`),
    );
    await textbox(form, 'Leistung').fill('39,85');
    await shot(page, 'statistics-10-relay');
    await createAndNext();
    const relay = created.at(-1)!.body as { bestResult: string; organizationId: number; relayMembers: { competitorId: number }[] };
    expect(relay.bestResult).toBe('39,85');
    expect(relay.relayMembers).toHaveLength(4);

    // Decathlon: the points of each sub-result show as it is typed; the best result is their sum.
    await pick(page, form, 'Disziplin', 'Zehnk', 'Zehnkampf');
    await pick(page, form, 'Athlet', 'Zehnk', new RegExp(`^${fullName(DECATHLETE)}`));
    const decathlon: [code: string, label: string, typed: string, mark: number, wind?: string][] = [
      ['100', '100m', '10,50', 10.5, '+1,0'],
      ['LJ', 'Weit', '7,20', 7.2, '+0,8'],
      ['SP7260', 'Kugel 7,26kg', '14,50', 14.5],
      ['HJ', 'Hoch', '2,01', 2.01],
      ['400', '400m', '48,20', 48.2],
      ['110H1067', '110mH (106,7)', '14,30', 14.3, '+0,5'],
      ['DT2000', 'Diskus 2kg', '44,00', 44],
      ['PV', 'Stab', '4,80', 4.8],
      ['JT800', 'Speer 800g', '60,00', 60],
      ['1500', '1500m', '4:30,00', 270],
    ];
    const pointsOf = (code: string, mark: number) => combinedEventPoints({ sex: 'M', discipline: eventByCode(code)!.scoring!, mark });
    let total = 0;
    for (const [code, label, typed, mark, wind] of decathlon) {
      await textbox(form, `Leistung ${label}`).fill(typed);
      if (wind) await textbox(form, `Wind ${label}`).fill(wind);
      const expected = pointsOf(code, mark);
      expect(expected).toBeGreaterThan(0);
      expect(await textbox(form, `Punkte ${label}`).inputValue(), `points of ${label}`).toBe(String(expected));
      total += expected;
    }
    expect(await textbox(form, 'Leistung (Punkte gesamt)').inputValue()).toBe(String(total));
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'statistics-11-decathlon');
    await createAndNext();
    const combined = created.at(-1)!.body as { bestResult: string; multiEventResults: { points: number }[] };
    expect(combined.multiEventResults.map((r) => r.points)).toEqual(decathlon.map(([code, , , mark]) => pointsOf(code, mark)));
    // Ready for the next decathlete: competition, event and class stay; athlete and results are gone.
    expect(await field('Athlet').inputValue()).toBe('');
    for (const [, label] of decathlon) {
      expect(await textbox(form, `Leistung ${label}`).inputValue()).toBe('');
      expect(await textbox(form, `Punkte ${label}`).inputValue()).toBe('');
    }
    expect(await textbox(form, 'Leistung (Punkte gesamt)').inputValue()).toBe('0');
    expect(await field('Wettkampf').inputValue()).toContain(COMPETITION);
    expect(await field('Disziplin').inputValue()).toBe('Zehnkampf');
    expect(await field('Klasse').inputValue()).toBe('Männer');
    await shot(page, 'statistics-12-decathlon-next');
  });

  it('rejects a 100 m performance for the list; the public page ranks the legal marks without it', async () => {
    expect(listId, 'the first journey created the list').toBeGreaterThan(0);
    const page = await signedIn(STATISTICIAN);
    await page.goto('/performance');
    await heading(page, 'Leistungen').waitFor();
    const filter = main(page).getByRole('search', { name: 'Filter' });
    await choose(page, filter, 'Bestenliste', LIST);
    await choose(page, filter, 'Halle / Freiluft', 'Freiluft');
    await choose(page, filter, 'Klasse', 'Männer');
    await choose(page, filter, 'Disziplin', '100 m');
    const listed = waitForApi(page, '/api/statistics/performances');
    await filter.getByRole('button', { name: 'Filtern' }).click();
    const query = new URL((await listed).url()).searchParams;
    expect([query.get('performanceListId'), query.get('environment'), query.get('classCode'), query.get('eventCode')]).toEqual([String(listId), '1', 'M', '100']);
    const table = main(page).getByRole('table', { name: 'Liste der Leistungen' });
    const rows = table.locator('tr[data-row-id]');
    // With a best list its rules apply: the wind-assisted 10.12 does not count for it.
    await eventually(() => rows.count(), (n) => n === 3, { what: 'the three legal 100 m performances' });
    expect(await rows.locator('td:nth-child(3)').allTextContents()).toEqual(['10.08', '10.21', '10.3*']);
    const row = (athlete: { first: string; last: string }, mark: string) =>
      rows.filter({ has: page.getByRole('cell', { name: fullName(athlete), exact: true }) }).filter({ has: page.getByRole('cell', { name: mark, exact: true }) });
    const fast = row(SPRINTER, '10.08');
    const chip = fast.locator('[data-status]');
    expect(await chip.textContent()).toBe('Nicht abgelehnt');
    await shot(page, 'statistics-13-performance-list');

    const reject = `Ablehnen: ${fullName(SPRINTER)} 10.08`;
    const restore = `Wiederherstellen: ${fullName(SPRINTER)} 10.08`;
    const toggled = waitForApi(page, '/api/statistics/performances/checkings', 'PUT');
    await fast.getByRole('button', { name: reject }).click();
    expect((await toggled).status()).toBe(200);
    await main(page).getByText('Die Leistung wurde für die Bestenliste abgelehnt.').waitFor();
    await eventually(() => chip.textContent(), (t) => t === 'Abgelehnt', { what: 'the rejected chip' });
    expect(await chip.getAttribute('data-colour')).toBe('error');
    await shot(page, 'statistics-14-performance-rejected');
    // Restoring undoes it; the journey leaves the performance rejected.
    await fast.getByRole('button', { name: restore }).click();
    await eventually(() => chip.textContent(), (t) => t === 'Nicht abgelehnt', { what: 'the restored chip' });
    await fast.getByRole('button', { name: reject }).click();
    await eventually(() => chip.textContent(), (t) => t === 'Abgelehnt', { what: 'rejected again' });
    await fast.getByRole('button', { name: restore }).waitFor();

    // A visitor without an account sees the list's 100 m ranking of this outdoor season.
    const visitor = await openPage('de-DE');
    await visitor.goto(`/bestlists/${listId}?event=100&class=M&year=${SEASON}`);
    await heading(visitor, LIST).waitFor();
    const title = `100 m – Männer – ${SEASON} – Freiluft`;
    await main(visitor).getByRole('heading', { level: 2, name: title }).waitFor();
    const ranking = main(visitor).getByRole('table', { name: title, exact: true });
    const ranked = ranking.locator('tr[data-row-id]');
    await ranked.first().waitFor();
    const cells = async (rowsOf: Locator) => Promise.all((await rowsOf.all()).map((r) => r.getByRole('cell').allTextContents()));
    expect(await cells(ranked)).toEqual([
      ['1.', '10.21', '+1.5', fullName(SPRINTER), SPRINTER.year, CLUB, 'GER', DAY, COMPETITION, 'Frankfurt'],
      ['2.', '10.3*', '+0.4', fullName(HAND_TIMER), HAND_TIMER.year, CLUB, 'GER', DAY, COMPETITION, 'Frankfurt'],
    ]);
    // The wind-assisted run stands apart without a rank; the rejected 10.08 shows nowhere.
    const assisted = main(visitor).getByRole('table', { name: 'Mit Windunterstützung', exact: true });
    expect(await cells(assisted.locator('tr[data-row-id]'))).toEqual([['10.12', '+2.7', fullName(HAND_TIMER), HAND_TIMER.year, CLUB, 'GER', DAY, COMPETITION, 'Frankfurt']]);
    expect(await main(visitor).getByRole('cell', { name: '10.08', exact: true }).count()).toBe(0);
    expect(await visitor.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await shot(visitor, 'statistics-15-public-ranking');
  });

  it('exports the list for the current year; the mail brings the workbook', async () => {
    expect(listId, 'the first journey created the list').toBeGreaterThan(0);
    const page = await signedIn(STATISTICIAN);
    await page.goto('/bestlist');
    await heading(page, 'Bestenlisten').waitFor();
    await main(page).locator(`tr[data-row-id="${listId}"]`).getByRole('button', { name: `${LIST} exportieren`, exact: true }).click();
    await page.waitForURL(`**/exportbestlist/${listId}`);
    await heading(page, 'Bestenliste exportieren').waitFor();
    const form = main(page);
    expect(await textbox(form, 'E-Mail').inputValue()).toBe(STATISTICIAN);
    expect(await form.getByRole('spinbutton', { name: 'Anzahl je Wettbewerb und Klasse' }).inputValue()).toBe('30');
    expect(await form.getByRole('combobox', { name: 'Jahr', exact: true }).textContent()).toBe(String(YEAR));
    expect(await form.getByRole('combobox', { name: 'Ausländer', exact: true }).textContent()).toBe('Keine Ausländer');
    if (SEASON !== YEAR) await choose(page, form, 'Jahr', String(SEASON));
    await choose(page, form, 'Halle / Freiluft', 'Freiluft');
    const started = waitForApi(page, `/api/statistics/bestlists/${listId}/export`);
    await button(page, 'Exportieren').click();
    const response = await started;
    expect(response.status()).toBe(200);
    const query = new URL(response.url()).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ mail: STATISTICIAN, pageSize: '30', year: String(SEASON), envi: '1', foreigners: '1' });
    const { message } = (await response.json()) as { message: string };
    expect(message).toContain(STATISTICIAN);
    const answer = form.getByRole('status').filter({ hasText: message });
    await answer.waitFor();
    expect(await answer.getAttribute('class')).toContain('MuiAlert-colorSuccess');
    await shot(page, 'statistics-16-export-started');

    // The portal's job runner builds the workbook and mails it.
    const mail = await eventually(
      () => journey.mailbox.mails.find((m) => m.to === STATISTICIAN && m.subject === `Export der Bestenliste ${LIST} (${SEASON})`),
      Boolean,
      { timeout: 30_000, what: 'the export mail' },
    );
    expect(mail!.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`${LIST}-${SEASON}.xlsx`, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ]);
    const files = zipEntries(mail!.attachments[0].content);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml']));
    // The outdoor 100 m of the men: the legal marks, not the rejected one.
    const strings = files['xl/sharedStrings.xml'] ?? '';
    expect(strings).toContain(fullName(SPRINTER));
    // Marks are numbers in the sheets (sortable in Excel), not text.
    const sheets = Object.entries(files).filter(([name]) => name.startsWith('xl/worksheets/sheet')).map(([, xml]) => xml).join('');
    expect(sheets).toMatch(/<v>10\.21<\/v>/);
    expect(sheets).not.toMatch(/<v>10\.08<\/v>/);
    expect(strings).not.toContain('10.21');
  });

  for (const [locale, language, code, t] of [
    [
      'en-GB',
      'English',
      'en',
      { performances: 'Performances', table: 'List of performances', bestList: 'Best list', environment: 'Indoor / outdoor', outdoor: 'Outdoor', men: 'Men', klass: 'Class', event: 'Event', apply: 'Filter', declined: 'Declined', lists: 'Best lists', listsTable: 'List of best lists', assisted: 'Wind-assisted' },
    ],
    [
      'nl-NL',
      'Nederlands',
      'nl',
      { performances: 'Prestaties', table: 'Lijst van prestaties', bestList: 'Ranglijst', environment: 'Indoor / outdoor', outdoor: 'Outdoor', men: 'Mannen', klass: 'Categorie', event: 'Onderdeel', apply: 'Filteren', declined: 'Afgewezen', lists: 'Ranglijsten', listsTable: 'Overzicht van de ranglijsten', assisted: 'Met windondersteuning' },
    ],
  ] as const) {
    it(`shows the performance list, the best lists and the public ranking without German words in ${language}`, async () => {
      expect(listId, 'the first journey created the list').toBeGreaterThan(0);
      const page = await signedIn(STATISTICIAN, locale);
      // The account's own language (German) applies at sign-in; the statistician switches in the top bar.
      await page.getByRole('banner').getByRole('button', { name: /^Sprache: Deutsch/ }).click();
      await page.getByRole('menuitem', { name: language }).click();
      await page.getByRole('menu').waitFor({ state: 'hidden' });
      await page.waitForFunction((lang) => document.documentElement.lang === lang, code);

      await page.goto('/performance');
      await heading(page, t.performances).waitFor();
      const filter = main(page).getByRole('search');
      await choose(page, filter, t.bestList, LIST);
      await choose(page, filter, t.environment, t.outdoor);
      await choose(page, filter, t.klass, t.men);
      await choose(page, filter, t.event, '100 m');
      await filter.getByRole('button', { name: t.apply, exact: true }).click();
      const rows = main(page).getByRole('table', { name: t.table }).locator('tr[data-row-id]');
      await eventually(() => rows.count(), (n) => n === 3, { what: 'the three 100 m performances' });
      expect(await rows.locator('[data-status]').allTextContents()).toContain(t.declined);
      expect(germanIn(await main(page).innerText()), `German words on the performance list in ${language}`).toEqual([]);
      await shot(page, `statistics-17-performances-${code}`);

      await page.goto('/bestlist');
      await heading(page, t.lists).waitFor();
      await main(page).getByRole('table', { name: t.listsTable }).locator(`tr[data-row-id="${listId}"]`).waitFor();
      expect(germanIn(await main(page).innerText()), `German words on the best lists in ${language}`).toEqual([]);
      await shot(page, `statistics-18-bestlists-${code}`);

      await page.goto(`/bestlists/${listId}?event=100&class=M&year=${SEASON}`);
      const title = `100 m – ${t.men} – ${SEASON} – ${t.outdoor}`;
      const ranking = main(page).getByRole('table', { name: title, exact: true });
      await ranking.locator('tr[data-row-id]').first().waitFor();
      expect(await ranking.locator('tr[data-row-id] td:nth-child(2)').allTextContents()).toEqual(['10.21', '10.3*']);
      await main(page).getByRole('table', { name: t.assisted, exact: true }).waitFor();
      expect(germanIn(await main(page).innerText()), `German words on the public ranking in ${language}`).toEqual([]);
      await shot(page, `statistics-19-public-${code}`);
    });
  }
});

/** The German words of GERMAN_WORDS in a text (any case: buttons are upper-cased by CSS), the list's own name left aside. */
function germanIn(text: string): string[] {
  const lower = text.replaceAll(LIST, '').toLowerCase();
  return GERMAN_WORDS.filter((w) => lower.includes(w.toLowerCase()));
}

/** The files of a ZIP archive (an .xlsx) by name, read through its central directory and inflated as text. */
function zipEntries(zip: Buffer): Record<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a ZIP archive');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const data = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(data, data + size);
    files[name] = (method === 8 ? inflateRawSync(raw) : raw).toString('utf8');
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}
