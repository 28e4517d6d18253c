import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, closeAfterJourneys, newContext } from './support/browser';
import { appReady, login, openDrawer, settle, useJourney } from './support/journey';
import { startPortal } from './support/portal';

const run = browserAvailable();

/** One demo account per role (README), and the visitor who is not signed in. */
const visitors = [
  { role: 'visitor', email: undefined },
  { role: 'OrgAdmin', email: 'federation.admin@demo.test' },
  { role: 'OrgUser', email: 'club.user@demo.test' },
  { role: 'Approver', email: 'approver@demo.test' },
  { role: 'Statistiker', email: 'statistician@demo.test' },
  { role: 'RecordAdmin', email: 'records@demo.test' },
  { role: 'ManualBestlistAdmin', email: 'manual@demo.test' },
  { role: 'without role', email: 'norole@demo.test' },
] as const;

/** Where the pictures of the wide lists go, to be looked at after a run. */
const shotsDir = '/tmp/shots';

/** Every axe finding of the page (all impacts), one line each, readable in a failure message. */
async function violations(page: Page, where: string): Promise<string[]> {
  // Fading dialogs and sliding drawers would be measured half-transparent.
  await settle(page);
  const result = await new AxeBuilder({ page })
    // The portal has no frames: axe.run in the page itself, instead of finishing in a blank page per check.
    .setLegacyMode(true)
    // WCAG 2.5.3 (label in name) is still marked experimental in axe, so it is off unless asked for.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return result.violations.map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).slice(0, 4).join(', ')}`);
}

/**
 * Opens `path` inside the running app, as a drawer link does (no reload of the app), and waits for
 * its title and until no list or select is loading any more.
 */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    if (location.pathname === to) return;
    document.querySelectorAll('main h1').forEach((title) => title.setAttribute('data-left', ''));
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.locator('main h1:not([data-left])').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[role="progressbar"], [aria-busy="true"]'), undefined, { timeout: 10_000 });
}

/** The paths the drawer links to, read from the open drawer (which is checked too). */
async function drawerPaths(page: Page, findings: string[], where: string): Promise<string[]> {
  const drawer = await openDrawer(page);
  findings.push(...(await violations(page, `${where} drawer`)));
  const paths = await drawer.getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  return [...new Set(paths)];
}

async function switchToEnglish(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: /^Sprache: / }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.getByRole('menu').waitFor({ state: 'hidden' });
  await page.getByRole('banner').getByRole('button', { name: /^Language: / }).waitFor();
}

describe.runIf(run)('accessibility', () => {
  const journey = useJourney();
  // A screen is checked once per language, by the first role whose drawer offers it; every role's
  // drawer and dashboard (which differ by role) are checked for each. Checking the same list again
  // for the next role would double the journey's time for the same markup.
  const checked = new Set<string>();

  for (const { role, email } of visitors) {
    it(`has no axe findings on any screen of the drawer for ${email ?? 'a visitor'} (${role}), in German and English`, { timeout: 240_000 }, async () => {
      const context = await newContext(journey.browser, journey.portal.origin, 'de-DE');
      context.setDefaultTimeout(15_000);
      try {
        const page = await context.newPage();
        if (email) await login(page, email);
        else {
          await page.goto('/dashboard');
          await appReady(page);
        }
        const findings: string[] = [];
        for (const language of ['de', 'en'] as const) {
          if (language === 'en') await switchToEnglish(page);
          const paths = await drawerPaths(page, findings, `${role} ${language}`);
          expect(paths.length, `${role} has screens in the drawer`).toBeGreaterThan(0);
          for (const path of ['/dashboard', ...paths.filter((p) => !checked.has(`${language} ${p}`))]) {
            checked.add(`${language} ${path}`);
            await visit(page, path);
            expect(await page.evaluate(() => document.documentElement.lang), `lang on ${path}`).toBe(language);
            findings.push(...(await violations(page, `${role} ${language} ${path}`)));
          }
        }
        expect(findings).toEqual([]);
      } finally {
        await closeAfterJourneys(context);
      }
    });
  }

  it('shows every column of the performances, public best list and public records at 1366 px, without cutting a cell off', { timeout: 180_000 }, async () => {
    fs.mkdirSync(shotsDir, { recursive: true });
    // The full demo data: the federation's best lists with a season of marks, and long real names.
    const portal = await startPortal({ env: { DEMO_DATA: 'on' } });
    const context = await newContext(journey.browser, portal.origin, 'de-DE', { width: 1366, height: 768 });
    context.setDefaultTimeout(15_000);
    try {
      const page = await context.newPage();
      const clipped: string[] = [];
      const check = async (name: string) => {
        await page.locator('main table tbody tr[data-row-id]').first().waitFor();
        await page.waitForFunction(() => !document.querySelector('main [role="progressbar"], main [aria-busy="true"]'));
        await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
        const boxes = await page.locator('main .MuiTableContainer-root').evaluateAll((all) => all.map((box) => ({ scroll: box.scrollWidth, client: box.clientWidth })));
        expect(boxes.length, `tables on ${name}`).toBeGreaterThan(0);
        // Titles break between syllables of the page's language, not inside them at any letter.
        expect(await page.locator('main h1').evaluate((h) => [getComputedStyle(h).hyphens, document.documentElement.lang])).toEqual(['auto', 'de']);
        for (const box of boxes) if (box.scroll > box.client) clipped.push(`${name}: ${box.scroll} px of table in ${box.client} px`);
      };

      await page.goto('/bestlists');
      await appReady(page);
      // The first visit of the full data waits for the database's first queries of the lists.
      await page.locator('main a[href^="/bestlists/"]').first().click({ timeout: 45_000 });
      await page.waitForURL(/\/bestlists\/\d+/);
      await check('1366-public-bestlist');
      await page.goto('/public/records');
      await appReady(page);
      await check('1366-public-records');

      await login(page, 'statistician@demo.test');
      await visit(page, '/performance');
      await check('1366-performances');
      expect(clipped).toEqual([]);
    } finally {
      await closeAfterJourneys(context);
      await portal.stop();
    }
  });
});
