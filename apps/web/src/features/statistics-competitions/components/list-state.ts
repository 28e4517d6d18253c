import { DEFAULT_PAGE_SIZE, type PerformanceCompetitionListQuery } from '@portal/domain';
import { freetextOf } from '../../../lib/search-list';

/** Local storage key of the list's search and paging (spec §2.4: they survive a reload). */
export const COMPETITION_LIST_KEY = 'list.statisticsCompetitions';

/** What the list remembers: the search as last sent, and the page. */
export interface CompetitionListState {
  freetextSearch: string;
  /** `YYYY-MM-DD`, or '' for all dates. */
  dateFrom: string;
  pageNumber: number;
  pageSize: number;
}

export const defaultCompetitionListState: CompetitionListState = { freetextSearch: '', dateFrom: '', pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE };

/** The list call's query: empty search fields are left out. */
export function competitionListQuery(state: CompetitionListState) {
  return {
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
    ...freetextOf(state.freetextSearch),
    ...(state.dateFrom ? { dateFrom: state.dateFrom } : {}),
  } satisfies PerformanceCompetitionListQuery;
}
