import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualBestlistsApi, type Link, type ManualBestlist } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, type Received } from '../../../testing/api-handlers';
import { linkTo, renderPages, sampleList } from '../components/manual-test-support';
import { ManualBestlistListPage } from './manual-bestlist-list-page';

let rows: ManualBestlist[];
let totalCount: number;
let listLinks: Link[];
let lists: Received<typeof manualBestlistsApi.get_manual_bestlists>[];
let deleted: Received<typeof manualBestlistsApi.delete>[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  localStorage.clear();
  rows = [sampleList(), sampleList({ id: 8, name: 'Bestenliste 1960 Männer', code: 'BL60M', className: 'Männer', year: 1960, links: [linkTo(manualBestlistsApi.get_by_id, { id: 8 })] })];
  totalCount = 2;
  listLinks = [linkTo(manualBestlistsApi.new)];
  lists = answer(manualBestlistsApi.get_manual_bestlists, ({ query: { pageNumber, pageSize } }) => {
    const entities = pageNumber > Math.ceil(totalCount / pageSize) ? [] : rows;
    return { entities, links: listLinks, paginationMetadata: { currentPage: pageNumber, totalPages: Math.max(1, Math.ceil(totalCount / pageSize)), totalCount, pageSize } };
  });
  deleted = answer(manualBestlistsApi.delete, () => ({}));
});

const lastQuery = () => lists.at(-1)!.query;
const render = () => renderPages('/manualbestlists', { manualbestlists: <ManualBestlistListPage /> });
const rowOf = (id: number) => document.querySelector(`[data-row-id="${id}"]`) as HTMLElement;
const disabled = (name: string) => (screen.getByRole('button', { name }) as HTMLButtonElement).disabled;

describe('ManualBestlistListPage', { timeout: 30_000 }, () => {
  it('shows name with code, year and environment, and the class; page 1 of 10 rows', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Liste der manuellen Bestenlisten' });
    await within(table).findByText('Ewige Bestenliste Frauen (EBLF)');
    expect(lists[0].query).toEqual({ pageNumber: '1', pageSize: '10' });
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
    expect(deleted).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Ewige Bestenliste Frauen löschen' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(deleted.map((c) => c.params)).toEqual([{ id: '7' }]));
    expect(await screen.findByText('Die Bestenliste wurde gelöscht.')).toBeTruthy();
  });

  it('searches by name on Enter, keeps search and page under its own key, and moves from an empty page to the last', async () => {
    localStorage.setItem('list.manualBestlists', JSON.stringify({ freetextSearch: 'Ewig', pageNumber: 4, pageSize: 25 }));
    totalCount = 30;
    render();
    await screen.findByText('Ewige Bestenliste Frauen (EBLF)');
    expect(lists[0].query).toEqual({ pageNumber: '4', pageSize: '25', freetextSearch: 'Ewig' });
    await waitFor(() => expect(lastQuery()).toEqual({ pageNumber: '2', pageSize: '25', freetextSearch: 'Ewig' }));
    const search = screen.getByLabelText('Suche') as HTMLInputElement;
    expect(search.value).toBe('Ewig');
    fireEvent.change(search, { target: { value: '1960' } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() => expect(lastQuery()).toEqual({ pageNumber: '1', pageSize: '25', freetextSearch: '1960' }));
    expect(JSON.parse(localStorage.getItem('list.manualBestlists')!)).toEqual({ freetextSearch: '1960', pageNumber: 1, pageSize: 25 });
  });
});
