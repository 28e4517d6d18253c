import { and, eq } from 'drizzle-orm';
import { dayOf, manualBestlistInputSchema, manualPerformanceInputSchema, type ManualBestlistInput, type ManualPerformanceInput } from '@portal/domain';
import type { Db } from '../db/client';
import { manualBestlists, manualPerformances, organizations, users } from '../db/schema';
import { resolveManualPerformance } from './manual-performances.validation';

export const DEMO_ALL_TIME_LIST = 'Ewige Bestenliste Frauen';
export const DEMO_HISTORICAL_LIST = 'Bestenliste 1960 Männer';

type Mark = Omit<ManualPerformanceInput, 'performanceStatus'> & { performanceStatus?: number };

/**
 * Real, well documented marks only (world records and Olympic results of their time); what is not
 * certain (days of birth, some venues, wind readings) is left empty rather than invented.
 */
const lists: { list: ManualBestlistInput; marks: Mark[] }[] = [
  {
    list: { name: DEMO_ALL_TIME_LIST, code: 'EBLF', nationalClassShort: 'W', startAge: 20, endAge: 0, gender: 1, year: null, eventEnvironment: 1 },
    marks: [
      {
        athleteFirstname: 'Marlies',
        athleteLastname: 'Göhr',
        athleteIocCode: 'GDR',
        gender: 1,
        yearOfBirth: 1958,
        organizationName: 'SC Motor Jena',
        eventCode: '100',
        performanceCountry: 'GDR',
        performanceTown: 'Berlin',
        date: '1983-06-08',
        formatedValue: '10,81',
        windSpeed: '+1,7',
        isRecord: true,
        details: 'Weltrekord',
      },
      {
        athleteFirstname: 'Marita',
        athleteLastname: 'Koch',
        athleteIocCode: 'GDR',
        gender: 1,
        yearOfBirth: 1957,
        organizationName: 'SC Empor Rostock',
        eventCode: '400',
        performanceCountry: 'AUS',
        performanceTown: 'Canberra',
        performanceLocation: 'Bruce Stadium',
        date: '1985-10-06',
        formatedValue: '47,60',
        isRecord: true,
        details: 'Weltrekord, Weltcup',
      },
      {
        athleteFirstname: 'Rosemarie',
        athleteLastname: 'Ackermann',
        athleteIocCode: 'GDR',
        gender: 1,
        yearOfBirth: 1952,
        organizationName: 'SC Cottbus',
        eventCode: 'HJ',
        performanceCountry: 'FRG',
        performanceTown: 'Berlin',
        performanceLocation: 'Olympiastadion',
        date: '1977-08-26',
        formatedValue: '2,00',
        isRecord: true,
        details: 'Weltrekord, ISTAF',
      },
      {
        athleteFirstname: 'Heike',
        athleteLastname: 'Drechsler',
        athleteIocCode: 'GDR',
        gender: 1,
        yearOfBirth: 1964,
        organizationName: 'SC Motor Jena',
        eventCode: 'LJ',
        performanceCountry: 'GDR',
        performanceTown: 'Neubrandenburg',
        date: '1988-07-09',
        formatedValue: '7,48',
      },
      {
        athleteFirstname: 'Ilona',
        athleteLastname: 'Slupianek',
        athleteIocCode: 'GDR',
        gender: 1,
        yearOfBirth: 1956,
        organizationName: 'SC Dynamo Berlin',
        eventCode: 'SP4000',
        performanceCountry: 'GDR',
        performanceTown: 'Potsdam',
        date: '1980-05-11',
        formatedValue: '22,45',
        heightWeight: 4,
        isRecord: true,
        details: 'Weltrekord',
      },
    ],
  },
  {
    list: { name: DEMO_HISTORICAL_LIST, code: 'BL60M', nationalClassShort: 'M', startAge: 20, endAge: 0, gender: 0, year: 1960, eventEnvironment: 1 },
    marks: [
      {
        athleteFirstname: 'Armin',
        athleteLastname: 'Hary',
        athleteIocCode: 'FRG',
        gender: 0,
        yearOfBirth: 1937,
        organizationName: 'FSV Frankfurt',
        eventCode: '100',
        performanceCountry: 'SUI',
        performanceTown: 'Zürich',
        performanceLocation: 'Letzigrund',
        date: '1960-06-21',
        formatedValue: '10,0',
        handtime: true,
        isRecord: true,
        details: 'Weltrekord (handgestoppt)',
      },
      {
        athleteFirstname: 'Armin',
        athleteLastname: 'Hary',
        athleteIocCode: 'FRG',
        gender: 0,
        yearOfBirth: 1937,
        organizationName: 'FSV Frankfurt',
        eventCode: '100',
        performanceCountry: 'ITA',
        performanceTown: 'Rom',
        performanceLocation: 'Stadio Olimpico',
        date: '1960-09-01',
        formatedValue: '10,2',
        handtime: true,
        details: 'Olympiasieg',
      },
      {
        athleteFirstname: 'Carl',
        athleteLastname: 'Kaufmann',
        athleteIocCode: 'FRG',
        gender: 0,
        yearOfBirth: 1936,
        organizationName: 'Karlsruher SC',
        eventCode: '400',
        performanceCountry: 'ITA',
        performanceTown: 'Rom',
        performanceLocation: 'Stadio Olimpico',
        date: '1960-09-06',
        formatedValue: '44,9',
        handtime: true,
        details: 'Olympisches Finale, Silber',
      },
    ],
  },
];

/**
 * Two manual lists of the German federation for the portal's demo: an all-time list of women's
 * marks (with a wind reading) and a historical men's list of 1960 with hand-timed marks. The marks
 * go through the same checks as the form's. Only once: a federation that has the lists keeps them.
 */
export async function seedDemoManualBestlists(db: Db, options: { now?: Date } = {}): Promise<boolean> {
  const today = dayOf(options.now ?? new Date());
  return db.transaction(async (tx) => {
    const [dlv] = await tx.select({ id: organizations.id }).from(organizations).where(and(eq(organizations.type, 'master'), eq(organizations.externalId, 'DLV')));
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'manual@demo.test'));
    if (!dlv) return false;
    const existing = await tx.select({ id: manualBestlists.id }).from(manualBestlists).where(and(eq(manualBestlists.masterId, dlv.id), eq(manualBestlists.name, DEMO_ALL_TIME_LIST)));
    if (existing.length > 0) return false;
    for (const { list, marks } of lists) {
      const values = manualBestlistInputSchema.parse(list);
      const [row] = await tx
        .insert(manualBestlists)
        .values({
          masterId: dlv.id,
          name: values.name,
          code: values.code,
          classCode: values.nationalClassShort,
          startAge: values.startAge,
          endAge: values.endAge,
          gender: values.gender,
          year: values.year,
          eventEnvironment: values.eventEnvironment,
        })
        .returning();
      for (const mark of marks) {
        const columns = await resolveManualPerformance(tx, row, manualPerformanceInputSchema.parse({ performanceStatus: 1, ...mark }), { today, culture: 'de' });
        await tx.insert(manualPerformances).values({ ...columns, manualBestlistId: row.id, creatorUserId: admin?.id ?? null, lastEditorUserId: admin?.id ?? null });
      }
    }
    return true;
  });
}
