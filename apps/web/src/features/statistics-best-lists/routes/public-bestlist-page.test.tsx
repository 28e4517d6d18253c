import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicBestListsApi, type PublicBestList, type PublicBestListGroup, type PublicRanking, type PublicRankingEntry } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, refuse, type Received } from '../../../testing/api-handlers';
import { anonymousSession, renderPages } from '../components/bestlist-test-support';
import { PublicBestListPage } from './public-bestlist-page';
import { PublicBestListsPage } from './public-bestlists-page';

const pages = { publicbestlists: <PublicBestListsPage />, publicbestlist: <PublicBestListPage /> };
const year = new Date().getFullYear();

const list: PublicBestList = {
  id: 7,
  name: 'Hessen Bestenliste',
  regionalRestrictionName: 'Hessischer Leichtathletik-Verband',
  masterOrganizationId: 1,
  masterOrganizationName: 'DLV',
  events: [
    { code: '100', name: '100 m' },
    { code: 'KUG', name: 'Kugelstoß' },
  ],
  classes: [
    { code: 'M', name: 'Männer' },
    { code: 'W', name: 'Frauen' },
  ],
  definitions: [
    { eventCode: '100', classCode: 'M', environment: 1, wind: true },
    { eventCode: '100', classCode: 'W', environment: 1, wind: true },
    { eventCode: 'KUG', classCode: 'W', environment: 2, wind: false },
  ],
  years: [year, year - 1],
  currentYear: year,
  links: [],
};

const entry = (over: Partial<PublicRankingEntry>): PublicRankingEntry => ({
  id: 1,
  rank: 1,
  competitorFullName: 'Max Schnell',
  competitorId: 41,
  yob: 2001,
  nation: 'GER',
  organizationName: 'LG Frankfurt',
  bestResultString: '10.21',
  bestWind: '+1.8',
  windAssisted: false,
  handTimed: false,
  pointsOverridden: false,
  performanceDateTime: '2025-06-14',
  performanceCompetitionName: 'Hessische Meisterschaften',
  performanceCompetitionTown: 'Kassel',
  ...over,
});

let ranking: PublicRanking;
let rankings: Received<typeof publicBestListsApi.public_bestlist_ranking>[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  ranking = {
    entities: [entry({}), entry({ id: 2, rank: 2, competitorFullName: 'Paul Hand', bestResultString: '10.3*', handTimed: true, bestWind: '-0.4', yob: null, nation: null })],
    windAssistedEntities: [entry({ id: 3, rank: null, competitorFullName: 'Rico Rückenwind', bestResultString: '10.05', bestWind: '+3.1', windAssisted: true })],
    paginationMetadata: { currentPage: 1, totalPages: 1, totalCount: 2, pageSize: 100 },
    eventCode: '100',
    eventName: '100 m',
    classCode: 'M',
    className: 'Männer',
    year,
    environment: 1,
  };
  const groups: PublicBestListGroup[] = [{ masterOrganizationId: 1, masterOrganizationName: 'DLV', lists: [{ id: 7, name: 'Hessen Bestenliste', regionalRestrictionName: 'Hessischer Leichtathletik-Verband', links: [] }] }];
  answer(publicBestListsApi.public_bestlists, () => groups);
  answer(publicBestListsApi.public_bestlist, () => list);
  rankings = answer(publicBestListsApi.public_bestlist_ranking, () => ranking);
});

const rankingCalls = () => rankings.map((c) => c.query);
const cells = (table: HTMLElement, id: number) => within(table.querySelector(`[data-row-id="${id}"]`) as HTMLElement).getAllByRole('cell').map((c) => c.textContent);

describe('public best list pages', { timeout: 30_000 }, () => {
  it('lists the published lists by federation and opens one', async () => {
    const { router } = renderPages('/bestlists', pages, anonymousSession());
    expect(await screen.findByRole('heading', { name: 'DLV' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: /Hessen Bestenliste/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bestlists/7'));
  });

  it('shows the ranking with hand time, signed wind, dates as DD.MM.YYYY and the wind-assisted marks apart', async () => {
    renderPages('/bestlists/7', pages, anonymousSession());
    const table = await screen.findByRole('table', { name: `100 m – Männer – ${year} – Freiluft` });
    await within(table).findByText('Max Schnell');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Platz', 'Leistung', 'Wind', 'Name', 'Jg.', 'Verein', 'Nation', 'Datum', 'Wettkampf', 'Ort']);
    expect(cells(table, 1)).toEqual(['1.', '10.21', '+1.8', 'Max Schnell', '2001', 'LG Frankfurt', 'GER', '14.06.2025', 'Hessische Meisterschaften', 'Kassel']);
    expect(cells(table, 2).slice(0, 5)).toEqual(['2.', '10.3*', '-0.4', 'Paul Hand', '']);
    expect(within(table).queryByText('Rico Rückenwind')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Mit Windunterstützung' })).toBeTruthy();
    const assisted = screen.getByRole('table', { name: 'Mit Windunterstützung' });
    expect(within(assisted).getAllByRole('columnheader')[0].textContent).toBe('Leistung');
    expect(cells(assisted, 3).slice(0, 3)).toEqual(['10.05', '+3.1', 'Rico Rückenwind']);
    expect(rankingCalls()[0]).toEqual({ eventCode: '100', classCode: 'M', bestOnly: 'true', pageNumber: '1', pageSize: '100' });
  });

  it('has no wind-assisted section when there are none, and no wind column for events without wind', async () => {
    ranking = { ...ranking, windAssistedEntities: [], entities: [entry({ bestWind: null, bestResultString: '15.02' })] };
    renderPages('/bestlists/7?event=KUG&class=W', pages, anonymousSession());
    const table = await screen.findByRole('table', { name: /^Kugelstoß – Frauen/ });
    await within(table).findByText('15.02');
    expect(within(table).queryByRole('columnheader', { name: 'Wind' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Mit Windunterstützung' })).toBeNull();
  });

  it('marks a total whose sub-event points were overridden and explains the mark', async () => {
    ranking = { ...ranking, windAssistedEntities: [], entities: [entry({ bestWind: null, bestResultString: '8126', pointsOverridden: true }), entry({ id: 2, rank: 2, bestWind: null, bestResultString: '7900' })] };
    renderPages('/bestlists/7?event=KUG&class=W', pages, anonymousSession());
    const table = await screen.findByRole('table', { name: /^Kugelstoß – Frauen/ });
    await within(table).findByText('8126 †');
    expect(within(table).getByText('7900')).toBeTruthy();
    expect(screen.getByText(/Punkte einer Einzeldisziplin vom Statistiker korrigiert/)).toBeTruthy();
  });

  it('keeps the selection in the URL query and asks the ranking for it', async () => {
    const { router } = renderPages(`/bestlists/7?event=100&class=W&year=${year - 1}&environment=0&best=0`, pages, anonymousSession());
    await screen.findByText('Max Schnell');
    expect(rankingCalls()[0]).toEqual({ eventCode: '100', classCode: 'W', year: String(year - 1), environment: '0', bestOnly: 'false', pageNumber: '1', pageSize: '100' });
    expect(screen.getByRole('combobox', { name: 'Jahr' }).textContent).toBe(String(year - 1));
    expect((screen.getByRole('switch', { name: 'Nur Bestleistungen' }) as HTMLInputElement).checked).toBe(false);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Wettbewerb' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Kugelstoß' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?event=KUG&class=W&year=${year - 1}&environment=0&best=0`));
    fireEvent.click(screen.getByRole('switch', { name: 'Nur Bestleistungen' }));
    await waitFor(() => expect(rankingCalls().at(-1)).toEqual({ eventCode: 'KUG', classCode: 'W', year: String(year - 1), environment: '0', bestOnly: 'true', pageNumber: '1', pageSize: '100' }));
    expect(router.state.location.search).toBe(`?event=KUG&class=W&year=${year - 1}&environment=0`);
  });

  it('offers the current year back 100 years and prints with the browser', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderPages('/bestlists/7', pages, anonymousSession());
    await screen.findByText('Max Schnell');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Jahr' }));
    const years = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(years[0]).toBe(String(year));
    expect(years.at(-1)).toBe(String(year - 100));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Drucken' }));
    expect(print).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('says so for a list that does not exist', async () => {
    refuse(publicBestListsApi.public_bestlist, 404);
    renderPages('/bestlists/99', pages, anonymousSession());
    expect(await screen.findByText('Diese Bestenliste wurde nicht gefunden.')).toBeTruthy();
  });
});
