import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at } from '../db/columns';
import { organizations } from '../organizations/organizations.tables';
import { users } from '../users/users.tables';
import { athletes } from '../statistics/statistics.tables';

import type { MergeMoves } from '@portal/domain';

/**
 * Athletes merged into another (issue 24): the merged id is remembered, so that its old profile
 * link and a later import find the kept athlete, with who merged whom and the merged athlete's
 * record as it was (the history). A kept athlete that is merged in turn passes its entries on, so
 * the kept id is always one step away.
 */
export const athleteMerges = pgTable(
  'athlete_merges',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    masterId: integer('master_id')
      .notNull()
      .references(() => organizations.id),
    /** The merged athlete's id; the athlete row itself is gone. */
    mergedId: integer('merged_id').notNull(),
    keptId: integer('kept_id')
      .notNull()
      .references(() => athletes.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: smallint('gender').notNull(),
    yearOfBirth: smallint('year_of_birth').notNull(),
    nation: varchar('nation', { length: 3 }).notNull(),
    clubName: text('club_name').notNull(),
    nationalAthleteCode: varchar('national_athlete_code', { length: 20 }),
    moved: jsonb('moved').$type<MergeMoves>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    mergedAt: at('merged_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('athlete_merges_merged_idx').on(t.mergedId),
    index('athlete_merges_kept_idx').on(t.keptId),
    index('athlete_merges_master_idx').on(t.masterId, t.mergedAt),
    index('athlete_merges_code_idx').on(t.masterId, sql`upper(${t.nationalAthleteCode})`).where(sql`${t.nationalAthleteCode} is not null`),
  ],
);
