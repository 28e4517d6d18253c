import type { ReactElement } from 'react';
import { performanceCompetitionsApi, type PerformanceCompetition } from '@portal/domain';
import type { Session } from '../../../session/session';
import { linkTo } from '../../../testing/api-handlers';
import { renderPages, signedInSession, sampleOf } from '../../../testing/render-pages';
import { statisticsCompetitionsFeature } from '../feature';

/**
 * Test support for the pages of the area (no shipped code uses it): competitions as the server
 * answers them, a statistician's session, and a memory router that knows the area's routes.
 */

export { linkTo };

/** A portal competition of the Hessen state association that the caller may change; `over` replaces fields. */
export const sampleCompetition = sampleOf<PerformanceCompetition>(7, (id) => ({
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
    links: [linkTo(performanceCompetitionsApi.get_by_id, { id }), linkTo(performanceCompetitionsApi.update, { id })],
  }));

/** A statistician of the federation (organisation 1). */
export const statisticianSession = (): Session => signedInSession(['Statistiker']);

/** Renders `element` on the route `routeName` at `path`; see `renderPages`. */
export function renderRoute(routeName: string, path: string, element: ReactElement) {
  return renderPages({ routes: statisticsCompetitionsFeature.routes.map((r) => r.name), path, pages: { [routeName]: element }, session: statisticianSession() });
}
