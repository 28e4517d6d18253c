import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type BestListListQuery } from '@portal/domain';
import { pageSizeOptions } from '../../../components/ui/pager';
import { freetextOf, type SearchListState } from '../../../lib/search-list';

/** Local storage key of the list's search and paging (spec §2.1, §9: the best-list key). */
export const BESTLIST_LIST_KEY = 'list.statisticsBestLists';

/** Page buttons of the pager, as the approval list shows them. */
export const LIST_PAGE_BUTTONS = 7;

/** The list call's query; an empty search is left out, a stored page size the list does not offer falls back to 10. */
export function bestListListQuery(state: SearchListState) {
  const pageSize = (pageSizeOptions as readonly number[]).includes(state.pageSize) && state.pageSize <= MAX_PAGE_SIZE ? state.pageSize : DEFAULT_PAGE_SIZE;
  return {
    pageNumber: Math.max(1, Math.trunc(state.pageNumber) || 1),
    pageSize,
    ...freetextOf(state.freetextSearch),
  } satisfies BestListListQuery;
}
