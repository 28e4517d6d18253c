import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  combinedEventPoints,
  performanceCompetitionsApi,
  performancesApi,
  statisticsDefinitionsApi,
  type Competitor,
  type PerformanceDetail,
} from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, refuse, type Received } from '../../../testing/api-handlers';
import { allClasses, allEvents, competitionOptions, competitor, events, renderPages, renderRoute, sampleDetail } from '../components/performance-test-support';
import { PerformanceFormPage } from './performance-form-page';

let athletes: Competitor[];
let detail: PerformanceDetail;
let created: Received<typeof performancesApi.new>[];
let updated: Received<typeof performancesApi.update>[];
let newCompetitors: Received<typeof performancesApi.new_competitor>[];
let competitorSearches: Received<typeof performancesApi.competitor_search>[];
const nextYear = new Date().getFullYear() + 1;
/** A competition already entered for next year: no mark of it can have been made yet. */
const future = { value: 5, text: `Zukunftsmeeting (Kassel, 06.06.${nextYear})`, name: 'Zukunftsmeeting', town: 'Kassel', dateFrom: `${nextYear}-06-06`, dateTo: `${nextYear}-06-06`, environment: 1 };

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  localStorage.clear();
  detail = sampleDetail();
  athletes = [
    competitor(),
    competitor({ id: 71, fullName: 'Eva Lauf', firstName: 'Eva', lastName: 'Lauf' }),
    competitor({ id: 72, fullName: 'Jan Sprint', firstName: 'Jan', lastName: 'Sprint' }),
    competitor({ id: 73, fullName: 'Ole Staffel', firstName: 'Ole', lastName: 'Staffel' }),
    competitor({ id: 74, fullName: 'Tim Wechsel', firstName: 'Tim', lastName: 'Wechsel' }),
  ];
  const byId = new Map(Object.values(events).map((e) => [e.id, e]));
  answer(statisticsDefinitionsApi.get_all_events, () => allEvents());
  answer(statisticsDefinitionsApi.get_all_classes, () => allClasses);
  answer(performanceCompetitionsApi.get_competition_options, () => [...competitionOptions, future]);
  answer(performancesApi.get_event_info, ({ params }) => byId.get(params.eventId)!);
  competitorSearches = answer(performancesApi.competitor_search, ({ query }) => athletes.filter((a) => a.fullName.toLowerCase().includes(query.search.toLowerCase())));
  answer(performancesApi.club_search, () => [{ value: 15, text: 'LG Bergstraße' }]);
  answer(performancesApi.get_by_id, () => detail);
  created = answer(performancesApi.new, () => detail);
  updated = answer(performancesApi.update, () => detail);
  newCompetitors = answer(performancesApi.new_competitor, () => competitor({ id: 99, fullName: 'Lena Neu', firstName: 'Lena', lastName: 'Neu', gender: 1, yearOfBirth: 2008 }));
});

afterEach(() => {
  vi.useRealTimers();
});

const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const combo = (label: string) => screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
const createCalls = () => created;
const renderNew = (query: string) => renderRoute('newperformance', `/newperformance${query}`, <PerformanceFormPage />);

async function chooseCompetition(option: string) {
  const input = combo('Wettkampf');
  fireEvent.focus(input);
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function searchAndChoose(user: ReturnType<typeof userEvent.setup>, label: string, typed: string, option: RegExp | string) {
  await user.type(combo(label), typed);
  // The search waits for typing to pause (300 ms): the test's clock skips the pause.
  await act(() => vi.advanceTimersByTimeAsync(300));
  fireEvent.click(await screen.findByRole('option', { name: option }, { timeout: 3000 }));
}

describe('PerformanceFormPage', { timeout: 60_000 }, () => {
  it('preselects event and class of the list’s filter, fills the day from the competition and creates for the next entry', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderNew('?eventCode=100&classCode=M');
    await screen.findByRole('button', { name: 'Anlegen und weiter' });
    expect((combo('Disziplin') as HTMLInputElement).value).toBe('100 m');
    expect((combo('Klasse') as HTMLInputElement).value).toBe('Männer');
    await chooseCompetition('Pfingstsportfest (Rehlingen, 13.06.2026)');
    await waitFor(() => expect(field('performanceDateTime').value).toBe('13.06.2026'));
    await searchAndChoose(user, 'Athlet', 'Must', /Max Muster/);
    await user.type(field('bestResult'), '10,52');
    expect(await screen.findByText('Gelesen als 10.52')).toBeTruthy();
    await user.type(field('windResult'), '+1,2');

    fireEvent.click(screen.getByRole('button', { name: 'Anlegen und weiter' }));
    await waitFor(() => expect(createCalls()).toHaveLength(1));
    expect(createCalls()[0].body).toEqual({
      bestResult: '10,52',
      windResult: '+1,2',
      heightWeight: null,
      organizationId: 0,
      competitorId: 70,
      performanceDateTime: '2026-06-13',
      relayMembers: [],
      multiEventResults: null,
      competitionId: 3,
      eventId: 5,
      classId: 1,
    });
    expect(await screen.findByText('Die Leistung wurde angelegt.')).toBeTruthy();
    // Ready for the next athlete: athlete and result go, everything else stays.
    await waitFor(() => expect(field('bestResult').value).toBe(''));
    expect((combo('Athlet') as HTMLInputElement).value).toBe('');
    expect((combo('Wettkampf') as HTMLInputElement).value).toBe('Pfingstsportfest (Rehlingen, 13.06.2026)');
    expect((combo('Disziplin') as HTMLInputElement).value).toBe('100 m');
    expect((combo('Klasse') as HTMLInputElement).value).toBe('Männer');
    expect(field('performanceDateTime').value).toBe('13.06.2026');
    expect(field('windResult').value).toBe('+1,2');
    expect(router.state.location.pathname).toBe('/newperformance');
  });

  it('creates and closes to the list', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderPages('/newperformance?eventCode=100&classCode=M', { newperformance: <PerformanceFormPage /> });
    await screen.findByRole('button', { name: 'Anlegen und schließen' });
    await chooseCompetition('Pfingstsportfest (Rehlingen, 13.06.2026)');
    await searchAndChoose(user, 'Athlet', 'Must', /Max Muster/);
    await user.type(field('bestResult'), '10,8*');
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen und schließen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/performance'));
    expect(createCalls()[0].body).toMatchObject({ bestResult: '10,8*', competitorId: 70 });
  });

  it('names what is missing and sends nothing', async () => {
    renderNew('?eventCode=100&classCode=M');
    fireEvent.click(await screen.findByRole('button', { name: 'Anlegen und weiter' }));
    expect(await screen.findByText('Bitte wählen Sie einen Wettkampf')).toBeTruthy();
    expect(screen.getByText('Bitte wählen Sie einen Athleten')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie eine Leistung ein')).toBeTruthy();
    expect(screen.getByText('Das Datum muss innerhalb der Wettkampftage liegen')).toBeTruthy();
    fireEvent.change(field('windResult'), { target: { value: 'schnell' } });
    await waitFor(() => expect(screen.getByText('Bitte geben Sie eine Dezimalzahl ein (+/-00.00)')).toBeTruthy());
    expect(createCalls()).toHaveLength(0);
  });

  it('refuses before sending what the server refuses: a mark outside the range, a foul, an impossible wind, a day after today', async () => {
    const user = userEvent.setup({ delay: null });
    renderNew('?eventCode=100&classCode=M');
    await screen.findByRole('button', { name: 'Anlegen und weiter' });
    await chooseCompetition(future.text);
    await searchAndChoose(user, 'Athlet', 'Must', /Max Muster/);
    await user.type(field('bestResult'), '5,00');
    // The live reading names the range at once.
    await waitFor(() => expect(document.getElementById('field-bestResult-helper-text')?.textContent).toBe('Zu schnell: Für 100 m muss die Zeit zwischen 9,39 und 60,00 s liegen'));
    await user.type(field('windResult'), '+12,5');
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen und weiter' }));
    expect(await screen.findByText('Der Wind muss zwischen -9,9 und +9,9 m/s liegen')).toBeTruthy();
    expect(document.getElementById('field-performanceDateTime-helper-text')?.textContent).toBe('Das Datum darf nicht in der Zukunft liegen');
    await user.clear(field('bestResult'));
    await user.type(field('bestResult'), '0');
    await waitFor(() => expect(document.getElementById('field-bestResult-helper-text')?.textContent).toBe('Ein ungültiger Versuch (x oder 0) ist keine Leistung für Listen und Rekorde'));
    expect(createCalls()).toHaveLength(0);
  });

  it('shows the server’s messages on the fields', async () => {
    const user = userEvent.setup({ delay: null });
    refuse(performancesApi.new, 422, {
      errors: { BestResult: ['Diese Zeit ist für die Disziplin unrealistisch schnell'], PerformanceDateTime: ['Das Datum muss innerhalb der Wettkampftage liegen'] },
    });
    renderNew('?eventCode=100&classCode=M');
    await screen.findByRole('button', { name: 'Anlegen und weiter' });
    await chooseCompetition('Pfingstsportfest (Rehlingen, 13.06.2026)');
    await searchAndChoose(user, 'Athlet', 'Must', /Max Muster/);
    await user.type(field('bestResult'), '10,52');
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen und weiter' }));
    expect(await screen.findByText('Diese Zeit ist für die Disziplin unrealistisch schnell')).toBeTruthy();
    expect(document.getElementById('field-performanceDateTime-helper-text')?.textContent).toBe('Das Datum muss innerhalb der Wettkampftage liegen');
    expect(field('bestResult').value).toBe('10,52');
  });

  it('enters a new athlete without leaving the form and chooses them', async () => {
    const user = userEvent.setup({ delay: null });
    renderNew('?eventCode=100&classCode=M');
    fireEvent.click(await screen.findByRole('button', { name: 'Athlet anlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Athlet' });
    // The server's schema checks the dialog: every required field names its own message, the club's included.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anlegen und auswählen' }));
    for (const message of ['errorFirstNameRequired', 'errorGenderRequired', 'errorYearOfBirthRequired', 'errorNationRequired', 'errorClubRequired'] as const) {
      expect(await within(dialog).findByText(i18n.t(`validation.${message}`))).toBeTruthy();
    }
    expect(newCompetitors).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /^Vorname/ }), 'Lena');
    await user.type(within(dialog).getByRole('textbox', { name: /^Nachname/ }), 'Neu');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Geschlecht/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'weiblich' }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Geburtsjahr/ }));
    fireEvent.click(await screen.findByRole('option', { name: '2008' }));
    await user.type(within(dialog).getByRole('combobox', { name: /^Nation/ }), 'Deutschl');
    fireEvent.click(await screen.findByRole('option', { name: 'Deutschland (GER)' }));
    await user.type(within(dialog).getByRole('combobox', { name: /^Verein/ }), 'Berg');
    fireEvent.click(await screen.findByRole('option', { name: 'LG Bergstraße' }, { timeout: 3000 }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anlegen und auswählen' }));
    await waitFor(() => expect(newCompetitors).toHaveLength(1));
    expect(newCompetitors[0].body).toEqual({
      firstName: 'Lena',
      lastName: 'Neu',
      gender: 1,
      yearOfBirth: 2008,
      nation: 'GER',
      organizationId: 15,
      nationalAthleteCode: null,
    });
    await waitFor(() => expect((combo('Athlet') as HTMLInputElement).value).toBe('Lena Neu (2008, LG Bergstraße)'));
    expect(screen.getByRole('button', { name: 'Anlegen und weiter' })).toBeTruthy();
  });

  it('takes a relay’s club and members: each once, at most four, in the order set', async () => {
    const user = userEvent.setup({ delay: null });
    renderNew('?eventCode=4X100&classCode=M');
    await screen.findByRole('button', { name: 'Anlegen und weiter' });
    expect(await screen.findByRole('combobox', { name: /^Verein/ })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /^Athlet/ })).toBeNull();
    await chooseCompetition('Pfingstsportfest (Rehlingen, 13.06.2026)');
    await searchAndChoose(user, 'Verein', 'Berg', 'LG Bergstraße');
    for (const name of ['Max Muster', 'Eva Lauf']) await searchAndChoose(user, 'Mitglied hinzufügen', name.slice(0, 4), new RegExp(name));
    await searchAndChoose(user, 'Mitglied hinzufügen', 'Max ', /Max Muster/);
    expect((await screen.findByRole('alert')).textContent).toContain('Ein Athlet kann nur einmal Mitglied sein');
    for (const name of ['Jan Sprint', 'Ole Staffel']) await searchAndChoose(user, 'Mitglied hinzufügen', name.slice(0, 4), new RegExp(name));
    expect(screen.getByText('4 von höchstens 4 Mitgliedern')).toBeTruthy();
    expect(screen.getByText('Die Mannschaft ist vollständig')).toBeTruthy();
    expect(combo('Mitglied hinzufügen').hasAttribute('disabled')).toBe(true);
    expect((screen.getByRole('button', { name: 'Athlet anlegen' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Eva Lauf nach oben' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ole Staffel nach unten' }) as HTMLButtonElement);
    const order = () => within(screen.getByRole('list', { name: 'Mitglieder' })).getAllByRole('listitem').map((li) => li.getAttribute('data-member'));
    expect(order()).toEqual(['71', '70', '72', '73']);
    fireEvent.click(screen.getByRole('button', { name: 'Max Muster entfernen' }));
    expect(order()).toEqual(['71', '72', '73']);
    fireEvent.click(screen.getByRole('button', { name: 'Eva Lauf nach unten' }));
    expect(order()).toEqual(['72', '71', '73']);

    await user.type(field('bestResult'), '41,20');
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen und weiter' }));
    await waitFor(() => expect(createCalls()).toHaveLength(1));
    expect(createCalls()[0].body).toMatchObject({
      organizationId: 15,
      competitorId: null,
      relayMembers: [
        { competitorId: 72, value: null },
        { competitorId: 71, value: null },
        { competitorId: 73, value: null },
      ],
    });
    // For the next team the members go, the club stays.
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Mitglieder' })?.querySelectorAll('li')).toHaveLength(0));
    expect((combo('Verein') as HTMLInputElement).value).toBe('LG Bergstraße');
  });

  it('searches a relay’s members in its club and sex, and names a member who does not fit before sending', async () => {
    const user = userEvent.setup({ delay: null });
    athletes.push(
      competitor({ id: 80, fullName: 'Ida Fremd', firstName: 'Ida', lastName: 'Fremd', gender: 1 }),
      competitor({ id: 81, fullName: 'Udo Fremd', firstName: 'Udo', lastName: 'Fremd', organizationId: 16, organizationName: 'ASC Darmstadt', organizationPath: [1, 2, 16] }),
    );
    renderNew('?eventCode=4X100&classCode=M');
    await screen.findByRole('button', { name: 'Anlegen und weiter' });
    await chooseCompetition('Pfingstsportfest (Rehlingen, 13.06.2026)');
    await searchAndChoose(user, 'Verein', 'Berg', 'LG Bergstraße');
    await searchAndChoose(user, 'Mitglied hinzufügen', 'Udo', /Udo Fremd/);
    // The search names the team, so that the server offers only those who may run in it.
    const query = competitorSearches.at(-1)!.query;
    expect(query).toEqual({ search: 'Udo', teamClubId: '15', classId: '1', eventId: String(events['4X100'].id) });
    await user.type(field('bestResult'), '41,20');
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen und weiter' }));
    expect(await screen.findByText('Udo Fremd startet nicht für LG Bergstraße und kann nicht in dieser Staffel laufen')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Udo Fremd entfernen' }));
    await searchAndChoose(user, 'Mitglied hinzufügen', 'Ida', /Ida Fremd/);
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen und weiter' }));
    expect(await screen.findByText(/^Ida Fremd passt nicht zur Klasse der Staffel/)).toBeTruthy();
    expect(createCalls()).toHaveLength(0);
  });

  it('asks multi-team members for a mark each', async () => {
    const user = userEvent.setup({ delay: null });
    renderNew('?eventCode=TEAM&classCode=M');
    await screen.findByRole('combobox', { name: /^Mitglied hinzufügen/ });
    await searchAndChoose(user, 'Mitglied hinzufügen', 'Eva', /Eva Lauf/);
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen und weiter' }));
    expect(await screen.findByText('Bitte geben Sie für jedes Mitglied eine Leistung ein')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Leistung Eva Lauf/ })).toBeTruthy();
  });

  it('scores a decathlon’s rows as they are typed; the best result is their sum; other points need a reason', async () => {
    const user = userEvent.setup({ delay: null });
    renderNew('?eventCode=DEC&classCode=M');
    const result = await screen.findByRole('textbox', { name: /^Leistung 100m/ });
    const rows = within(screen.getByRole('table', { name: 'Einzeldisziplinen' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-sub-event'))).toEqual(['100', 'LJ', 'SP7260', 'HJ', '400', '110H1067', 'DT2000', 'PV', 'JT800', '1500']);
    await user.type(result, '10,50');
    const sprint = String(combinedEventPoints({ sex: 'M', discipline: '100m', mark: 10.5 }));
    expect(sprint).toBe('975');
    await waitFor(() => expect((screen.getByRole('textbox', { name: /^Punkte 100m/ }) as HTMLInputElement).value).toBe(sprint));
    await user.type(screen.getByRole('textbox', { name: /^Leistung Weit/ }), '7,50');
    const jump = combinedEventPoints({ sex: 'M', discipline: 'LJ', mark: 7.5 });
    await waitFor(() => expect((document.getElementById('field-bestResult') as HTMLInputElement).value).toBe(String(975 + jump)));

    const points = screen.getByRole('textbox', { name: /^Punkte 100m/ });
    await user.clear(points);
    await user.type(points, '980');
    const reason = await screen.findByRole('textbox', { name: /^Begründung für die Punkte 100m/ });
    expect(screen.getByText('Laut Tabelle: 975')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen und weiter' }));
    expect(await screen.findByText('Bitte begründen Sie die geänderten Punkte')).toBeTruthy();
    // The 100 m outdoors needs its wind; an empty row its result and points.
    expect(screen.getAllByText('Bitte geben Sie den Wind ein').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Dieses Feld ist erforderlich').length).toBe(8);
    expect(reason).toBeTruthy();
    // Typing the tables' points again needs no reason.
    await user.clear(points);
    await user.type(points, '975');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Begründung für die Punkte 100m/ })).toBeNull());
    // The form sends the points it shows, which the sum adds up: cleared points are asked for.
    await user.clear(points);
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen und weiter' }));
    expect(await within(rows[0]).findByText('Bitte geben Sie eine ganze Zahl ein (+0000)')).toBeTruthy();
    expect(createCalls()).toHaveLength(0);
  });

  it('edits a stored performance: competition, event and class stay; creator and editor are named; saving returns to the list', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderPages('/updateperformance/7', { updateperformance: <PerformanceFormPage /> });
    await screen.findByRole('button', { name: 'Speichern' });
    expect(combo('Wettkampf').hasAttribute('disabled')).toBe(true);
    expect(combo('Disziplin').hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/^Stefanie Zahl, 14\.06\.2026/)).toBeTruthy();
    expect(screen.getByText(/^Paul Prüfer, 15\.06\.2026/)).toBeTruthy();
    expect(field('bestResult').value).toBe('10.52');
    expect(field('windResult').value).toBe('+1.2');
    await user.clear(field('bestResult'));
    await user.type(field('bestResult'), '10,49');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/performance'));
    expect(updated).toEqual([
      {
        params: { id: '7' },
        query: {},
        body: {
          bestResult: '10,49',
          windResult: '+1.2',
          heightWeight: null,
          organizationId: 0,
          competitorId: 70,
          performanceDateTime: '2026-06-13',
          relayMembers: [],
          multiEventResults: null,
        },
      },
    ]);
  });

  it('shows another organisation’s performance read-only', async () => {
    detail = sampleDetail({ links: [] });
    renderRoute('updateperformance', '/updateperformance/7', <PerformanceFormPage />);
    expect(await screen.findByText('Diese Leistung wurde von einer anderen Organisation erfasst und kann hier nicht bearbeitet werden.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
    expect(field('bestResult').disabled).toBe(true);
  });
});
