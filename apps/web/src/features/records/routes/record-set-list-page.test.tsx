import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordSetsApi, type Link, type RecordSet } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, type Received } from '../../../testing/api-handlers';
import { linkTo, renderRoute, sampleSet } from '../components/records-test-support';
import { RecordSetListPage } from './record-set-list-page';

let rows: RecordSet[];
let totalCount: number;
let listLinks: Link[];
let lists: Received<typeof recordSetsApi.get_recordsets>[];
let deleted: Received<typeof recordSetsApi.delete>[];

beforeAll(() => i18n.changeLanguage('de'));
beforeEach(() => {
  localStorage.clear();
  rows = [sampleSet(), sampleSet({ id: 8, name: 'Vereinsrekorde', code: 'EFM', recordValidity: 8, validityQualifier: 'Eintracht Frankfurt e.V.', validityOrganizationId: null }), sampleSet({ id: 9, name: 'Weltrekorde', code: 'WR', recordValidity: 1, validityQualifier: null, links: [linkTo(recordSetsApi.get_by_id, { id: 9 })] })];
  totalCount = 3;
  listLinks = [linkTo(recordSetsApi.new)];
  lists = answer(recordSetsApi.get_recordsets, ({ query: { pageNumber, pageSize } }) => ({
    entities: rows,
    links: listLinks,
    paginationMetadata: { currentPage: pageNumber, totalPages: Math.max(1, Math.ceil(totalCount / pageSize)), totalCount, pageSize },
  }));
  deleted = answer(recordSetsApi.delete, () => ({}));
});

const render = () => renderRoute('recordsets', '/recordsets', <RecordSetListPage />);
const rowOf = (id: number) => document.querySelector(`[data-row-id="${id}"]`) as HTMLElement;
const lastQuery = () => lists.at(-1)!.query;

describe('RecordSetListPage', { timeout: 30_000 }, () => {
  it('shows name (code), class, validity with its qualifier unless world, type, environment and the record count', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Liste der Rekordlisten' });
    await within(table).findByText('Deutsche Rekorde Männer (DRM)');
    expect(lists[0].query).toEqual({ pageNumber: '1', pageSize: '10' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Aktionen', 'Name (Kürzel)', 'Klasse', 'Gültigkeit', 'Art', 'Halle/Freiluft', 'Rekorde']);
    expect(within(rowOf(7)).getByText('National (Deutscher Leichtathletik-Verband)')).toBeTruthy();
    expect(within(rowOf(8)).getByText('Verein (Eintracht Frankfurt e.V.)')).toBeTruthy();
    expect(within(rowOf(9)).getByText('Welt')).toBeTruthy();
    expect(within(rowOf(7)).getByText('Freiluft')).toBeTruthy();
  });

  it('opens the records, the form and a new set, each as its link allows', async () => {
    const { router } = render();
    await screen.findByText('Weltrekorde (WR)');
    expect((screen.getByRole('button', { name: 'Weltrekorde bearbeiten' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Weltrekorde löschen' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Rekorde von Weltrekorde anzeigen' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Rekorde von Deutsche Rekorde Männer anzeigen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/records/7'));
    void router.navigate('/recordsets');
    fireEvent.click(await screen.findByRole('button', { name: 'Vereinsrekorde bearbeiten' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/updaterecordset/8'));
    void router.navigate('/recordsets');
    const button = await screen.findByRole('button', { name: 'Neue Rekordliste' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/newrecordset'));
  });

  it('deletes a set after the confirmation, following its delete link', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Deutsche Rekorde Männer löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rekordliste löschen' });
    expect(within(dialog).getByText('Die Rekordliste „Deutsche Rekorde Männer“ wird mit ihren 2 Rekorden gelöscht. Wirklich löschen?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Deutsche Rekorde Männer löschen' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(deleted.map((c) => c.params)).toEqual([{ id: '7' }]));
    expect(await screen.findByText('Die Rekordliste wurde gelöscht.')).toBeTruthy();
  });

  it('searches on Enter and keeps search and page in local storage', async () => {
    render();
    await screen.findByText('Weltrekorde (WR)');
    const search = screen.getByLabelText('Suche');
    fireEvent.change(search, { target: { value: 'DRM' } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() => expect(lastQuery()).toEqual({ pageNumber: '1', pageSize: '10', freetextSearch: 'DRM' }));
    expect(JSON.parse(localStorage.getItem('list.recordSets')!)).toMatchObject({ freetextSearch: 'DRM', pageNumber: 1, pageSize: 10 });
  });

  it('starts with the stored page and moves to the last page when the stored one is beyond it', async () => {
    localStorage.setItem('list.recordSets', JSON.stringify({ freetextSearch: '', pageNumber: 4, pageSize: 10 }));
    totalCount = 12;
    render();
    await waitFor(() => expect(lastQuery()).toEqual({ pageNumber: '2', pageSize: '10' }));
    expect(lists[0].query).toEqual({ pageNumber: '4', pageSize: '10' });
  });
});
