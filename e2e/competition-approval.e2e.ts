import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserAvailable, shot } from './support/browser';
import { choose, typeDay, usePages } from './support/pages';
import { eventually, expectFieldError, stored, textbox, waitForApi, useJourney } from './support/journey';

const run = browserAvailable();

const CLUB_USER = 'club.user@demo.test';
const APPROVER = 'approver@demo.test';
const HESSEN = 'Hessischer Leichtathletik-Verband';
/** The application the club user makes in the first journey (the demo data has none of this name). */
const NAME = 'Lauf am Brentanobad';
const REASON = 'Strecke geprüft, keine Terminüberschneidung.';
/** Distinctive German interface words of the area that must not show once the interface is English or Dutch. */
const GERMAN_WORDS = ['Veranstaltung', 'Antrag', 'Genehmigung', 'Speichern', 'Zurück', 'Straße', 'Ansprechpartner', 'Teilnehmer', 'Anlegen', 'Weiter'];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Competition approval (spec competition-approval.md): a club applies through the wizard, the state
 * association's approver decides from the mail, finisher numbers and invoice after the event,
 * cancellation and copy, the list's stored filters, English and Dutch, and the public calendar.
 */
describe.runIf(run)('competition approval journeys', () => {
  const journey = useJourney({ mail: true });
  /** The application of the first journey, used by the decision journey and the calendar. */
  let applicationId = 0;

  const { openPage, signedIn } = usePages(journey);

  const main = (page: Page) => page.getByRole('main');
  const heading = (page: Page, name: string) => main(page).getByRole('heading', { level: 1, name, exact: true });
  const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });
  const table = (page: Page) => main(page).getByRole('table', { name: 'Anträge auf Veranstaltungsgenehmigung' });
  /** The list row of an application (its first row, the details row follows it). */
  const listRow = (page: Page, name: string): Locator => table(page).getByRole('row', { name: new RegExp(`^Einzelheiten zu ${escape(name)} anzeigen`) });
  const rowById = (page: Page, id: number): Locator => table(page).locator(`tr[data-row-id="${id}"]`);
  const stateOf = (row: Locator) => row.locator('[data-state]').textContent();

  async function openList(page: Page, waitFor: string): Promise<void> {
    await page.goto('/competitionapproval');
    await heading(page, 'Veranstaltungsgenehmigungen').waitFor();
    await listRow(page, waitFor).first().waitFor();
  }
  async function rowAction(page: Page, row: Locator, action: string): Promise<void> {
    await row.getByRole('button', { name: /^Aktionen für / }).click();
    await page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  it('the club user applies through the wizard and requests approval; the list shows the application as open', async () => {
    const page = await signedIn(CLUB_USER);
    await openList(page, 'Herbstlauf am Main');
    await shot(page, 'approval-01-list');
    await button(page, 'Neuer Antrag').click();
    await page.waitForURL('**/newcompetitionapproval');
    await heading(page, 'Neuer Antrag auf Veranstaltungsgenehmigung').waitFor();
    const created: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/competitionapprovals') created.push(r.url());
    });

    // Step 1, the base data: the club applies for itself; the contact person is the signed-in user.
    const form = main(page);
    const section = (name: string) => form.getByRole('region', { name, exact: true });
    expect(await textbox(form, 'Veranstalter').inputValue()).toBe('Eintracht Frankfurt e.V.');
    expect(await textbox(form, 'Veranstalter').isDisabled()).toBe(true);
    expect(await textbox(section('Ansprechpartner'), 'E-Mail').inputValue()).toBe(CLUB_USER);
    await choose(page, form, 'Typ', 'Außerhalb des Stadions, vermessen');
    const nextYear = new Date().getFullYear() + 1;
    await typeDay(page, form, 'Startdatum', `14.06.${nextYear}`);
    // The end date follows the start date.
    await eventually(() => form.locator('input[name="endDate"]').inputValue(), (v) => v === `14.06.${nextYear}`, { what: 'end date set from the start date' });
    await textbox(form, 'Startzeit (hh:mm)').fill('0930');
    expect(await textbox(form, 'Startzeit (hh:mm)').inputValue()).toBe('09:30');
    const contact = section('Ansprechpartner');
    await textbox(contact, 'Straße').fill('Mörfelder Landstraße 362');
    await textbox(contact, 'PLZ').fill('60528');
    await textbox(contact, 'Ort').fill('Frankfurt am Main');
    await textbox(contact, 'Telefon').fill('069 955030');
    const place = section('Veranstaltungsort');
    await textbox(place, 'Startort').fill('Brentanobad');
    await textbox(place, 'Straße').fill('Rödelheimer Parkweg 1');
    await textbox(place, 'PLZ').fill('60489');
    await textbox(place, 'Ort').fill('Frankfurt am Main');
    await choose(page, place, 'Landesverband', HESSEN);

    // Without the event's name the form stays, with the translated message on the field and nothing sent.
    await button(page, 'Anlegen und weiter').click();
    const nameField = textbox(form, 'Name der Veranstaltung');
    await expectFieldError(nameField, 'Dieses Feld ist erforderlich');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('field-name');
    expect(new URL(page.url()).pathname).toBe('/newcompetitionapproval');
    expect(created).toEqual([]);
    await shot(page, 'approval-02-base-form-name-missing');

    await nameField.fill(NAME);
    const create = waitForApi(page, '/api/competitionapprovals', 'POST');
    await button(page, 'Anlegen und weiter').click();
    const createdResponse = await create;
    expect(createdResponse.status()).toBe(201);
    const body = (await createdResponse.json()) as { id: number; competitionState: number; startDate: string };
    applicationId = body.id;
    expect(body).toMatchObject({ competitionState: 0, startDate: `${nextYear}-06-14T09:30` });
    await page.waitForURL(`**/competitionapprovalCategoryArt/${applicationId}`);

    // Step 2, category and kind: the defaults (open to all, federation and own events).
    await heading(page, 'Kategorie und Art').waitFor();
    expect(await form.getByRole('combobox', { name: 'Kategorie', exact: true }).textContent()).toBe('Offen für alle');
    await choose(page, form, 'Art', 'Straßenlauf');
    await shot(page, 'approval-03-category');
    const saveCategory = waitForApi(page, `/api/competitionapprovals/${applicationId}`, 'PUT');
    await button(page, 'Speichern und weiter').click();
    expect((await saveCategory).status()).toBe(200);
    await page.waitForURL(`**/competitionapprovalEventClasses/${applicationId}`);

    // Step 3, classes and events: two age classes and the federation's 10 km road race.
    await heading(page, 'Klassen und Wettbewerbe').waitFor();
    const classes = form.getByRole('combobox', { name: 'Altersklassen' });
    for (const name of ['Frauen', 'Männer']) {
      await classes.fill(name);
      await page.getByRole('option', { name, exact: true }).click();
    }
    await page.keyboard.press('Escape');
    const federationEvent = form.getByRole('combobox', { name: 'Wettbewerb des Verbands hinzufügen' });
    await federationEvent.fill('10 km');
    await page.getByRole('option', { name: '10 km Straßenlauf', exact: true }).click();
    await form.getByRole('heading', { level: 4, name: '10 km Straßenlauf' }).waitFor();
    await form.getByText('Für diesen Wettbewerb ist ein Vermessungsprotokoll erforderlich.').waitFor();
    await typeDay(page, form, 'Datum des Vermessungsprotokolls (10 km Straßenlauf)', `02.03.${nextYear - 2}`);
    await form.getByRole('checkbox', { name: 'Vermessungsprotokoll liegt vor' }).check();
    expect(await form.getByRole('region', { name: 'Klassen' }).getByRole('button', { name: /^(Frauen|Männer)$/ }).allTextContents()).toEqual(['Frauen', 'Männer']);
    // Beside the federation's race, one of the club's own: the children's run over 400 m.
    await button(page, 'Eigenen Wettbewerb hinzufügen').click();
    await textbox(form, 'Name des Wettbewerbs').fill('Bambinilauf');
    await textbox(form, 'Streckenlänge (km)').fill('0,4');
    await shot(page, 'approval-04-events');
    const saveEvents = waitForApi(page, `/api/competitionapprovals/${applicationId}`, 'PUT');
    await button(page, 'Speichern und weiter').click();
    const events = (await (await saveEvents).json()) as { classes: unknown[]; events: { definitionEventId: string | null; protocolAvailable: boolean }[] };
    expect(events.classes).toHaveLength(2);
    expect(events.events).toEqual([
      expect.objectContaining({ definitionEventId: '10K', protocolAvailable: true }),
      expect.objectContaining({ definitionEventId: null, longname: 'Bambinilauf', courseLength: 400_000 }),
    ]);
    await page.waitForURL(`**/competitionapprovalEventClassesMatrix/${applicationId}`);

    // Step 4, the matrix: the row's box puts both classes into the race.
    await heading(page, 'Zuordnung von Wettbewerben und Klassen').waitFor();
    await form.getByRole('checkbox', { name: 'Alle Klassen in 10 km Straßenlauf' }).check();
    expect(await form.getByRole('checkbox', { name: 'Frauen in 10 km Straßenlauf' }).isChecked()).toBe(true);
    expect(await form.getByRole('checkbox', { name: 'Männer in 10 km Straßenlauf' }).isChecked()).toBe(true);
    await shot(page, 'approval-05-matrix');
    const saveMatrix = waitForApi(page, `/api/competitionapprovals/${applicationId}`, 'PUT');
    await button(page, 'Speichern und weiter').click();
    expect(((await (await saveMatrix).json()) as { eventClasses: unknown[] }).eventClasses).toHaveLength(2);
    await page.waitForURL(`**/competitionapprovalAttachements/${applicationId}`);

    // Step 5, attachments: a link to the online entry.
    await heading(page, 'Anhänge').waitFor();
    await form.getByText('Es sind keine Anhänge vorhanden.').waitFor();
    await button(page, 'Anhang hinzufügen').click();
    const dialog = page.getByRole('dialog', { name: 'Anhang hinzufügen' });
    await dialog.waitFor();
    await choose(page, dialog, 'Art', 'Link');
    await textbox(dialog, 'Titel').fill('Online-Anmeldung');
    await choose(page, dialog, 'Gruppe', 'Online-Anmeldung');
    await textbox(dialog, 'Link').fill('https://anmeldung.example.test/brentanobad');
    await shot(page, 'approval-06-attachment-dialog');
    const attach = waitForApi(page, `/api/competitionapprovals/${applicationId}/attachments`, 'POST');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    expect((await attach).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });
    await form.getByText('Der Anhang wurde gespeichert.').waitFor();
    const attachments = form.getByRole('table', { name: 'Anhänge des Antrags' });
    await attachments.getByRole('link', { name: 'https://anmeldung.example.test/brentanobad' }).waitFor();
    await shot(page, 'approval-07-attachments');
    await button(page, 'Weiter').click();
    await page.waitForURL(`**/competitionapprovalEventRequest/${applicationId}`);

    // Step 6: the summary names who decides; the request leads to the detail view.
    await heading(page, 'Genehmigung beantragen').waitFor();
    const deciders = form.getByRole('list', { name: 'Wer entscheidet' });
    expect((await deciders.getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' '))).toEqual([`${HESSEN} Landesverband`]);
    // The fee to expect: 1.250 chargeable finishers (read as German digit groups) at 0,50 €, the line named by what it counts.
    await main(page).getByRole('textbox', { name: 'Erwartete gebührenpflichtige Teilnehmer' }).fill('1.250');
    const estimate = form.getByRole('table', { name: 'Geschätzte Gebühr' });
    await eventually(() => estimate.innerText(), (text) => /Gesamtbetrag\s+625,00 €/.test(text), { what: 'fee estimate of 625,00 €' });
    await estimate.getByRole('cell', { name: 'Erwartete gebührenpflichtige Teilnehmer' }).waitFor();
    await shot(page, 'approval-08-request');
    const request = waitForApi(page, `/api/competitionapprovals/${applicationId}/request`, 'POST');
    await button(page, 'Genehmigung beantragen').click();
    expect((await request).status()).toBe(200);
    await page.waitForURL(`**/competitionapprovalDetailView/${applicationId}`);
    await form.getByText('Die Genehmigung wurde beantragt. Die entscheidenden Verbände wurden benachrichtigt.').waitFor();
    await form.getByRole('heading', { level: 2, name: NAME }).waitFor();
    await shot(page, 'approval-09-requested-detail');

    await button(page, 'Zur Übersicht').click();
    await page.waitForURL('**/competitionapproval');
    const row = listRow(page, NAME);
    await row.waitFor();
    expect(await stateOf(row)).toBe('Zur Genehmigung offen');
    expect(await row.locator('[data-state]').getAttribute('data-state')).toBe('1');
    await shot(page, 'approval-10-list-open');
  });

  it('the approver decides from the request mail; the organiser is mailed, the list shows approved, the detail view the history', async () => {
    expect(applicationId, 'the wizard journey created the application').toBeGreaterThan(0);
    const request = await journey.mailbox.waitFor(APPROVER, (m) => m.subject === `Genehmigungsantrag: ${NAME}`);
    expect(request.text).toContain(`Eintracht Frankfurt e.V. beantragt die Genehmigung der Veranstaltung „${NAME}“`);
    expect(request.link).toBe(`${journey.portal.origin}/CompetitionApprovalEditState/${applicationId}`);

    // The dashboard counts what awaits the approver; the list opens on exactly that.
    const approver = await signedIn(APPROVER);
    await approver.goto('/dashboard');
    await main(approver).getByText(/Genehmigungsantr(ag|äge) warte?n? auf Ihre Entscheidung\./).waitFor();
    await main(approver).getByRole('link', { name: 'Zu den Genehmigungsanträgen' }).click();
    await heading(approver, 'Veranstaltungsgenehmigungen').waitFor();
    expect(await main(approver).getByRole('switch', { name: 'Nur Anträge, die auf meine Entscheidung warten' }).isChecked()).toBe(true);
    await listRow(approver, NAME).waitFor();
    await shot(approver, 'approval-11a-awaiting-list');

    // The decision screen shows the whole application read-only.
    await approver.goto(request.link!);
    await heading(approver, 'Antrag genehmigen oder ablehnen').waitFor();
    const picture = main(approver);
    await picture.getByRole('heading', { level: 2, name: NAME }).waitFor();
    await picture.getByRole('heading', { name: 'Grunddaten' }).waitFor();
    const events = picture.getByRole('list', { name: 'Wettbewerbe' });
    await events.getByText(`Vermessungsprotokoll vom 02.03.${new Date().getFullYear() - 1}, liegt vor`).waitFor();
    await events.getByText('Eigener Wettbewerb des Veranstalters').waitFor();
    await picture.getByText(/^(Frauen, Männer|Männer, Frauen)$/).waitFor();
    const matrix = picture.getByRole('table', { name: 'Wettbewerbe und Klassen' });
    expect(await matrix.getByRole('checkbox', { name: 'Frauen in 10 km Straßenlauf' }).isChecked()).toBe(true);
    expect(await matrix.getByRole('checkbox', { name: 'Frauen in Bambinilauf' }).isChecked()).toBe(false);
    expect(await matrix.getByRole('checkbox', { name: 'Frauen in Bambinilauf' }).isDisabled()).toBe(true);
    await picture.getByRole('table', { name: 'Anhänge des Antrags' }).getByRole('link', { name: 'https://anmeldung.example.test/brentanobad' }).waitFor();
    await picture.getByText(/0,50 € je Teilnehmer der Altersgruppen/).waitFor();
    await picture.getByRole('table', { name: 'Verlauf' }).getByRole('cell', { name: 'Genehmigung beantragt' }).waitFor();
    await shot(approver, 'approval-11b-decision-picture');
    const decision = main(approver).getByRole('form', { name: `Entscheidung für ${HESSEN}` });
    await decision.getByRole('radio', { name: 'Genehmigen' }).check();
    await textbox(decision, 'Begründung (nötig bei Ablehnung)').fill(REASON);
    await shot(approver, 'approval-11-decision');
    const decided = waitForApi(approver, new RegExp(`^/api/competitionapprovals/${applicationId}/approvals/\\d+$`), 'PUT');
    await decision.getByRole('button', { name: 'Entscheidung speichern' }).click();
    const decidedResponse = await decided;
    expect(decidedResponse.status()).toBe(200);
    expect(decidedResponse.request().postDataJSON()).toMatchObject({ approvalState: 1, reason: REASON });
    await approver.waitForURL('**/competitionapproval');
    await main(approver).getByText('Der Antrag wurde genehmigt.').waitFor();
    await shot(approver, 'approval-12-decided-list');

    const decisionMail = await journey.mailbox.waitFor(CLUB_USER, (m) => m.subject === `Entscheidung zu Ihrem Antrag: ${NAME}`);
    expect(decisionMail.text).toContain(`${HESSEN} hat die Veranstaltung „${NAME}“`);
    expect(decisionMail.text).toContain(`Begründung: ${REASON}`);
    expect(decisionMail.text).toContain('Damit ist die Veranstaltung genehmigt.');
    expect(decisionMail.link).toBe(`${journey.portal.origin}/competitionapprovalDetailView/${applicationId}`);

    const club = await signedIn(CLUB_USER);
    await openList(club, NAME);
    const row = listRow(club, NAME);
    expect(await stateOf(row)).toBe('Genehmigt');
    // The unfolded row shows the state association's decision with its reason.
    await row.getByRole('button', { name: `Einzelheiten zu ${NAME} anzeigen` }).click();
    const approvals = main(club).getByRole('list', { name: 'Genehmigungen' });
    await approvals.getByText(`Begründung: ${REASON}`).waitFor();
    expect(await approvals.textContent()).toContain(HESSEN);
    await shot(club, 'approval-13-list-approved');

    await club.goto(decisionMail.link!);
    await heading(club, 'Antrag und Status').waitFor();
    const history = main(club).getByRole('table', { name: 'Verlauf' });
    const historyRows = history.getByRole('row').filter({ has: club.getByRole('cell') });
    await eventually(() => historyRows.count(), (n) => n === 3, { what: 'three history rows' });
    // Per row: who, what, the states (before → after) as chips, for which organisation and why.
    const cells = await Promise.all([0, 1, 2].map((i) => historyRows.nth(i).getByRole('cell').allTextContents()));
    const chips = await Promise.all([0, 1, 2].map((i) => historyRows.nth(i).locator('[data-state]').allTextContents()));
    expect(cells.map((c) => [c[1], c[2], c[4], c[5]])).toEqual([
      ['Clara Vereinsam', 'Angelegt', '', ''],
      ['Clara Vereinsam', 'Genehmigung beantragt', '', ''],
      ['Anton Genehm', 'Entschieden', HESSEN, REASON],
    ]);
    expect(chips).toEqual([['Erstellt'], ['Erstellt', 'Zur Genehmigung offen'], ['Zur Genehmigung offen', 'Genehmigt']]);
    expect(await main(club).getByRole('list', { name: 'Genehmigungen' }).textContent()).toContain('von Anton Genehm');
    await shot(club, 'approval-14-detail-history');
  });

  it('finisher numbers of a past event (a wrong sum is refused first), then the approver makes the invoice and downloads the PDF', async () => {
    const EVENT = 'Herbstlauf am Main';
    const club = await signedIn(CLUB_USER);
    await openList(club, EVENT);
    await rowAction(club, listRow(club, EVENT), 'Teilnehmerzahlen');
    await club.waitForURL(/\/competitionApprovalFinisher\/\d+$/);
    const id = Number(new URL(club.url()).pathname.split('/').pop());
    await heading(club, 'Teilnehmerzahlen').waitFor();
    const form = main(club);
    const count = (group: string, name: string) => form.getByRole('group', { name: group }).getByRole('spinbutton', { name, exact: true });
    const byKind = 'Wie viele der Teilnehmer waren Läufer, Geher und Walker oder Sonstige?';
    let sent = 0;
    club.on('request', (r) => {
      if (r.method() === 'PUT' && new URL(r.url()).pathname === `/api/competitionapprovals/${id}/finishers`) sent += 1;
    });

    await count('Frauen', 'Aktive').fill('120');
    await count('Männer', 'Aktive').fill('150');
    await count('Männer', 'Senioren').fill('30');
    await count(byKind, 'Läufer').fill('280');
    await form.getByText('Summe nach Geschlecht und Altersgruppe: 300 · Summe nach Art: 280').waitFor();
    await button(club, 'Teilnehmerzahlen melden').click();
    const sumError = form.getByRole('alert').filter({ hasText: 'Die Summe der Teilnehmer nach Art muss der Summe nach Geschlecht und Altersklasse entsprechen' });
    await sumError.waitFor();
    expect(new URL(club.url()).pathname).toBe(`/competitionApprovalFinisher/${id}`);
    expect(sent).toBe(0);
    await shot(club, 'approval-15-finishers-sum-mismatch');

    await count(byKind, 'Geher und Walker').fill('20');
    await sumError.waitFor({ state: 'hidden' });
    // Reported once and billed from: the club confirms first.
    await button(club, 'Teilnehmerzahlen melden').click();
    const confirm = club.getByRole('dialog', { name: 'Teilnehmerzahlen jetzt melden?' });
    await confirm.waitFor();
    expect(sent).toBe(0);
    await shot(club, 'approval-15a-finishers-confirm');
    const send = waitForApi(club, `/api/competitionapprovals/${id}/finishers`, 'PUT');
    await confirm.getByRole('button', { name: 'Teilnehmerzahlen melden' }).click();
    const sendResponse = await send;
    expect(sendResponse.status()).toBe(200);
    expect(sendResponse.request().postDataJSON()).toMatchObject({ finisher_Women_Active: 120, finisher_Men_Active: 150, finisher_Men_Masters: 30, totalSum_Runners: 280, totalSum_Walker: 20 });
    await club.waitForURL(`**/competitionFinisherDetailView/${id}`);
    await form.getByText('Die Teilnehmerzahlen wurden gemeldet.').waitFor();
    await heading(club, 'Antrag und Teilnehmerzahlen').waitFor();
    await shot(club, 'approval-16-finishers-sent');

    // The approver of the state association finds it by name and makes the invoice from the list's menu.
    const approver = await signedIn(APPROVER);
    await approver.goto('/competitionapproval');
    await heading(approver, 'Veranstaltungsgenehmigungen').waitFor();
    // The list opens on what awaits a decision; the approved run is found with the whole list.
    await main(approver).getByRole('switch', { name: 'Nur Anträge, die auf meine Entscheidung warten' }).uncheck();
    const search = main(approver).getByRole('search').getByRole('textbox', { name: 'Suche' });
    await search.fill('Herbstlauf');
    await search.press('Enter');
    await eventually(() => table(approver).locator('tr[data-row-id]').count(), (n) => n === 1, { what: 'one row found' });
    const row = rowById(approver, id);
    expect(await row.textContent()).toContain(EVENT);
    const receipt = waitForApi(approver, `/api/competitionapprovals/${id}/receipt`, 'POST');
    await rowAction(approver, row, 'Rechnung erstellen');
    expect(((await (await receipt).json()) as { receiptInformation: number }).receiptInformation).toBe(1);
    await main(approver).getByText('Die Rechnung wurde erstellt.').waitFor();
    await shot(approver, 'approval-17-invoice-created');

    // The row now offers the download (its link came with the reloaded list).
    await row.getByRole('button', { name: /^Aktionen für / }).click();
    const download = approver.getByRole('menuitem', { name: 'Rechnung herunterladen', exact: true });
    await eventually(() => download.getAttribute('aria-disabled'), (v) => v !== 'true', { what: 'download enabled' });
    expect(await approver.getByRole('menuitem', { name: 'Rechnung erstellen', exact: true }).getAttribute('aria-disabled')).toBe('true');
    const downloaded = approver.waitForEvent('download');
    await download.click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toMatch(/^Rechnung-.+\.pdf$/);
    const bytes = fs.readFileSync((await file.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await rowAction(approver, row, 'Details anzeigen');
    await approver.waitForURL(`**/competitionapprovalDetailView/${id}`);
    const facts = main(approver).getByRole('region', { name: 'Teilnehmerzahlen und Rechnung' });
    await facts.getByText('Rechnungsnummer').waitFor();
    expect(await facts.textContent()).toContain(file.suggestedFilename());
    await shot(approver, 'approval-18-invoice-detail');
  });

  it('cancels an open application only with a reason, then copies it into a new application in state "created"', async () => {
    const EVENT = 'Mainuferlauf Frankfurt';
    const page = await signedIn(CLUB_USER);
    await openList(page, EVENT);
    const original = listRow(page, EVENT);
    const id = Number(await original.getAttribute('data-row-id'));
    await rowAction(page, original, 'Absagen');
    await page.waitForURL(`**/CompetitionApprovalCancel/${id}`);
    await heading(page, 'Veranstaltung absagen').waitFor();
    const reason = textbox(main(page), 'Grund der Absage');
    await reason.waitFor();

    // No reason: the field says so, no confirmation is asked and nothing is sent.
    await button(page, 'Veranstaltung absagen').click();
    await expectFieldError(reason, 'Dieses Feld ist erforderlich');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await shot(page, 'approval-19-cancel-reason-missing');

    await reason.fill('Die Stadt sperrt das Mainufer wegen Bauarbeiten.');
    await button(page, 'Veranstaltung absagen').click();
    const confirm = page.getByRole('dialog', { name: 'Veranstaltung absagen?' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(`Möchten Sie „${EVENT}“ wirklich absagen?`);
    await shot(page, 'approval-20-cancel-confirm');
    const cancelled = waitForApi(page, `/api/competitionapprovals/${id}/cancel`, 'POST');
    await confirm.getByRole('button', { name: 'Veranstaltung absagen' }).click();
    expect((await cancelled).status()).toBe(200);
    await page.waitForURL('**/competitionapproval');
    await main(page).getByText('Die Veranstaltung wurde abgesagt.').waitFor();
    await eventually(() => stateOf(rowById(page, id)), (s) => s === 'Abgesagt', { what: 'row cancelled' });
    const mail = await journey.mailbox.waitFor(APPROVER, (m) => m.subject === `Veranstaltung abgesagt: ${EVENT}`);
    expect(mail.text).toContain('Begründung: Die Stadt sperrt das Mainufer wegen Bauarbeiten.');
    await shot(page, 'approval-21-cancelled');

    // The copy is a new application in state "created", opened for editing.
    const copy = waitForApi(page, `/api/competitionapprovals/${id}/copy`, 'POST');
    await rowAction(page, rowById(page, id), 'Kopieren');
    const copyResponse = await copy;
    expect(copyResponse.status()).toBe(201);
    const copyId = ((await copyResponse.json()) as { id: number }).id;
    expect(copyId).not.toBe(id);
    await page.waitForURL(`**/editcompetitionapproval/${copyId}`);
    await heading(page, 'Antrag bearbeiten').waitFor();
    // The copy's name says it is one, so that the two rows never read the same.
    await eventually(() => textbox(main(page), 'Name der Veranstaltung').inputValue(), (v) => v === `${EVENT} (Kopie)`, { what: 'copied name' });
    await shot(page, 'approval-22-copy-edit');
    await button(page, 'Zurück').click();
    await page.waitForURL('**/competitionapproval');
    await rowById(page, copyId).waitFor();
    expect(await stateOf(rowById(page, copyId))).toBe('Erstellt');
    expect(await stateOf(rowById(page, id))).toBe('Abgesagt');
    expect(await listRow(page, EVENT).count()).toBe(1);
    expect(await listRow(page, `${EVENT} (Kopie)`).count()).toBe(1);
    await shot(page, 'approval-23-copy-in-list');
  });

  it('keeps the search text and the state filter of the list across a reload', async () => {
    const page = await signedIn(CLUB_USER);
    await openList(page, 'Herbstlauf am Main');
    const search = main(page).getByRole('search').getByRole('textbox', { name: 'Suche' });
    const searched = waitForApi(page, /^\/api\/competitionapprovals\/organizations\/\d+$/);
    await search.fill('lauf');
    await search.press('Enter');
    expect(new URL((await searched).url()).searchParams.get('freetextSearch')).toBe('lauf');

    await main(page).getByRole('button', { name: 'Weitere Filter' }).click();
    const filtered = waitForApi(page, /^\/api\/competitionapprovals\/organizations\/\d+$/);
    await choose(page, main(page), 'Status', 'Genehmigt');
    expect(new URL((await filtered).url()).searchParams.get('approvalState')).toBe('3');
    await eventually(() => listRow(page, 'Frühjahrslauf am Riederwald').count(), (n) => n === 0, { what: 'created applications filtered out' });
    const names = async () => (await table(page).locator('tr[data-row-id] td:nth-child(2)').allTextContents()).sort();
    const states = async () => [...new Set(await table(page).locator('tr[data-row-id] [data-state]').allTextContents())];
    const shown = await names();
    expect(shown).toEqual(expect.arrayContaining(['Herbstlauf am Main', 'Sommernachtslauf', NAME]));
    expect(await states()).toEqual(['Genehmigt']);
    await main(page).getByText('Weitere Filter (1 aktiv)').waitFor();
    await shot(page, 'approval-24-filtered');
    expect(JSON.parse((await stored(page, 'list.competitionApprovals'))!)).toMatchObject({ freetextSearch: 'lauf', approvalState: 3, moreFilters: true });

    const reloaded = waitForApi(page, /^\/api\/competitionapprovals\/organizations\/\d+$/);
    await page.reload();
    const query = new URL((await reloaded).url()).searchParams;
    expect([query.get('freetextSearch'), query.get('approvalState')]).toEqual(['lauf', '3']);
    await heading(page, 'Veranstaltungsgenehmigungen').waitFor();
    await listRow(page, 'Herbstlauf am Main').waitFor();
    expect(await search.inputValue()).toBe('lauf');
    expect(await main(page).getByRole('combobox', { name: 'Status', exact: true }).textContent()).toBe('Genehmigt');
    await main(page).getByText('Weitere Filter (1 aktiv)').waitFor();
    expect(await names()).toEqual(shown);
    expect(await states()).toEqual(['Genehmigt']);
    await shot(page, 'approval-25-filtered-after-reload');
  });

  it('keeps the page of the list across a reload', async () => {
    // The state association's administrator sees every Hessen application: more than one page of 10.
    const page = await signedIn('region.admin@demo.test');
    await page.goto('/competitionapproval');
    await table(page).locator('tr[data-row-id]').first().waitFor();
    const listCall = /^\/api\/competitionapprovals\/organizations\/\d+$/;
    const second = waitForApi(page, listCall);
    await main(page).getByRole('button', { name: /Seite 2$/ }).click();
    expect(new URL((await second).url()).searchParams.get('pageNumber')).toBe('2');
    await main(page).getByText(/^11–\d+ von \d+$/).waitFor();
    const reloaded = waitForApi(page, listCall);
    await page.reload();
    expect(new URL((await reloaded).url()).searchParams.get('pageNumber')).toBe('2');
    await main(page).getByText(/^11–\d+ von \d+$/).waitFor();
    await shot(page, 'approval-25b-second-page-after-reload');

    // On a phone (375 px) every row shows its state without scrolling sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    const rows = table(page).locator('tr[data-row-id]');
    await eventually(() => table(page).getByRole('columnheader').count(), (n) => n === 2, { what: 'narrow columns' });
    const count = await rows.count();
    for (let i = 0; i < count; i += 1) {
      const state = rows.nth(i).locator('[data-state]');
      const box = await state.boundingBox();
      expect(box, `row ${i} shows its state`).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const scroller = table(page).locator('xpath=..');
    expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await shot(page, 'approval-25c-list-375');
  });

  for (const [locale, language, listTitle, newTitle, createLabel, ownerLabel, shotName] of [
    ['en-GB', 'English', 'Event approvals', 'New application for event approval', 'Create and continue', 'Organiser', 'en'],
    ['nl-NL', 'Nederlands', 'Goedkeuring van evenementen', 'Nieuwe aanvraag voor evenementgoedkeuring', 'Aanmaken en verder', 'Organisator', 'nl'],
  ] as const) {
    it(`shows the list and the first wizard step without German words in ${language} (${locale} browser)`, async () => {
      const page = await signedIn(CLUB_USER, locale);
      // The account's own language (German) applies at sign-in; the visitor switches in the top bar.
      await page.getByRole('heading', { level: 1, name: 'Willkommen' }).waitFor();
      await page.getByRole('banner').getByRole('button', { name: /^Sprache: Deutsch/ }).click();
      await page.getByRole('menuitem', { name: language }).click();
      await page.getByRole('menu').waitFor({ state: 'hidden' });
      await page.waitForFunction((lang) => document.documentElement.lang === lang, shotName);

      await page.goto('/competitionapproval');
      await heading(page, listTitle).waitFor();
      await main(page).getByRole('table').getByRole('row', { name: /Herbstlauf am Main/ }).waitFor();
      expect(germanIn(await main(page).innerText()), `German words on the list in ${language}`).toEqual([]);
      await shot(page, `approval-26-list-${shotName}`);

      await page.goto('/newcompetitionapproval');
      await heading(page, newTitle).waitFor();
      // The create button is enabled once the area's catalogue has come.
      await eventually(() => button(page, createLabel).isEnabled(), Boolean, { what: 'create button enabled' });
      expect(await textbox(main(page), ownerLabel).inputValue()).toBe('Eintracht Frankfurt e.V.');
      expect(germanIn(await main(page).innerText()), `German words on the wizard's first step in ${language}`).toEqual([]);
      await shot(page, `approval-27-new-${shotName}`);
    });
  }

  it('the public calendar lists the approved runs for a signed-out visitor', async () => {
    const page = await openPage('de-DE');
    await page.goto('/calendar');
    await heading(page, 'Laufkalender').waitFor();
    const calendar = main(page).getByRole('table', { name: 'Genehmigte Laufveranstaltungen' });
    const row = (name: string) => calendar.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    await row('Hessischer Halbmarathon').waitFor();
    expect(await row('Hessischer Halbmarathon').innerText()).toMatch(/Frankfurt am Main\s+Halbmarathon\s+Eintracht Frankfurt e\.V\./);
    await row('Darmstädter Stadtlauf').waitFor();
    // The run approved in the decision journey, and none that is not approved.
    await row(NAME).waitFor();
    expect(await row('Frühjahrslauf am Riederwald').count()).toBe(0);
    expect(await row('Mainuferlauf Frankfurt').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    expect(await main(page).getByRole('link', { name: 'Abonnieren (iCalendar)' }).getAttribute('href')).toMatch(/\/api\/public\/calendar\.ics\?/);
    await shot(page, 'approval-28-public-calendar');
  });

  it('editing the town of the approved application asks before resetting the approval, then it is in editing', async () => {
    expect(applicationId, 'the wizard journey created the application').toBeGreaterThan(0);
    const page = await signedIn(CLUB_USER);
    await page.goto(`/editcompetitionapproval/${applicationId}`);
    const form = main(page);
    const place = form.getByRole('region', { name: 'Veranstaltungsort', exact: true });
    await textbox(place, 'Ort').waitFor();
    await eventually(() => textbox(place, 'Ort').inputValue(), (v) => v === 'Frankfurt am Main', { what: 'the stored town' });
    await textbox(place, 'Ort').fill('Offenbach am Main');
    let saved = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && new URL(r.url()).pathname === `/api/competitionapprovals/${applicationId}`) saved += 1;
    });
    await button(page, 'Speichern').click();
    const confirm = page.getByRole('dialog', { name: 'Genehmigung zurücksetzen?' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('Offenbach am Main');
    expect(saved).toBe(0);
    await shot(page, 'approval-29-reset-confirm');
    const update = waitForApi(page, `/api/competitionapprovals/${applicationId}`, 'PUT');
    await confirm.getByRole('button', { name: 'Speichern und zurücksetzen' }).click();
    const updated = (await (await update).json()) as { competitionState: number; approvals: { approvalState: number }[] };
    expect(updated.competitionState).toBe(2);
    expect(updated.approvals.map((a) => a.approvalState)).toEqual([0]);
    await openList(page, NAME);
    expect(await stateOf(listRow(page, NAME))).toBe('In Bearbeitung');
    await shot(page, 'approval-30-reset-list');
  });
});

/** The German words of GERMAN_WORDS in a text (any case: buttons are upper-cased by CSS). */
function germanIn(text: string): string[] {
  const lower = text.toLowerCase();
  return GERMAN_WORDS.filter((w) => lower.includes(w.toLowerCase()));
}
