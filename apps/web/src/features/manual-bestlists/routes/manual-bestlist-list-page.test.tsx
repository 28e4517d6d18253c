import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Link, ManualBestlist } from '@portal/domain';
import { api } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import { BASE, link, renderPages, sampleList } from '../components/manual-test-support';
import { ManualBestlistListPage } from './manual-bestlist-list-page';

let rows: ManualBestlist[];
let totalCount: number;
let listLinks: Link[];
let requestIn: ReturnType<typeof vi.spyOn>;
let follow: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  localStorage.clear();
  rows = [sampleList(), sampleList({ id: 8, name: 'Bestenliste 1960 Männer', code: 'BL60M', className: 'Männer', year: 1960, links: [link('get_by_id', `${BASE}/8`)] })];
  totalCount = 2;
  listLinks = [link('new', BASE, 'POST')];
  requestIn = vi.spyOn(api, 'requestIn').mockImplementation((async (_area: string, rel: string, options: { query: { pageNumber: number; pageSize: number } }) => {
    if (rel !== 'get_manual_bestlists') throw new Error(`unexpected ${rel}`);
    const { pageNumber, pageSize } = options.query;
    const entities = pageNumber > Math.ceil(totalCount / pageSize) ? [] : rows;
    return { entities, links: listLinks, paginationMetadata: { currentPage: pageNumber, totalPages: Math.max(1, Math.ceil(totalCount / pageSize)), totalCount, pageSize } };
  }) as never);
  follow = vi.spyOn(api, 'follow').mockResolvedValue({} as never);
});
afterEach(() => vi.restoreAllMocks());

const lastQuery = () => (requestIn.mock.calls.at(-1)![2] as { query: Record<string, unknown> }).query;
const render = () => renderPages('/manualbestlists', { manualbestlists: <ManualBestlistListPage /> });
const rowOf = (id: number) => document.querySelector(`[data-row-id="${id}"]`) as HTMLElement;
const disabled = (name: string) => (screen.getByRole('button', { name }) as HTMLButtonElement).disabled;

describe('ManualBestlistListPage', { timeout: 30_000 }, () => {
  it('shows name with code, year and environment, and the class; page 1 of 10 rows', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Liste der manuellen Bestenlisten' });
    await within(table).findByText('Ewige Bestenliste Frauen (EBLF)');
    expect(requestIn.mock.calls[0]).toEqual([expect.anything(), 'get_manual_bestlists', { query: { pageNumber: 1, pageSize: 10 } }]);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Aktionen', 'Name (Kürzel)', 'Klasse', 'Leistungen']);
    expect(within(rowOf(7)).getByText('Alle Jahre, Freiluft')).toBeTruthy();
    expect(within(rowOf(8)).getByText('1960, Freiluft')).toBeTruthy();
    expect(within(rowOf(8)).getByText('Männer')).toBeTruthy();
  });

  it('enables edit, delete and performances exactly by the row’s links, and leads to their screens', async () => {
    const { router } = render();
    await screen.findByText('Ewige Bestenliste Frauen (EBLF)');
    expect([disabled('Bestenliste 1960 Männer bearbeiten'), disabled('Bestenliste 1960 Männer löschen'), disabled('Leistungen von Bestenliste 1960 Männer')]).toEqual([true, true, true]);
    fireEvent.click(screen.getByRole('button', { name: 'Leistungen von Ewige Bestenliste Frauen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manualbestlistperformances/7'));
    await router.navigate('/manualbestlists');
    fireEvent.click(await screen.findByRole('button', { name: 'Ewige Bestenliste Frauen bearbeiten' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/updatemanualbestlist/7'));
    await router.navigate('/manualbestlists');
    fireEvent.click(await screen.findByRole('button', { name: 'Neue Bestenliste' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/newmanualbestlist'));
  });

  it('deletes a list with its performances only after confirmation', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Ewige Bestenliste Frauen löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bestenliste löschen' });
    expect(within(dialog).getByText('Wirklich löschen? Die Bestenliste „Ewige Bestenliste Frauen“ wird mit allen ihren Leistungen (2) gelöscht.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(follow).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Ewige Bestenliste Frauen löschen' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(follow).toHaveBeenCalledWith(link('delete', `${BASE}/7`, 'DELETE')));
    expect(await screen.findByText('Die Bestenliste wurde gelöscht.')).toBeTruthy();
  });

  it('searches by name on Enter, keeps search and page under its own key, and moves from an empty page to the last', async () => {
    localStorage.setItem('list.manualBestlists', JSON.stringify({ freetextSearch: 'Ewig', pageNumber: 4, pageSize: 25 }));
    totalCount = 30;
    render();
    await screen.findByText('Ewige Bestenliste Frauen (EBLF)');
    expect(requestIn.mock.calls[0][2]).toEqual({ query: { pageNumber: 4, pageSize: 25, freetextSearch: 'Ewig' } });
    await waitFor(() => expect(lastQuery()).toEqual({ pageNumber: 2, pageSize: 25, freetextSearch: 'Ewig' }));
    const search = screen.getByLabelText('Suche') as HTMLInputElement;
    expect(search.value).toBe('Ewig');
    fireEvent.change(search, { target: { value: '1960' } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() => expect(lastQuery()).toEqual({ pageNumber: 1, pageSize: 25, freetextSearch: '1960' }));
    expect(JSON.parse(localStorage.getItem('list.manualBestlists')!)).toEqual({ freetextSearch: '1960', pageNumber: 1, pageSize: 25 });
  });
});
