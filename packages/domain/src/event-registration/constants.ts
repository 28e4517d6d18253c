/** Event registration (spec statistics.md §2.5, §9): max people 0 means unlimited. */
export const UNLIMITED_PEOPLE = 0;
