import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bestListsApi, performanceCheckingsApi, performancesApi, statisticsDefinitionsApi, type PerformanceRow } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, offer, type Received } from '../../../testing/api-handlers';
import { allClasses, allEvents, linkTo, renderRoute, sampleChecking, sampleRow } from '../components/performance-test-support';
import { PerformanceListPage } from './performance-list-page';

let rows: PerformanceRow[];
let listClasses: Record<number, { id: number; code: string; name: string }[]>;
let listEvents: (params: { perflist: number; classId: number; env: number }) => { id: number; code: string; name: string }[];
let lists: Received<typeof performancesApi.get_performances>[];
let listClassCalls: Received<typeof bestListsApi.get_class_by_perf_id>[];
let listEventCalls: Received<typeof bestListsApi.get_event_by_perf_id>[];
let classCalls: Received<typeof statisticsDefinitionsApi.get_all_classes>[];
let toggles: Received<typeof performanceCheckingsApi.update_checking>[];
let deleted: Received<typeof performancesApi.delete_perf>[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  localStorage.clear();
  rows = [sampleRow()];
  listClasses = {
    3: [
      { id: 1, code: 'M', name: 'Männer' },
      { id: 2, code: 'W', name: 'Frauen' },
    ],
    4: [{ id: 2, code: 'W', name: 'Frauen' }],
  };
  listEvents = ({ classId, env }) =>
    classId === 2 && env === 0 ? [{ id: 7, code: '60H840', name: '60 m Hürden' }] : [
      { id: 5, code: '100', name: '100 m' },
      { id: 6, code: '200', name: '200 m' },
    ];
  offer(performancesApi.new);
  lists = answer(performancesApi.get_performances, ({ query }) => ({
    entities: rows,
    links: [linkTo(performancesApi.new)],
    paginationMetadata: { currentPage: query.pageNumber, totalPages: 1, totalCount: rows.length, pageSize: query.pageSize },
  }));
  answer(bestListsApi.bestlists_for_selector, () => [
    { value: 3, text: 'DLV-Bestenliste' },
    { value: 4, text: 'Frauenliste Hessen' },
  ]);
  classCalls = answer(statisticsDefinitionsApi.get_all_classes, () => allClasses);
  answer(statisticsDefinitionsApi.get_all_events, () => allEvents());
  listClassCalls = answer(bestListsApi.get_class_by_perf_id, ({ params }) => listClasses[params.perflist]);
  listEventCalls = answer(bestListsApi.get_event_by_perf_id, ({ params }) => listEvents(params));
  toggles = answer(performanceCheckingsApi.update_checking, ({ body }) => sampleChecking({ perfListId: body.perfListId, status: 0 }));
  deleted = answer(performancesApi.delete_perf, () => ({}));
});

const render = () => renderRoute('performance', '/performance', <PerformanceListPage />);
const listQueries = () => lists.map((c) => c.query);
const filterButton = () => screen.getByRole('button', { name: 'Filtern' }) as HTMLButtonElement;
const combo = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
async function choose(name: string, option: string) {
  // A choice whose options are still loading is disabled.
  await waitFor(() => expect(combo(name).getAttribute('aria-disabled')).not.toBe('true'));
  fireEvent.mouseDown(combo(name));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
const rowOf = (id: number) => screen.getByRole('table', { name: 'Liste der Leistungen' }).querySelector(`[data-row-id="${id}"]`) as HTMLElement;

describe('PerformanceListPage', { timeout: 30_000 }, () => {
  it('shows the default filter (no list, indoor and outdoor, M, 100 m) at once and the rows with their columns', async () => {
    render();
    await screen.findByText('Max Muster');
    expect(listQueries()[0]).toEqual({ pageNumber: '1', pageSize: '10', performanceListId: '0', environment: '2', classCode: 'M', eventCode: '100', outputGrouping: '0', searchPeriod: '0' });
    const row = rowOf(7);
    for (const text of ['10.52', '+1.2', '100m', 'GER', '2001', 'LG Bergstraße', '13.06.2026', 'Pfingstsportfest', 'Rehlingen', 'Stefanie Zahl']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
  });

  it('colours the status: nothing declined green, partly orange, fully red', async () => {
    rows = [
      sampleRow({ id: 1, status: 0, statusLocalized: 'Nicht abgelehnt' }),
      sampleRow({ id: 2, status: 1, statusLocalized: 'Teilweise abgelehnt' }),
      sampleRow({ id: 3, status: 2, statusLocalized: 'Abgelehnt' }),
    ];
    render();
    await screen.findByText('Teilweise abgelehnt');
    const colour = (id: number) => rowOf(id).querySelector('[data-status]')!.getAttribute('data-colour');
    expect([colour(1), colour(2), colour(3)]).toEqual(['success', 'warning', 'error']);
  });

  it('a new best list clears class, event and table, offers the list’s classes, and enables filtering only with class and event', async () => {
    render();
    await screen.findByText('Max Muster');
    await choose('Bestenliste', 'DLV-Bestenliste');
    await waitFor(() => expect(listClassCalls.at(-1)?.params).toEqual({ perflist: '3' }));
    expect(await screen.findByText('Wählen Sie Bestenliste, Klasse und Disziplin und drücken Sie „Filtern“.')).toBeTruthy();
    expect(screen.queryByText('Max Muster')).toBeNull();
    expect(combo('Klasse').textContent).not.toContain('Männer');
    expect(filterButton().disabled).toBe(true);

    await choose('Klasse', 'Männer');
    await waitFor(() => expect(listEventCalls.at(-1)?.params).toEqual({ perflist: '3', classId: '1', env: '2' }));
    // Two events: none is chosen by itself, and filtering waits for one.
    expect(filterButton().disabled).toBe(true);
    await choose('Disziplin', '200 m');
    expect(filterButton().disabled).toBe(false);
    const before = listQueries().length;
    fireEvent.click(filterButton());
    await waitFor(() => expect(listQueries().length).toBe(before + 1));
    expect(listQueries().at(-1)).toMatchObject({ performanceListId: '3', classCode: 'M', eventCode: '200', environment: '2', pageNumber: '1' });
    expect(JSON.parse(localStorage.getItem('list.performanceFilter')!).filter).toMatchObject({ performanceListId: 3, classCode: 'M', eventCode: '200' });
  });

  it('chooses a single class and event by itself and then shows the table at once', async () => {
    render();
    await screen.findByText('Max Muster');
    await choose('Halle / Freiluft', 'Halle');
    const before = listQueries().length;
    await choose('Bestenliste', 'Frauenliste Hessen');
    await waitFor(() => expect(listQueries().length).toBe(before + 1));
    expect(listQueries().at(-1)).toMatchObject({ performanceListId: '4', classCode: 'W', eventCode: '60H840', environment: '0' });
    expect(combo('Klasse').textContent).toContain('Frauen');
    expect(combo('Disziplin').textContent).toContain('60 m Hürden');
  });

  it('a new class or environment clears the event and asks for the events again', async () => {
    render();
    await screen.findByText('Max Muster');
    await choose('Bestenliste', 'DLV-Bestenliste');
    await choose('Klasse', 'Männer');
    await choose('Disziplin', '100 m');
    await choose('Halle / Freiluft', 'Freiluft');
    expect(combo('Disziplin').textContent).not.toContain('100 m');
    expect(filterButton().disabled).toBe(true);
    await waitFor(() => expect(listEventCalls.at(-1)?.params).toEqual({ perflist: '3', classId: '1', env: '1' }));
    await choose('Disziplin', '100 m');
    await choose('Klasse', 'Frauen');
    await waitFor(() => expect(listEventCalls.at(-1)?.params).toEqual({ perflist: '3', classId: '2', env: '1' }));
    expect(combo('Disziplin').textContent).not.toContain('100 m');
    const shown = listQueries().length;
    await choose('Halle / Freiluft', 'Halle');
    // Frauen indoors has a single event: it is chosen by itself, but only a new list filters by itself.
    await waitFor(() => expect(combo('Disziplin').textContent).toContain('60 m Hürden'));
    expect(filterButton().disabled).toBe(false);
    expect(listQueries().length).toBe(shown);
  });

  it('without a list offers every class and event and applies text, best-only and dates by the button', async () => {
    render();
    await screen.findByText('Max Muster');
    fireEvent.change(screen.getByLabelText('Suche'), { target: { value: '  Muster ' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Nur Bestleistungen' }));
    fireEvent.change(document.querySelector('[name="dateFrom"]')!, { target: { value: '01.05.2026' } });
    await choose('Zeitraum bezieht sich auf', 'Erfassungsdatum');
    fireEvent.click(filterButton());
    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual({
        pageNumber: '1',
        pageSize: '10',
        performanceListId: '0',
        environment: '2',
        classCode: 'M',
        eventCode: '100',
        outputGrouping: '1',
        searchPeriod: '1',
        freetextSearch: 'Muster',
        dateFrom: '2026-05-01',
      }),
    );
    expect(classCalls.length).toBeGreaterThan(0);
  });

  it('rejects directly where the row stands for one list, with the status as read', async () => {
    rows = [
      sampleRow({
        onePerfList: true,
        perfListId: 3,
        statusChecking: 2,
        links: [linkTo(performanceCheckingsApi.update_checking, {}, 'reject'), linkTo(performanceCheckingsApi.get_checkings, { perfId: 7 })],
      }),
    ];
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Ablehnen: Max Muster 10.52' }));
    await waitFor(() => expect(toggles.map((c) => c.body)).toEqual([{ status: 2, perfId: 7, perfListId: 3 }]));
    expect(await screen.findByText('Die Leistung wurde für die Bestenliste abgelehnt.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Prüfungen: Max Muster 10.52' })).toBeNull();
  });

  it('opens the checkings of a row with several lists, and offers none without a list', async () => {
    rows = [sampleRow(), sampleRow({ id: 8, competitorFullName: 'Eva Lauf', noPerfList: true })];
    const { router } = render();
    const none = (await screen.findByRole('button', { name: 'Prüfungen: Eva Lauf 10.52' })) as HTMLButtonElement;
    expect(none.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Prüfungen: Max Muster 10.52' }));
    expect(router.state.location.pathname).toBe('/7/checking');
  });

  it('edits and deletes only with the row’s links; deleting asks first and reloads', async () => {
    rows = [sampleRow({ links: [linkTo(performancesApi.update, { id: 7 }), linkTo(performancesApi.delete_perf, { id: 7 })] }), sampleRow({ id: 8, competitorFullName: 'Eva Lauf' })];
    const { router } = render();
    await screen.findByText('Eva Lauf');
    expect((screen.getByRole('button', { name: 'Bearbeiten: Eva Lauf 10.52' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Löschen: Eva Lauf 10.52' }) as HTMLButtonElement).disabled).toBe(true);

    const before = listQueries().length;
    fireEvent.click(screen.getByRole('button', { name: 'Löschen: Max Muster 10.52' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Wirklich löschen\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(deleted.map((c) => c.params)).toEqual([{ id: '7' }]));
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(before));
    expect(await screen.findByText('Die Leistung wurde gelöscht.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Bearbeiten: Max Muster 10.52' }));
    expect(router.state.location.pathname).toBe('/updateperformance/7');
  });

  it('enters a new performance with the filter’s event and class', async () => {
    const { router } = render();
    await screen.findByText('Max Muster');
    const create = screen.getByRole('button', { name: 'Neue Leistung' }) as HTMLButtonElement;
    await waitFor(() => expect(create.disabled).toBe(false));
    fireEvent.click(create);
    expect(router.state.location.pathname).toBe('/newperformance');
    expect(router.state.location.search).toBe('?eventCode=100&classCode=M');
  });
});
