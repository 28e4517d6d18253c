import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { EventRegistration, Link, PublicEvent } from '@portal/domain';
import { buildTheme } from '../../../components/theme';
import { routeMeta } from '../../../lib/routing';
import { SessionContextProvider, type Session } from '../../../session/session';
import { eventRegistrationFeature } from '../feature';

/**
 * Test support for the pages of the area (no shipped code uses it): registrations and public
 * events as the server answers them, sessions, and a memory router that knows the area's routes.
 */

export const BASE = '/api/event-registrations';
export const GUID = '0b5f3c1e-8a4d-4c7e-9f21-6d3a2b1c0e99';

export const link = (rel: string, href: string, method = 'GET'): Link => ({ rel, href, templated: false, method });

/** The links of a registration its manager sees (mail only with attendees). */
export const managerLinks = (guid: string, withMail = true): Link[] => [
  link('get_by_id', `${BASE}/${guid}`),
  link('update_event_reg', `${BASE}/${guid}`, 'PUT'),
  link('delete_event_reg', `${BASE}/${guid}`, 'DELETE'),
  link('get_attendees', `${BASE}/${guid}/attendees`),
  link('export_attendees', `${BASE}/${guid}/attendees/export`),
  ...(withMail ? [link('inform_attendees', `${BASE}/${guid}/mail`, 'POST')] : []),
];

/** Eintracht Frankfurt's evening meeting with 3 of 40 places taken; `over` replaces fields. */
export function sampleRegistration(over: Partial<EventRegistration> = {}): EventRegistration {
  const guid = over.guid ?? GUID;
  return {
    id: 7,
    guid,
    name: 'Abendsportfest',
    contactEmail: 'sportfest@eintracht.example',
    city: 'Frankfurt am Main',
    country: 'GER',
    eventDate: '2030-07-04',
    maxPeople: 40,
    currentPeople: 3,
    ownerOrganizationId: 12,
    ownerOrganizationName: 'Eintracht Frankfurt e.V.',
    links: managerLinks(guid),
    ...over,
  };
}

/** The same event as its public page shows it; `over` replaces fields. */
export function samplePublicEvent(over: Partial<PublicEvent> = {}): PublicEvent {
  const guid = over.guid ?? GUID;
  return {
    guid,
    name: 'Abendsportfest',
    eventDate: '2030-07-04',
    city: 'Frankfurt am Main',
    country: 'GER',
    contactEmail: 'sportfest@eintracht.example',
    organizerName: 'Eintracht Frankfurt e.V.',
    maxPeople: 40,
    currentPeople: 3,
    placesLeft: 37,
    full: false,
    open: true,
    links: [link('public_event_registration', `/api/public/event-registrations/${guid}`), link('sign_up', `/api/public/event-registrations/${guid}/sign-up`, 'POST')],
    ...over,
  };
}

/** An OrgUser of a club (organisation 12). */
export function clubUserSession(): Session {
  const roles = ['OrgUser'];
  return {
    user: { id: 5, firstName: 'Clara', lastName: 'Vereinsam', fullName: 'Clara Vereinsam', email: 'club.user@example.org', masterOrganization: { value: 1, text: 'DLV' } },
    ready: true,
    roles,
    organizationId: 12,
    organizations: [{ value: 12, text: 'Eintracht Frankfurt e.V.', type: 'Club', externalId: 'HE-0401' }],
    isGerman: true,
    isAuthenticated: true,
    hasRole: (...codes: string[]) => codes.some((c) => c === 'Any' || roles.includes(c)),
  } as unknown as Session;
}

export const anonymousSession = () =>
  ({ user: null, ready: true, roles: [], organizationId: null, organizations: [], isGerman: false, isAuthenticated: false, hasRole: () => false }) as unknown as Session;

/**
 * Renders `element` on the route `routeName` at `path`; the area's other routes show their name, so
 * a test can see where a button led (`router.state.location`).
 */
export function renderRoute(routeName: string, path: string, element: ReactElement, session: Session = clubUserSession()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    eventRegistrationFeature.routes.map(({ name }) => {
      const meta = routeMeta(name)!;
      return { path: meta.path, handle: meta, element: name === routeName ? element : <p>{`route ${name}`}</p> };
    }),
    { initialEntries: [path] },
  );
  const view = render(
    <ThemeProvider theme={buildTheme('de')}>
      <QueryClientProvider client={client}>
        <SessionContextProvider value={session}>
          <RouterProvider router={router} />
        </SessionContextProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { router, client, ...view };
}
