import { timestamp } from 'drizzle-orm/pg-core';

/** A timestamp column with time zone, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** When the row was written. */
export const createdAt = () => at('created_at').notNull().defaultNow();
