import { eq } from 'drizzle-orm';
import type { ManualBestlistInput, ManualPerformanceInput } from '@portal/domain';
import type { TestApp } from '../test/harness';
import { events, manualBestlists, manualPerformances } from '../db/schema';

/** Test support of the manual best lists (no shipped code uses it). */

export const base = '/api/manual-bestlists';
export const publicBase = '/api/public/manual-bestlists';

/** An outdoor all-time list of the women's class; `over` replaces fields. */
export function listPayload(over: Partial<ManualBestlistInput> = {}): ManualBestlistInput {
  return { name: 'Ewige Bestenliste Frauen', code: 'EWF', nationalClassShort: 'W', startAge: 20, endAge: 0, gender: 1, year: null, eventEnvironment: 1, ...over };
}

/** A complete 100 m mark as the form sends it; `over` replaces fields. */
export function performancePayload(over: Partial<ManualPerformanceInput> = {}): ManualPerformanceInput {
  return {
    athleteFirstname: 'Marlies',
    athleteLastname: 'Göhr',
    athleteIocCode: 'GDR',
    gender: 1,
    yearOfBirth: 1958,
    nationalAthleteCode: null,
    organizationName: 'SC Motor Jena',
    eventCode: '100',
    performanceCountry: 'GDR',
    performanceTown: 'Berlin',
    performanceLocation: 'Friedrich-Ludwig-Jahn-Sportpark',
    details: null,
    dayOfBirth: 21,
    monthOfBirth: 3,
    isRecord: false,
    handtime: false,
    performanceStatus: 1,
    date: '1983-06-08',
    formatedValue: '10,81',
    windSpeed: '+1,7',
    heightWeight: null,
    ...over,
  };
}

/** A list of the federation `masterId`, written directly. */
export async function insertStoredList(t: TestApp, masterId: number, over: Partial<typeof manualBestlists.$inferInsert> = {}): Promise<number> {
  const [row] = await t.database.db
    .insert(manualBestlists)
    .values({ masterId, name: 'Gespeicherte Liste', code: 'GL', classCode: 'W', startAge: 20, endAge: 0, gender: 1, year: null, eventEnvironment: 1, ...over })
    .returning({ id: manualBestlists.id });
  return row.id;
}

export async function storedList(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(manualBestlists).where(eq(manualBestlists.id, id));
  return row;
}

export async function storedPerformance(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(manualPerformances).where(eq(manualPerformances.id, id));
  return row;
}

/** Every row of both tables, to show that a refused call changed nothing. */
export async function manualSnapshot(t: TestApp) {
  const db = t.database.db;
  return { lists: await db.select().from(manualBestlists).orderBy(manualBestlists.id), performances: await db.select().from(manualPerformances).orderBy(manualPerformances.id) };
}

export const relsOf = (item: { links: { rel: string }[] }) => item.links.map((l) => l.rel).sort();

/** A 100 m mark of the list, written directly (as the form would store 11.00 s). */
export async function insertStoredPerformance(t: TestApp, listId: number, athleteLastname = 'Gespeichert'): Promise<number> {
  const [event] = await t.database.db.select({ id: events.id }).from(events).where(eq(events.code, '100'));
  const [row] = await t.database.db
    .insert(manualPerformances)
    .values({
      manualBestlistId: listId,
      athleteLastname,
      athleteIocCode: 'GER',
      gender: 1,
      yearOfBirth: 1990,
      organizationName: 'LG Probe',
      eventId: event.id,
      performanceCountry: 'GER',
      performanceTown: 'Kassel',
      performanceStatus: 1,
      performanceDate: '2010-06-12',
      markUnits: 1100,
      handTimed: false,
      sortKey: 2200,
    })
    .returning({ id: manualPerformances.id });
  return row.id;
}
