import AxeBuilder from '@axe-core/playwright';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { browserAvailable, newContext, shot, closeAfterJourneys } from './support/browser';
import { appReady, login, settle, useJourney } from './support/journey';
import { catalogues } from '@portal/domain';

const run = browserAvailable();
const catalogue = (lang: 'de' | 'en' | 'nl') => catalogues[lang] as Record<string, unknown>;

/**
 * Distinctive German interface words (from the German catalogue) that the English and Dutch catalogues do not
 * contain: none of them may be visible once the interface is English or Dutch. Demo data (organisation
 * and person names, a German rejection reason) stays German and contains none of them.
 */
const GERMAN_MARKERS = [
  'Anmelden', 'Abmelden', 'Passwort', 'Passwort vergessen', 'Neues Konto', 'Registrieren', 'Vorname', 'Nachname',
  'Newsletter abonnieren', 'Willkommen', 'Angemeldet als', 'Bitte melden Sie sich an', 'Rollenanfragen',
  'Benutzerverwaltung', 'Benutzername', 'Zurück', 'Suchen', 'Genehmigen', 'Ablehnen', 'Angefragt', 'Abgelehnt',
  'Genehmigt', 'Gelöscht', 'Aktiv', 'Aktionen', 'Begründung', 'Geändert', 'Zeilen pro Seite', 'Alle aufklappen',
  'Alle zuklappen', 'Rollen löschen', 'Rolle zuweisen', 'Neue Anfrage', 'Kampfrichter', 'Genehmiger', 'Lizenz',
  'Lizenzdatei', 'herunterladen', 'Keine Einträge gefunden', 'Startseite', 'Datenschutz', 'Nutzungsbedingungen',
  'Impressum', 'Sprache', 'Zum Inhalt springen', 'Kontostatus', 'Menü', 'Schließen',
];
/** German relative times (dayjs), e.g. "vor 3 Stunden". */
const GERMAN_RELATIVE_TIME = /\bvor (einem|einer|ein paar|\d+) (Sekunden|Minuten?|Stunden?|Tag(en)?|Monat(en)?|Jahr(en)?)\b/i;

function values(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(values);
  return [];
}

const wordPattern = (word: string) => new RegExp(`(?<![\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu');

/** The German markers visible in the page (innerText: what a reader sees, upper-cased buttons included). */
async function germanIn(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  const found = GERMAN_MARKERS.filter((w) => wordPattern(w).test(text));
  const relative = text.match(GERMAN_RELATIVE_TIME);
  return relative ? [...found, relative[0]] : found;
}

/** Opens `path` and waits for its page title (h1) in the expected language. */
async function visit(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await appReady(page);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  // Lists and selects fill in after their calls; wait until nothing is loading any more.
  await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
}

async function expectLanguage(page: Page, lang: string, present: (string | RegExp)[]): Promise<void> {
  expect(await germanIn(page), `German words on ${page.url()} in ${lang}`).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  const text = await page.evaluate(() => document.body.innerText);
  for (const p of present) expect(text, `${page.url()} shows ${p}`).toMatch(typeof p === 'string' ? new RegExp(p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i') : p);
}

async function switchLanguage(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: from }).click();
  await page.getByRole('menuitem', { name: to }).click();
  await page.getByRole('menu').waitFor({ state: 'hidden' });
}

/** Serious and critical axe findings of the page, readable in a failure message. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Fading dialogs and sliding drawers would be measured half-transparent.
  await settle(page);
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
}

describe.runIf(run)('languages and accessibility', () => {
  const journey = useJourney();
  let context: BrowserContext;
  let page: Page;
  afterAll(() => closeAfterJourneys(context));

  async function freshPage(locale = 'de-DE'): Promise<Page> {
    await context?.close();
    context = await newContext(journey.browser, journey.portal.origin, locale);
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    return page;
  }

  it('uses marker words that are German-only in the catalogues', () => {
    const de = values(catalogue('de')).join('\n');
    const others = [...values(catalogue('en')), ...values(catalogue('nl'))].join('\n');
    for (const marker of GERMAN_MARKERS) {
      expect(wordPattern(marker).test(de), `${marker} is a German catalogue text`).toBe(true);
      expect(wordPattern(marker).test(others), `${marker} does not occur in en/nl`).toBe(false);
    }
  });

  it('an anonymous visitor switches to English in the top bar: dashboard, login and register are English', async () => {
    await freshPage('de-DE');
    await visit(page, '/dashboard', 'Willkommen');
    expect(await germanIn(page)).toContain('Anmelden');
    await switchLanguage(page, 'Sprache: Deutsch', 'English');
    await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await expectLanguage(page, 'en', ['Welcome to the Athletics Portal', 'Please sign in to continue.', 'Forgotten password']);
    await shot(page, 'i18n-1-dashboard-en');

    await visit(page, '/login', 'Sign in');
    await expectLanguage(page, 'en', ['Email', 'Password', 'New account']);
    await visit(page, '/register', 'Register');
    // The account's language follows the interface language, then the federation the visitor picks.
    const language = page.getByRole('combobox', { name: 'Language' });
    await language.filter({ hasText: 'English' }).waitFor();
    await expectLanguage(page, 'en', ['First name', 'Last name', 'Confirm password', 'Subscribe to the newsletter']);
    await shot(page, 'i18n-2-register-en');
    await page.getByRole('combobox', { name: 'Federation' }).click();
    await page.getByRole('option', { name: 'Atletiekunie' }).click();
    await language.filter({ hasText: 'Dutch' }).waitFor();
  });

  it('keeps the language a visitor picked when they sign in to an account of another language', async () => {
    await freshPage('de-DE');
    await visit(page, '/login', 'Anmelden');
    await switchLanguage(page, 'Sprache: Deutsch', 'English');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await login(page, 'region.admin@demo.test');
    await page.getByText('Signed in as Reinhard Landauer').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  });

  it('an anonymous visitor switches to Dutch: dashboard, login and register are Dutch', async () => {
    await freshPage('en-GB');
    await visit(page, '/dashboard', 'Welcome');
    await switchLanguage(page, 'Language: English', 'Nederlands');
    await page.getByRole('heading', { level: 1, name: 'Welkom' }).waitFor();
    await expectLanguage(page, 'nl', ['Welkom op het Atletiekportaal', 'Inloggen']);
    await visit(page, '/login', 'Inloggen');
    await expectLanguage(page, 'nl', ['Wachtwoord', 'Nieuw account']);
    await visit(page, '/register', 'Registreren');
    await page.getByRole('combobox', { name: 'Taal' }).filter({ hasText: 'Nederlands' }).waitFor();
    await expectLanguage(page, 'nl', ['Voornaam', 'Achternaam']);
    await shot(page, 'i18n-3-register-nl');
  });

  it('a signed-in admin switched to English sees role requests, user management and licence in English', async () => {
    await freshPage('en-GB');
    await login(page, 'region.admin@demo.test');
    // The user's own language (German) applies at login, whatever the browser says.
    await page.getByRole('heading', { level: 1, name: 'Willkommen' }).waitFor();
    await switchLanguage(page, 'Sprache: Deutsch', 'English');
    await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor();
    await expectLanguage(page, 'en', ['Signed in as Reinhard Landauer']);

    await visit(page, '/rolerequests', 'Role requests');
    await page.getByRole('row').filter({ hasText: 'norole@demo.test' }).first().waitFor();
    await expectLanguage(page, 'en', ['Requested', 'Approved', 'Rejected', 'Rows per page', /\b(hours?|days?) ago\b/, 'New request']);
    await shot(page, 'i18n-4-role-requests-en');
    await visit(page, '/usermanagement', 'User management');
    await page.getByRole('row').filter({ hasText: 'approver@demo.test' }).first().waitFor();
    await expectLanguage(page, 'en', ['Expand all', 'Collapse all', 'Active', 'Assign role']);
    await visit(page, '/license', 'Licence');
    await expectLanguage(page, 'en', ['Download licence file']);
  });

  it('the Dutch admin gets Dutch after signing in from a German browser', async () => {
    await freshPage('de-DE');
    await login(page, 'nl.admin@demo.test');
    await page.getByRole('heading', { level: 1, name: 'Welkom' }).waitFor();
    await expectLanguage(page, 'nl', ['Ingelogd als Niels de Vries']);
    // The Dutch federation's own legal pages in the footer.
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('https://www.atletiekunie.nl/privacy');
    await shot(page, 'i18n-5-dashboard-nl-admin');
    await visit(page, '/rolerequests', 'Rolaanvragen');
    await expectLanguage(page, 'nl', ['Nieuwe aanvraag', 'Rijen per pagina']);
    await visit(page, '/usermanagement', 'Gebruikersbeheer');
    await page.getByRole('row').filter({ hasText: 'nl.admin@demo.test' }).first().waitFor();
    await expectLanguage(page, 'nl', ['Alles uitklappen', 'Actief', 'Beheerder']);
    await shot(page, 'i18n-6-user-management-nl');
    await visit(page, '/license', 'Licentie');
    await expectLanguage(page, 'nl', ['Licentiebestand downloaden']);
  });

  it('has no serious or critical axe findings on dashboard, login, register, role requests, user management and licence', async () => {
    await freshPage('de-DE');
    const findings: Record<string, string[]> = {};
    for (const [path, heading] of [
      ['/dashboard', 'Willkommen'],
      ['/login', 'Anmelden'],
      ['/register', 'Registrieren'],
    ] as const) {
      await visit(page, path, heading);
      findings[`anonymous ${path}`] = await seriousViolations(page);
    }
    await login(page, 'region.admin@demo.test');
    for (const [path, heading] of [
      ['/dashboard', 'Willkommen'],
      ['/rolerequests', 'Rollenanfragen'],
      ['/usermanagement', 'Benutzerverwaltung'],
      ['/license', 'Lizenz'],
    ] as const) {
      await visit(page, path, heading);
      findings[`admin ${path}`] = await seriousViolations(page);
    }
    // Open overlays too: the drawer and a confirm dialog.
    await page.getByRole('button', { name: 'Menü' }).click();
    await page.getByRole('dialog', { name: 'Menü' }).waitFor();
    findings['admin drawer'] = await seriousViolations(page);
    await page.keyboard.press('Escape');
    await visit(page, '/usermanagement', 'Benutzerverwaltung');
    await page.getByRole('row').filter({ hasText: 'approver@demo.test' }).first().waitFor();
    await page.getByRole('checkbox', { name: 'Anton Genehm <approver@demo.test> auswählen' }).check();
    await page.getByRole('button', { name: 'Rollen löschen' }).click();
    await page.getByRole('dialog', { name: 'Rollen löschen' }).waitFor();
    findings['admin delete dialog'] = await seriousViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Abbrechen' }).click();

    expect(Object.entries(findings).filter(([, list]) => list.length > 0)).toEqual([]);
  });
});
