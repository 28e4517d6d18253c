/**
 * Lanes and how many jobs of each run at once in one process: a long export never holds up mail,
 * and a burst of mails never delays an invoice.
 */
export const laneConcurrency = {
  mail: 4,
  export: 1,
  // A commit of a large result file holds its transaction for seconds; one at a time, beside the exports.
  import: 1,
  invoice: 2,
  default: 2,
} as const;

export type JobLane = keyof typeof laneConcurrency;
export const jobLanes = Object.keys(laneConcurrency) as JobLane[];

export const jobStates = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof jobStates)[number];
