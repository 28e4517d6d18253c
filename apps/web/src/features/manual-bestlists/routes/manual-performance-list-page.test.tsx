import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualBestlistsApi, type ManualPerformance } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, type Received } from '../../../testing/api-handlers';
import { linkTo, renderPages, sampleEvents, sampleList, samplePerformance } from '../components/manual-test-support';
import { ManualPerformanceListPage } from './manual-performance-list-page';

let rows: ManualPerformance[];
let totalCount: number;
let lists: Received<typeof manualBestlistsApi.get_manual_performances>[];
let eventLists: Received<typeof manualBestlistsApi.get_manual_bestlist_events>[];
let deleted: Received<typeof manualBestlistsApi.delete_manual_performance>[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  localStorage.clear();
  rows = [
    samplePerformance(),
    samplePerformance({ id: 32, athleteFirstname: 'Hand', athleteLastname: 'Zeit', formatedValue: '10.9*', handtime: true, windSpeed: -0.4, rank: 2, isRecord: false, performanceStatus: 2 }),
    samplePerformance({ id: 33, athleteFirstname: 'Heike', athleteLastname: 'Drechsler', eventCode: 'LJ', eventName: 'Weitsprung', eventType: 2, formatedValue: '7.48', windSpeed: null, isRecord: false, performanceLocation: 'Jahnstadion' }),
    samplePerformance({ id: 34, athleteFirstname: 'Neu', athleteLastname: 'Art', eventCode: 'XX', eventName: 'Sonderlauf', eventType: 99, windSpeed: null, links: [] }),
  ];
  totalCount = 4;
  answer(manualBestlistsApi.get_by_id, () => sampleList());
  eventLists = answer(manualBestlistsApi.get_manual_bestlist_events, () => sampleEvents);
  lists = answer(manualBestlistsApi.get_manual_performances, ({ query: { pageNumber, pageSize } }) => {
    const entities = pageNumber > Math.ceil(totalCount / pageSize) ? [] : rows;
    return {
      entities,
      links: [linkTo(manualBestlistsApi.new_manual_performance, { id: 7 })],
      paginationMetadata: { currentPage: pageNumber, totalPages: Math.max(1, Math.ceil(totalCount / pageSize)), totalCount, pageSize },
    };
  });
  deleted = answer(manualBestlistsApi.delete_manual_performance, () => ({}));
});

const performanceQueries = () => lists.map((c) => c.query);
const render = () => renderPages('/manualbestlistperformances/7', { manualbestlistperformances: <ManualPerformanceListPage /> });
const rowOf = (id: number) => document.querySelector(`[data-row-id="${id}"]`) as HTMLElement;
const cells = (id: number) => within(rowOf(id)).getAllByRole('cell').map((c) => c.textContent);

describe('ManualPerformanceListPage', { timeout: 30_000 }, () => {
  it('groups the marks by event type with rank, mark, wind with sign and one decimal, athlete, place, date and status', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Leistungen der Bestenliste' });
    await within(table).findByText('Marlies Göhr (GDR)');
    expect(screen.getByRole('heading', { level: 1, name: 'Leistungen: Ewige Bestenliste Frauen' })).toBeTruthy();
    expect(performanceQueries()[0]).toEqual({ pageNumber: '1', pageSize: '10' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Aktionen', 'Platz', 'Disziplin', 'Leistung', 'Wind', 'Name', 'Jg.', 'Verein', 'Ort', 'Datum', 'Status']);
    expect([...table.querySelectorAll('tr[data-group]')].map((r) => r.textContent)).toEqual(['Sprint', 'Weit-/Dreisprung', 'Unbekannt']);
    expect(cells(31).slice(1)).toEqual(['1.', '100 m', '10.81Rekord', '+1.7', 'Marlies Göhr (GDR)', '1958', 'SC Motor Jena', 'Berlin (GDR)', '08.06.1983', 'offiziell']);
    expect(cells(32).slice(1, 5)).toEqual(['2.', '100 m', '10.9*', '-0.4']);
    expect(cells(32).at(-1)).toBe('inoffiziell');
    expect(cells(33)[4]).toBe('');
    expect(within(rowOf(33)).getByText('Jahnstadion')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Leistung von Neu Art bearbeiten' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('filters by the events of the list, with or without marks (spec §2.7), and searches by name; both are kept for the list', async () => {
    render();
    await screen.findByText('Marlies Göhr (GDR)');
    expect(eventLists.map((c) => c.query)).toEqual([{}]);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Disziplin' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Alle Disziplinen', '100 m', '800 m', 'Weitsprung', 'Kugelstoß (4 kg)']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Weitsprung' }));
    await waitFor(() => expect(performanceQueries().at(-1)).toEqual({ pageNumber: '1', pageSize: '10', event: 'LJ' }));
    const search = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.change(search, { target: { value: 'Drechsler' } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() => expect(performanceQueries().at(-1)).toEqual({ pageNumber: '1', pageSize: '10', event: 'LJ', freetextSearch: 'Drechsler' }));
    expect(JSON.parse(localStorage.getItem('list.manualPerformances')!)).toEqual({ listId: 7, freetextSearch: 'Drechsler', event: 'LJ', pageNumber: 1, pageSize: 10 });
  });

  it('starts another list afresh but keeps the page size, and moves from an empty page to the last one', async () => {
    localStorage.setItem('list.manualPerformances', JSON.stringify({ listId: 5, freetextSearch: 'Alt', event: 'LJ', pageNumber: 3, pageSize: 25 }));
    const { unmount } = render();
    await screen.findByText('Marlies Göhr (GDR)');
    expect(performanceQueries()[0]).toEqual({ pageNumber: '1', pageSize: '25' });
    unmount();
    localStorage.setItem('list.manualPerformances', JSON.stringify({ listId: 7, freetextSearch: '', event: '', pageNumber: 5, pageSize: 2 }));
    render();
    await waitFor(() => expect(performanceQueries().at(-1)).toEqual({ pageNumber: '2', pageSize: '2' }));
  });

  it('deletes a mark after confirmation and leads to the forms', async () => {
    const { router } = render();
    fireEvent.click(await screen.findByRole('button', { name: 'Leistung von Marlies Göhr löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leistung löschen' });
    expect(within(dialog).getByText('Wirklich löschen? Die Leistung 10.81 von Marlies Göhr wird gelöscht.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(deleted.map((c) => c.params)).toEqual([{ id: '31' }]));
    expect(await screen.findByText('Die Leistung wurde gelöscht.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Leistung von Hand Zeit bearbeiten' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/updatemanualbestlistperformance/32'));
    await router.navigate('/manualbestlistperformances/7');
    const create = await screen.findByRole('button', { name: 'Neue Leistung' });
    await waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe('/newmanualbestlistperformance/7'));
  });
});
