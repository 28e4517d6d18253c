import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { Config } from '../config';
import type { Mailer } from '../mail/mailer';
import type { Storage } from '../plugins/storage';
import type { JobLane } from './lanes';

export { InvalidPayloadError, NotRetriedError } from './job-errors';

/** What a running job may use. */
export interface JobContext {
  db: Db;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  storage?: Storage;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  jobId: number;
  /** 1 on the first run. */
  attempt: number;
  /** Aborted when the runner lost the job's lease (another runner may have taken it over). */
  signal: AbortSignal;
}

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  /** Stored in `jobs.kind`; unique across features. */
  kind: string;
  lane: JobLane;
  /** Checked when the job is queued and again when it runs. */
  schema: S;
  handler: (payload: z.output<S>, ctx: JobContext) => Promise<void>;
  /** Runs before the job is given up (state `failed`). */
  maxAttempts: number;
  /** The storage keys the job writes; deleted with the job after its retention (exports hold members' data). */
  files?: (payload: z.output<S>, jobId: number) => string[];
}

/** A job kind of a feature: its lane, payload schema and handler (see jobs/registry.ts). */
export function defineJob<S extends z.ZodType>(job: Omit<JobDefinition<S>, 'maxAttempts'> & { maxAttempts?: number }): JobDefinition<S> {
  return { maxAttempts: 5, ...job };
}
