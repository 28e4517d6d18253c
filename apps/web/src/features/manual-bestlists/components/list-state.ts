import { DEFAULT_PAGE_SIZE, type ManualPerformanceListQuery } from '@portal/domain';
import { freetextOf } from '../../../lib/search-list';

/** Local storage key of the lists' search and paging (spec §2.7, §9: a key of its own). */
export const MANUAL_BESTLIST_LIST_KEY = 'list.manualBestlists';
/** Local storage key of the performances' search, event filter and paging (spec §9: manual performances). */
export const MANUAL_PERFORMANCE_LIST_KEY = 'list.manualPerformances';

/**
 * What the performances' page remembers: for which list, the name search, the event and the page
 * (spec §2.7 "pagination as for records": page 1 and 10 rows to start with).
 */
export interface ManualPerformanceListState {
  listId: number | null;
  freetextSearch: string;
  event: string;
  pageNumber: number;
  pageSize: number;
}

export const defaultManualPerformanceListState: ManualPerformanceListState = { listId: null, freetextSearch: '', event: '', pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE };

/** The stored state for `listId`: another list's search, event and page do not apply (its page size does). */
export function performanceStateFor(state: ManualPerformanceListState, listId: number): ManualPerformanceListState {
  return state.listId === listId ? state : { ...defaultManualPerformanceListState, pageSize: state.pageSize, listId };
}

export function manualPerformanceListQuery(state: ManualPerformanceListState): ManualPerformanceListQuery {
  return {
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
    ...freetextOf(state.freetextSearch),
    ...(state.event ? { event: state.event } : {}),
  };
}
