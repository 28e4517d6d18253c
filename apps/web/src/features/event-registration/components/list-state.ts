/** Local storage key of the list's search and paging (spec §9: a key of its own for event registration). */
export const REGISTRATION_LIST_KEY = 'list.eventRegistrations';
