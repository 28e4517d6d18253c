/** The page a list keeps when its page size changes: the current one, unless the list now has fewer pages. */
export function pageAfterResize(page: number, totalCount: number, pageSize: number): number {
  return Math.max(1, Math.min(page, Math.ceil(totalCount / pageSize)));
}
