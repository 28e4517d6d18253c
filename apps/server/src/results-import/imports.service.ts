import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  PORTAL_IMPORT_SOURCE,
  RESULT_FILE_MAX_BYTES,
  importCompetitionSchema,
  importRowsQuery,
  resultImportListQuery,
  dayOf,
  translate,
  type LanguageCode,
  type NewImportFields,
  type SeasonEnvironment,
} from '@portal/domain';
import type { RequestAccess } from '../access/request-access';
import type { Auth, Deps } from '../deps';
import { fieldError, forbidden, modelError, notFound, validationProblem } from '../lib/problems';
import { enqueue } from '../jobs/queue';
import { statisticianOrganization } from '../statistics/statistician.policy';
import { findCompetitionInMaster } from '../statistics-performances/performances.repo';
import { athletesByIds } from './athlete-matching';
import { buildPreview, type PreviewCompetition } from './import-preview';
import { commitProgress, undoImport } from './import-commit';
import { commitImportJob } from './import-commit.job';
import {
  deleteRows,
  findImport,
  findRowByLine,
  keepPreview,
  laterDoneImport,
  lockImport,
  pageOfImports,
  pageOfRows,
  unresolvedRows,
  updateImport,
  updateRow,
  type ImportListRecord,
} from './imports.repo';
import { presentImport, presentRow, type PresentContext } from './imports.present';
import { readResultFile } from './result-file';
import type { ServiceContext } from '../service-context';

type ListQuery = z.output<typeof resultImportListQuery>;
type RowsQuery = z.output<typeof importRowsQuery>;

const presentContext = (deps: Deps, culture: LanguageCode): PresentContext => ({ culture, links: deps.links, progress: (id) => commitProgress.get(id) });

async function present(deps: Deps, culture: LanguageCode, record: ImportListRecord) {
  const undoable = record.import.state === 'done' && !(await laterDoneImport(deps.db, record.import));
  const waiting = record.import.state === 'preview' ? await unresolvedRows(deps.db, record.import.id) : 0;
  return presentImport(record, presentContext(deps, culture), undoable, waiting);
}

async function load(deps: Deps, auth: Auth, id: number): Promise<ImportListRecord> {
  const record = await findImport(deps.db, id, auth.masterId);
  if (!record) throw notFound();
  return record;
}

/** The statistician organisation the caller acts for; only statisticians reach the area at all. */
async function actingOrganization(auth: Auth, access: RequestAccess): Promise<number> {
  const owner = statisticianOrganization(await access.grants(), auth.masterId, await access.currentOrganizationId());
  if (owner === null) throw forbidden();
  return owner;
}

export async function listImports({ deps, auth, culture }: ServiceContext<'deps' | 'auth' | 'culture'>, query: ListQuery) {
  const { rows, total } = await pageOfImports(deps.db, auth.masterId, { limit: query.pageSize, offset: (query.pageNumber - 1) * query.pageSize });
  const ctx = presentContext(deps, culture);
  return {
    entities: rows.map((r) => presentImport(r, ctx, false)),
    links: [],
    paginationMetadata: { currentPage: query.pageNumber, totalPages: Math.max(1, Math.ceil(total / query.pageSize)), totalCount: total, pageSize: query.pageSize },
  };
}

export async function getImport({ deps, auth, culture }: ServiceContext<'deps' | 'auth' | 'culture'>, id: number) {
  return present(deps, culture, await load(deps, auth, id));
}

/** Reads the upload into memory, at most the import's limit: a larger file is refused (422) and nothing is kept. */
export async function receiveResultFile(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string; fields: NewImportFields }> {
  if (!request.isMultipart()) throw fieldError('File', 'resultsImport.fileRequired');
  const file = await request.file({ limits: { fileSize: RESULT_FILE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000 }, throwFileSizeLimit: false });
  if (!file) throw fieldError('File', 'resultsImport.fileRequired');
  const chunks: Buffer[] = [];
  for await (const chunk of file.file) chunks.push(chunk as Buffer);
  if (file.file.truncated) throw fieldError('File', 'resultsImport.fileTooLarge', { max: RESULT_FILE_MAX_BYTES / 1024 / 1024 });
  const fields = Object.fromEntries(
    Object.entries(file.fields)
      .filter(([, v]) => v && !Array.isArray(v) && v.type === 'field')
      .map(([k, v]) => [k, String((v as { value: unknown }).value)]),
  ) as NewImportFields;
  return { bytes: Buffer.concat(chunks), fileName: file.filename.slice(0, 200) || 'results', fields };
}

/** The competition to import into: an existing one of the federation entered in the portal, or the checked fields of a new one. */
async function competitionFor(deps: Deps, auth: Auth, fields: NewImportFields): Promise<{ competition: PreviewCompetition; newCompetition: Record<string, unknown> | null }> {
  if (fields.competitionId) {
    const id = Number(fields.competitionId);
    const found = Number.isInteger(id) && id > 0 ? await findCompetitionInMaster(deps.db, id, auth.masterId) : undefined;
    if (!found) throw fieldError('CompetitionId', 'resultsImport.competitionUnknown');
    // Competitions of meeting software belong to their feed.
    if (found.importSource !== PORTAL_IMPORT_SOURCE) throw fieldError('CompetitionId', 'resultsImport.competitionNotPortal');
    return { competition: { id: found.id, dateFrom: found.dateFrom, dateTo: found.dateTo, environment: found.environment as SeasonEnvironment }, newCompetition: null };
  }
  const parsed = importCompetitionSchema.safeParse({
    name: fields.name,
    dateFrom: fields.dateFrom,
    dateTo: fields.dateTo,
    town: fields.town,
    nation: fields.nation,
    environment: fields.environment === undefined || fields.environment === '' ? undefined : Number(fields.environment),
  });
  if (!parsed.success) throw validationProblem(parsed.error);
  const values = parsed.data;
  return {
    competition: { id: null, dateFrom: values.dateFrom, dateTo: values.dateTo, environment: values.environment },
    newCompetition: { ...values },
  };
}

/**
 * Reads an uploaded result sheet against its competition and keeps it as a preview; nothing of the
 * statistics changes before the commit. A file that is no table, or has no header the sheet's
 * columns are recognised in, is refused (422) and nothing is kept.
 */
export async function newImport({ deps, auth, access, culture }: ServiceContext, request: FastifyRequest) {
  const owner = await actingOrganization(auth, access);
  const upload = await receiveResultFile(request);
  const { competition, newCompetition } = await competitionFor(deps, auth, upload.fields);
  if (upload.bytes.length === 0) throw fieldError('File', 'resultsImport.fileRequired');
  const file = await readResultFile(upload.bytes, upload.fileName);
  if (!file.ok) throw fieldError('File', 'resultsImport.notATable');
  const preview = await buildPreview(deps.db, auth.masterId, file.rows, competition, { today: dayOf(deps.clock.now()), culture });
  if ('noHeader' in preview) throw fieldError('File', 'resultsImport.noHeader');
  if ('missing' in preview) {
    throw fieldError('File', 'resultsImport.missingColumns', { columns: preview.missing.map((c) => translateColumn(culture, c)).join(', ') });
  }
  const id = await deps.db.transaction((tx) =>
    keepPreview(tx, preview, {
      masterId: auth.masterId,
      ownerId: owner,
      userId: auth.userId,
      source: 'file',
      fileName: upload.fileName,
      state: 'preview',
      competitionId: competition.id,
      newCompetition,
      createdAt: deps.clock.now(),
    }),
  );
  return getImport({ deps, auth, culture }, id);
}

function translateColumn(culture: LanguageCode, column: string): string {
  return translate(culture, `resultsImport.columns.${column}`);
}

export async function importRows({ deps, auth, culture }: ServiceContext<'deps' | 'auth' | 'culture'>, id: number, query: RowsQuery) {
  const record = await load(deps, auth, id);
  const { rows, total } = await pageOfRows(deps.db, id, query.filter, { limit: query.pageSize, offset: (query.pageNumber - 1) * query.pageSize });
  const athleteIds = rows.flatMap((r) => [...(r.athleteId === null ? [] : [r.athleteId]), ...r.candidates]);
  const athletes = await athletesByIds(deps.db, auth.masterId, athleteIds);
  const ctx = presentContext(deps, culture);
  return {
    entities: rows.map((r) => presentRow(r, id, record.import.state, athletes, ctx)),
    links: [],
    paginationMetadata: { currentPage: query.pageNumber, totalPages: Math.max(1, Math.ceil(total / query.pageSize)), totalCount: total, pageSize: query.pageSize },
  };
}

/** The statistician's choice for a row with candidates: one of them, or a new athlete (null). */
export async function resolveRow({ deps, auth, access, culture }: ServiceContext, id: number, line: number, athleteId: number | null) {
  await actingOrganization(auth, access);
  await deps.db.transaction(async (tx) => {
    const record = await lockImport(tx, id, auth.masterId);
    if (!record) throw notFound();
    if (record.state !== 'preview') throw modelError('resultsImport.notInPreview');
    const row = await findRowByLine(tx, id, line);
    if (!row || row.candidates.length === 0) throw notFound();
    if (athleteId !== null && !row.candidates.includes(athleteId)) throw fieldError('AthleteId', 'resultsImport.notACandidate');
    await updateRow(tx, id, row.position, { athleteId, data: { ...row.data, resolved: true } });
  });
  return getImport({ deps, auth, culture }, id);
}

/** Queues the commit of a preview (state `committing`); every row waiting for a choice must be resolved first. */
export async function startCommit({ deps, auth, access, culture }: ServiceContext, id: number) {
  await actingOrganization(auth, access);
  await deps.db.transaction(async (tx) => {
    const record = await lockImport(tx, id, auth.masterId);
    if (!record) throw notFound();
    if (record.state !== 'preview' && record.state !== 'failed') throw modelError('resultsImport.notInPreview');
    const waiting = await unresolvedRows(tx, id);
    if (waiting > 0) throw modelError('resultsImport.candidatesOpen', { count: waiting });
    await updateImport(tx, id, { state: 'committing' });
    await enqueue(tx, commitImportJob, { importId: id, masterId: auth.masterId }, { key: `import-${id}` });
  });
  commitProgress.set(id, 0);
  return getImport({ deps, auth, culture }, id);
}

export async function discardImport({ deps, auth, access, culture }: ServiceContext, id: number) {
  await actingOrganization(auth, access);
  await deps.db.transaction(async (tx) => {
    const record = await lockImport(tx, id, auth.masterId);
    if (!record) throw notFound();
    if (record.state !== 'preview' && record.state !== 'failed') throw modelError('resultsImport.notInPreview');
    await deleteRows(tx, id);
    await updateImport(tx, id, { state: 'discarded' });
  });
  return getImport({ deps, auth, culture }, id);
}

/** Removes exactly what a done import wrote (the latest import into its competition only). */
export async function undo({ deps, auth, access, culture }: ServiceContext, id: number) {
  await actingOrganization(auth, access);
  await deps.db.transaction(async (tx) => {
    const record = await lockImport(tx, id, auth.masterId);
    if (!record) throw notFound();
    if (record.state !== 'done') throw modelError('resultsImport.notDone');
    if (await laterDoneImport(tx, record)) throw modelError('resultsImport.laterImport');
    await undoImport(tx, record);
    await updateImport(tx, id, { state: 'undone' });
  });
  return getImport({ deps, auth, culture }, id);
}
