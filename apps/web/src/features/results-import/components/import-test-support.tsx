import type { ReactElement } from 'react';
import { resultImportsApi, type ImportAthlete, type ImportRow, type ResultImport } from '@portal/domain';
import { linkTo } from '../../../testing/api-handlers';
import { renderPages, signedInSession, sampleOf } from '../../../testing/render-pages';
import { resultsImportFeature } from '../feature';

/**
 * Test support for the pages of the area (no shipped code uses it): imports and their rows as the
 * server answers them, and a memory router that knows the area's routes.
 */

export { linkTo };

/** An import of the Hessian indoor championships in preview that the caller may commit or discard; `over` replaces fields. */
export const sampleImport = sampleOf<ResultImport>(3, (id) => ({
    id,
    fileName: 'hallen-hm-2026.xlsx',
    source: 'file',
    state: 'preview',
    stateLocalized: 'Vorschau',
    competitionId: 7,
    competitionName: 'Hessische Hallenmeisterschaften',
    competitionDateFrom: '2026-02-07',
    competitionDateTo: '2026-02-08',
    newCompetition: false,
    counts: { ok: 118, warnings: 4, errors: 2 },
    changes: { created: 110, updated: 6, unchanged: 2, removed: 1 },
    progress: 0,
    waitingForChoice: 0,
    userName: 'Stefanie Zahl',
    createdAt: '2026-02-09T08:30:00.000Z',
    committedAt: null,
    links: [linkTo(resultImportsApi.commit_import, { id }), linkTo(resultImportsApi.discard_import, { id })],
  }));

/** An athlete of the federation. */
export function athlete(over: Partial<ImportAthlete> = {}): ImportAthlete {
  return { id: 70, lastName: 'Muster', firstName: 'Max', yearOfBirth: 2001, gender: 0, club: 'LG Bergstraße', athleteCode: 'HE-123456', ...over };
}

/** Row 2 of the file: Max Muster's 6.71 over 60 m, taken for athlete 70. */
export function sampleRow(over: Partial<ImportRow> = {}): ImportRow {
  return {
    line: 2,
    status: 'ok',
    action: 'create',
    messages: [],
    athlete: { lastName: 'Muster', firstName: 'Max', yearOfBirth: 2001, gender: 0, club: 'LG Bergstraße', nation: 'GER', athleteCode: null },
    event: '60',
    eventName: '60 m',
    class: 'M',
    mark: '6.71',
    wind: null,
    place: 1,
    date: '2026-02-07',
    round: 'Finale',
    matchedAthlete: athlete(),
    candidates: [],
    resolved: false,
    links: [],
    ...over,
  };
}

/** A page of `rows` as the list calls answer it. */
export const pageOf = <T,>(rows: T[], pageSize = 10) => ({
  entities: rows,
  links: [],
  paginationMetadata: { currentPage: 1, totalPages: Math.max(1, Math.ceil(rows.length / pageSize)), totalCount: rows.length, pageSize },
});

/** Renders `element` on the route `routeName` at `path`; the area's other routes show their names. */
export function renderRoute(routeName: string, path: string, element: ReactElement) {
  return renderPages({ routes: [...resultsImportFeature.routes.map((r) => r.name), 'dashboard'], path, pages: { [routeName]: element }, session: signedInSession(['Statistiker']) });
}
