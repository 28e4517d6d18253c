import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordsApi, recordSetsApi, type Link, type RecordCandidate, type RecordEntry, type RecordSet } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, type Received } from '../../../testing/api-handlers';
import { linkTo, renderRoute, sampleCandidate, sampleRecord, sampleSet } from '../components/records-test-support';
import { RecordListPage } from './record-list-page';

let set: RecordSet;
let rows: RecordEntry[];
let totalCount: number;
let listLinks: Link[];
let candidates: RecordCandidate[];
let lists: Received<typeof recordsApi.get_records>[];
let deleted: Received<typeof recordsApi.delete>[];

beforeAll(() => i18n.changeLanguage('de'));
beforeEach(() => {
  localStorage.clear();
  set = sampleSet();
  rows = [
    sampleRecord({ id: 31, eventCode: 'LJ', eventName: 'Weitsprung', eventType: 2, athleteFirstname: 'Lutz', athleteLastname: 'Dombrowski', formatedValue: '8.54', windSpeed: 0.9, formatedWind: '+0.9', recordTown: 'Moskau', recordCountry: 'URS', date: '1980-07-28' }),
    sampleRecord({ id: 21 }),
    sampleRecord({ id: 41, eventCode: 'XX', eventName: 'Sonderlauf', eventType: 99, athleteFirstname: 'Erika', athleteLastname: 'Sonder', recordStatus: 2, links: [linkTo(recordsApi.get_by_id, { id: 41 })] }),
  ];
  totalCount = 3;
  listLinks = [linkTo(recordsApi.new, { id: 7 })];
  candidates = [sampleCandidate()];
  answer(recordSetsApi.get_by_id, () => set);
  answer(recordsApi.get_candidates, () => candidates);
  lists = answer(recordsApi.get_records, ({ query: { pageNumber, pageSize } }) => {
    const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
    return { entities: pageNumber > totalPages ? [] : rows, links: listLinks, paginationMetadata: { currentPage: pageNumber, totalPages, totalCount, pageSize } };
  });
  deleted = answer(recordsApi.delete, () => ({}));
});

const render = () => renderRoute('records', '/records/7', <RecordListPage />);
const rowOf = (id: number) => document.querySelector(`[data-row-id="${id}"]`) as HTMLElement;
const recordQueries = () => lists.map((c) => c.query);

describe('RecordListPage', { timeout: 30_000 }, () => {
  it('heads the page with the set’s name, validity and qualifier, and groups the records by event type', async () => {
    render();
    await screen.findByRole('heading', { level: 1, name: 'Deutsche Rekorde Männer' });
    expect(screen.getByText('National (Deutscher Leichtathletik-Verband) · Männer · Freiluft')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Rekorde der Liste' });
    await within(table).findByText('Thomas Schönlebe (GER)');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Aktionen', 'Name', 'Disziplin', 'Leistung', 'Ort', 'Datum']);
    const headings = [...table.querySelectorAll('tr[data-group]')].map((r) => r.textContent);
    expect(headings).toEqual(['Weit-/Dreisprung', 'Sprint', 'Unbekannt']);
    expect(within(rowOf(31)).getByText('8.54 (+0.9)')).toBeTruthy();
    expect(within(rowOf(31)).getByText('Moskau (URS)')).toBeTruthy();
    expect(within(rowOf(31)).getByText('28.07.1980')).toBeTruthy();
    expect(within(rowOf(21)).getByText('44.33')).toBeTruthy();
    expect(within(rowOf(41)).getByText('inoffiziell')).toBeTruthy();
    expect(recordQueries()[0]).toEqual({ pageNumber: '1', pageSize: '10' });
  });

  it('deletes a record after “Wirklich Löschen?”, and offers edit and delete as the links allow', async () => {
    const { router } = render();
    await screen.findByText('Thomas Schönlebe (GER)');
    expect((within(rowOf(41)).getByRole('button', { name: /bearbeiten/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(rowOf(21)).getByRole('button', { name: 'Rekord von Thomas Schönlebe (400 m) löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rekord löschen' });
    expect(within(dialog).getByText('Wirklich Löschen?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(deleted.map((c) => c.params)).toEqual([{ id: '21' }]));
    expect(await screen.findByText('Der Rekord wurde gelöscht.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Rekord von Lutz Dombrowski (Weitsprung) bearbeiten' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/updaterecord/31'));
  });

  it('searches by name on Enter or the button, keeps search and page in local storage, and jumps to the last page when a page is empty', async () => {
    localStorage.setItem('list.records', JSON.stringify({ setId: 7, freetextSearch: 'Sch', pageNumber: 5, pageSize: 25 }));
    render();
    await waitFor(() => expect(recordQueries().at(-1)).toEqual({ pageNumber: '1', pageSize: '25', freetextSearch: 'Sch' }));
    expect(recordQueries()[0]).toEqual({ pageNumber: '5', pageSize: '25', freetextSearch: 'Sch' });
    const search = screen.getByLabelText('Suche') as HTMLInputElement;
    expect(search.value).toBe('Sch');
    fireEvent.change(search, { target: { value: 'Dombrowski' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(recordQueries().at(-1)).toEqual({ pageNumber: '1', pageSize: '25', freetextSearch: 'Dombrowski' }));
    expect(JSON.parse(localStorage.getItem('list.records')!)).toEqual({ setId: 7, freetextSearch: 'Dombrowski', pageNumber: 1, pageSize: 25 });
  });

  it('starts another set afresh, keeping the page size', async () => {
    localStorage.setItem('list.records', JSON.stringify({ setId: 99, freetextSearch: 'Sch', pageNumber: 3, pageSize: 50 }));
    render();
    await screen.findByText('Thomas Schönlebe (GER)');
    expect(recordQueries()[0]).toEqual({ pageNumber: '1', pageSize: '50' });
  });

  it('lists the record candidates and adopts one into the new-record form', async () => {
    const { router } = render();
    const tab = await screen.findByRole('tab', { name: 'Rekordkandidaten (1)' });
    fireEvent.click(tab);
    const table = await screen.findByRole('table', { name: 'Rekordkandidaten' });
    expect(within(table).getByText('Max Grenzwind, 2003')).toBeTruthy();
    // The athlete's club and nation, so that a set's validity can be seen at a glance.
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(expect.arrayContaining(['Verein', 'Nation']));
    expect(within(table).getByText('Eintracht Frankfurt e.V.')).toBeTruthy();
    expect(within(table).getByText('GER')).toBeTruthy();
    expect(within(table).getByText('10.10 (+2.0)')).toBeTruthy();
    expect(within(table).getByText('10.20 (+1.0)')).toBeTruthy();
    expect(within(table).getByText('Sommersportfest, Kassel (GER)')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Max Grenzwind mit 10.10 als Rekord übernehmen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/newrecord/7'));
    expect((router.state.location.state as { candidate: RecordCandidate }).candidate.performanceId).toBe(501);
  });

  it('says so when no performance beats a record', async () => {
    candidates = [];
    render();
    fireEvent.click(await screen.findByRole('tab', { name: 'Rekordkandidaten (0)' }));
    expect(await screen.findByText('Keine Leistung übertrifft einen Rekord dieser Liste.')).toBeTruthy();
  });
});
