import type { ReactElement } from 'react';
import { manualBestlistsApi, publicManualBestlistsApi, type ManualBestlist, type ManualBestlistEvent, type ManualPerformance, type StatisticsClass } from '@portal/domain';
import type { Session } from '../../../session/session';
import { linkTo } from '../../../testing/api-handlers';
import { renderPages as renderRoutes, signedInSession, sampleOf } from '../../../testing/render-pages';
import { manualBestlistsFeature } from '../feature';

/**
 * Test support for the pages of the area (no shipped code uses it): lists, performances, events and
 * classes as the server answers them, a manual best list admin's session, and a memory router that
 * knows the area's routes.
 */

export { linkTo };

/** The all-time women's list, with every link an admin gets; `over` replaces fields. */
export const sampleList = sampleOf<ManualBestlist>(7, (id) => ({
    id,
    name: 'Ewige Bestenliste Frauen',
    code: 'EBLF',
    nationalClassShort: 'W',
    className: 'Frauen',
    startAge: 20,
    endAge: 0,
    gender: 1,
    year: null,
    eventEnvironment: 1,
    performanceCount: 2,
    links: [
      linkTo(manualBestlistsApi.get_by_id, { id }),
      linkTo(manualBestlistsApi.update, { id }),
      linkTo(manualBestlistsApi.delete, { id }),
      linkTo(manualBestlistsApi.get_manual_performances, { id }),
      linkTo(manualBestlistsApi.new_manual_performance, { id }),
      linkTo(manualBestlistsApi.get_manual_bestlist_events, { id }),
      linkTo(publicManualBestlistsApi.public_manual_bestlist, { id }),
    ],
  }));

/** Marlies Göhr's 10.81 s of 1983; `over` replaces fields. */
export const samplePerformance = sampleOf<ManualPerformance>(31, (id) => ({
    id,
    manualBestlistId: 7,
    athleteFirstname: 'Marlies',
    athleteLastname: 'Göhr',
    athleteIocCode: 'GDR',
    gender: 1,
    yearOfBirth: 1958,
    dayOfBirth: null,
    monthOfBirth: null,
    nationalAthleteCode: null,
    worldAthleteNumber: null,
    globalCompetitorGuid: null,
    organizationName: 'SC Motor Jena',
    eventCode: '100',
    internationalEventShort: '100m',
    eventName: '100 m',
    eventType: 10,
    performanceCountry: 'GDR',
    performanceTown: 'Berlin',
    performanceLocation: null,
    details: null,
    isRecord: true,
    handtime: false,
    performanceStatus: 1,
    heightWeight: null,
    windSpeed: 1.7,
    date: '1983-06-08',
    formatedValue: '10.81',
    rank: 1,
    links: [linkTo(manualBestlistsApi.update_manual_performance, { id }, 'update'), linkTo(manualBestlistsApi.delete_manual_performance, { id }, 'delete')],
  }));

const event = (over: Partial<ManualBestlistEvent> & Pick<ManualBestlistEvent, 'code' | 'name'>): ManualBestlistEvent => ({
  internationalEventShort: over.code,
  eventType: 10,
  measurement: 'time',
  windRequired: false,
  handTimeAllowed: false,
  heightWeight: null,
  heightWeightUnit: null,
  isRelayEvent: false,
  order: 1,
  ...over,
});

/** Events of an outdoor women's list: a wind sprint, a middle distance, a jump with wind, the shot with its weight. */
export const sampleEvents: ManualBestlistEvent[] = [
  event({ code: '100', name: '100 m', windRequired: true, handTimeAllowed: true, order: 4 }),
  event({ code: '800', name: '800 m', eventType: 11, handTimeAllowed: true, order: 9 }),
  event({ code: 'LJ', name: 'Weitsprung', eventType: 2, measurement: 'distance', windRequired: true, order: 72 }),
  event({ code: 'SP4000', name: 'Kugelstoß (4 kg)', eventType: 3, measurement: 'distance', heightWeight: 4, heightWeightUnit: 'kg', order: 77 }),
];

export const sampleClasses: StatisticsClass[] = [
  { id: 1, code: 'M', name: 'Männer', shortName: 'M', gender: 0, startAge: 20, endAge: 0, order: 1 },
  { id: 2, code: 'W', name: 'Frauen', shortName: 'W', gender: 1, startAge: 20, endAge: 0, order: 2 },
  { id: 6, code: 'WU20', name: 'Weibliche Jugend U20', shortName: 'WU20', gender: 1, startAge: 18, endAge: 19, order: 6 },
];

/** A manual best list admin of the federation (organisation 1). */
export function adminSession(): Session {
  return signedInSession(['ManualBestlistAdmin'], {
    user: { id: 8, firstName: 'Manuela', lastName: 'Liste', fullName: 'Manuela Liste', email: 'manual@example.org', masterOrganization: { value: 1, text: 'DLV' } },
  } as Partial<Session>);
}

/** Renders the area's routes at `path`: the given screens, and the route's name for the others; see `renderPages`. */
export function renderPages(path: string, pages: Record<string, ReactElement>) {
  return renderRoutes({ routes: manualBestlistsFeature.routes.map((r) => r.name), path, pages, session: adminSession() });
}
