import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publicAthletesApi, type PublicAthlete } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, refuse, type Received } from '../../../testing/api-handlers';
import { anonymousSession, renderPages } from '../../../testing/render-pages';
import { athletesFeature } from '../feature';
import { AthletePage } from './athlete-page';
import { AthleteSearchPage } from './athlete-search-page';
import { markValue } from '../components/progression-chart';

const pages = { athletes: <AthleteSearchPage />, athlete: <AthletePage /> };
const render = (path: string) => renderPages({ routes: athletesFeature.routes.map((r) => r.name), path, pages, session: anonymousSession() });

const profile: PublicAthlete = {
  id: 12,
  fullName: 'Anna Läuferin',
  firstName: 'Anna',
  lastName: 'Läuferin',
  yearOfBirth: 1998,
  nation: 'GER',
  clubName: 'Eintracht Frankfurt e.V.',
  personalBests: [
    { eventCode: '100', eventName: '100 m', environment: 1, mark: '11.65', wind: '+0.5', windAssisted: false, handTimed: false, date: '2026-06-01', competitionName: 'Junimeeting' },
    { eventCode: '100', eventName: '100 m', environment: 1, mark: '11.40', wind: '+2.6', windAssisted: true, handTimed: false, date: '2026-07-01', competitionName: 'Julimeeting' },
  ],
  seasonBests: [
    { year: 2026, environment: 1, eventCode: '100', eventName: '100 m', mark: '11.65', wind: '+0.5', date: '2026-06-01' },
    { year: 2025, environment: 1, eventCode: '100', eventName: '100 m', mark: '11.90', wind: '-0.2', date: '2025-06-01' },
  ],
  positions: [{ bestListId: 1, bestListName: 'DLV-Bestenliste', year: 2026, environment: 1, eventCode: '100', classCode: 'W', rank: 3 }],
  links: [],
};
const marks = {
  entities: [
    { id: 2, eventCode: '4X100', eventName: '4 x 100 m Staffel', classCode: 'W', environment: 1, year: 2026, mark: '45.10', wind: null, windAssisted: false, handTimed: false, date: '2026-07-12', competitionName: 'Staffeltag', town: 'Kassel', relayTeam: 'Eintracht Frankfurt e.V.' },
    { id: 1, eventCode: '100', eventName: '100 m', classCode: 'W', environment: 1, year: 2026, mark: '11.40', wind: '+2.6', windAssisted: true, handTimed: false, date: '2026-07-01', competitionName: 'Julimeeting', town: 'Kassel', relayTeam: null },
  ],
  links: [],
  paginationMetadata: { currentPage: 1, totalPages: 1, totalCount: 1, pageSize: 20 },
};
let searches: Received<typeof publicAthletesApi.public_athlete_search>[];
let profiles: Received<typeof publicAthletesApi.public_athlete>[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  profiles = answer(publicAthletesApi.public_athlete, () => profile);
  answer(publicAthletesApi.athlete_marks, () => marks);
  searches = answer(publicAthletesApi.public_athlete_search, ({ query }) => {
    const entities = query.search === 'läuf' ? [{ id: 12, fullName: 'Anna Läuferin', yearOfBirth: 1998, nation: 'GER', clubName: 'Eintracht Frankfurt e.V.', links: [] }] : [];
    return { entities, links: [], paginationMetadata: { currentPage: 1, totalPages: 1, totalCount: entities.length, pageSize: 20 } };
  });
});

describe('athlete pages', { timeout: 30_000 }, () => {
  it('finds an athlete from three letters on and opens the profile', async () => {
    const { router } = render('/athletes');
    fireEvent.change(screen.getByRole('searchbox', { name: /Name/ }), { target: { value: 'lä' } });
    fireEvent.change(screen.getByRole('searchbox', { name: /Name/ }), { target: { value: 'läuf' } });
    fireEvent.click(await screen.findByRole('link', { name: 'Profil von Anna Läuferin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/athletes/12'));
    expect(searches.map((c) => c.query.search)).toEqual(['läuf']);
  });

  it('shows bests, the wind-assisted mark apart, positions, the chart with its table and the marks', async () => {
    render('/athletes/12');
    expect(await screen.findByRole('heading', { name: 'Anna Läuferin' })).toBeTruthy();
    expect(screen.getByText('Jahrgang 1998 · GER · Eintracht Frankfurt e.V.')).toBeTruthy();
    const bests = screen.getByRole('table', { name: 'Persönliche Bestleistungen' });
    const rows = within(bests).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['100 m', 'Freiluft', '11.65', '+0.5', '', '01.06.2026', 'Junimeeting'],
      ['100 m', 'Freiluft', '11.40', '+2.6', 'windunterstützt', '01.07.2026', 'Julimeeting'],
    ]);
    expect(screen.getByText('3. DLV-Bestenliste 2026, 100 m, W')).toBeTruthy();
    const chart = screen.getByRole('img', { name: 'Saisonbestleistungen 100 m (Freiluft) nach Saison' });
    const table = document.getElementById(chart.getAttribute('aria-describedby')!)!;
    expect(within(table).getByRole('table', { name: 'Saisonbestleistungen' })).toBeTruthy();
    const all = screen.getByRole('table', { name: 'Alle Leistungen' });
    expect(await within(all).findByText('Julimeeting')).toBeTruthy();
    // A relay the athlete ran in names the team.
    expect(within(all).getByText('Staffel Eintracht Frankfurt e.V.')).toBeTruthy();
  });

  it('draws better marks higher: times falling, distances rising', () => {
    expect(markValue('2:05.33')).toBeCloseTo(125.33);
    expect(markValue('10.4*')).toBe(10.4);
  });

  it('follows an id merged into another athlete to the kept profile, replacing the address', async () => {
    const { router } = render('/athletes/99');
    expect(await screen.findByRole('heading', { name: 'Anna Läuferin' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/athletes/12'));
    expect(profiles[0].params).toEqual({ id: '99' });
  });

  it('says so when the profile does not exist', async () => {
    refuse(publicAthletesApi.public_athlete, 404);
    refuse(publicAthletesApi.athlete_marks, 404);
    render('/athletes/999');
    expect(await screen.findByText('Dieses Profil gibt es nicht.')).toBeTruthy();
  });
});
