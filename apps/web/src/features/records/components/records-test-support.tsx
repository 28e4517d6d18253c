import type { ReactElement } from 'react';
import { recordsApi, recordSetsApi, type RecordCandidate, type RecordEntry, type RecordEvent, type RecordSet } from '@portal/domain';
import type { Session } from '../../../session/session';
import { linkTo } from '../../../testing/api-handlers';
import { renderPages, signedInSession, sampleOf } from '../../../testing/render-pages';
import { recordsFeature } from '../feature';

/**
 * Test support for the pages of the area (no shipped code uses it): sets, records, events and
 * candidates as the server answers them, a record admin's session, and a memory router that knows
 * the area's routes.
 */

export { linkTo };

/** Men's outdoor national records that the caller may change; `over` replaces fields. */
export const sampleSet = sampleOf<RecordSet>(7, (id) => ({
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
      linkTo(recordSetsApi.get_by_id, { id }),
      linkTo(recordSetsApi.update, { id }),
      linkTo(recordSetsApi.delete, { id }),
      linkTo(recordsApi.get_records, { id }),
      linkTo(recordsApi.new, { id }, 'new_record'),
      linkTo(recordsApi.get_candidates, { id }),
    ],
  }));

/** Schönlebe's 400 m record; `over` replaces fields. */
export const sampleRecord = sampleOf<RecordEntry>(21, (id) => ({
    id,
    recordSetId: 7,
    athleteFirstname: 'Thomas',
    athleteLastname: 'Schönlebe',
    athleteIocCode: 'GER',
    gender: 0,
    yearOfBirth: 1965,
    nationalAthleteCode: null,
    worldAthleteNumber: null,
    globalCompetitorGuid: null,
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
    links: [linkTo(recordsApi.get_by_id, { id }), linkTo(recordsApi.update, { id }), linkTo(recordsApi.delete, { id })],
  }));

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
    organizationName: 'Eintracht Frankfurt e.V.',
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
  return signedInSession(['RecordAdmin'], {
    user: { id: 6, firstName: 'Rainer', lastName: 'Rekord', fullName: 'Rainer Rekord', email: 'records@example.org', masterOrganization: { value: 1, text: 'DLV' } },
  } as Partial<Session>);
}

/** Renders `element` on the route `routeName` at `path` (with router `state`); see `renderPages`. */
export function renderRoute(routeName: string, path: string, element: ReactElement, state?: unknown) {
  return renderPages({ routes: recordsFeature.routes.map((r) => r.name), path, pages: { [routeName]: element }, session: recordAdminSession(), state });
}
