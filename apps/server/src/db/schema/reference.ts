import { boolean, integer, jsonb, pgTable, smallint, text, varchar, numeric } from 'drizzle-orm/pg-core';

export const languages = pgTable('languages', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 5 }).notNull().unique(),
  name: text('name').notNull(),
});

/** Age classes of the federation (seeded from packages/domain, editable later). */
export const ageClasses = pgTable('age_classes', {
  code: varchar('code', { length: 10 }).primaryKey(),
  /** Numeric id for the statistics tables and payloads (spec: classId), given in seeding order. */
  id: integer('id').generatedByDefaultAsIdentity().notNull().unique(),
  name: text('name').notNull(),
  sex: varchar('sex', { length: 1 }).notNull(),
  ageFrom: integer('age_from').notNull(),
  ageTo: integer('age_to'),
  groupName: varchar('group_name', { length: 12 }).notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** Athletics events (seeded from packages/domain, editable later). */
export const events = pgTable('events', {
  code: varchar('code', { length: 16 }).primaryKey(),
  /** Numeric id for the statistics tables and payloads (spec: eventId), given in seeding order. */
  id: integer('id').generatedByDefaultAsIdentity().notNull().unique(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  shortInternational: text('short_international').notNull(),
  eventType: smallint('event_type').notNull(),
  measurement: varchar('measurement', { length: 10 }).notNull(),
  windRequired: boolean('wind_required').notNull(),
  handTimeAllowed: boolean('hand_time_allowed').notNull(),
  heightWeight: numeric('height_weight', { precision: 8, scale: 3, mode: 'number' }),
  heightWeightUnit: varchar('height_weight_unit', { length: 2 }),
  relayMembers: smallint('relay_members').notNull(),
  subEvents: jsonb('sub_events').$type<string[]>().notNull(),
  sex: varchar('sex', { length: 1 }),
  environment: smallint('environment').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** Countries by IOC code with their area 0–6. */
export const countries = pgTable('countries', {
  code: varchar('code', { length: 3 }).primaryKey(),
  name: text('name').notNull(),
  area: smallint('area').notNull(),
});
