import type { PerformanceCompetitionListQuery, performanceCompetitionsApi } from '@portal/domain';
import { useSaveEntry, areaQueries, idParams } from '../../../lib/area-queries';

type Api = typeof performanceCompetitionsApi;

/** The area catalogue every call of this feature goes through. */
export const AREA = 'competition_links';

/** Prefix of every query of the area; saving invalidates through it. */
export const competitionsKey = ['statistics-competitions'] as const;

const queries = areaQueries<Api>(AREA, competitionsKey);

/** One page of the federation's competitions. */
export const competitionListQueryOptions = (query: PerformanceCompetitionListQuery) => queries.page('get_competitions', query);

/** One competition with its links. */
export const competitionQueryOptions = (id: number | null) => queries.entry('get_by_id', idParams(id));

/** Whether the caller may create a competition: the catalogue offers `new`. */
export const competitionCatalogueQueryOptions = queries.rels;

/** The state associations of the caller's federation. */
export const regionsQueryOptions = () => queries.lookup('get_regions');

/** Area and district associations below `parent`; nothing is asked before a parent is chosen. */
export const associationsQueryOptions = (parent: number | null) => queries.lookup('get_areas_districts', parent === null ? null : { parent });

/** Creates a competition (`new`) or follows a competition's `update` link; the area's queries reload after either. */
export const useSaveCompetition = () => useSaveEntry<Api['new'], Api['update']>(AREA, 'new', competitionsKey);
