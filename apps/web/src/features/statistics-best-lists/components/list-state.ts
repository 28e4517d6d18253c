import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type BestListListQuery } from '@portal/domain';
import { pageSizeOptions } from '../../../components/ui/pager';

/** Local storage key of the list's search and paging (spec §2.1, §9: the best-list key). */
export const BESTLIST_LIST_KEY = 'list.statisticsBestLists';

/** Page buttons of the pager, as the approval list shows them. */
export const LIST_PAGE_BUTTONS = 7;

/** What the list remembers: the search as last sent, and the page. */
export interface BestListListState {
  freetextSearch: string;
  pageNumber: number;
  pageSize: number;
}

export const defaultBestListListState: BestListListState = { freetextSearch: '', pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE };

/** The list call's query; an empty search is left out, a stored page size the list does not offer falls back to 10. */
export function bestListListQuery(state: BestListListState) {
  const pageSize = (pageSizeOptions as readonly number[]).includes(state.pageSize) && state.pageSize <= MAX_PAGE_SIZE ? state.pageSize : DEFAULT_PAGE_SIZE;
  return {
    pageNumber: Math.max(1, Math.trunc(state.pageNumber) || 1),
    pageSize,
    ...(state.freetextSearch.trim() ? { freetextSearch: state.freetextSearch.trim() } : {}),
  } satisfies BestListListQuery;
}
