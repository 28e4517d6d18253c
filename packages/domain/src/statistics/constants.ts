/** Checking status per performance and best list (spec statistics.md §4). */
export const CheckingStatus = { negative: 0, positive: 1, notDecided: 2 } as const;
export type CheckingStatusValue = (typeof CheckingStatus)[keyof typeof CheckingStatus];
export const checkingStatusNames = ['negative', 'positive', 'notDecided'] as const;

/** A performance's status across the lists it belongs to (spec §4). */
export const PerformanceStatus = { nothingDeclined: 0, partialDeclined: 1, fullyDeclined: 2 } as const;
export type PerformanceStatusValue = (typeof PerformanceStatus)[keyof typeof PerformanceStatus];
export const performanceStatusNames = ['nothingDeclined', 'partialDeclined', 'fullyDeclined'] as const;

/** Which date the performance list's date range filters on (spec §3). */
export const SearchPeriod = { performanceTime: 0, creationTime: 1, editTime: 2 } as const;
export type SearchPeriodValue = (typeof SearchPeriod)[keyof typeof SearchPeriod];

/** The export's foreigners filter (spec §2.1): no foreigners 1, all 0, only foreigners 2. */
export const ForeignersFilter = { all: 0, none: 1, only: 2 } as const;
export type ForeignersFilterValue = (typeof ForeignersFilter)[keyof typeof ForeignersFilter];

/** Athlete gender in the statistics payloads (spec §3): 0 male, 1 female, 2 mixed. */
export const Gender = { male: 0, female: 1, mixed: 2 } as const;
export type GenderValue = (typeof Gender)[keyof typeof Gender];

/** Where a performance competition came from; only portal entries are edited in the portal. */
export const PORTAL_IMPORT_SOURCE = 'portal';

/** Lists and lookups (spec §9). */
export const STATISTICS_LIMITS = {
  maxPageSize: 400,
  defaultPageSize: 10,
  searchMinLength: 3,
  exportDefaultPageSize: 30,
} as const;

/**
 * The performance list's default filter (spec §9: class M, event 100). The spec's environment 0
 * (indoor) would show nothing for the 100 m, an outdoor event, so the default is both (decision 021).
 */
export const PERFORMANCE_FILTER_DEFAULTS = { classCode: 'M', eventCode: '100', environment: 2, searchPeriod: 0 } as const;
