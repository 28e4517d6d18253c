import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import type { LanguageCode } from '@portal/domain';
import { AppShell } from './app/app-layout';
import { AppProviders, createQueryClient } from './app/providers';
import { featureRoutes } from './app/registry';
import i18n, { loadAllTexts } from './lib/i18n';
import { createMemoryRouter, RouterProvider } from './lib/router';
import { SessionContextProvider, startingSession } from './session/session';

/** The languages to prerender in: every language of the app. */
export { languageCodes } from '@portal/domain';

export interface Prerendered {
  /** The markup of `#root`, with emotion's style elements before the elements they style. */
  html: string;
  /** The document title the screen sets. */
  title: string;
}

/**
 * The screen of route `name` as every visit first shows it, in `language`, inside the app's frame:
 * rendered at build time (apps/web/build/prerender.mjs), so that it shows before the app's code
 * has arrived. It is the app's own first render (the session still starting, the same for visitors
 * and signed-in users), so the app adopts the markup instead of drawing it anew.
 */
export async function prerender(name: string, language: LanguageCode): Promise<Prerendered> {
  const route = featureRoutes.find((r) => r.name === name);
  if (!route) throw new Error(`no route ${name}`);
  await loadAllTexts(language);
  await i18n.changeLanguage(language);
  const { screen, ...meta } = route;
  const Screen = await screen();
  const router = createMemoryRouter([{ element: <AppShell />, children: [{ path: meta.path, handle: meta, element: <Screen /> }] }], { initialEntries: [meta.path] });
  await router.ready;
  // The app's emotion cache has the default key `css`: both write the same class names, and the app's
  // cache takes the style elements of the markup over when it starts.
  const cache = createCache({ key: 'css' });
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProviders client={createQueryClient()}>
        <SessionContextProvider value={startingSession}>
          <RouterProvider router={router} />
        </SessionContextProvider>
      </AppProviders>
    </CacheProvider>,
  );
  // PageFrame sets the title in an effect, which a server render does not run.
  const title = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
  return { html, title: title ? `${title} – ${i18n.t('app.title')}` : i18n.t('app.title') };
}
