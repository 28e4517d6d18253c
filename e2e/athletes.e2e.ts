import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, shot } from './support/browser';
import { usePages } from './support/pages';
import { apiLogin, useJourney, type ApiSession } from './support/journey';

const run = browserAvailable();

const STATISTICIAN = 'statistician@demo.test';
const YEAR = new Date().getFullYear();
/** This year's outdoor season once its 14 June has come, else last year's: no mark may lie after today. */
const SEASON = new Date() >= new Date(YEAR, 5, 14) ? YEAR : YEAR - 1;
const LIST = 'Profil-Bestenliste';

async function api<T>(origin: string, headers: Record<string, string>, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: { Accept: 'application/json', ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}
const bearer = (s: ApiSession) => ({ Authorization: `Bearer ${s.token}` });

/** One meeting's 1500 m of the athlete, sent as meeting software sends it. */
function meeting(season: number, mark: string) {
  const day = `${season}-06-14`;
  return {
    competition: { externalId: `profil-${season}`, name: `Profilsportfest ${season}`, dateFrom: day, dateTo: day, town: 'Kassel', nation: 'GER', environment: 1 },
    results: [
      { externalId: `greta-${season}`, lastName: 'Profilprobe', firstName: 'Greta', yearOfBirth: 2001, gender: 'W', club: 'Eintracht Frankfurt e.V.', nation: 'GER', event: '1500m', class: 'W', mark, date: day },
    ],
  };
}

/**
 * The public athlete pages as a visitor uses them: marks of two seasons arrive from meeting
 * software, the visitor finds the athlete by name, opens the profile with its bests, its place in
 * the federation's list and the progression chart, and reads it on a phone.
 */
describe.runIf(run)('athlete profile journey', () => {
  const journey = useJourney();
  const { openPage } = usePages(journey);
  const main = (page: Page) => page.getByRole('main');

  it('finds an athlete by name, shows bests, positions and the progression chart, and fits a phone', async () => {
    const origin = journey.portal.origin;
    const statistician = await apiLogin(origin, STATISTICIAN);
    const list = await api<{ id: number }>(origin, bearer(statistician), 'POST', '/api/statistics/bestlists', { name: LIST });
    await api(origin, bearer(statistician), 'POST', `/api/statistics/bestlists/${list.id}/copy-dlo`);
    const { key } = await api<{ key: string }>(origin, bearer(statistician), 'POST', '/api/api-keys', { name: 'Profil-Journey' });
    for (const [season, mark] of [[SEASON - 1, '4:58.20'], [SEASON, '4:55.67']] as const) {
      const answer = await api<{ created: number }>(origin, { Authorization: `ApiKey ${key}` }, 'POST', '/api/external/results', meeting(season, mark));
      expect(answer.created).toBe(1);
    }

    const page = await openPage();
    await page.goto('/athletes');
    await main(page).getByRole('heading', { level: 1, name: 'Athletinnen und Athleten' }).waitFor();
    await main(page).getByRole('searchbox', { name: /Name/ }).fill('Profilprobe');
    await main(page).getByRole('link', { name: 'Profil von Greta Profilprobe' }).click();
    await main(page).getByRole('heading', { level: 1, name: 'Greta Profilprobe' }).waitFor();
    const bests = main(page).getByRole('table', { name: 'Persönliche Bestleistungen' });
    await bests.getByRole('cell', { name: '4:55.67' }).waitFor();
    await main(page).getByText(`1. ${LIST} ${SEASON}, 1500 m, W`).waitFor();
    await main(page).getByRole('img', { name: 'Saisonbestleistungen 1500 m (Freiluft) nach Saison' }).waitFor();
    const seasons = main(page).getByRole('table', { name: 'Saisonbestleistungen' });
    expect(await seasons.getByRole('row').count()).toBe(3);
    await main(page).getByRole('table', { name: 'Alle Leistungen' }).getByRole('cell', { name: `Profilsportfest ${SEASON - 1}` }).waitFor();
    await shot(page, 'athlete-01-profile');

    await page.setViewportSize({ width: 375, height: 800 });
    await main(page).getByRole('heading', { level: 1, name: 'Greta Profilprobe' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'athlete-02-phone');
  });
});
