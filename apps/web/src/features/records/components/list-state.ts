import { DEFAULT_PAGE_SIZE, type RecordListQuery, type RecordSetListQuery } from '@portal/domain';

/** Local storage keys of the two lists' search and paging (spec §2.6, §9: separate keys for record sets and records). */
export const RECORD_SET_LIST_KEY = 'list.recordSets';
export const RECORD_LIST_KEY = 'list.records';

/** What a list remembers: the search as last sent, and the page. */
export interface SearchListState {
  freetextSearch: string;
  pageNumber: number;
  pageSize: number;
}

export const defaultSearchListState: SearchListState = { freetextSearch: '', pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE };

/** The records list remembers the set it was for: another set starts at page 1 without a search, in the same page size. */
export interface RecordListState extends SearchListState {
  setId: number | null;
}

export const defaultRecordListState: RecordListState = { ...defaultSearchListState, setId: null };

/** The list call's query: an empty search is left out. */
export function searchListQuery(state: SearchListState): RecordSetListQuery & RecordListQuery {
  return {
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
    ...(state.freetextSearch.trim() ? { freetextSearch: state.freetextSearch.trim() } : {}),
  };
}
