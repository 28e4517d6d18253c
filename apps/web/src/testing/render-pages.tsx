import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from '../lib/router';
import type { Link, RoleCode } from '@portal/domain';
import { buildTheme } from '../components/theme';
import { hasAnyRole, routeMeta } from '../lib/routing';
import { SessionContextProvider, visitorSession, type Session } from '../session/session';
import { EmotionStyles } from './emotion-styles';

/**
 * What the pages' tests of every area share (no shipped code imports this folder): links and
 * sessions as the server and the session provider give them, and a memory router with an area's routes.
 */

/** A link as the server writes it. */
export const link = (rel: string, href: string, method = 'GET', templated = false): Link => ({ rel, href, templated, method });

/** A signed-in user holding `roles` in the federation (organisation 1); `over` replaces fields, e.g. the user or the organisation. */
export function signedInSession(roles: RoleCode[], over: Partial<Session> = {}): Session {
  return {
    user: { id: 5, firstName: 'Stefanie', lastName: 'Zahl', fullName: 'Stefanie Zahl', email: 'statistician@example.org', masterOrganization: { value: 1, text: 'DLV' } },
    ready: true,
    roles,
    organizationId: 1,
    organizations: [{ value: 1, text: 'DLV', type: 'master', externalId: 'DLV' }],
    isGerman: true,
    isAuthenticated: true,
    hasRole: (...codes: RoleCode[]) => hasAnyRole(roles, codes),
    ...over,
  } as unknown as Session;
}

/** A visitor who is not signed in. */
export const anonymousSession = (): Session => ({ ...visitorSession });

export interface RenderPagesOptions {
  /** The route names the router knows; each shows its page from `pages`, or its name. */
  routes: string[];
  /** Where the router starts; several entries make a history whose last one is shown. */
  path: string | string[];
  pages: Record<string, ReactElement>;
  session: Session;
  /** Router state of the first entry (what `navigate(…, { state })` hands over). */
  state?: unknown;
}

/**
 * Renders the pages given by route name; every other route shows its name, so a test can see where
 * a button led (`router.state.location`).
 */
export function renderPages({ routes, path, pages, session, state }: RenderPagesOptions) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const paths = Array.isArray(path) ? path : [path];
  const entries = paths.map((p, i) => {
    const [pathname, search] = p.split('?');
    return { pathname, search: search === undefined ? '' : `?${search}`, state: i === 0 ? state : undefined };
  });
  const router = createMemoryRouter(
    routes.map((name) => {
      const meta = routeMeta(name)!;
      return { path: meta.path, handle: meta, element: pages[name] ?? <p>{`route ${name}`}</p> };
    }),
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  const view = render(
    <EmotionStyles>
      <ThemeProvider theme={buildTheme('de')}>
        <QueryClientProvider client={client}>
          <SessionContextProvider value={session}>
            <RouterProvider router={router} />
          </SessionContextProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </EmotionStyles>,
  );
  return { router, client, ...view };
}

/** A sample entry as the server sends it: `make` builds it for its id (`id` unless `over` names one), and `over` replaces fields. */
export const sampleOf =
  <T extends { id: number }>(id: number, make: (id: number) => T) =>
  (over: Partial<T> = {}): T => ({ ...make(over.id ?? id), ...over });
