import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters for throttling (sign-in failures per account and per address, mails per
 * address and per client), counted atomically with one upsert.
 */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
});
