import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { bestListExportQuery, languageCodeOf, translate, type BestListExportAnswer, type LanguageCode } from '@portal/domain';
import { users } from '../../../db/schema';
import { enqueue } from '../../../jobs/queue';
import { notFound } from '../../../lib/problems';
import type { Auth, Deps } from '../../../plugins/auth';
import { findBestList } from '../best-lists.repo';
import { bestListExportJob } from './export.job';

type ExportQuery = z.output<typeof bestListExportQuery>;

/**
 * Queues the export of a list of the caller's federation and answers the text the screen shows.
 * The same export (list, address and parameters) is queued once while it waits or runs; the year
 * defaults to the current one (PRODUCT §8), the address to the caller's. The file is mailed in the
 * caller's language.
 */
export async function startExport(deps: Deps, auth: Auth, culture: LanguageCode, id: number, query: ExportQuery): Promise<BestListExportAnswer> {
  if (!(await findBestList(deps.db, id, auth.masterId))) throw notFound();
  const [user] = await deps.db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, languageId: users.languageId })
    .from(users)
    .where(eq(users.id, auth.userId));
  if (!user) throw notFound();
  const email = query.mail ?? user.email;
  const year = query.year ?? deps.clock.now().getFullYear();
  const payload = {
    bestListId: id,
    masterId: auth.masterId,
    userId: auth.userId,
    email,
    name: `${user.firstName} ${user.lastName}`.trim().slice(0, 200),
    language: languageCodeOf(user.languageId),
    pageSize: query.pageSize,
    year,
    environment: query.envi,
    foreigners: query.foreigners,
  };
  const key = [id, email.toLowerCase(), year, query.envi, query.foreigners, query.pageSize].join(':');
  const queued = await enqueue(deps.db, bestListExportJob, payload, { key });
  return { message: translate(culture, `statistics.bestListExport.${queued ? 'queued' : 'alreadyQueued'}`, { email }), queued };
}
