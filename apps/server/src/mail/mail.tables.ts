import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * Mails a signed-in user's actions caused to addresses other than their own, one row per mail: the
 * budget per acting user counts them over a rolling hour (decision 028).
 */
export const mailBudgetEntries = pgTable(
  'mail_budget_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The recipient, normalised (lower case, without a +tag). */
    address: text('address').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('mail_budget_entries_user_idx').on(t.userId, t.sentAt)],
);
