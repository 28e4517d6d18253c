import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { JobLane, JobState } from './lanes';
import { createdAt } from '../db/columns';

/** Background jobs (mails, exports, invoices), written in the transaction of the change that causes them. */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: varchar('kind', { length: 40 }).notNull(),
    /** The lane the job runs in; each lane has its own concurrency (jobs/lanes.ts). */
    lane: varchar('lane', { length: 20 }).$type<JobLane>().notNull().default('default'),
    payload: jsonb('payload').notNull(),
    state: varchar('state', { length: 10 }).$type<JobState>().notNull().default('queued'),
    /** Set: a queued or running job of the same kind and key is not queued again. */
    dedupeKey: text('dedupe_key'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The lease of the runner that holds the job; renewed by its heartbeat while the job runs. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('jobs_due_idx').on(t.lane, t.state, t.runAt),
    index('jobs_finished_idx').on(t.state, t.finishedAt),
    uniqueIndex('jobs_dedupe_idx').on(t.kind, t.dedupeKey).where(sql`${t.dedupeKey} is not null and ${t.state} in ('queued', 'running')`),
  ],
);
