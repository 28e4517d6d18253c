/** A manual list performance's status (spec statistics.md §3, §9): 1 official, 2 unofficial. */
export const ManualPerformanceStatus = { official: 1, unofficial: 2 } as const;
export type ManualPerformanceStatusValue = (typeof ManualPerformanceStatus)[keyof typeof ManualPerformanceStatus];

/** The manual list's year selector reaches back this many years before the current one (spec §9), besides "All". */
export const MANUAL_LIST_YEARS_BACK = 100;
