import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  API_IMPORT_SOURCE,
  athleteMatchKey,
  dayOf,
  parseResultSheet,
  performanceSeasonYear,
  recordsToRows,
  seasonYear,
  translateValidation,
  type ExternalResultsAnswer,
  type ImportMessage,
  type LanguageCode,
  type ParsedResultRow,
  type SeasonEnvironment,
  type externalResultsSchema,
} from '@portal/domain';
import type { DbOrTx } from '../db/client';
import type { Deps } from '../deps';
import { ageClasses, athletes, events, perfCompetitions, performances } from '../db/schema';
import { AthleteMatcher } from '../results-import/athlete-matching';
import { createSheetAthletes, homeNationOf } from '../results-import/import-commit';
import { markColumns, type StoredRowData } from '../results-import/import-preview';
import type { KeyCaller } from './api-keys.service';

type Body = z.output<typeof externalResultsSchema>;
type Competition = Body['competition'];
type Result = Body['results'][number];

/** The identity of a sent result within its competition: the sender's own id. */
export const EXTERNAL_KEY_PREFIX = 'ext:';
const BATCH = 500;

/** The sheet columns a result carries, under the English names the sheet reader knows as headings. */
const cellsOf = ({ externalId: _, ...r }: Result) => ({
  lastName: r.lastName,
  firstName: r.firstName,
  yearOfBirth: r.yearOfBirth,
  gender: r.gender,
  club: r.club,
  nation: r.nation,
  athleteCode: r.athleteCode,
  event: r.event,
  class: r.class,
  mark: r.mark,
  wind: r.wind,
  place: r.place,
  date: r.date,
  round: r.round,
});

const message = (key: string, params: Record<string, string> = {}): ImportMessage => ({ key, params, severity: 'error' });

/**
 * The competition of the sender's id, locked until the transaction ends (two calls for one
 * competition write one after the other); created when it is new, its name, days and town brought
 * up to date when they changed. Its environment stays: the marks' seasons depend on it.
 */
async function competitionFor(tx: DbOrTx, masterId: number, c: Competition, now: Date): Promise<{ id: number; dateFrom: string; dateTo: string; environment: SeasonEnvironment }> {
  const inserted = await tx.execute<{ id: number }>(sql`
    insert into perf_competitions (master_id, name, date_from, date_to, town, nation, environment, import_source, external_id, owner_id, creator_user_id, last_editor_user_id)
    values (${masterId}, ${c.name}, ${c.dateFrom}, ${c.dateTo}, ${c.town}, ${c.nation}, ${c.environment}, ${API_IMPORT_SOURCE}, ${c.externalId}, ${masterId}, null, null)
    on conflict (master_id, import_source, external_id) where external_id is not null do nothing
    returning id`);
  if (inserted.rows.length) return { id: Number(inserted.rows[0].id), dateFrom: c.dateFrom, dateTo: c.dateTo, environment: c.environment };
  const [found] = await tx
    .select()
    .from(perfCompetitions)
    .where(and(eq(perfCompetitions.masterId, masterId), eq(perfCompetitions.importSource, API_IMPORT_SOURCE), eq(perfCompetitions.externalId, c.externalId)))
    .for('update');
  if (found.name !== c.name || found.dateFrom !== c.dateFrom || found.dateTo !== c.dateTo || found.town !== c.town || found.nation !== c.nation) {
    await tx
      .update(perfCompetitions)
      .set({ name: c.name, dateFrom: c.dateFrom, dateTo: c.dateTo, town: c.town, nation: c.nation, changedAt: now })
      .where(eq(perfCompetitions.id, found.id));
  }
  return { id: found.id, dateFrom: c.dateFrom, dateTo: c.dateTo, environment: found.environment as SeasonEnvironment };
}

/** What a sent result is stored as. */
interface Stored {
  id: number;
  importKey: string;
  eventCode: string;
  classCode: string;
  markUnits: number;
  handTimed: boolean;
  windTenths: number | null;
  performanceDate: string;
}

async function storedMarks(tx: DbOrTx, competitionId: number, keys: readonly string[]): Promise<Map<string, Stored>> {
  const found = new Map<string, Stored>();
  for (let i = 0; i < keys.length; i += 5000) {
    const rows = await tx
      .select({
        id: performances.id,
        importKey: performances.importKey,
        eventCode: events.code,
        classCode: ageClasses.code,
        markUnits: performances.markUnits,
        handTimed: performances.handTimed,
        windTenths: performances.windTenths,
        performanceDate: performances.performanceDate,
      })
      .from(performances)
      .innerJoin(events, eq(events.id, performances.eventId))
      .innerJoin(ageClasses, eq(ageClasses.id, performances.classId))
      .where(and(eq(performances.competitionId, competitionId), inArray(performances.importKey, keys.slice(i, i + 5000))));
    for (const r of rows) found.set(r.importKey!, r as Stored);
  }
  return found;
}

type Columns = ReturnType<typeof markColumns>;
const sameMark = (row: ParsedResultRow, columns: Columns, stored: Stored) =>
  row.event === stored.eventCode &&
  row.class === stored.classCode &&
  row.date === stored.performanceDate &&
  columns.markUnits === stored.markUnits &&
  columns.handTimed === stored.handTimed &&
  columns.windTenths === stored.windTenths;

/**
 * Writes the results meeting software sent for the key's federation, in one transaction: the
 * competition by the sender's id, each result by its own id (`ext:` + id) — new ones created with
 * their athletes found or created as the file import does, changed ones updated, the others left
 * alone, so that sending the same document again changes nothing. A result that does not read, has
 * no mark or fits several athletes without an athlete code is refused with its index and messages.
 */
export async function receiveResults(deps: Deps, caller: KeyCaller, culture: LanguageCode, body: Body): Promise<ExternalResultsAnswer> {
  const { masterId } = caller;
  const now = deps.clock.now();
  const refused = new Map<number, ImportMessage[]>();
  const counts = { created: 0, updated: 0, unchanged: 0 };

  await deps.db.transaction(async (tx) => {
    const competition = await competitionFor(tx, masterId, body.competition, now);
    if (body.results.length === 0) return;
    const parsed = parseResultSheet(recordsToRows(body.results.map(cellsOf)), {
      dateFrom: competition.dateFrom,
      dateTo: competition.dateTo,
      environment: competition.environment,
      year: seasonYear(competition.dateFrom, competition.environment),
      today: dayOf(now),
      culture,
    }).rows;

    const seen = new Set<string>();
    const live: { index: number; row: ParsedResultRow; key: string }[] = [];
    parsed.forEach((row, index) => {
      const key = EXTERNAL_KEY_PREFIX + body.results[index].externalId;
      const errors = row.messages.filter((m) => m.severity === 'error');
      if (seen.has(key)) refused.set(index, [message('apiKeys.duplicateExternalId', { id: body.results[index].externalId })]);
      else if (errors.length) refused.set(index, errors);
      // Without errors, a row has no mark only where the sheet says so (DNS, DNF, NM): its message says which.
      else if (row.mark === null) refused.set(index, row.messages.filter((m) => m.column === 'mark'));
      else live.push({ index, row, key });
      seen.add(key);
    });

    const eventRows = await tx
      .select({ id: events.id, code: events.code, measurement: events.measurement })
      .from(events)
      .where(inArray(events.code, [...new Set(live.map((l) => l.row.event!))].concat([''])));
    const classRows = await tx
      .select({ id: ageClasses.id, code: ageClasses.code })
      .from(ageClasses)
      .where(inArray(ageClasses.code, [...new Set(live.map((l) => l.row.class!))].concat([''])));
    const eventByCode = new Map(eventRows.map((e) => [e.code, e]));
    const classByCode = new Map(classRows.map((c) => [c.code, c.id]));
    const stored = await storedMarks(
      tx,
      competition.id,
      live.map((l) => l.key),
    );

    const creates: { index: number; row: ParsedResultRow; key: string; columns: Columns; athleteId: number | null }[] = [];
    const updates: { row: ParsedResultRow; columns: Columns; stored: Stored }[] = [];
    const fresh: ((typeof live)[number] & { columns: Columns })[] = [];
    for (const l of live) {
      const event = eventByCode.get(l.row.event!);
      if (!event || !classByCode.has(l.row.class!)) {
        refused.set(l.index, [message(event ? 'resultsImport.classUnknown' : 'resultsImport.eventUnknown', { value: (event ? l.row.class : l.row.event) ?? '' })]);
        continue;
      }
      const columns = markColumns(l.row as StoredRowData, event);
      const existing = stored.get(l.key);
      if (!existing) fresh.push({ ...l, columns });
      else if (sameMark(l.row, columns, existing)) counts.unchanged++;
      else updates.push({ row: l.row, columns, stored: existing });
    }

    // New marks: their athletes matched as the file import matches them, or created once each.
    const matcher = await AthleteMatcher.load(
      tx,
      masterId,
      fresh.map((l) => l.row.athlete),
    );
    const newAthletes = new Map<string, ParsedResultRow['athlete']>();
    for (const l of fresh) {
      const match = matcher.match(l.row.athlete);
      if (match.athleteId === null && match.candidates.length > 0) {
        refused.set(l.index, [message('apiKeys.athleteAmbiguous', { count: String(match.candidates.length) })]);
        continue;
      }
      const a = l.row.athlete;
      if (match.athleteId === null) newAthletes.set(athleteMatchKey(a.lastName, a.firstName, a.yearOfBirth!, a.gender!), a);
      creates.push({ ...l, athleteId: match.athleteId });
    }

    const homeNation = await homeNationOf(tx, masterId);
    const createdAthletes = await createSheetAthletes(tx, masterId, homeNation, newAthletes, now);
    const matched = creates.map((c) => c.athleteId).filter((id): id is number => id !== null);
    const known = new Map<number, { id: number; organizationId: number; yearOfBirth: number }>();
    for (let i = 0; i < matched.length; i += 5000) {
      const rows = await tx
        .select({ id: athletes.id, organizationId: athletes.organizationId, yearOfBirth: athletes.yearOfBirth })
        .from(athletes)
        .where(and(eq(athletes.masterId, masterId), inArray(athletes.id, [...new Set(matched.slice(i, i + 5000))])));
      for (const r of rows) known.set(r.id, r);
    }
    const athleteOf = (c: (typeof creates)[number]) => {
      const a = c.row.athlete;
      return c.athleteId !== null ? known.get(c.athleteId)! : createdAthletes.get(athleteMatchKey(a.lastName, a.firstName, a.yearOfBirth!, a.gender!))!;
    };

    for (let i = 0; i < creates.length; i += BATCH) {
      await tx.insert(performances).values(
        creates.slice(i, i + BATCH).map((c) => {
          const athlete = athleteOf(c);
          return {
            masterId,
            competitionId: competition.id,
            eventId: eventByCode.get(c.row.event!)!.id,
            classId: classByCode.get(c.row.class!)!,
            athleteId: athlete.id,
            competitorKey: athlete.id,
            organizationId: athlete.organizationId,
            yearOfBirth: athlete.yearOfBirth,
            nation: c.row.athlete.nation ?? homeNation,
            performanceDate: c.row.date!,
            environment: competition.environment,
            seasonYear: performanceSeasonYear(c.row.date!, competition.environment),
            ...c.columns,
            creatorUserId: null,
            creatorOrganizationId: masterId,
            createdAt: now,
            importKey: c.key,
          };
        }),
      );
    }
    counts.created = creates.length;

    for (const u of updates) {
      await tx
        .update(performances)
        .set({
          eventId: eventByCode.get(u.row.event!)!.id,
          classId: classByCode.get(u.row.class!)!,
          performanceDate: u.row.date!,
          seasonYear: performanceSeasonYear(u.row.date!, competition.environment),
          ...u.columns,
          lastEditorUserId: null,
          lastEditAt: now,
        })
        .where(eq(performances.id, u.stored.id));
    }
    counts.updated = updates.length;
  });

  const errors = [...refused.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, messages]) => ({ index, messages: messages.map((m) => translateValidation(culture, m.key, m.params)) }));
  return { ...counts, rejected: errors.length, errors };
}
