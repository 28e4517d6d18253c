import { DEFAULT_PAGE_SIZE, PERFORMANCE_FILTER_DEFAULTS, type PerformanceListQuery } from '@portal/domain';

/** Local storage key of the performance filter, the applied search and the paging (spec §9). */
export const PERFORMANCE_FILTER_KEY = 'list.performanceFilter';

/** The filter of spec §2.3 as the user sets it; `performanceListId` 0 is "no best list". */
export interface PerformanceFilter {
  performanceListId: number;
  /** Indoor 0, outdoor 1, both 2. */
  environment: number;
  classCode: string;
  eventCode: string;
  freetextSearch: string;
  /** 1: only the best performance of each athlete. */
  outputGrouping: number;
  /** Which date the range filters: performance 0, creation 1, last edit 2. */
  searchPeriod: number;
  /** `YYYY-MM-DD`, '' for open, or the marker of a typed day that is none. */
  dateFrom: string;
  dateTo: string;
}

/** What the list screen remembers: the filter as entered, the filter the table shows (null: cleared) and the page. */
export interface PerformanceListState {
  filter: PerformanceFilter;
  applied: PerformanceFilter | null;
  pageNumber: number;
  pageSize: number;
}

/** Spec §9: class M, event 100, no list, indoor, by performance date. */
export const defaultPerformanceFilter: PerformanceFilter = {
  performanceListId: 0,
  environment: PERFORMANCE_FILTER_DEFAULTS.environment,
  classCode: PERFORMANCE_FILTER_DEFAULTS.classCode,
  eventCode: PERFORMANCE_FILTER_DEFAULTS.eventCode,
  freetextSearch: '',
  outputGrouping: 0,
  searchPeriod: PERFORMANCE_FILTER_DEFAULTS.searchPeriod,
  dateFrom: '',
  dateTo: '',
};

export const defaultPerformanceListState: PerformanceListState = {
  filter: defaultPerformanceFilter,
  applied: defaultPerformanceFilter,
  pageNumber: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

/** Marks a day that was typed but is no calendar day; the filter cannot be applied with it. */
export const INVALID_DAY = 'invalid';

/** Best list, class and event are set (list 0, "none", counts as set) and the days are days. */
export function canApply(filter: PerformanceFilter, listKnown: boolean): boolean {
  return listKnown && filter.classCode !== '' && filter.eventCode !== '' && filter.dateFrom !== INVALID_DAY && filter.dateTo !== INVALID_DAY;
}

/** The list call's query of an applied filter; empty texts and days are left out. */
export function performanceListQuery(filter: PerformanceFilter, pageNumber: number, pageSize: number): PerformanceListQuery {
  const search = filter.freetextSearch.trim();
  return {
    pageNumber,
    pageSize,
    performanceListId: filter.performanceListId,
    environment: filter.environment,
    classCode: filter.classCode,
    eventCode: filter.eventCode,
    outputGrouping: filter.outputGrouping,
    searchPeriod: filter.searchPeriod,
    ...(search ? { freetextSearch: search } : {}),
    ...(filter.dateFrom ? { dateFrom: filter.dateFrom } : {}),
    ...(filter.dateTo ? { dateTo: filter.dateTo } : {}),
  };
}
