import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, varchar, numeric, date, uuid } from 'drizzle-orm/pg-core';
import { ageClasses, events } from '../db/schema/reference';
import { organizations } from '../organizations/organizations.tables';
import { users } from '../users/users.tables';
import { at } from '../db/columns';

/** Curated best lists (spec statistics.md §2.7, §3 "Manual best list"): all-time or historical lists no results feed produces. */
export const manualBestlists = pgTable(
  'manual_bestlists',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    masterId: integer('master_id').notNull().references(() => organizations.id),
    name: text('name').notNull(),
    code: varchar('code', { length: 6 }).notNull(),
    classCode: varchar('class_code', { length: 10 }).notNull().references(() => ageClasses.code),
    startAge: smallint('start_age').notNull(),
    endAge: smallint('end_age').notNull(),
    /** 0 male, 1 female, 2 mixed. */
    gender: smallint('gender').notNull(),
    /** The list's year; null for all years (an all-time list). */
    year: smallint('year'),
    /** Indoor 0, outdoor 1, both 2. */
    eventEnvironment: smallint('event_environment').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (t) => [index('manual_bestlists_master_name_idx').on(t.masterId, sql`lower(${t.name})`)],
);

/**
 * The performances of a manual list (spec §3 "Manual best list performance"). The mark is stored in
 * whole units with the same `sortKey` as statistics performances (ascending = better; a hand time
 * never above an equal automatic time), so each event's ranking is an ordered read.
 */
export const manualPerformances = pgTable(
  'manual_performances',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    manualBestlistId: integer('manual_bestlist_id')
      .notNull()
      .references(() => manualBestlists.id, { onDelete: 'cascade' }),
    athleteFirstname: text('athlete_firstname'),
    athleteLastname: text('athlete_lastname').notNull(),
    athleteIocCode: varchar('athlete_ioc_code', { length: 3 }).notNull(),
    gender: smallint('gender').notNull(),
    yearOfBirth: smallint('year_of_birth').notNull(),
    dayOfBirth: smallint('day_of_birth'),
    monthOfBirth: smallint('month_of_birth'),
    nationalAthleteCode: varchar('national_athlete_code', { length: 20 }),
    worldAthleteNumber: varchar('world_athlete_number', { length: 20 }),
    /** World Athletics' global competitor id. */
    globalCompetitorGuid: uuid('global_competitor_guid'),
    organizationName: text('organization_name').notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    performanceCountry: varchar('performance_country', { length: 3 }).notNull(),
    performanceTown: text('performance_town').notNull(),
    performanceLocation: text('performance_location'),
    details: text('details'),
    isRecord: boolean('is_record').notNull().default(false),
    /** 1 official, 2 unofficial. */
    performanceStatus: smallint('performance_status').notNull(),
    heightWeight: numeric('height_weight', { precision: 8, scale: 3, mode: 'number' }),
    windTenths: smallint('wind_tenths'),
    performanceDate: date('performance_date', { mode: 'string' }).notNull(),
    markUnits: integer('mark_units').notNull(),
    handTimed: boolean('hand_timed').notNull().default(false),
    sortKey: integer('sort_key'),
    creatorUserId: integer('creator_user_id').references(() => users.id),
    lastEditorUserId: integer('last_editor_user_id').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (t) => [index('manual_performances_list_event_idx').on(t.manualBestlistId, t.eventId, t.sortKey, t.performanceDate, t.id)],
);
