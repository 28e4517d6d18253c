import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, smallint, text, uniqueIndex, varchar, numeric, date } from 'drizzle-orm/pg-core';
import { ageClasses, events } from '../db/schema/reference';
import { organizations } from '../organizations/organizations.tables';
import { users } from '../users/users.tables';
import { at } from '../db/columns';

/** Athletes (spec: competitors) of a federation; the performance form finds them by name. */
export const athletes = pgTable(
  'athletes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    masterId: integer('master_id').notNull().references(() => organizations.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** 0 male, 1 female (spec §3 gender). */
    gender: smallint('gender').notNull(),
    yearOfBirth: smallint('year_of_birth').notNull(),
    nation: varchar('nation', { length: 3 }).notNull(),
    /** The athlete's club. */
    organizationId: integer('organization_id').notNull().references(() => organizations.id),
    nationalAthleteCode: varchar('national_athlete_code', { length: 20 }),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The name as imports match it (`normaliseName` of both names, in SQL: migration 0014), kept with the row for the duplicate candidates. */
    nameKey: text('name_key').generatedAlwaysAs(sql`athlete_name_key(last_name, first_name)`),
  },
  (t) => [
    index('athletes_master_name_idx').on(t.masterId, sql`lower(${t.lastName})`, sql`lower(${t.firstName})`),
    index('athletes_org_idx').on(t.organizationId),
    // Duplicate candidates: the same name as imports match it and year of birth.
    index('athletes_name_key_idx').on(t.masterId, t.nameKey, t.yearOfBirth),
    index('athletes_code_idx').on(t.masterId, sql`upper(${t.nationalAthleteCode})`).where(sql`${t.nationalAthleteCode} is not null`),
  ],
);

/** Competitions that performances were made at (spec statistics.md §2.4, §3 "Performance competition"). */
export const perfCompetitions = pgTable(
  'perf_competitions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    masterId: integer('master_id').notNull().references(() => organizations.id),
    name: text('name').notNull(),
    germanCompetitionId: varchar('german_competition_id', { length: 40 }),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    location: text('location'),
    town: text('town').notNull(),
    nation: varchar('nation', { length: 3 }).notNull(),
    /** Indoor 0, outdoor 1; set from the start month unless the statistician says otherwise. */
    environment: smallint('environment').notNull(),
    regionId: integer('region_id').references(() => organizations.id),
    areaId: integer('area_id').references(() => organizations.id),
    districtId: integer('district_id').references(() => organizations.id),
    /** Where the entry came from; only `portal` entries are edited here, imports are owned by their feed. */
    importSource: varchar('import_source', { length: 20 }).notNull().default('portal'),
    /** The sender's own id of a competition that meeting software sent (`importSource` `api`): sending it again finds it. */
    externalId: varchar('external_id', { length: 100 }),
    ownerId: integer('owner_id').notNull().references(() => organizations.id),
    creatorUserId: integer('creator_user_id').references(() => users.id),
    lastEditorUserId: integer('last_editor_user_id').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (t) => [
    index('perf_competitions_master_date_idx').on(t.masterId, t.dateFrom, t.id),
    uniqueIndex('perf_competitions_external_idx').on(t.masterId, t.importSource, t.externalId).where(sql`${t.externalId} is not null`),
  ],
);

/**
 * Performances (spec §3 "Performance"). The mark is stored in whole units (hundredths of a second,
 * centimetres or points) together with two derived columns written on every save: `sortKey`
 * (ascending = better: times as units×2 plus 1 for a hand time, so a hand time never ranks above an
 * equal automatic time; distances and points as −units×2; null for a foul or zero) and `seasonYear`
 * (indoor November and December count for the next year). With them, one index answers the best
 * list of an event, class and season (decision 020).
 */
export const performances = pgTable(
  'performances',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    masterId: integer('master_id').notNull().references(() => organizations.id),
    competitionId: integer('competition_id').notNull().references(() => perfCompetitions.id),
    eventId: integer('event_id').notNull().references(() => events.id),
    classId: integer('class_id').notNull().references(() => ageClasses.id),
    /** Null for relay, multi-team and team-endurance events (the team is `organizationId`). */
    athleteId: integer('athlete_id').references(() => athletes.id),
    /** One row per athlete on best-only lists: the athlete id, or minus the club id for team events. */
    competitorKey: integer('competitor_key').notNull(),
    /** The athlete's club at the time, or the team's club. */
    organizationId: integer('organization_id').notNull().references(() => organizations.id),
    /** The athlete's year of birth, copied so that age limits need no join; null for team events. */
    yearOfBirth: smallint('year_of_birth'),
    /** The athlete's nation, copied for the foreigners filter of the export; null for team events. */
    nation: varchar('nation', { length: 3 }),
    performanceDate: date('performance_date', { mode: 'string' }).notNull(),
    /** Indoor 0 or outdoor 1, from the competition. */
    environment: smallint('environment').notNull(),
    seasonYear: smallint('season_year').notNull(),
    /** Hundredths of a second, centimetres or points. */
    markUnits: integer('mark_units').notNull(),
    handTimed: boolean('hand_timed').notNull().default(false),
    sortKey: integer('sort_key'),
    /** Wind in tenths of m/s after the rules' rounding; null when not measured. */
    windTenths: smallint('wind_tenths'),
    heightWeight: numeric('height_weight', { precision: 8, scale: 3, mode: 'number' }),
    creatorUserId: integer('creator_user_id').references(() => users.id),
    creatorOrganizationId: integer('creator_organization_id').references(() => organizations.id),
    createdAt: at('created_at').notNull().defaultNow(),
    lastEditorUserId: integer('last_editor_user_id').references(() => users.id),
    lastEditAt: at('last_edit_at'),
    /** The results import that last wrote the mark (its undo puts back what it changed). */
    importId: integer('import_id'),
    /** The mark's identity within its competition for imports: a sheet row's athlete, event, day and round, or the sender's id; a repeated import finds it. */
    importKey: text('import_key'),
  },
  (t) => [
    // Best list of one event, class and season: DISTINCT ON (competitor_key) walks this index in order,
    // and the trailing columns are the ranking's filters, so the walk is an index-only scan (decision 020).
    index('performances_ranking_idx').on(
      t.eventId,
      t.classId,
      t.seasonYear,
      t.competitorKey,
      t.sortKey,
      t.performanceDate,
      t.id,
      t.masterId,
      t.environment,
      t.windTenths,
      t.handTimed,
      t.yearOfBirth,
      t.organizationId,
      t.nation,
    ),
    index('performances_master_date_idx').on(t.masterId, t.performanceDate, t.id),
    index('performances_competition_idx').on(t.competitionId),
    // An athlete's marks with what the profile reads of them: the profile is an index-only scan of a
    // few adjacent pages, not one random heap page per mark (decision 049).
    index('performances_athlete_idx').on(
      t.athleteId,
      t.id,
      t.eventId,
      t.classId,
      t.environment,
      t.seasonYear,
      t.markUnits,
      t.handTimed,
      t.sortKey,
      t.windTenths,
      t.performanceDate,
      t.competitionId,
    ),
    uniqueIndex('performances_import_key_idx').on(t.competitionId, t.importKey).where(sql`${t.importKey} is not null`),
  ],
);

/** Members of a relay, multi-team or team-endurance performance, in running order. */
export const performanceRelayMembers = pgTable(
  'performance_relay_members',
  {
    performanceId: integer('performance_id')
      .notNull()
      .references(() => performances.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    athleteId: integer('athlete_id').notNull().references(() => athletes.id),
    /** A member's own mark in multi-team events (spec: value). */
    value: text('value'),
  },
  (t) => [uniqueIndex('performance_relay_members_pk').on(t.performanceId, t.position), index('performance_relay_members_athlete_idx').on(t.athleteId)],
);

/** The sub-events of a combined-event performance with their marks and points. */
export const performanceSubResults = pgTable(
  'performance_sub_results',
  {
    performanceId: integer('performance_id')
      .notNull()
      .references(() => performances.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    eventId: integer('event_id').notNull().references(() => events.id),
    markUnits: integer('mark_units').notNull(),
    handTimed: boolean('hand_timed').notNull().default(false),
    windTenths: smallint('wind_tenths'),
    points: integer('points').notNull(),
    /** Set when a statistician overrode the computed points; the list marks such results. */
    pointsOverrideReason: text('points_override_reason'),
  },
  (t) => [uniqueIndex('performance_sub_results_pk').on(t.performanceId, t.position)],
);

/** Best lists (spec §2.1): a federation's ranking of its event × class definitions. */
export const bestLists = pgTable(
  'best_lists',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    masterId: integer('master_id').notNull().references(() => organizations.id),
    ownerId: integer('owner_id').notNull().references(() => organizations.id),
    name: text('name').notNull(),
    /** Only athletes of clubs in this organisation's subtree count; null for the whole federation. */
    regionalRestrictionId: integer('regional_restriction_id').references(() => organizations.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('best_lists_master_idx').on(t.masterId, t.id)],
);

/** Which event × class combinations a best list counts, and under which conditions (spec §3). */
export const bestListDefinitions = pgTable(
  'best_list_definitions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    bestListId: integer('best_list_id')
      .notNull()
      .references(() => bestLists.id, { onDelete: 'cascade' }),
    classId: integer('class_id').notNull().references(() => ageClasses.id),
    eventId: integer('event_id').notNull().references(() => events.id),
    /** 0 = no bound. */
    startAge: smallint('start_age').notNull().default(0),
    endAge: smallint('end_age').notNull().default(0),
    heightWeight: numeric('height_weight', { precision: 8, scale: 3, mode: 'number' }),
    wind: boolean('wind').notNull().default(false),
    handTimeAllowed: boolean('hand_time_allowed').notNull().default(true),
    /** Indoor 0, outdoor 1, both 2. */
    environment: smallint('environment').notNull().default(2),
  },
  (t) => [uniqueIndex('best_list_definitions_combination_idx').on(t.bestListId, t.classId, t.eventId), index('best_list_definitions_event_class_idx').on(t.eventId, t.classId)],
);

/** A statistician's verdict on a performance for one best list (spec §2.2, §4). */
export const checkings = pgTable(
  'checkings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    performanceId: integer('performance_id')
      .notNull()
      .references(() => performances.id, { onDelete: 'cascade' }),
    bestListId: integer('best_list_id')
      .notNull()
      .references(() => bestLists.id, { onDelete: 'cascade' }),
    /** Negative 0, Positive 1, NotDecided 2. */
    status: smallint('status').notNull(),
    reason: text('reason'),
    userId: integer('user_id').references(() => users.id),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('checkings_performance_list_idx').on(t.performanceId, t.bestListId), index('checkings_list_status_idx').on(t.bestListId, t.status)],
);

/**
 * One row whose version changes at the commit of every change to what the public lists read
 * (triggers of migration 0006). Cached rankings carry the version they were computed at (decision 023).
 */
export const statisticsVersion = pgTable('statistics_version', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  /** The notes of what versions up to this one changed may be gone (migration 0018, `purgeStatisticsNotes`). */
  notesPrunedTo: bigint('notes_pruned_to', { mode: 'number' }).notNull().default(0),
});

/**
 * Which rankings a change touched (migration 0015): the event, class and season of every
 * performance a transaction wrote or whose checkings it changed, stamped at commit with the
 * statistics version the transaction moved to. Event 0 stands for every ranking (an organisation
 * moved in the tree, events or age classes changed). Readers of rankings kept across versions ask
 * it which of theirs are still current (the athlete profiles' list ranks, decision 045).
 */
export const rankingSliceChanges = pgTable(
  'ranking_slice_changes',
  {
    /** The writing transaction (`txid_current()`) until its commit stamps `version`. */
    tx: bigint('tx', { mode: 'number' }).notNull(),
    version: bigint('version', { mode: 'number' }),
    eventId: integer('event_id').notNull(),
    classId: integer('class_id').notNull(),
    seasonYear: integer('season_year').notNull(),
  },
  (t) => [uniqueIndex('ranking_slice_changes_tx_idx').on(t.tx, t.eventId, t.classId, t.seasonYear), index('ranking_slice_changes_version_idx').on(t.version)],
);

/**
 * Which marks a change touched (migration 0017): the id of every performance a transaction wrote
 * or whose checkings it changed, stamped at commit with the statistics version the transaction
 * moved to. The public rankings keep each slice's marks in memory and, on a new version, read again
 * only the marks noted since (decision 050).
 */
export const rankedMarkChanges = pgTable(
  'ranked_mark_changes',
  {
    /** The writing transaction (`txid_current()`) until its commit stamps `version`. */
    tx: bigint('tx', { mode: 'number' }).notNull(),
    version: bigint('version', { mode: 'number' }),
    performanceId: integer('performance_id').notNull(),
  },
  (t) => [uniqueIndex('ranked_mark_changes_tx_idx').on(t.tx, t.performanceId), index('ranked_mark_changes_version_idx').on(t.version)],
);
