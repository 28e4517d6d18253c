import { DEFAULT_PAGE_SIZE } from '@portal/domain';

/** What a list with a free-text search remembers: the search as last sent, and the page. */
export interface SearchListState {
  freetextSearch: string;
  pageNumber: number;
  pageSize: number;
}

/** Page 1 of the usual size, without a search. */
export const defaultSearchListState: SearchListState = { freetextSearch: '', pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE };

/** The search of a list call: trimmed, and left out when nothing is left. */
export const freetextOf = (text: string): { freetextSearch?: string } => (text.trim() ? { freetextSearch: text.trim() } : {});

/** The list call's query: the page, and the search unless it is empty. */
export function searchListQuery(state: SearchListState) {
  return { pageNumber: state.pageNumber, pageSize: state.pageSize, ...freetextOf(state.freetextSearch) };
}
