import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sortKeySql } from '../lib/sql-sort';
import { languages } from '../db/schema/reference';
import { organizations } from '../organizations/organizations.tables';
import { createdAt } from '../db/columns';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: varchar('title', { length: 10 }),
    languageId: integer('language_id').notNull().references(() => languages.id),
    masterOrganizationId: integer('master_organization_id').notNull().references(() => organizations.id),
    newsletter: boolean('newsletter').notNull().default(false),
    approver: boolean('approver').notNull().default(false),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    /** The name as lists show and sort it (first name, last name; `sortKey`), kept with the row. */
    sortName: text('sort_name').generatedAlwaysAs(sortKeySql(`"users"."first_name" || ' ' || "users"."last_name"`)),
  },
  (t) => [uniqueIndex('users_email_idx').on(sql`lower(${t.email})`), index('users_master_idx').on(t.masterOrganizationId)],
);
