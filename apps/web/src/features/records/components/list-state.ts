import { defaultSearchListState, type SearchListState } from '../../../lib/search-list';

/** Local storage keys of the two lists' search and paging (spec §2.6, §9: separate keys for record sets and records). */
export const RECORD_SET_LIST_KEY = 'list.recordSets';
export const RECORD_LIST_KEY = 'list.records';

/** The records list remembers the set it was for: another set starts at page 1 without a search, in the same page size. */
export interface RecordListState extends SearchListState {
  setId: number | null;
}

export const defaultRecordListState: RecordListState = { ...defaultSearchListState, setId: null };
