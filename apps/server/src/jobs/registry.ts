import type { Feature } from '../api/define-route';
import { mailJob } from '../mail/mail.job';
import type { JobDefinition } from './define-job';
import { JobRunner, type RunnerDeps, type RunnerOptions } from './runner';

/** Every job kind: the platform's mail and what each feature declares. */
export function jobDefinitions(list: readonly Feature[]): JobDefinition[] {
  const all = [mailJob as JobDefinition, ...list.flatMap((f) => f.jobs ?? [])];
  const kinds = new Set<string>();
  for (const job of all) {
    if (kinds.has(job.kind)) throw new Error(`job kind ${job.kind} is defined twice`);
    kinds.add(job.kind);
  }
  return all;
}

export function createJobRunner(deps: RunnerDeps, list: readonly Feature[], options: Partial<RunnerOptions> = {}): JobRunner {
  return new JobRunner(deps, jobDefinitions(list), options);
}

/** Runs every due job now and answers how many ran (tests drain the queue with it). */
export function runDueJobs(deps: RunnerDeps, list: readonly Feature[]): Promise<number> {
  return createJobRunner(deps, list).runDue();
}
