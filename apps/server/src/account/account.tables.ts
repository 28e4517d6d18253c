import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';
import { createdAt } from '../db/columns';

/** What an account code is for. */
export type AccountCodePurpose = 'confirm' | 'reset';

/** Single-use codes for e-mail confirmation and password reset; only their hash is kept. */
export const accountCodes = pgTable(
  'account_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id),
    purpose: varchar('purpose', { length: 10 }).$type<AccountCodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('account_codes_user_idx').on(t.userId, t.purpose)],
);

/** Rotating refresh tokens; a family is every token descending from one login. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id),
    familyId: varchar('family_id', { length: 40 }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);
