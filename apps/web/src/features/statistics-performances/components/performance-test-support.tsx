import { configure } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  eventByCode,
  performanceCheckingsApi,
  performancesApi,
  type Checking,
  type CheckingList,
  type Competitor,
  type PerformanceDetail,
  type PerformanceEvent,
  type PerformanceRow,
  type StatisticsClass,
  type StatisticsEvent,
} from '@portal/domain';
import type { Session } from '../../../session/session';
import { linkTo } from '../../../testing/api-handlers';
import { renderPages as renderRoutes, signedInSession, sampleOf } from '../../../testing/render-pages';
import { statisticsPerformancesFeature } from '../feature';

/**
 * Test support for the pages of the area (no shipped code uses it): performances, events, classes
 * and checkings as the server answers them, a statistician's session, and a memory router that
 * knows the area's routes.
 */

// The form's chains (event info, sub-event rows, dialogs closing) take longer than a second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

export { linkTo };

/** A row of the list: Max Muster's 10.52 over 100 m of club 15, entered by the caller's organisation. */
export const sampleRow = sampleOf<PerformanceRow>(7, (id) => ({
    id,
    status: 0,
    statusLocalized: 'Nicht abgelehnt',
    pointsOverridden: false,
    statusChecking: 2,
    statusCheckingLocalized: 'Nicht entschieden',
    bestResult: '10.52',
    bestResultString: '10.52',
    bestWind: '+1.2',
    eventId: 5,
    eventType: 10,
    eventShortNational: '100m',
    definitionEventShortNational: '100m',
    classId: 1,
    classShort: 'M',
    isRelayEvent: false,
    isMultiTeamEvent: false,
    competitorId: 70,
    competitorFullName: 'Max Muster',
    fullName: 'Max Muster',
    nation: 'GER',
    yob: 2001,
    organizationId: 15,
    performanceOrganizationName: 'LG Bergstraße',
    performanceDateTime: '2026-06-13',
    performanceCompetitionName: 'Pfingstsportfest',
    performanceCompetitionTown: 'Rehlingen',
    creatorUserId: 5,
    creatorOrganisationId: 1,
    creatorName: 'Stefanie Zahl',
    createdDatetime: '2026-06-14T08:00:00.000Z',
    lastEditorUserId: null,
    lastEditDatetime: null,
    onePerfList: false,
    noPerfList: false,
    perfListId: null,
    links: [linkTo(performanceCheckingsApi.get_checkings, { perfId: id })],
  }));

type Sub = PerformanceEvent['subEvents'][number];

/** A sub-event as the event info lists it, from the reference data. */
function sub(code: string, eventId: number): Sub {
  const e = eventByCode(code)!;
  return { eventId, eventCode: code, eventShortNational: e.shortName, measurement: e.measurement, windRequired: e.windRequired, handTimeAllowed: e.handTimeAllowed };
}

/** The event info of reference event `code` (stored under `id`). */
export function eventInfo(code: string, id: number, over: Partial<PerformanceEvent> = {}): PerformanceEvent {
  const e = eventByCode(code)!;
  return {
    id,
    code,
    name: e.name,
    eventShortNational: e.shortName,
    eventType: e.eventType,
    measurement: e.measurement,
    isRelayEvent: e.relayMembers > 0,
    isMultiTeamEvent: e.eventType === 9,
    isMultiEvent: e.subEvents.length > 0,
    isTeamEvent: e.relayMembers > 0,
    relayMembers: e.relayMembers,
    windRequired: e.windRequired,
    handTimeAllowed: e.handTimeAllowed,
    heightWeight: e.heightWeight,
    heightWeightUnit: e.heightWeightUnit,
    subEvents: e.subEvents.map((code, i) => sub(code, 100 + i)),
    ...over,
  };
}

/** Events of the federation: 100 m (5), 4 × 100 m (40), decathlon (90), a multi-team event (60). */
export const events: Record<string, PerformanceEvent> = {
  '100': eventInfo('100', 5),
  '4X100': eventInfo('4X100', 40),
  DEC: eventInfo('DEC', 90),
  TEAM: { ...eventInfo('4X400', 60), code: 'TEAM', name: 'Mannschaftskampf', eventShortNational: 'Mannschaft', eventType: 9, isRelayEvent: false, isMultiTeamEvent: true, relayMembers: 3 },
};

/** The federation's events as `get_all_events` answers them. */
export function allEvents(): StatisticsEvent[] {
  return Object.values(events).map((e, order) => ({
    id: e.id,
    code: e.code,
    name: e.name,
    shortName: e.eventShortNational,
    shortInternational: e.code,
    eventType: e.eventType,
    measurement: e.measurement,
    windRequired: e.windRequired,
    handTimeAllowed: e.handTimeAllowed,
    heightWeight: e.heightWeight,
    heightWeightUnit: e.heightWeightUnit,
    relayMembers: e.relayMembers,
    isRelayEvent: e.isRelayEvent,
    isMultiTeamEvent: e.isMultiTeamEvent,
    isMultiEvent: e.isMultiEvent,
    isTeamEnduranceEvent: false,
    subEvents: e.subEvents.map((s) => s.eventCode),
    sex: e.code === 'DEC' ? 'M' : null,
    environment: 2,
    order,
  }));
}

/** The federation's classes as `get_all_classes` answers them. */
export const allClasses: StatisticsClass[] = [
  { id: 1, code: 'M', name: 'Männer', shortName: 'M', gender: 0, startAge: 0, endAge: 0, order: 1 },
  { id: 2, code: 'W', name: 'Frauen', shortName: 'W', gender: 1, startAge: 0, endAge: 0, order: 2 },
];

export const competitor = (over: Partial<Competitor> = {}): Competitor => ({
  id: 70,
  fullName: 'Max Muster',
  firstName: 'Max',
  lastName: 'Muster',
  gender: 0,
  yearOfBirth: 2001,
  nation: 'GER',
  organizationId: 15,
  organizationName: 'LG Bergstraße',
  organizationPath: [1, 2, 15],
  ...over,
});

/** The competition options of the form's selector. */
export const competitionOptions = [
  { value: 3, text: 'Pfingstsportfest (Rehlingen, 13.06.2026)', name: 'Pfingstsportfest', town: 'Rehlingen', dateFrom: '2026-06-13', dateTo: '2026-06-14', environment: 1 },
  { value: 4, text: 'Hallenmeeting (Karlsruhe, 30.01.2026)', name: 'Hallenmeeting', town: 'Karlsruhe', dateFrom: '2026-01-30', dateTo: '2026-01-30', environment: 0 },
];

/** A stored performance of the caller's organisation (100 m, Max Muster, 10.52). */
export const sampleDetail = sampleOf<PerformanceDetail>(7, (id) => ({
    id,
    competition: { id: 3, name: 'Pfingstsportfest', town: 'Rehlingen', environment: 1, dateFrom: '2026-06-13', dateTo: '2026-06-14' },
    event: events['100'],
    class: { id: 1, code: 'M', name: 'Männer', classShort: 'M', sex: 'M' },
    competitor: competitor(),
    organization: { value: 15, text: 'LG Bergstraße' },
    competitorId: 70,
    organizationId: 15,
    performanceDateTime: '2026-06-13',
    bestResult: '10.52',
    bestResultString: '10.52',
    windResult: 1.2,
    bestWind: '+1.2',
    heightWeight: null,
    relayMembers: [],
    multiEventResults: [],
    status: 0,
    statusLocalized: 'Nicht abgelehnt',
    creatorUserId: 5,
    creatorOrganisationId: 1,
    creatorName: 'Stefanie Zahl',
    createdDatetime: '2026-06-14T08:00:00.000Z',
    lastEditorUserId: 6,
    lastEditorName: 'Paul Prüfer',
    lastEditDatetime: '2026-06-15T09:30:00.000Z',
    links: [linkTo(performancesApi.get_by_id, { id }), linkTo(performancesApi.update, { id }), linkTo(performancesApi.delete_perf, { id })],
  }));

/** A checking of performance 7 for best list `perfListId`. */
export function sampleChecking(over: Partial<Checking> = {}): Checking {
  const status = over.status ?? 2;
  return {
    perfId: 7,
    perfListId: 3,
    name: 'DLV-Bestenliste',
    regionalRestrictionName: null,
    status,
    statusLocalized: ['Abgelehnt', 'Bestätigt', 'Nicht entschieden'][status] ?? '',
    reason: null,
    userId: null,
    links: [linkTo(performanceCheckingsApi.update_checking, {}, status === 0 ? 'restore' : 'reject')],
    ...over,
  };
}

export function sampleCheckingList(entities: Checking[] = [sampleChecking()]): CheckingList {
  return {
    performance: { id: 7, eventShortNational: '100m', classShort: 'M', bestResultString: '10.52', competitorFullName: 'Max Muster' },
    entities,
    links: entities.length > 0 ? [linkTo(performanceCheckingsApi.new_checking)] : [],
  };
}

/** A statistician of the federation (organisation 1). */
export const statisticianSession = (): Session => signedInSession(['Statistiker']);

/** Renders the pages given by route name at `path`, the area's other routes and the dashboard by name; see `renderPages` of testing. */
export function renderPages(path: string | string[], pages: Record<string, ReactElement>) {
  return renderRoutes({ routes: [...statisticsPerformancesFeature.routes.map((r) => r.name), 'dashboard'], path, pages, session: statisticianSession() });
}

/** Renders `element` on the route `routeName` at `path` (see `renderPages`). */
export const renderRoute = (routeName: string, path: string | string[], element: ReactElement) => renderPages(path, { [routeName]: element });
