import { describe, expect, it } from 'vitest';
import { pageAfterResize, pagerOf } from './paging';

interface Listed {
  search: string;
  pageNumber: number;
  pageSize: number;
}

/** The pager of `state`, and the state after each of its changes. */
function pagerWith(state: Listed, totalCount: number, currentPage?: number) {
  const after: Listed[] = [];
  const pager = pagerOf(state, (update) => after.push(update(state)), totalCount, currentPage);
  return { pager, after };
}

describe('paging', () => {
  it('keeps the page on a new size unless the list has fewer pages now', () => {
    expect(pageAfterResize(3, 95, 25)).toBe(3);
    expect(pageAfterResize(7, 95, 25)).toBe(4);
    expect(pageAfterResize(2, 0, 10)).toBe(1);
  });

  it('shows the page the answer is, and changes page and size without touching the rest of the state', () => {
    const { pager, after } = pagerWith({ search: 'Eintracht', pageNumber: 6, pageSize: 10 }, 57, 5);
    expect([pager.page, pager.pageSize, pager.totalCount]).toEqual([5, 10, 57]);
    pager.onPageChange(2);
    pager.onPageSizeChange(25);
    expect(after).toEqual([
      { search: 'Eintracht', pageNumber: 2, pageSize: 10 },
      { search: 'Eintracht', pageNumber: 3, pageSize: 25 },
    ]);
    expect(pagerWith({ search: '', pageNumber: 4, pageSize: 10 }, 57).pager.page).toBe(4);
  });
});
