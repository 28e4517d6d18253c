import { boolean, index, integer, jsonb, pgTable, text, varchar, primaryKey } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.tables';
import { perfCompetitions } from '../statistics/statistics.tables';
import { users } from '../users/users.tables';
import { at } from '../db/columns';

/**
 * A results import: a file a statistician uploaded (or a road race's result list), read into rows
 * and held as a preview until it is committed (a job), discarded, or, once done, undone.
 */
export const resultImports = pgTable(
  'result_imports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    masterId: integer('master_id')
      .notNull()
      .references(() => organizations.id),
    /** The statistician organisation the import acts for (creator organisation of its marks). */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => organizations.id),
    userId: integer('user_id').references(() => users.id),
    /** `file` (uploaded sheet) or `roadRace` (an organiser's result list). */
    source: varchar('source', { length: 20 }).notNull(),
    fileName: text('file_name').notNull(),
    /** preview, committing, done, discarded, failed, undone. */
    state: varchar('state', { length: 20 }).notNull(),
    /** The competition imported into; null while the competition is still to be created on commit. */
    competitionId: integer('competition_id').references(() => perfCompetitions.id, { onDelete: 'set null' }),
    /** The fields of the competition the commit creates. */
    newCompetition: jsonb('new_competition').$type<Record<string, unknown>>(),
    /** True when the commit created the competition (the undo removes it again). */
    createdCompetition: boolean('created_competition').notNull().default(false),
    /** The road race's application, for imports of a result list. */
    applicationId: integer('application_id'),
    countOk: integer('count_ok').notNull().default(0),
    countWarnings: integer('count_warnings').notNull().default(0),
    countErrors: integer('count_errors').notNull().default(0),
    countCreated: integer('count_created').notNull().default(0),
    countUpdated: integer('count_updated').notNull().default(0),
    countUnchanged: integer('count_unchanged').notNull().default(0),
    countRemoved: integer('count_removed').notNull().default(0),
    jobId: integer('job_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    committedAt: at('committed_at'),
  },
  (t) => [index('result_imports_master_idx').on(t.masterId, t.createdAt, t.id), index('result_imports_competition_idx').on(t.competitionId)],
);

/**
 * A row of an import as read (the domain's `ParsedResultRow` in `data`), what the commit will do
 * with it, and whom it is matched to; rows to be removed (marks the file no longer holds) have no line.
 */
export const resultImportRows = pgTable(
  'result_import_rows',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => resultImports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The row's line in the file (the header row is line 1); null for a mark the file no longer holds. */
    line: integer('line'),
    /** ok, warning, error. */
    status: varchar('status', { length: 10 }).notNull(),
    /** create, update, unchanged, remove, skip (errors and rows without a mark). */
    action: varchar('action', { length: 10 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    importKey: text('import_key'),
    /** The athlete taken (matched, or chosen among candidates); null creates a new athlete on commit. */
    athleteId: integer('athlete_id'),
    /** Athletes that fit equally well; the statistician chooses (resolve_row). */
    candidates: jsonb('candidates').$type<number[]>().notNull().default([]),
    /** The performance written, or the one updated or removed. */
    performanceId: integer('performance_id'),
    /** The performance's columns before the commit changed or removed it (for undo). */
    previous: jsonb('previous').$type<Record<string, unknown>>(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.position] }), index('result_import_rows_line_idx').on(t.importId, t.line)],
);
