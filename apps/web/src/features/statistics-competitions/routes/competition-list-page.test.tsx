import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { performanceCompetitionsApi, type Link, type PerformanceCompetition } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, type Received } from '../../../testing/api-handlers';
import { linkTo, renderRoute, sampleCompetition } from '../components/competition-test-support';
import { CompetitionListPage } from './competition-list-page';

let rows: PerformanceCompetition[];
let totalCount: number;
let listLinks: Link[];
let lists: Received<typeof performanceCompetitionsApi.get_competitions>[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
  // The first render loads MUI's table and pickers; on a busy machine that takes longer than a second.
  configure({ asyncUtilTimeout: 5000 });
});
beforeEach(() => {
  localStorage.clear();
  rows = [sampleCompetition()];
  totalCount = 1;
  listLinks = [linkTo(performanceCompetitionsApi.new)];
  lists = answer(performanceCompetitionsApi.get_competitions, ({ query: { pageNumber, pageSize } }) => ({
    entities: rows,
    links: listLinks,
    paginationMetadata: { currentPage: pageNumber, totalPages: Math.ceil(totalCount / pageSize), totalCount, pageSize },
  }));
});

const lastQuery = () => lists.at(-1)!.query;
const render = () => renderRoute('competition', '/competition', <CompetitionListPage />);
const rowOf = (id: number) => document.querySelector(`[data-row-id="${id}"]`) as HTMLElement;

describe('CompetitionListPage', { timeout: 30_000 }, () => {
  it('loads the first page of 10 and shows name, dates, location and the associations', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Liste der Wettkämpfe' });
    await within(table).findByText('Hessische Hallenmeisterschaften');
    expect(lists[0].query).toEqual({ pageNumber: '1', pageSize: '10' });
    const row = rowOf(7);
    expect(within(row).getByText('07.02.2026 – 08.02.2026')).toBeTruthy();
    expect(within(row).getByText('Frankfurt am Main, GER, Leichtathletikhalle Kalbach')).toBeTruthy();
    expect(within(row).getByText('Kreis Frankfurt')).toBeTruthy();
    expect(within(row).getByText('Hessen')).toBeTruthy();
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Aktionen', 'Name', 'Datum', 'Ort', 'Bezirk', 'Kreis', 'Landesverband']);
  });

  it('enables edit exactly for rows with an update link, and names the source of imported ones', async () => {
    rows = [sampleCompetition(), sampleCompetition({ id: 8, name: 'DM Halle', importSource: 'ladv', links: [linkTo(performanceCompetitionsApi.get_by_id, { id: 8 })] })];
    const { router } = render();
    const imported = await screen.findByRole('button', { name: 'DM Halle bearbeiten' });
    expect((imported as HTMLButtonElement).disabled).toBe(true);
    expect(within(rowOf(8)).getByText('Übernommen aus ladv')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hessische Hallenmeisterschaften bearbeiten' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/updatecompetition/7'));
  });

  it('opens the form for a new competition when the list offers new, else keeps the button disabled', async () => {
    const { router, unmount } = render();
    const button = await screen.findByRole('button', { name: 'Neuer Wettkampf' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/newcompetition'));
    unmount();
    listLinks = [];
    render();
    await screen.findByText('Hessische Hallenmeisterschaften');
    expect((screen.getByRole('button', { name: 'Neuer Wettkampf' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('searches by free text on Enter and by the date with the search button, and keeps both in local storage', async () => {
    render();
    await screen.findByText('Hessische Hallenmeisterschaften');
    const text = screen.getByLabelText('Suche');
    fireEvent.change(text, { target: { value: 'Kalbach' } });
    fireEvent.submit(text.closest('form')!);
    await waitFor(() => expect(lastQuery()).toEqual({ pageNumber: '1', pageSize: '10', freetextSearch: 'Kalbach' }));
    fireEvent.change(document.querySelector('[name="dateFrom"]')!, { target: { value: '01.03.2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(lastQuery()).toEqual({ pageNumber: '1', pageSize: '10', freetextSearch: 'Kalbach', dateFrom: '2026-03-01' }));
    expect(JSON.parse(localStorage.getItem('list.statisticsCompetitions')!)).toMatchObject({ freetextSearch: 'Kalbach', dateFrom: '2026-03-01', pageNumber: 1 });
  });

  it('starts with the stored search and page, and pages on the server', async () => {
    localStorage.setItem('list.statisticsCompetitions', JSON.stringify({ freetextSearch: 'Halle', pageSize: 25, pageNumber: 2 }));
    totalCount = 80;
    render();
    await screen.findByText('Hessische Hallenmeisterschaften');
    expect(lists[0].query).toEqual({ pageNumber: '2', pageSize: '25', freetextSearch: 'Halle' });
    expect((screen.getByLabelText('Suche') as HTMLInputElement).value).toBe('Halle');
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ pageNumber: '3', pageSize: '25' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Zeilen pro Seite/ }));
    const sizes = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(sizes.at(-1)).toBe('400');
  });
});
