import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from './lib/router';
import { initialLanguage, loadCatalogue } from './lib/i18n';
import { api } from './lib/api-client';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/routes';
import { watchPrerendered } from './lib/prerendered';

watchPrerendered();

// The root links are asked for at once, in parallel with the first screen's code (the router waits
// for that code before anything renders); the session later takes the same answer.
void api.loadRoot().catch(() => undefined);

// The catalogue too, as early.
const catalogueReady = loadCatalogue(initialLanguage());

/**
 * Creates the router (which starts loading the first screen's code) and renders the app once that
 * code and the catalogue are there.
 */
function start(): void {
  const router = createAppRouter();

  /** Resolves once the router has the first screen's code (it renders a spinner until then). */
  const routerReady = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

  // The first screen renders in the visitor's language, never with bare keys: its catalogue comes
  // first, and its code, so that what the page shows until then (the top bar of index.html, or a
  // prerendered screen with what the visitor typed into it) gives way to the screen itself, not a
  // spinner. As a transition, the first render yields to the browser every few milliseconds instead
  // of holding a slow phone's main thread for a third of a second.
  void Promise.all([catalogueReady, routerReady]).then(() => {
    const container = document.getElementById('root')!;
    const app = (
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>
    );
    // A prerendered screen is the app's own markup: React adopts it instead of drawing it anew.
    if (container.hasAttribute('data-prerendered')) {
      startTransition(() => void hydrateRoot(container, app));
      return;
    }
    const root = createRoot(container);
    startTransition(() => root.render(app));
  });
}

// Evaluating the app's code is one long task on a slow phone; creating the router (it ranks every
// route and matches the first) comes in a task of its own, so that the browser can handle input in
// between.
setTimeout(start, 0);
