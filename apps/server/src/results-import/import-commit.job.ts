import { z } from 'zod';
import { defineJob, NotRetriedError } from '../jobs/define-job';
import { commitImport } from './import-commit';
import { updateImport } from './imports.repo';

export const commitImportPayload = z.object({ importId: z.number().int().positive(), masterId: z.number().int().positive() });

/**
 * The commit of a results import (all or nothing, in its own transaction). A failed commit leaves
 * the statistics as they were and the import `failed`, from where the statistician commits again.
 */
export const commitImportJob = defineJob({
  kind: 'results-import-commit',
  lane: 'import',
  schema: commitImportPayload,
  maxAttempts: 1,
  handler: async (p, ctx) => {
    try {
      await commitImport(ctx.db, p.importId, p.masterId, ctx.clock.now());
    } catch (error) {
      await updateImport(ctx.db, p.importId, { state: 'failed' });
      throw new NotRetriedError(`results import ${p.importId} failed: ${(error as Error).message}`);
    }
  },
});
