import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Link } from '@portal/domain';
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

/** Calls `rel` of the area catalogue `area` (read through the root as the web app does); query templates are filled from `query`. */
async function callIn<T>(origin: string, session: ApiSession, area: string, rel: string, options: { query?: Record<string, string | number>; body?: unknown } = {}): Promise<T> {
  const { links } = await session.call<{ links: Link[] }>(area);
  const link = links.find((l) => l.rel === rel);
  if (!link) throw new Error(`no ${rel} in ${area}`);
  const query = new URLSearchParams(Object.entries(options.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  const path = link.href.replace(/\{\?[^}]*\}$/, '') + (query ? `?${query}` : '');
  return api<T>(origin, bearer(session), link.method ?? 'GET', path, options.body);
}

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
 * Another meeting's 1500 m of the same name and year, but for the Darmstadt club; a week before the
 * season's 14 June, so it never lies after today.
 */
const duplicateMeeting = (season: number) => {
  const day = `${season}-06-07`;
  return {
    competition: { externalId: `dubletten-${season}`, name: `Dublettensportfest ${season}`, dateFrom: day, dateTo: day, town: 'Darmstadt', nation: 'GER', environment: 1 },
    results: [
      { externalId: `greta-darmstadt-${season}`, lastName: 'Profilprobe', firstName: 'Greta', yearOfBirth: 2001, gender: 'W', club: 'ASC Darmstadt', nation: 'GER', event: '1500m', class: 'W', mark: '4:57.10', date: day },
    ],
  };
};

interface AthleteRecord {
  id: number;
  clubName: string;
  markCount: number;
}

/**
 * The public athlete pages as a visitor uses them: marks of two seasons arrive from meeting
 * software, the visitor finds the athlete by name, opens the profile with its bests, its place in
 * the federation's list and the progression chart, and reads it on a phone.
 */
describe.runIf(run)('athlete profile journey', () => {
  const journey = useJourney();
  const { openPage, signedIn } = usePages(journey);
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

  it('merges a second record of the same athlete after a preview, keeps the history and forwards the old profile', async () => {
    const origin = journey.portal.origin;
    const statistician = await apiLogin(origin, STATISTICIAN);
    // A second record of the same name and year: entered by hand for another club, as happens when nobody finds the first.
    const clubs = await callIn<{ value: number; text: string }[]>(origin, statistician, 'performance_links', 'club_search', { query: { search: 'Darmstadt' } });
    const darmstadt = clubs.find((c) => c.text === 'ASC Darmstadt');
    if (!darmstadt) throw new Error(`no ASC Darmstadt among ${JSON.stringify(clubs)}`);
    const duplicate = await callIn<{ id: number }>(origin, statistician, 'performance_links', 'new_competitor', {
      body: { firstName: 'Greta', lastName: 'Profilprobe', gender: 1, yearOfBirth: 2001, nation: 'GER', organizationId: darmstadt.value, nationalAthleteCode: null },
    });
    // The club decides between the two records of the name: the Darmstadt mark goes to the new record.
    const { key } = await api<{ key: string }>(origin, bearer(statistician), 'POST', '/api/api-keys', { name: 'Dubletten-Journey' });
    const answer = await api<{ created: number }>(origin, { Authorization: `ApiKey ${key}` }, 'POST', '/api/external/results', duplicateMeeting(SEASON));
    expect(answer.created).toBe(1);
    const records = await callIn<{ entities: AthleteRecord[] }>(origin, statistician, 'athlete_links', 'get_athletes', { query: { search: 'Profilprobe' } });
    expect(records.entities.map((a) => [a.clubName, a.markCount]).sort()).toEqual([
      ['ASC Darmstadt', 1],
      ['Eintracht Frankfurt e.V.', 2],
    ]);
    const keptId = records.entities.find((a) => a.clubName === 'Eintracht Frankfurt e.V.')!.id;
    expect(records.entities.find((a) => a.clubName === 'ASC Darmstadt')!.id).toBe(duplicate.id);

    const page = await signedIn(STATISTICIAN);
    await page.goto('/statistics/athletes');
    await main(page).getByRole('heading', { level: 1, name: 'Athletenpflege' }).waitFor();
    await main(page).getByRole('button', { name: 'Greta Profilprobe und Greta Profilprobe vergleichen und zusammenführen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Athleten zusammenführen' });
    // The record with more marks is offered to keep; the preview names what moves over.
    const keep = dialog.getByRole('radiogroup', { name: 'Welcher Eintrag bleibt?' });
    await keep.getByRole('radio', { name: /Eintracht Frankfurt e\.V\. · 2 Leistungen/, checked: true }).waitFor();
    const preview = dialog.getByTestId('merge-preview');
    await preview.getByText('1 Leistung wird übernommen', { exact: true }).waitFor();
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await shot(page, 'athlete-03-merge-preview');
    await dialog.getByRole('button', { name: 'Zusammenführen', exact: true }).click();
    await main(page).getByRole('status').getByText('Greta Profilprobe (ASC Darmstadt) wurde in Greta Profilprobe (Eintracht Frankfurt e.V.) zusammengeführt.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await main(page).getByRole('button', { name: 'Greta Profilprobe und Greta Profilprobe vergleichen und zusammenführen' }).count()).toBe(0);

    await main(page).getByRole('tab', { name: 'Zusammenführungen' }).click();
    const merges = main(page).getByRole('table', { name: 'Zusammenführungen' });
    const merge = merges.getByRole('row').filter({ hasText: 'Greta Profilprobe (2001, ASC Darmstadt)' });
    await merge.getByRole('link', { name: 'Greta Profilprobe' }).waitFor();
    await merge.getByText('1 Leistung', { exact: true }).waitFor();
    await shot(page, 'athlete-04-merge-history');

    // The merged record's old address leads to the kept profile, which now holds the Darmstadt mark.
    const visitor = await openPage();
    await visitor.goto(`/athletes/${duplicate.id}`);
    await visitor.waitForURL((url) => url.pathname === `/athletes/${keptId}`);
    await main(visitor).getByRole('heading', { level: 1, name: 'Greta Profilprobe' }).waitFor();
    await main(visitor).getByRole('table', { name: 'Alle Leistungen' }).getByRole('cell', { name: `Dublettensportfest ${SEASON}` }).waitFor();

    for (const [locale, language, title, tab, name, bests] of [
      ['en-GB', 'English', 'Athlete records', 'Merges', 'athlete-05-care-en', 'Personal bests'],
      ['nl-NL', 'Nederlands', 'Atletenbeheer', 'Samenvoegingen', 'athlete-06-care-nl', 'Persoonlijke records'],
    ] as const) {
      // The account's own language (German) applies at sign-in whatever the browser says: switch as a user does.
      const localized = await signedIn(STATISTICIAN, locale);
      await localized.getByRole('banner').getByRole('button', { name: /^Sprache: / }).click();
      await localized.getByRole('menuitem', { name: language }).click();
      await localized.getByRole('menu').waitFor({ state: 'hidden' });
      await localized.goto('/statistics/athletes');
      await main(localized).getByRole('heading', { level: 1, name: title }).waitFor();
      await main(localized).getByRole('tab', { name: tab }).click();
      await main(localized).getByRole('link', { name: 'Greta Profilprobe' }).waitFor();
      await shot(localized, name);
      // The profile in the same language.
      await localized.goto(`/athletes/${keptId}`);
      await main(localized).getByRole('table', { name: bests }).getByRole('cell', { name: '4:55.67' }).waitFor();
      await shot(localized, `${name.replace('care', 'profile')}`);
    }

    // On a phone the tables become cards; neither the history nor the list scrolls sideways.
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.setViewportSize({ width: 375, height: 800 });
    await main(page).getByRole('heading', { level: 1, name: 'Athletenpflege' }).waitFor();
    await main(page).getByRole('link', { name: 'Greta Profilprobe' }).first().waitFor();
    expect(await fits()).toBe(true);
    await main(page).getByRole('tab', { name: 'Alle Athleten' }).click();
    await main(page).getByRole('searchbox', { name: 'Name oder Athletennummer' }).fill('Profilprobe');
    // One record is left, with all three marks.
    await main(page).getByText('2001 · weiblich · Eintracht Frankfurt e.V. · 3 Leistungen', { exact: true }).waitFor();
    expect(await main(page).getByRole('link', { name: 'Greta Profilprobe' }).count()).toBe(1);
    expect(await fits()).toBe(true);
    await shot(page, 'athlete-07-care-phone');
  });
});
