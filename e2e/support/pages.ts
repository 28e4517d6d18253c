import { afterEach } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { newContext } from './browser';
import { login, type Journey } from './journey';

/**
 * Pages of one journey file: each in a new browser context (own storage), all closed after every
 * test. `signedIn` also signs the account in.
 */
export function usePages(journey: Journey): { openPage(locale?: string): Promise<Page>; signedIn(email: string, locale?: string): Promise<Page> } {
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  async function openPage(locale = 'de-DE'): Promise<Page> {
    const context = await newContext(journey.browser, journey.portal.origin, locale);
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    return context.newPage();
  }
  async function signedIn(email: string, locale = 'de-DE'): Promise<Page> {
    const page = await openPage(locale);
    await login(page, email);
    return page;
  }
  return { openPage, signedIn };
}

/** Picks `option` in the MUI select `name` inside `scope`. */
export async function choose(page: Page, scope: Locator, name: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

/** Types a day (DD.MM.YYYY) into the German date field `name` section by section, as a user does. */
export async function typeDay(page: Page, scope: Locator, name: string, day: string): Promise<void> {
  await scope.getByRole('group', { name, exact: true }).getByRole('spinbutton', { name: 'Tag' }).click();
  await page.keyboard.type(day.replaceAll('.', ''));
}
