import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Link, RecordCandidate, RecordEntry, RecordEvent, RecordSet } from '@portal/domain';
import { buildTheme } from '../../../components/theme';
import { routeMeta } from '../../../lib/routing';
import { SessionContextProvider, type Session } from '../../../session/session';
import { recordsFeature } from '../feature';

/**
 * Test support for the pages of the area (no shipped code uses it): sets, records, events and
 * candidates as the server answers them, a record admin's session, and a memory router that knows
 * the area's routes.
 */

export const SETS = '/api/records/sets';
export const RECORDS = '/api/records';

export const link = (rel: string, href: string, method = 'GET'): Link => ({ rel, href, templated: false, method });

/** Men's outdoor national records that the caller may change; `over` replaces fields. */
export function sampleSet(over: Partial<RecordSet> = {}): RecordSet {
  const id = over.id ?? 7;
  return {
    id,
    name: 'Deutsche Rekorde Männer',
    code: 'DRM',
    nationalClassShort: 'M',
    className: 'Männer',
    startAge: 0,
    endAge: 0,
    gender: 0,
    recordType: 1,
    recordValidity: 4,
    validityQualifier: 'Deutscher Leichtathletik-Verband',
    validityOrganizationId: 1,
    isMultiRecord: false,
    eventEnvironment: 1,
    recordCount: 2,
    links: [
      link('get_by_id', `${SETS}/${id}`),
      link('update', `${SETS}/${id}`, 'PUT'),
      link('delete', `${SETS}/${id}`, 'DELETE'),
      link('get_records', `${RECORDS}/sets/${id}/records`),
      link('new_record', `${RECORDS}/sets/${id}/records`, 'POST'),
      link('get_candidates', `${RECORDS}/sets/${id}/candidates`),
    ],
    ...over,
  };
}

/** Schönlebe's 400 m record; `over` replaces fields. */
export function sampleRecord(over: Partial<RecordEntry> = {}): RecordEntry {
  const id = over.id ?? 21;
  return {
    id,
    recordSetId: 7,
    athleteFirstname: 'Thomas',
    athleteLastname: 'Schönlebe',
    athleteIocCode: 'GER',
    gender: 0,
    yearOfBirth: 1965,
    nationalAthleteCode: null,
    worldAthleteNumber: null,
    eventCode: '400',
    internationalEventShort: '400m',
    eventName: '400 m',
    eventType: 10,
    recordCountry: 'ITA',
    recordTown: 'Rom',
    recordStatus: 1,
    heightWeight: null,
    windSpeed: null,
    formatedWind: null,
    date: '1987-09-03',
    formatedValue: '44.33',
    handTimed: false,
    performanceId: null,
    links: [link('get_by_id', `${RECORDS}/${id}`), link('update', `${RECORDS}/${id}`, 'PUT'), link('delete', `${RECORDS}/${id}`, 'DELETE')],
    ...over,
  };
}

/** A few events of a men's outdoor set, as `get_events` answers them. */
export const sampleEvents: RecordEvent[] = [
  { code: '100', name: '100 m', internationalEventShort: '100m', eventType: 10, measurement: 'time', windRequired: true, handTimeAllowed: true, heightWeight: null, heightWeightUnit: null, isRelayEvent: false, order: 4 },
  { code: '400', name: '400 m', internationalEventShort: '400m', eventType: 10, measurement: 'time', windRequired: false, handTimeAllowed: true, heightWeight: null, heightWeightUnit: null, isRelayEvent: false, order: 7 },
  { code: '4X100', name: '4 x 100 m Staffel', internationalEventShort: '4x100m', eventType: 0, measurement: 'time', windRequired: false, handTimeAllowed: true, heightWeight: null, heightWeightUnit: null, isRelayEvent: true, order: 40 },
  { code: 'SP7260', name: 'Kugelstoß 7,26 kg', internationalEventShort: 'SP', eventType: 3, measurement: 'distance', windRequired: false, handTimeAllowed: false, heightWeight: 7.26, heightWeightUnit: 'kg', isRelayEvent: false, order: 80 },
];

/** A 100 m of the statistics that beats the set's 10.20. */
export function sampleCandidate(over: Partial<RecordCandidate> = {}): RecordCandidate {
  return {
    performanceId: 501,
    eventCode: '100',
    eventName: '100 m',
    eventType: 10,
    athleteFirstname: 'Max',
    athleteLastname: 'Grenzwind',
    nation: 'GER',
    gender: 0,
    yearOfBirth: 2003,
    nationalAthleteCode: null,
    formatedValue: '10.10',
    handTimed: false,
    windSpeed: 2,
    formatedWind: '+2.0',
    heightWeight: null,
    date: '2025-06-14',
    competitionName: 'Sommersportfest',
    competitionTown: 'Kassel',
    competitionNation: 'GER',
    beats: { id: 22, formatedValue: '10.20', formatedWind: '+1.0' },
    ...over,
  };
}

/** A record admin of the federation (organisation 1). */
export function recordAdminSession(): Session {
  const roles = ['RecordAdmin'];
  return {
    user: { id: 6, firstName: 'Rainer', lastName: 'Rekord', fullName: 'Rainer Rekord', email: 'records@example.org', masterOrganization: { value: 1, text: 'DLV' } },
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
 * Renders `element` on the route `routeName` at `path` (with router `state`); the area's other
 * routes show their name, so a test can see where a button led (`router.state.location`).
 */
export function renderRoute(routeName: string, path: string, element: ReactElement, state?: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    recordsFeature.routes.map(({ name }) => {
      const meta = routeMeta(name)!;
      return { path: meta.path, handle: meta, element: name === routeName ? element : <p>{`route ${name}`}</p> };
    }),
    { initialEntries: [{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }] },
  );
  const view = render(
    <ThemeProvider theme={buildTheme('de')}>
      <QueryClientProvider client={client}>
        <SessionContextProvider value={recordAdminSession()}>
          <RouterProvider router={router} />
        </SessionContextProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { router, client, ...view };
}
