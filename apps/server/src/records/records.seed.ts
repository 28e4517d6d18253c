import { and, eq } from 'drizzle-orm';
import { eventByCode, markToUnits, parseListedMark, RecordStatus, RecordType, RecordValidity, windTenths } from '@portal/domain';
import type { Db } from '../db/client';
import { events, organizations, recordSets, records, users } from '../db/schema';

export const DEMO_RECORD_SET_MEN = 'Deutsche Rekorde Männer';

interface DemoRecord {
  event: string;
  mark: string;
  wind?: number;
  first: string;
  last: string;
  born: number;
  town: string;
  country: string;
  date: string;
}

interface DemoSet {
  name: string;
  code: string;
  classCode: 'M' | 'W';
  environment: 0 | 1;
  validity: number;
  /** Free text (club sets); national sets name the federation. */
  qualifier?: string;
  records: DemoRecord[];
}

/**
 * German national records as the federation publishes them (outdoor and indoor, a few events per
 * sex; only marks, holders, places and days that are on the record), and a club's record set whose
 * athletes are made up like the rest of the demo's people.
 */
const demoSets: DemoSet[] = [
  {
    name: DEMO_RECORD_SET_MEN,
    code: 'DRM',
    classCode: 'M',
    environment: 1,
    validity: RecordValidity.national,
    records: [
      { event: '400', mark: '44,33', first: 'Thomas', last: 'Schönlebe', born: 1965, town: 'Rom', country: 'ITA', date: '1987-09-03' },
      { event: '800', mark: '1:43,65', first: 'Willi', last: 'Wülbeck', born: 1954, town: 'Helsinki', country: 'FIN', date: '1983-08-09' },
      { event: 'LJ', mark: '8,54', first: 'Lutz', last: 'Dombrowski', born: 1959, town: 'Moskau', country: 'URS', date: '1980-07-28' },
      { event: 'SP7260', mark: '23,06', first: 'Ulf', last: 'Timmermann', born: 1962, town: 'Chania', country: 'GRE', date: '1988-05-22' },
      { event: 'DT2000', mark: '74,08', first: 'Jürgen', last: 'Schult', born: 1960, town: 'Neubrandenburg', country: 'GER', date: '1986-06-06' },
      { event: 'JT800', mark: '97,76', first: 'Johannes', last: 'Vetter', born: 1993, town: 'Chorzów', country: 'POL', date: '2020-09-06' },
      { event: 'DEC', mark: '8832', first: 'Jürgen', last: 'Hingsen', born: 1958, town: 'Mannheim', country: 'GER', date: '1984-06-09' },
    ],
  },
  {
    name: 'Deutsche Rekorde Frauen',
    code: 'DRW',
    classCode: 'W',
    environment: 1,
    validity: RecordValidity.national,
    records: [
      { event: '100', mark: '10,81', wind: 1.7, first: 'Marlies', last: 'Göhr', born: 1958, town: 'Berlin', country: 'GER', date: '1983-06-08' },
      { event: '400', mark: '47,60', first: 'Marita', last: 'Koch', born: 1957, town: 'Canberra', country: 'AUS', date: '1985-10-06' },
      { event: 'HJ', mark: '2,05', first: 'Heike', last: 'Henkel', born: 1964, town: 'Tokio', country: 'JPN', date: '1991-08-31' },
      { event: 'LJ', mark: '7,48', first: 'Heike', last: 'Drechsler', born: 1964, town: 'Neubrandenburg', country: 'GER', date: '1988-07-09' },
      { event: 'SP4000', mark: '22,45', first: 'Ilona', last: 'Slupianek', born: 1956, town: 'Potsdam', country: 'GER', date: '1980-05-11' },
      { event: 'DT1000', mark: '76,80', first: 'Gabriele', last: 'Reinsch', born: 1963, town: 'Neubrandenburg', country: 'GER', date: '1988-07-09' },
    ],
  },
  {
    name: 'Deutsche Hallenrekorde Männer',
    code: 'DRMH',
    classCode: 'M',
    environment: 0,
    validity: RecordValidity.national,
    records: [
      { event: '400', mark: '45,05', first: 'Thomas', last: 'Schönlebe', born: 1965, town: 'Sindelfingen', country: 'GER', date: '1988-02-05' },
      { event: 'HJ', mark: '2,42', first: 'Carlo', last: 'Thränhardt', born: 1957, town: 'Berlin', country: 'GER', date: '1988-02-26' },
      { event: 'PV', mark: '6,00', first: 'Danny', last: 'Ecker', born: 1977, town: 'Dortmund', country: 'GER', date: '2001-02-11' },
      { event: 'LJ', mark: '8,71', first: 'Sebastian', last: 'Bayer', born: 1986, town: 'Turin', country: 'ITA', date: '2009-03-08' },
    ],
  },
  {
    name: 'Deutsche Hallenrekorde Frauen',
    code: 'DRWH',
    classCode: 'W',
    environment: 0,
    validity: RecordValidity.national,
    records: [
      { event: '60', mark: '7,04', first: 'Marita', last: 'Koch', born: 1957, town: 'Senftenberg', country: 'GER', date: '1985-02-16' },
      { event: 'HJ', mark: '2,07', first: 'Heike', last: 'Henkel', born: 1964, town: 'Karlsruhe', country: 'GER', date: '1992-02-08' },
      { event: 'LJ', mark: '7,37', first: 'Heike', last: 'Drechsler', born: 1964, town: 'Wien', country: 'AUT', date: '1988-02-13' },
    ],
  },
  {
    name: 'Vereinsrekorde Männer',
    code: 'EFM',
    classCode: 'M',
    environment: 1,
    validity: RecordValidity.club,
    qualifier: 'Eintracht Frankfurt e.V.',
    records: [
      { event: '100', mark: '10,38', wind: 1.1, first: 'Jonas', last: 'Mainufer', born: 1997, town: 'Frankfurt am Main', country: 'GER', date: '2019-07-14' },
      { event: '1500', mark: '3:41,27', first: 'Lukas', last: 'Römer', born: 1999, town: 'Pfungstadt', country: 'GER', date: '2021-06-05' },
      { event: 'LJ', mark: '7,62', wind: 0.8, first: 'Felix', last: 'Westend', born: 1996, town: 'Mannheim', country: 'GER', date: '2018-06-23' },
      { event: 'SP7260', mark: '17,45', first: 'Tim', last: 'Nidda', born: 1995, town: 'Frankfurt am Main', country: 'GER', date: '2022-05-21' },
    ],
  },
];

/** A demo record's stored mark; a typing slip in the table above fails the seed instead of storing a wrong mark. */
function markOf(r: DemoRecord) {
  const event = eventByCode(r.event);
  if (!event) throw new Error(`Demo records: no event ${r.event}`);
  const parsed = parseListedMark(r.mark, event);
  if (!parsed.ok) throw new Error(`Demo records: ${r.mark} is no mark of ${r.event}`);
  return { units: markToUnits(parsed.value, event.measurement), handTimed: parsed.handTimed, heightWeight: event.heightWeight };
}

/** The demo record sets of the German federation; only once, and only into a database with its demo accounts. */
export async function seedDemoRecords(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [dlv] = await tx.select({ id: organizations.id }).from(organizations).where(and(eq(organizations.type, 'master'), eq(organizations.externalId, 'DLV')));
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'records@demo.test'));
    if (!dlv || !admin) return false;
    const existing = await tx.select({ id: recordSets.id }).from(recordSets).where(and(eq(recordSets.masterId, dlv.id), eq(recordSets.name, DEMO_RECORD_SET_MEN)));
    if (existing.length > 0) return false;
    const eventIds = new Map((await tx.select({ code: events.code, id: events.id }).from(events)).map((e) => [e.code, e.id]));
    for (const s of demoSets) {
      const [set] = await tx
        .insert(recordSets)
        .values({
          masterId: dlv.id,
          name: s.name,
          code: s.code,
          classCode: s.classCode,
          startAge: 0,
          endAge: 0,
          gender: s.classCode === 'W' ? 1 : 0,
          recordType: RecordType.record,
          recordValidity: s.validity,
          validityQualifier: s.qualifier ?? null,
          validityOrganizationId: s.validity === RecordValidity.national ? dlv.id : null,
          isMultiRecord: false,
          eventEnvironment: s.environment,
        })
        .returning({ id: recordSets.id });
      await tx.insert(records).values(
        s.records.map((r) => {
          const mark = markOf(r);
          const eventId = eventIds.get(r.event);
          if (eventId === undefined) throw new Error(`Demo records: event ${r.event} is not seeded`);
          return {
            recordSetId: set.id,
            athleteFirstname: r.first,
            athleteLastname: r.last,
            athleteIocCode: 'GER',
            gender: s.classCode === 'W' ? 1 : 0,
            yearOfBirth: r.born,
            eventId,
            recordCountry: r.country,
            recordTown: r.town,
            recordStatus: RecordStatus.official,
            heightWeight: mark.heightWeight,
            windTenths: r.wind === undefined || s.environment === 0 ? null : windTenths(r.wind),
            recordDate: r.date,
            markUnits: mark.units,
            handTimed: mark.handTimed,
            creatorUserId: admin.id,
            lastEditorUserId: admin.id,
          };
        }),
      );
    }
    return true;
  });
}
