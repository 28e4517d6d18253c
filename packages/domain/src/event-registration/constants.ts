/** Event registration (spec statistics.md §2.5, §9): max people 0 means unlimited. */
export const UNLIMITED_PEOPLE = 0;

/** An unconfirmed sign-up holds its place this long; then it is removed and the place is free again. */
export const SIGN_UP_CONFIRMATION_HOURS = 48;

/** The organiser may write to an event's attendees this often per 24 hours. */
export const ATTENDEE_MAILS_PER_DAY = 3;
