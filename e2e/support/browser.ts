import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const artifactsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');

/** Whether the journeys can run here; in CI they must (the suite fails instead of skipping). */
export function browserAvailable(): boolean {
  const present = fs.existsSync(chromiumPath);
  if (!present && process.env.CI === 'true') throw new Error(`Chromium not found at ${chromiumPath}; CI must run the browser journeys.`);
  if (!present) console.warn(`Browser journeys skipped: no Chromium at ${chromiumPath} (apt-get install -y chromium).`);
  return present;
}

/** Headless Chromium with the flags this network needs (no background connections); Playwright gives it a fresh profile. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    headless: true,
  });
}

/**
 * A new context with the given browser language (the portal picks its locale from it). It asks for
 * reduced motion, which the portal honours: menus and dialogs appear at once, so a journey never
 * waits for a transition to settle before it clicks.
 */
export async function newContext(browser: Browser, origin: string, locale = 'de-DE', viewport = { width: 1280, height: 800 }): Promise<BrowserContext> {
  return browser.newContext({ baseURL: origin, locale, viewport, reducedMotion: 'reduce' });
}

/** Keeps a screenshot of the page as a test artefact (e2e/artifacts/<name>.png). */
export async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(artifactsDir, { recursive: true });
  // Let running transitions (menus fading out, alerts collapsing in) finish, so the picture shows the settled screen.
  // A full-page picture makes Chromium lay the page out twice more (about 150 ms against 40): take it
  // only when the page is longer than the window.
  const longerThanWindow = await page
    .evaluate(async () => {
      const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.race([Promise.all(finite.map((a) => a.finished)), new Promise((r) => setTimeout(r, 2000))]);
      return document.documentElement.scrollHeight > window.innerHeight;
    })
    .catch(() => true);
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: longerThanWindow });
}

/**
 * Closes a context after a file's journeys. Chromium has been seen to crash while shutting down
 * after every journey of a file had passed; that says nothing about the portal, so it is logged
 * instead of failing the file. A crash during a journey still fails that journey.
 */
export async function closeAfterJourneys(context: BrowserContext | undefined): Promise<void> {
  await context?.close().catch((error: unknown) => console.warn(`Closing the browser context after the journeys: ${String(error)}`));
}
