import { eq } from 'drizzle-orm';
import { eventByCode, markToUnits, parseMark, windTenths, type RecordInput, type RecordSetInput } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { recordSets, records } from '../db/schema';
import { eventIdOf } from '../statistics/statistics.fixtures';

/** Test support of the record areas (no shipped code uses it). */

export const setsBase = '/api/records/sets';
export const recordsBase = '/api/records';
export const publicRecordsPath = '/api/public/records';

/** A complete set of the payload the form sends (men's outdoor national records); `over` replaces fields. */
export function recordSetPayload(over: Partial<RecordSetInput> = {}): RecordSetInput {
  return {
    name: 'Deutsche Rekorde Männer',
    code: 'DRM',
    nationalClassShort: 'M',
    startAge: 0,
    endAge: 0,
    gender: 0,
    recordType: 1,
    recordValidity: 4,
    validityQualifier: null,
    validityOrganizationId: null,
    isMultiRecord: false,
    eventEnvironment: 1,
    ...over,
  };
}

/** A complete record of the payload the form sends (a 100 m); `over` replaces fields. */
export function recordPayload(over: Partial<RecordInput> = {}): RecordInput {
  return {
    athleteFirstname: 'Julian',
    athleteLastname: 'Reus',
    athleteIocCode: 'GER',
    gender: 0,
    yearOfBirth: 1988,
    nationalAthleteCode: null,
    worldAthleteNumber: null,
    eventCode: '100',
    recordCountry: 'GER',
    recordTown: 'Erfurt',
    recordStatus: 1,
    heightWeight: null,
    windSpeed: '+0,9',
    date: '2016-07-29',
    formatedValue: '10,01',
    ...over,
  };
}

/** A set written directly. */
export async function insertStoredRecordSet(
  db: DbOrTx,
  s: {
    masterId: number;
    name: string;
    code?: string;
    classCode?: string;
    gender?: number;
    startAge?: number;
    endAge?: number;
    eventEnvironment?: number;
    recordValidity?: number;
    validityQualifier?: string | null;
    validityOrganizationId?: number | null;
  },
): Promise<number> {
  const [row] = await db
    .insert(recordSets)
    .values({
      masterId: s.masterId,
      name: s.name,
      code: s.code ?? 'TST',
      classCode: s.classCode ?? 'M',
      startAge: s.startAge ?? 0,
      endAge: s.endAge ?? 0,
      gender: s.gender ?? 0,
      recordType: 1,
      recordValidity: s.recordValidity ?? 8,
      validityQualifier: s.validityQualifier === undefined ? 'Eintracht Frankfurt e.V.' : s.validityQualifier,
      validityOrganizationId: s.validityOrganizationId ?? null,
      eventEnvironment: s.eventEnvironment ?? 1,
    })
    .returning({ id: recordSets.id });
  return row.id;
}

/** A record written directly, its mark typed as users type it (`10,52`, `10,5*`); wind in m/s. */
export async function insertStoredRecord(
  db: DbOrTx,
  r: { setId: number; eventCode: string; mark: string; wind?: number | null; lastName?: string; firstName?: string; town?: string; date?: string; status?: number; heightWeight?: number | null; performanceId?: number | null },
): Promise<number> {
  const event = eventByCode(r.eventCode)!;
  const mark = parseMark(r.mark, event.measurement)!;
  const [row] = await db
    .insert(records)
    .values({
      recordSetId: r.setId,
      athleteFirstname: r.firstName ?? 'Test',
      athleteLastname: r.lastName ?? 'Rekordhalter',
      athleteIocCode: 'GER',
      gender: 0,
      yearOfBirth: 1990,
      eventId: await eventIdOf(db, r.eventCode),
      recordCountry: 'GER',
      recordTown: r.town ?? 'Berlin',
      recordStatus: r.status ?? 1,
      heightWeight: r.heightWeight ?? event.heightWeight,
      windTenths: r.wind === undefined || r.wind === null ? null : windTenths(r.wind),
      recordDate: r.date ?? '2020-06-01',
      markUnits: markToUnits(mark.value, event.measurement),
      handTimed: mark.handTimed,
      performanceId: r.performanceId ?? null,
    })
    .returning({ id: records.id });
  return row.id;
}

export async function storedRecordSet(db: DbOrTx, id: number) {
  const [row] = await db.select().from(recordSets).where(eq(recordSets.id, id));
  return row;
}

export async function storedRecord(db: DbOrTx, id: number) {
  const [row] = await db.select().from(records).where(eq(records.id, id));
  return row;
}

export async function storedRecordsOfSet(db: DbOrTx, setId: number) {
  return db.select().from(records).where(eq(records.recordSetId, setId));
}

export const relsOf = (item: { links: { rel: string }[] }) => item.links.map((l) => l.rel).sort();
