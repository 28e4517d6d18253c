import type { FastifyRequest } from 'fastify';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { dayOf, enduranceEventDefinitions, eventByCode, importCompetitionSchema, readEvent, readRoadRaceResults, roadDistanceMetres, roadRaceExpectedColumns, roadRaceSheet, translate, type LanguageCode, type RoadRaceResultsAnswer, type RoadRaceRunner } from '@portal/domain';
import type { DbOrTx, Tx } from '../db/client';
import { resultImports, type ApprovalContent } from '../db/schema';


import { fieldError } from '../lib/problems';
import { findCompetitionInMaster } from '../statistics-performances/performances.repo';
import { buildPreview, type PreviewCompetition } from '../results-import/import-preview';
import { deleteRows, keepPreview, updateImport } from '../results-import/imports.repo';
import { receiveResultFile } from '../results-import/imports.service';
import { readResultFile } from '../results-import/result-file';
import type { ApplicationRecord } from './approval.repo';
import { forAction, inTransaction } from './approval.service';
import type { ServiceContext } from '../service-context';

/** Road races are outdoor competitions. */
const OUTDOOR = 1;
/** The federation's road races are German competitions, whatever the applying club's address. */
const RACE_NATION = 'GER';

/** Road event codes of the application's events in their order: the definition's, else the one its course length or name gives. */
export function raceEventCodes(content: ApprovalContent): string[] {
  const codes: string[] = [];
  for (const e of [...content.events].sort((a, b) => a.order - b.order)) {
    const code = raceEventCode(e);
    if (code && !codes.includes(code)) codes.push(code);
  }
  return codes;
}

function raceEventCode(e: ApprovalContent['events'][number]): string | null {
  const isRoad = (code: string | null): code is string => code !== null && eventByCode(code) !== undefined && roadDistanceMetres(code) !== null;
  if (isRoad(e.definitionEventId)) return e.definitionEventId;
  // Only runs and walks have best lists; nordic walking, skating and the like have none.
  if (e.measurement !== 'm' || (e.enduranceEventType !== 0 && e.enduranceEventType !== 1)) return null;
  const byLength = enduranceEventDefinitions().find((d) => d.enduranceEventType === e.enduranceEventType && Math.abs(d.courseLength - e.courseLength) < 1000);
  if (byLength) return byLength.code;
  const byName = e.longname ? readEvent(e.longname) : null;
  return isRoad(byName) ? byName : null;
}

/** The event a file name names (`10km.csv`, `Halbmarathon_2026.xlsx`), if any of its words does. */
function eventOfFileName(fileName: string): string | null {
  const base = fileName.replace(/\.[^.]*$/, '');
  for (const word of [base, ...base.split(/[\s_\-–]+/)]) {
    const code = word ? readEvent(word) : null;
    if (code) return code;
  }
  return null;
}

/**
 * The event of each runner: the application's event the runner's distance (or else the file's
 * name) names, else the application's first road event.
 */
function eventChooser(codes: readonly string[], fileName: string): (runner: RoadRaceRunner) => string {
  const ofFile = eventOfFileName(fileName);
  const fallback = ofFile && codes.includes(ofFile) ? ofFile : codes[0];
  return (runner) => {
    const named = runner.distance ? readEvent(runner.distance) : null;
    return named && codes.includes(named) ? named : fallback;
  };
}

/** A roadRace import of the application still in preview is replaced by the new one. */
async function discardEarlierPreviews(tx: Tx, applicationId: number): Promise<void> {
  const earlier = await tx
    .select({ id: resultImports.id })
    .from(resultImports)
    .where(and(eq(resultImports.applicationId, applicationId), eq(resultImports.source, 'roadRace'), eq(resultImports.state, 'preview')));
  for (const { id } of earlier) {
    await deleteRows(tx, id);
    await updateImport(tx, id, { state: 'discarded' });
  }
}

/** The competition an earlier committed list of the race created: a new list is compared with its marks. */
async function committedCompetition(db: DbOrTx, applicationId: number, masterId: number): Promise<PreviewCompetition | null> {
  const [done] = await db
    .select({ competitionId: resultImports.competitionId })
    .from(resultImports)
    .where(and(eq(resultImports.applicationId, applicationId), eq(resultImports.source, 'roadRace'), eq(resultImports.state, 'done'), isNotNull(resultImports.competitionId)))
    .orderBy(desc(resultImports.committedAt), desc(resultImports.id))
    .limit(1);
  const found = done?.competitionId ? await findCompetitionInMaster(db, done.competitionId, masterId) : undefined;
  return found ? { id: found.id, dateFrom: found.dateFrom, dateTo: found.dateTo, environment: OUTDOOR } : null;
}

/** The competition the statisticians' import creates from the application. */
function newRaceCompetition(record: ApplicationRecord) {
  const a = record.app;
  return importCompetitionSchema.parse({ name: a.name, dateFrom: a.startAt.slice(0, 10), dateTo: a.endDate, town: a.town, nation: RACE_NATION, environment: OUTDOOR });
}

const columnList = (culture: LanguageCode) => roadRaceExpectedColumns.map((c) => translate(culture, `roadRaceResults.columns.${c}`)).join(', ');

/**
 * The timing company's result list of an approved road race whose start has passed, uploaded by
 * the organiser who may send its finisher numbers (the same rule as `send_finishers`). Answers
 * the finisher counts for the finisher form, which the organiser checks and sends as before; the
 * counts are not stored. The runners with a time also become a results import in preview for the
 * federation's statisticians (gross times as marks in the race's event), replacing an earlier
 * preview of the race. A file that is no table or has no header with a name and a time is refused
 * (422 on `File`, naming the columns looked for) and nothing is kept.
 */
export async function uploadResultList({ deps, auth, access, culture }: ServiceContext, request: FastifyRequest, id: number): Promise<RoadRaceResultsAnswer> {
  // The right first: nobody learns from the file's refusal what they may not do.
  await inTransaction({ deps, access }, (tx) => forAction(deps, tx, auth, access, id, 'sendFinishers'));
  const upload = await receiveResultFile(request);
  if (upload.bytes.length === 0) throw fieldError('File', 'resultsImport.fileRequired');
  const file = await readResultFile(upload.bytes, upload.fileName);
  if (!file.ok) throw fieldError('File', 'roadRaceResults.notATable', { columns: columnList(culture) });

  return inTransaction({ deps, access }, async (tx) => {
    const { record } = await forAction(deps, tx, auth, access, id, 'sendFinishers');
    const raceDay = record.app.startAt.slice(0, 10);
    const read = readRoadRaceResults(file.rows, Number(raceDay.slice(0, 4)));
    if (!read.header.ok) throw fieldError('File', 'roadRaceResults.noHeader', { columns: columnList(culture) });
    const answer = { counts: read.counts, finishers: read.finishers, rows: read.rows };

    const codes = raceEventCodes(record.app.content);
    const sheet = roadRaceSheet(read.runners, { date: raceDay, eventOf: eventChooser(codes, upload.fileName) });
    // A race without an event of the best lists (a fun run of its own length), or a list without times, gives the statisticians nothing.
    if (codes.length === 0 || sheet.length < 2) return { ...answer, importId: null };

    await discardEarlierPreviews(tx, id);
    const earlier = await committedCompetition(tx, id, auth.masterId);
    const newCompetition = earlier ? null : newRaceCompetition(record);
    const competition: PreviewCompetition = earlier ?? { id: null, dateFrom: newCompetition!.dateFrom, dateTo: newCompetition!.dateTo, environment: OUTDOOR };
    const preview = await buildPreview(tx, auth.masterId, sheet, competition, { today: dayOf(deps.clock.now()), culture });
    // The sheet is written with the import's own headings; a refusal here is a fault of this code.
    if (!('rows' in preview)) throw new Error('road race sheet not recognised by the results import');
    const importId = await keepPreview(tx, preview, {
      masterId: auth.masterId,
      // The marks are the federation's until a statistician commits them.
      ownerId: auth.masterId,
      userId: auth.userId,
      source: 'roadRace',
      applicationId: id,
      fileName: upload.fileName,
      state: 'preview',
      competitionId: competition.id,
      newCompetition: newCompetition ? { ...newCompetition } : null,
      createdAt: deps.clock.now(),
    });
    return { ...answer, importId };
  });
}
