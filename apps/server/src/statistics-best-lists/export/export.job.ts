import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { classDisplayName, eventDisplayName, languageCodes } from '@portal/domain';
import { defineJob, InvalidPayloadError, type JobContext } from '../../jobs/define-job';
import { enqueueMail } from '../../jobs/queue';
import { organizations } from '../../db/schema';
import { rankPerformances, type RankingFilter } from '../../statistics/ranking/ranking.query';
import { definitionsOf, findBestList } from '../best-lists.repo';
import { listsWindAssistedApart, markFormatOf } from '../ranking-entry';
import { exportWorkbook, type ExportBlock } from './export-workbook';

/** What an export needs when it runs: the list, the parameters of the form, and whom to mail in which language. */
export const bestListExportPayload = z.object({
  bestListId: z.number().int().positive(),
  masterId: z.number().int().positive(),
  userId: z.number().int().positive(),
  email: z.email().max(320),
  name: z.string().max(200),
  language: z.enum(languageCodes),
  pageSize: z.number().int().min(1).max(400),
  year: z.number().int().min(1900).max(2100),
  /** Indoor 0, outdoor 1, all 2. */
  environment: z.number().int().min(0).max(2),
  /** All 0, no foreigners 1, only foreigners 2. */
  foreigners: z.number().int().min(0).max(2),
});
export type BestListExportPayload = z.infer<typeof bestListExportPayload>;

/** Where an export's workbook is kept until its job is deleted (a week after it was mailed). */
const exportFileKey = (p: BestListExportPayload, jobId: number) => `exports/bestlists/${p.bestListId}/${jobId}-${p.year}.xlsx`;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const EXPORT_MAX_ATTEMPTS = 3;

/** A file name of letters, digits and dashes (mail programs and file systems take it as it is). */
export function exportFileName(listName: string, year: number): string {
  const plain = listName
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${plain || 'bestlist'}-${year}.xlsx`;
}

const formLink = (ctx: JobContext, listId: number) => `${ctx.config.publicOrigin}/exportbestlist/${listId}`;

/**
 * Ranks every definition of the list that the environment admits (best per athlete, the list's
 * restriction, rejected marks left out, the foreigners filter, wind-assisted marks apart), writes
 * the workbook to storage and queues the mail with it attached.
 */
async function runExport(p: BestListExportPayload, ctx: JobContext): Promise<void> {
  if (!ctx.storage) throw new Error('the export needs the storage');
  const record = await findBestList(ctx.db, p.bestListId, p.masterId);
  // The list is gone: no later attempt can succeed.
  if (!record) throw new InvalidPayloadError(`best list ${p.bestListId} not found`);
  const [master] = await ctx.db.select({ nation: organizations.nation }).from(organizations).where(eq(organizations.id, p.masterId));
  const blocks: ExportBlock[] = [];
  for (const d of await definitionsOf(ctx.db, p.bestListId)) {
    if (ctx.signal.aborted) throw new Error('export aborted: lease lost');
    const def = d.definition;
    if (p.environment !== 2 && def.environment !== 2 && def.environment !== p.environment) continue;
    const filter: RankingFilter = {
      masterId: p.masterId,
      eventId: def.eventId,
      classId: def.classId,
      seasonYear: p.year,
      environment: p.environment,
      rules: { startAge: def.startAge, endAge: def.endAge, heightWeight: def.heightWeight, wind: def.wind, handTimeAllowed: def.handTimeAllowed, environment: def.environment },
      bestListId: p.bestListId,
      regionalRestrictionId: record.list.regionalRestrictionId,
      excludeRejected: true,
      bestOnly: true,
      foreigners: { filter: p.foreigners, homeNation: master?.nation ?? null },
      limit: p.pageSize,
      offset: 0,
    };
    // As the public ranking's first page: the ranked rows, then the wind-assisted marks apart.
    const { rows } = await rankPerformances(ctx.db, filter);
    const windAssisted = listsWindAssistedApart(def, p.environment) ? (await rankPerformances(ctx.db, { ...filter, windAssisted: true })).rows : [];
    if (rows.length === 0 && windAssisted.length === 0) continue;
    blocks.push({
      classCode: d.classCode,
      className: classDisplayName(d.classCode, p.language, { german: d.className }),
      eventName: eventDisplayName(d.eventCode, p.language, { german: d.eventName }),
      format: markFormatOf(d.eventCode, d.eventMeasurement),
      rows,
      windAssisted,
    });
  }
  const file = await exportWorkbook({ listName: record.list.name, year: p.year, environment: p.environment, language: p.language }, blocks);
  const storageKey = exportFileKey(p, ctx.jobId);
  await ctx.storage.put(storageKey, file, { contentType: XLSX });
  await enqueueMail(ctx.db, {
    to: p.email,
    name: p.name,
    language: p.language,
    message: { template: 'bestListExport', list: record.list.name, year: String(p.year), link: formLink(ctx, p.bestListId) },
    attachments: [{ fileName: exportFileName(record.list.name, p.year), contentType: XLSX, storageKey }],
  });
}

/**
 * The export of a best list (PRODUCT §5): its own lane, so that a long export never holds up mail.
 * Failures are retried by the queue; when the last attempt fails, the user is told by mail.
 */
export const bestListExportJob = defineJob({
  kind: 'bestlist-export',
  lane: 'export',
  schema: bestListExportPayload,
  maxAttempts: EXPORT_MAX_ATTEMPTS,
  files: (p, jobId) => [exportFileKey(p, jobId)],
  handler: async (p, ctx) => {
    try {
      await runExport(p, ctx);
    } catch (error) {
      if (error instanceof InvalidPayloadError || ctx.attempt >= EXPORT_MAX_ATTEMPTS) {
        const record = await findBestList(ctx.db, p.bestListId, p.masterId).catch(() => undefined);
        await enqueueMail(ctx.db, {
          to: p.email,
          name: p.name,
          language: p.language,
          message: { template: 'bestListExportFailed', list: record?.list.name ?? String(p.bestListId), year: String(p.year), link: formLink(ctx, p.bestListId) },
        });
      }
      throw error;
    }
  },
});
