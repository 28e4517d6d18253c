import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initialLanguage, loadCatalogue } from './lib/i18n';
import { api } from './lib/api-client';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/routes';

// The root links are asked for at once, in parallel with the first screen's code (the router waits
// for that code before anything renders); the session later takes the same answer.
void api.loadRoot().catch(() => undefined);

const router = createAppRouter();

// The first screen renders in the visitor's language, never with bare keys: its catalogue comes first.
// As a transition, the first render yields to the browser every few milliseconds instead of holding a
// slow phone's main thread for a third of a second; the top bar of index.html stays until it commits.
void loadCatalogue(initialLanguage()).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
});
