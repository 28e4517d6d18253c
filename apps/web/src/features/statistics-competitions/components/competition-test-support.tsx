import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Link, PerformanceCompetition } from '@portal/domain';
import { buildTheme } from '../../../components/theme';
import { routeMeta } from '../../../lib/routing';
import { SessionContextProvider, type Session } from '../../../session/session';
import { statisticsCompetitionsFeature } from '../feature';

/**
 * Test support for the pages of the area (no shipped code uses it): competitions as the server
 * answers them, a statistician's session, and a memory router that knows the area's routes.
 */

export const BASE = '/api/statistics/competitions';

export const link = (rel: string, href: string, method = 'GET'): Link => ({ rel, href, templated: false, method });

/** A portal competition of the Hessen state association that the caller may change; `over` replaces fields. */
export function sampleCompetition(over: Partial<PerformanceCompetition> = {}): PerformanceCompetition {
  const id = over.id ?? 7;
  return {
    id,
    name: 'Hessische Hallenmeisterschaften',
    germanCompetitionId: '2026-HE-0042',
    dateFrom: '2026-02-07',
    dateTo: '2026-02-08',
    location: 'Leichtathletikhalle Kalbach',
    town: 'Frankfurt am Main',
    nation: 'GER',
    environment: 0,
    stateCode: 3,
    area: null,
    district: 31,
    stateName: 'Hessen',
    areaName: null,
    districtName: 'Kreis Frankfurt',
    importSource: 'portal',
    ownerId: 1,
    creatorUserId: 5,
    lastEditorUserId: 5,
    links: [link('get_by_id', `${BASE}/${id}`), link('update', `${BASE}/${id}`, 'PUT')],
    ...over,
  };
}

/** A statistician of the federation (organisation 1). */
export function statisticianSession(): Session {
  const roles = ['Statistiker'];
  return {
    user: { id: 5, firstName: 'Stefanie', lastName: 'Zahl', fullName: 'Stefanie Zahl', email: 'statistician@example.org', masterOrganization: { value: 1, text: 'DLV' } },
    ready: true,
    roles,
    organizationId: 1,
    organizations: [{ value: 1, text: 'DLV', type: 'master', externalId: 'DLV' }],
    isGerman: true,
    isAuthenticated: true,
    hasRole: (...codes: string[]) => codes.some((c) => roles.includes(c)),
  } as unknown as Session;
}

/**
 * Renders `element` on the route `routeName` at `path`; the area's other routes show their name, so
 * a test can see where a button led (`router.state.location`).
 */
export function renderRoute(routeName: string, path: string, element: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    statisticsCompetitionsFeature.routes.map(({ name }) => {
      const meta = routeMeta(name)!;
      return { path: meta.path, handle: meta, element: name === routeName ? element : <p>{`route ${name}`}</p> };
    }),
    { initialEntries: [path] },
  );
  const view = render(
    <ThemeProvider theme={buildTheme('de')}>
      <QueryClientProvider client={client}>
        <SessionContextProvider value={statisticianSession()}>
          <RouterProvider router={router} />
        </SessionContextProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { router, client, ...view };
}
