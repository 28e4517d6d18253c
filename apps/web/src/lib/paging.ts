/** The page a list keeps when its page size changes: the current one, unless the list now has fewer pages. */
export function pageAfterResize(page: number, totalCount: number, pageSize: number): number {
  return Math.max(1, Math.min(page, Math.ceil(totalCount / pageSize)));
}

/** What a pager shows of a list and how it changes the list's page and size. */
export interface ListPager {
  /** 1-based page number, as the server counts. */
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  /** A list keeps its page unless it has fewer pages now (`pageAfterResize`). */
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * The pager of a list whose page and size are held in `state`: the page the answer says it is
 * (`currentPage`) or the one asked for, and a new size that keeps the page unless the list now has
 * fewer pages (competition-approval spec §9; the same for every list).
 */
export function pagerOf<S extends { pageNumber: number; pageSize: number }>(
  state: S,
  setState: (update: (state: S) => S) => void,
  totalCount: number,
  currentPage?: number,
): ListPager {
  return {
    page: currentPage ?? state.pageNumber,
    pageSize: state.pageSize,
    totalCount,
    onPageChange: (pageNumber) => setState((s) => ({ ...s, pageNumber })),
    onPageSizeChange: (pageSize) => setState((s) => ({ ...s, pageSize, pageNumber: pageAfterResize(s.pageNumber, totalCount, pageSize) })),
  };
}
