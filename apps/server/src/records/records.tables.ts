import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, varchar, numeric, date, uuid } from 'drizzle-orm/pg-core';
import { ageClasses, events } from '../db/schema/reference';
import { organizations } from '../organizations/organizations.tables';
import { performances } from '../statistics/statistics.tables';
import { users } from '../users/users.tables';
import { at } from '../db/columns';

/**
 * Record sets of a federation (spec statistics.md §2.6, §3 "Record set"): national, championship or
 * club records of one class and environment. Record admins of the federation keep them.
 */
export const recordSets = pgTable(
  'record_sets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    masterId: integer('master_id').notNull().references(() => organizations.id),
    name: text('name').notNull(),
    code: varchar('code', { length: 6 }).notNull(),
    /** The national class (spec: nationalClassShort); its events are the set's events. */
    classCode: varchar('class_code', { length: 10 }).notNull().references(() => ageClasses.code),
    startAge: smallint('start_age').notNull(),
    endAge: smallint('end_age').notNull(),
    /** 0 male, 1 female, 2 mixed. */
    gender: smallint('gender').notNull(),
    /** 1 record, 2 limit, 3 annual best, 4 other. */
    recordType: smallint('record_type').notNull(),
    /** 1 world … 10 meeting (domain RecordValidity). */
    recordValidity: smallint('record_validity').notNull(),
    /** Free-text qualifier (club, stadium, meeting name); the state association's name when one is chosen. */
    validityQualifier: text('validity_qualifier'),
    /** The state association chosen as qualifier for national and regional validity. */
    validityOrganizationId: integer('validity_organization_id').references(() => organizations.id),
    isMultiRecord: boolean('is_multi_record').notNull().default(false),
    /** Indoor 0, outdoor 1, both 2. */
    eventEnvironment: smallint('event_environment').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (t) => [index('record_sets_master_name_idx').on(t.masterId, sql`lower(${t.name})`)],
);

/** The records of a set (spec §3 "Record"); the mark is stored in whole units like performances. */
export const records = pgTable(
  'records',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    recordSetId: integer('record_set_id')
      .notNull()
      .references(() => recordSets.id, { onDelete: 'cascade' }),
    athleteFirstname: text('athlete_firstname').notNull(),
    athleteLastname: text('athlete_lastname').notNull(),
    athleteIocCode: varchar('athlete_ioc_code', { length: 3 }).notNull(),
    gender: smallint('gender').notNull(),
    yearOfBirth: smallint('year_of_birth'),
    nationalAthleteCode: varchar('national_athlete_code', { length: 20 }),
    worldAthleteNumber: varchar('world_athlete_number', { length: 20 }),
    /** World Athletics' global competitor id. */
    globalCompetitorGuid: uuid('global_competitor_guid'),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    recordCountry: varchar('record_country', { length: 3 }).notNull(),
    recordTown: text('record_town').notNull(),
    /** 0 unset, 1 official, 2 unofficial. */
    recordStatus: smallint('record_status').notNull(),
    heightWeight: numeric('height_weight', { precision: 8, scale: 3, mode: 'number' }),
    /** Wind in tenths of m/s; null when the event has no wind or the set is indoor. */
    windTenths: smallint('wind_tenths'),
    recordDate: date('record_date', { mode: 'string' }).notNull(),
    /** Hundredths of a second, centimetres or points. */
    markUnits: integer('mark_units').notNull(),
    handTimed: boolean('hand_timed').notNull().default(false),
    /** The statistics performance the record was adopted from, if any. */
    performanceId: integer('performance_id').references(() => performances.id, { onDelete: 'set null' }),
    creatorUserId: integer('creator_user_id').references(() => users.id),
    lastEditorUserId: integer('last_editor_user_id').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (t) => [index('records_set_event_idx').on(t.recordSetId, t.eventId)],
);
