import type { ReactElement } from 'react';
import { bestListsApi, type BestList, type CustomDefinition, type StatisticsClass, type StatisticsEvent } from '@portal/domain';
import type { Session } from '../../../session/session';
import { linkTo } from '../../../testing/api-handlers';
import { anonymousSession, link, renderPages as renderRoutes, signedInSession, sampleOf } from '../../../testing/render-pages';
import { statisticsBestListsFeature } from '../feature';

/**
 * Test support for the pages of the area (no shipped code uses it): best lists, definitions,
 * classes and events as the server answers them, sessions, and a memory router that knows the
 * area's routes.
 */

export { link, linkTo };

/** A list of the federation with every link a statistician gets on the item; `over` replaces fields. */
export const sampleBestList = sampleOf<BestList>(7, (id) => ({
    id,
    name: 'Hessen Bestenliste',
    regionalRestritionId: 3,
    regionalRestrictionName: 'Hessischer Leichtathletik-Verband',
    ownerId: 1,
    ownerName: 'DLV',
    links: [
      linkTo(bestListsApi.get_by_id, { id }),
      linkTo(bestListsApi.update, { id }),
      linkTo(bestListsApi.startexport, { id }),
      linkTo(bestListsApi.get_custom_defs, { performanceListId: id }),
      link('external_view', `/bestlists/${id}`),
      linkTo(bestListsApi.copy_dlo),
      linkTo(bestListsApi.copy_from_target),
    ],
  }));

export const sampleClasses: StatisticsClass[] = [
  { id: 2, code: 'W', name: 'Frauen', shortName: 'W', gender: 1, startAge: 0, endAge: 0, order: 2 },
  { id: 1, code: 'M', name: 'Männer', shortName: 'M', gender: 0, startAge: 0, endAge: 0, order: 1 },
  { id: 3, code: 'MU18', name: 'Männliche Jugend U18', shortName: 'MU18', gender: 0, startAge: 16, endAge: 17, order: 3 },
];

const event = (id: number, code: string, name: string, order: number, over: Partial<StatisticsEvent> = {}): StatisticsEvent => ({
  id,
  code,
  name,
  shortName: name,
  shortInternational: code,
  eventType: 10,
  measurement: 'time',
  windRequired: true,
  handTimeAllowed: true,
  heightWeight: null,
  heightWeightUnit: null,
  relayMembers: 0,
  isRelayEvent: false,
  isMultiTeamEvent: false,
  isMultiEvent: false,
  isTeamEnduranceEvent: false,
  subEvents: [],
  sex: null,
  environment: 2,
  order,
  ...over,
});

export const sampleEvents: StatisticsEvent[] = [
  event(20, 'KUG', 'Kugelstoß', 3, { eventType: 3, measurement: 'distance', windRequired: false, handTimeAllowed: false, heightWeight: 7.26, heightWeightUnit: 'kg' }),
  event(10, '100', '100 m', 1),
  event(11, 'WEI', 'Weitsprung', 2, { eventType: 2, measurement: 'distance', handTimeAllowed: false }),
];

/** A definition of list 7; `over` replaces fields. */
export function sampleDefinition(over: Partial<CustomDefinition> & Pick<CustomDefinition, 'id' | 'classId' | 'eventId'>): CustomDefinition {
  const cls = sampleClasses.find((c) => c.id === over.classId)!;
  const ev = sampleEvents.find((e) => e.id === over.eventId)!;
  return {
    performanceListId: 7,
    classname: cls.name,
    eventname: ev.name,
    classCode: cls.code,
    eventCode: ev.code,
    startAge: 0,
    endAge: 0,
    heightWeight: ev.heightWeight,
    heightWeightUnit: ev.heightWeightUnit,
    wind: ev.windRequired,
    handTimeAllowed: ev.handTimeAllowed,
    environment: 1,
    ...over,
  };
}

/** A statistician of the federation (organisation 1). */
export const statisticianSession = (): Session => signedInSession(['Statistiker']);

export { anonymousSession };

/** Renders the pages given by route name at `path`, the area's other routes by name; see `renderPages` of testing. */
export function renderPages(path: string, pages: Record<string, ReactElement>, session: Session = statisticianSession()) {
  return renderRoutes({ routes: statisticsBestListsFeature.routes.map((r) => r.name), path, pages, session });
}

/** Renders `element` on the route `routeName` at `path` (see `renderPages`). */
export const renderRoute = (routeName: string, path: string, element: ReactElement, session?: Session) => renderPages(path, { [routeName]: element }, session);
