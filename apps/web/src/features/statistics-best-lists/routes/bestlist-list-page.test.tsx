import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bestListsApi, type BestList, type Link } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, type Received } from '../../../testing/api-handlers';
import { linkTo, renderRoute, sampleBestList } from '../components/bestlist-test-support';
import { BestListListPage } from './bestlist-list-page';

let rows: BestList[];
let totalCount: number;
let listLinks: Link[];
let lists: Received<typeof bestListsApi.get_bestlists>[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  localStorage.clear();
  rows = [sampleBestList()];
  totalCount = 1;
  listLinks = [linkTo(bestListsApi.new)];
  lists = answer(bestListsApi.get_bestlists, ({ query: { pageNumber, pageSize } }) => ({
    entities: rows,
    links: listLinks,
    paginationMetadata: { currentPage: pageNumber, totalPages: Math.ceil(totalCount / pageSize), totalCount, pageSize },
  }));
});

const lastQuery = () => lists.at(-1)!.query;
const render = () => renderRoute('bestlist', '/bestlist', <BestListListPage />);
const rowOf = (id: number) => document.querySelector(`[data-row-id="${id}"]`) as HTMLElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('BestListListPage', { timeout: 30_000 }, () => {
  it('loads the first page of 10 and shows actions, name and regional restriction', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Liste der Bestenlisten' });
    await within(table).findByText('Hessen Bestenliste');
    expect(lists[0].query).toEqual({ pageNumber: '1', pageSize: '10' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Aktionen', 'Name', 'Regionale Einschränkung']);
    expect(within(rowOf(7)).getByText('Hessischer Leichtathletik-Verband')).toBeTruthy();
  });

  it('opens the public view in a new tab, and edit and export on their screens', async () => {
    const { router } = render();
    const view = await screen.findByRole('link', { name: 'Öffentliche Ansicht von Hessen Bestenliste öffnen' });
    expect(view.getAttribute('href')).toBe('/bestlists/7');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(view.getAttribute('rel')).toBe('noopener');
    fireEvent.click(button('Hessen Bestenliste exportieren'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exportbestlist/7'));
    await router.navigate('/bestlist');
    fireEvent.click(await screen.findByRole('button', { name: 'Hessen Bestenliste bearbeiten' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/updatebestlist/7'));
  });

  it('enables each row action exactly when its link is present', async () => {
    rows = [sampleBestList({ id: 8, name: 'Nur lesbar', links: [linkTo(bestListsApi.get_by_id, { id: 8 })] })];
    render();
    await screen.findByText('Nur lesbar');
    expect(button('Nur lesbar bearbeiten').disabled).toBe(true);
    expect(button('Nur lesbar exportieren').disabled).toBe(true);
    expect(button('Öffentliche Ansicht von Nur lesbar öffnen').disabled).toBe(true);
    expect(screen.queryByRole('link', { name: /Öffentliche Ansicht/ })).toBeNull();
  });

  it('opens the form for a new list when the page offers new, else keeps the button disabled', async () => {
    const { router, unmount } = render();
    const create = await screen.findByRole('button', { name: 'Neue Bestenliste' });
    await waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe('/newbestlist'));
    unmount();
    listLinks = [];
    render();
    await screen.findByText('Hessen Bestenliste');
    expect(button('Neue Bestenliste').disabled).toBe(true);
  });

  it('searches on Enter and on the search button, and keeps search and page in local storage', async () => {
    render();
    await screen.findByText('Hessen Bestenliste');
    const text = screen.getByLabelText('Suche');
    fireEvent.change(text, { target: { value: 'Hessen' } });
    fireEvent.submit(text.closest('form')!);
    await waitFor(() => expect(lastQuery()).toEqual({ pageNumber: '1', pageSize: '10', freetextSearch: 'Hessen' }));
    fireEvent.change(text, { target: { value: 'Jugend' } });
    fireEvent.click(button('Suchen'));
    await waitFor(() => expect(lastQuery()).toEqual({ pageNumber: '1', pageSize: '10', freetextSearch: 'Jugend' }));
    expect(JSON.parse(localStorage.getItem('list.statisticsBestLists')!)).toMatchObject({ freetextSearch: 'Jugend', pageNumber: 1 });
  });

  it('starts with the stored search and page, pages on the server and offers up to 400 rows', async () => {
    localStorage.setItem('list.statisticsBestLists', JSON.stringify({ freetextSearch: 'Halle', pageSize: 25, pageNumber: 2 }));
    totalCount = 80;
    render();
    await screen.findByText('Hessen Bestenliste');
    expect(lists[0].query).toEqual({ pageNumber: '2', pageSize: '25', freetextSearch: 'Halle' });
    expect((screen.getByLabelText('Suche') as HTMLInputElement).value).toBe('Halle');
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ pageNumber: '3', pageSize: '25' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Zeilen pro Seite/ }));
    const sizes = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(sizes).toEqual(['10', '25', '50', '100', '400']);
  });
});
