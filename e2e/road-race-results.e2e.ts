import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, shot } from './support/browser';
import { usePages } from './support/pages';
import { apiLogin, useJourney, type ApiSession } from './support/journey';

const run = browserAvailable();

/** GET through a rel of an area catalogue, its `{name}` parts filled. */
async function getIn<T>(origin: string, session: ApiSession, area: string, rel: string, params: Record<string, string | number> = {}): Promise<T> {
  const catalogue = await session.call<{ links: { rel: string; href: string }[] }>(area);
  const link = catalogue.links.find((l) => l.rel === rel);
  if (!link) throw new Error(`no ${rel} in ${area}`);
  const href = link.href.replace(/\{\?[\w,]+\}/g, '').replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
  const response = await fetch(`${origin}${href}`, { headers: { Authorization: `Bearer ${session.token}`, Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${href}: ${response.status}`);
  return (await response.json()) as T;
}

/** The timing company's list as it comes: German headings, `;`, gross and net times. */
const resultList = [
  'Startnr.;Name;Jg.;M/W;AK;Verein;Brutto;Netto',
  '1;Müller, Jörg;1990;M;M;Eintracht Frankfurt e.V.;0:35:12;0:35:08',
  '2;Schröder, Bärbel;1980;W;W45;ASC Darmstadt;0:41:05;0:40:58',
  '3;Weiß, Jürgen;1975;M;M50;;0:39:40;0:39:30',
  '4;Klein, Anna;2008;W;WJU20;LG Frankfurt-Nord;0:44:10;0:44:02',
].join('\r\n');

/**
 * A road race's result list as its organiser brings it (issue 22): on the finisher page of an
 * approved race that has taken place, the timing company's list fills the finisher numbers and the
 * fee, on a desk and on a phone, and the statisticians find it as an import to check.
 */
describe.runIf(run)('road race result list journey', () => {
  const journey = useJourney();
  const { signedIn } = usePages(journey);
  const main = (page: Page) => page.getByRole('main');

  it('fills the finisher numbers and the fee from the uploaded list and hands the times to the statisticians', async () => {
    const origin = journey.portal.origin;
    const admin = await apiLogin(origin, 'federation.admin@demo.test');
    const races = await getIn<{ items: { id: number; name: string; links: { rel: string }[] }[] }>(origin, admin, 'competition_approval_links', 'get_by_org', {
      organizationId: admin.user.masterOrganization.value,
    });
    const race = races.items.find((c) => c.name === 'Herbstlauf am Main');
    expect(race?.links.map((l) => l.rel)).toContain('upload_results');

    const page = await signedIn('club.user@demo.test');
    await page.goto(`/competitionApprovalFinisher/${race!.id}`);
    await main(page).getByRole('heading', { name: 'Herbstlauf am Main' }).waitFor();
    await main(page).getByLabel('Ergebnisliste hochladen').setInputFiles({ name: 'ergebnisse.csv', mimeType: 'text/csv', buffer: Buffer.from(resultList, 'utf8') });
    await main(page).getByRole('status').getByText('Aus der Ergebnisliste übernommen: 4 Teilnehmer im Ziel.', { exact: false }).waitFor();
    const count = (group: string, name: string) => main(page).getByRole('group', { name: group }).getByLabel(name, { exact: true });
    expect(await count('Frauen', 'U20/U18').inputValue()).toBe('1');
    expect(await count('Frauen', 'Senioren').inputValue()).toBe('1');
    expect(await count('Männer', 'Aktive').inputValue()).toBe('1');
    expect(await count('Männer', 'Senioren').inputValue()).toBe('1');
    expect(await main(page).getByTestId('fee-total').textContent()).toBe('2,00 €');
    await shot(page, 'approval-finisher-upload');

    await page.setViewportSize({ width: 375, height: 800 });
    await main(page).getByTestId('fee-total').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'approval-finisher-upload-phone');

    const statistician = await apiLogin(origin, 'statistician@demo.test');
    const imports = await getIn<{ entities: { state: string; fileName: string }[] }>(origin, statistician, 'import_links', 'get_imports');
    expect(imports.entities.find((i) => i.fileName === 'ergebnisse.csv')?.state).toBe('preview');
  });
});
