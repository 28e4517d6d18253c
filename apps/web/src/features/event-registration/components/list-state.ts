import { DEFAULT_PAGE_SIZE, type EventRegistrationListQuery } from '@portal/domain';

/** Local storage key of the list's search and paging (spec §9: a key of its own for event registration). */
export const REGISTRATION_LIST_KEY = 'list.eventRegistrations';

/** What the list remembers: the search as last sent, and the page. */
export interface RegistrationListState {
  freetextSearch: string;
  pageNumber: number;
  pageSize: number;
}

export const defaultRegistrationListState: RegistrationListState = { freetextSearch: '', pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE };

/** The list call's query: an empty search is left out. */
export function registrationListQuery(state: RegistrationListState) {
  return {
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
    ...(state.freetextSearch.trim() ? { freetextSearch: state.freetextSearch.trim() } : {}),
  } satisfies EventRegistrationListQuery;
}
