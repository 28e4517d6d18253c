import { bigint, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * One row whose version moves on at the commit of every change to the tables above that signed-in
 * answers are kept by (migration 0008, decision 026): languages, organisations, roles, users, their
 * roles and role requests.
 */
export const platformVersion = pgTable('platform_version', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
