import { and, eq, isNotNull, like } from 'drizzle-orm';
import {
  athleteMatchKey,
  markToUnits,
  parseResultSheet,
  rankingSortKey,
  seasonYear,
  windTenths,
  type ImportAction,
  type ImportMessage,
  type LanguageCode,
  type MarkKind,
  type ParsedResultRow,
  type SeasonEnvironment,
} from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { ageClasses, athletes, events, performances } from '../db/schema';
import { AthleteMatcher, sexOf } from './athlete-matching';

/** Marks of file imports carry this before their key; marks sent by meeting software carry `ext:`. */
export const FILE_KEY_PREFIX = 'f:';

/** The competition a sheet is read against. */
export interface PreviewCompetition {
  id: number | null;
  dateFrom: string;
  dateTo: string;
  environment: SeasonEnvironment;
}

/** What a row of the preview holds (a `result_import_rows` row without its import). */
export interface PreviewRow {
  position: number;
  line: number | null;
  status: ParsedResultRow['status'];
  action: ImportAction;
  data: StoredRowData;
  importKey: string | null;
  athleteId: number | null;
  candidates: number[];
  performanceId: number | null;
}

/** The parsed row as kept with the import; `resolved` once the statistician chose among candidates. */
export type StoredRowData = Omit<ParsedResultRow, 'line' | 'status'> & { resolved?: boolean; createdAthlete?: boolean };

export interface Preview {
  rows: PreviewRow[];
  counts: { ok: number; warnings: number; errors: number };
  changes: { created: number; updated: number; unchanged: number; removed: number };
}

/** A mark of the competition that an earlier file import wrote. */
interface ImportedMarkRow {
  id: number;
  importKey: string;
  athleteId: number | null;
  eventCode: string;
  classCode: string;
  markUnits: number;
  handTimed: boolean;
  windTenths: number | null;
  performanceDate: string;
  lastName: string | null;
  firstName: string | null;
  yearOfBirth: number | null;
  gender: number | null;
}

async function importedMarks(db: DbOrTx, competitionId: number): Promise<ImportedMarkRow[]> {
  return db
    .select({
      id: performances.id,
      importKey: performances.importKey,
      athleteId: performances.athleteId,
      eventCode: events.code,
      classCode: ageClasses.code,
      markUnits: performances.markUnits,
      handTimed: performances.handTimed,
      windTenths: performances.windTenths,
      performanceDate: performances.performanceDate,
      lastName: athletes.lastName,
      firstName: athletes.firstName,
      yearOfBirth: athletes.yearOfBirth,
      gender: athletes.gender,
    })
    .from(performances)
    .innerJoin(events, eq(events.id, performances.eventId))
    .innerJoin(ageClasses, eq(ageClasses.id, performances.classId))
    .leftJoin(athletes, eq(athletes.id, performances.athleteId))
    .where(and(eq(performances.competitionId, competitionId), isNotNull(performances.importKey), like(performances.importKey, `${FILE_KEY_PREFIX}%`))) as Promise<
    ImportedMarkRow[]
  >;
}

/** The identity of a sheet row's mark within its competition: the athlete's match key, event, day and round. */
export function rowImportKey(row: ParsedResultRow): string | null {
  const { athlete } = row;
  if (athlete.yearOfBirth === null || athlete.gender === null || !row.event || !row.date) return null;
  return FILE_KEY_PREFIX + [athleteMatchKey(athlete.lastName, athlete.firstName, athlete.yearOfBirth, athlete.gender), row.event, row.date, row.round ?? ''].join('|');
}

/** Whether a row gives the same mark as the one stored (units, hand time, wind, class, day). */
function sameMark(row: ParsedResultRow, stored: ImportedMarkRow): boolean {
  const wind = row.wind === null ? null : windTenths(row.wind);
  return (
    row.mark !== null &&
    row.mark.units === stored.markUnits &&
    row.mark.handTimed === stored.handTimed &&
    wind === stored.windTenths &&
    row.class === stored.classCode &&
    row.date === stored.performanceDate
  );
}

const skipMessage = (key: string, params: Record<string, string> = {}): ImportMessage => ({ key, params, severity: 'warning' });

/**
 * Reads a sheet against a competition into the rows of a preview: each row's status and messages,
 * whom it is matched to, and what the commit will do with it. Against a competition that earlier
 * imports filled, a row with the same athlete, event, day and round is that mark again (unchanged
 * or changed), and a mark of an earlier file the sheet no longer holds is to be removed.
 */
export async function buildPreview(
  db: DbOrTx,
  masterId: number,
  sheet: readonly (readonly string[])[],
  competition: PreviewCompetition,
  options: { today: string; culture: LanguageCode },
): Promise<Preview | { missing: string[] } | { noHeader: true }> {
  const parsed = parseResultSheet(sheet, {
    dateFrom: competition.dateFrom,
    dateTo: competition.dateTo,
    environment: competition.environment,
    year: seasonYear(competition.dateFrom, competition.environment),
    today: options.today,
    culture: options.culture,
  });
  if (!parsed.header.ok) {
    const found = Object.keys(parsed.header.columns).length;
    return found === 0 ? { noHeader: true } : { missing: parsed.header.missing };
  }
  const stored = competition.id === null ? [] : await importedMarks(db, competition.id);
  const storedByKey = new Map(stored.map((s) => [s.importKey, s]));
  const matcher = await AthleteMatcher.load(
    db,
    masterId,
    parsed.rows.filter((r) => r.status !== 'error').map((r) => r.athlete),
  );
  const seenKeys = new Set<string>();
  const rows: PreviewRow[] = parsed.rows.map((row, position) => {
    const { line, status, ...data } = row;
    const base = { position, line, status, data: data as StoredRowData, importKey: null, athleteId: null, candidates: [] as number[], performanceId: null };
    if (status === 'error' || row.mark === null) return { ...base, action: 'skip' as const };
    const key = rowImportKey(row);
    // A row repeating an earlier one (the sheet's warning says which) gives no second mark.
    if (key === null || seenKeys.has(key)) return { ...base, action: 'skip' as const };
    seenKeys.add(key);
    const existing = storedByKey.get(key);
    if (existing) {
      const action = sameMark(row, existing) ? 'unchanged' : 'update';
      return { ...base, importKey: key, athleteId: existing.athleteId, performanceId: existing.id, action };
    }
    const match = matcher.match(row.athlete);
    if (match.athleteId === null) {
      data.messages.push(skipMessage(match.candidates.length > 0 ? 'resultsImport.athleteCandidates' : 'resultsImport.newAthlete', { count: String(match.candidates.length) }));
      return { ...base, status: 'warning' as const, importKey: key, candidates: match.candidates, action: 'create' as const };
    }
    return { ...base, importKey: key, athleteId: match.athleteId, action: 'create' as const };
  });
  // Marks of earlier files that this one no longer holds.
  for (const s of stored) {
    if (seenKeys.has(s.importKey)) continue;
    const round = s.importKey.split('|').at(-1) ?? '';
    rows.push({
      position: rows.length,
      line: null,
      status: 'warning',
      action: 'remove',
      data: {
        messages: [skipMessage('resultsImport.markRemoved')],
        athlete: {
          lastName: s.lastName ?? '',
          firstName: s.firstName ?? '',
          yearOfBirth: s.yearOfBirth,
          gender: s.gender === null ? null : sexOf(s.gender),
          club: null,
          nation: null,
          athleteCode: null,
        },
        event: s.eventCode,
        class: s.classCode,
        mark: null,
        wind: s.windTenths === null ? null : s.windTenths / 10,
        place: null,
        date: s.performanceDate,
        round: round || null,
      },
      importKey: s.importKey,
      athleteId: s.athleteId,
      candidates: [],
      performanceId: s.id,
    });
  }
  const counts = { ok: 0, warnings: 0, errors: 0 };
  const changes = { created: 0, updated: 0, unchanged: 0, removed: 0 };
  for (const r of rows) {
    if (r.line !== null) {
      if (r.status === 'ok') counts.ok++;
      else if (r.status === 'warning') counts.warnings++;
      else counts.errors++;
    }
    if (r.action === 'create') changes.created++;
    else if (r.action === 'update') changes.updated++;
    else if (r.action === 'unchanged') changes.unchanged++;
    else if (r.action === 'remove') changes.removed++;
  }
  return { rows, counts, changes };
}

/** The stored columns of a row's mark (`markToUnits` already applied by the reader). */
export function markColumns(row: StoredRowData, event: { measurement: string }) {
  const mark = row.mark!;
  const units = mark.units ?? markToUnits(mark.value, event.measurement as MarkKind);
  return {
    markUnits: units,
    handTimed: mark.handTimed,
    sortKey: rankingSortKey(units, event.measurement as MarkKind, mark.handTimed),
    windTenths: row.wind === null ? null : windTenths(row.wind),
  };
}
