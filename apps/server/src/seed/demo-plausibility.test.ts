import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  dayOf,
  eventByCode,
  formatMark,
  isFutureDay,
  isWindReadingPlausible,
  markRulesOf,
  parseEventMark,
  parseListedMark,
  recordCandidateScope,
  recordWindApplies,
  recordWindProblem,
  relayMemberProblem,
  unitsToMark,
  type MarkKind,
  type RecordCandidate,
  type Sex,
} from '@portal/domain';
import { createTestApp, type TestApp } from '../test/harness';
import { loginAll } from '../test/fixtures';
import {
  ageClasses,
  athletes,
  events,
  manualBestlists,
  manualPerformances,
  organizations,
  performanceRelayMembers,
  performanceSubResults,
  performances,
  recordSets,
  records,
} from '../db/schema';
import { seedDemoManualBestlists } from '../manual-bestlists/manual-bestlists.seed';
import { seedDemoRecords } from '../records/records.seed';
import { seedDemoStatistics } from '../statistics-performances/statistics-performances.seed';

/**
 * The demo data run through the domain's own rules of a mark (decision 030): what the seed writes
 * directly must be what the forms and the API would have taken.
 */
let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
const today = dayOf(new Date());

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  await seedDemoStatistics(t.database.db);
  await seedDemoRecords(t.database.db);
  await seedDemoManualBestlists(t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;

async function eventsById() {
  const rows = await db().select().from(events);
  return new Map(rows.map((e) => [e.id, { ...e, kind: e.measurement as MarkKind, rules: markRulesOf({ code: e.code, measurement: e.measurement as MarkKind, handTimeAllowed: e.handTimeAllowed }) }]));
}

/** The stored mark as lists print it, read again by the rule a form's text is read by. */
function reread(units: number, handTimed: boolean, event: { kind: MarkKind; code: string; rules: ReturnType<typeof markRulesOf> }, listed = true) {
  const text = formatMark(unitsToMark(units, event.kind), event.kind, { handTimed, precision: eventByCode(event.code)?.timePrecision ?? undefined });
  return (listed ? parseListedMark : parseEventMark)(text === '0.0' ? '0' : text, event.rules);
}

describe('the demo data holds no mark that cannot be true', () => {
  it('statistics performances: marks in their event\'s range, readings a gauge shows, no day after today', async () => {
    const byId = await eventsById();
    const rows = await db().select().from(performances);
    expect(rows.length).toBeGreaterThan(1000);
    for (const p of rows) {
      const event = byId.get(p.eventId)!;
      expect(reread(p.markUnits, p.handTimed, event).ok, `performance ${p.id}: ${event.code} ${p.markUnits}`).toBe(true);
      if (p.windTenths !== null) expect(isWindReadingPlausible(p.windTenths / 10), `performance ${p.id}`).toBe(true);
      expect(isFutureDay(p.performanceDate, today), `performance ${p.id} on ${p.performanceDate}`).toBe(false);
    }
    for (const sub of await db().select().from(performanceSubResults)) {
      const event = byId.get(sub.eventId)!;
      expect(reread(sub.markUnits, sub.handTimed, event, false).ok, `sub-result of ${sub.performanceId}`).toBe(true);
      if (sub.windTenths !== null) expect(isWindReadingPlausible(sub.windTenths / 10)).toBe(true);
    }
  });

  it('relays: every member of the relay\'s club (or below it) and of its class\'s sex', async () => {
    const members = await db()
      .select({
        performanceId: performanceRelayMembers.performanceId,
        clubId: performances.organizationId,
        eventCode: events.code,
        sex: ageClasses.sex,
        gender: athletes.gender,
        clubPath: organizations.path,
      })
      .from(performanceRelayMembers)
      .innerJoin(performances, eq(performances.id, performanceRelayMembers.performanceId))
      .innerJoin(events, eq(events.id, performances.eventId))
      .innerJoin(ageClasses, eq(ageClasses.id, performances.classId))
      .innerJoin(athletes, eq(athletes.id, performanceRelayMembers.athleteId))
      .innerJoin(organizations, eq(organizations.id, athletes.organizationId));
    expect(members.length).toBeGreaterThan(20);
    for (const m of members) {
      const team = { clubId: m.clubId, sex: m.sex as Sex, mixed: eventByCode(m.eventCode)?.mixed ?? false };
      expect(relayMemberProblem({ gender: m.gender, clubPath: m.clubPath }, team), `relay ${m.performanceId}`).toBeNull();
    }
  });

  it('records: marks in range, no wind-assisted or impossible reading, no day after today', async () => {
    const byId = await eventsById();
    const rows = await db().select({ record: records, set: recordSets }).from(records).innerJoin(recordSets, eq(recordSets.id, records.recordSetId));
    expect(rows.length).toBeGreaterThan(20);
    for (const { record, set } of rows) {
      const event = byId.get(record.eventId)!;
      const wind = record.windTenths === null ? null : record.windTenths / 10;
      expect(reread(record.markUnits, record.handTimed, event).ok, `record ${record.id}`).toBe(true);
      if (wind !== null) expect(isWindReadingPlausible(wind)).toBe(true);
      expect(recordWindProblem(recordWindApplies(event, set.eventEnvironment), wind), `record ${record.id}`).toBeNull();
      expect(isFutureDay(record.recordDate, today), `record ${record.id}`).toBe(false);
    }
  });

  it('manual lists: marks in range, readings a gauge shows, no day after today', async () => {
    const byId = await eventsById();
    const rows = await db().select({ mark: manualPerformances }).from(manualPerformances).innerJoin(manualBestlists, eq(manualBestlists.id, manualPerformances.manualBestlistId));
    expect(rows.length).toBeGreaterThan(5);
    for (const { mark } of rows) {
      const event = byId.get(mark.eventId)!;
      expect(reread(mark.markUnits, mark.handTimed, event).ok, `manual mark ${mark.id}`).toBe(true);
      if (mark.windTenths !== null) expect(isWindReadingPlausible(mark.windTenths / 10)).toBe(true);
      expect(isFutureDay(mark.performanceDate, today)).toBe(false);
    }
  });

  it('record candidates of every demo set come from within its validity', async () => {
    const sets = await db().select().from(recordSets);
    const clubs = new Map((await db().select({ id: organizations.id, name: organizations.name }).from(organizations)).map((o) => [o.id, o.name]));
    let seen = 0;
    for (const set of sets) {
      const r = await t.as(s.records.token, { method: 'GET', url: `/api/records/sets/${set.id}/candidates` });
      expect(r.statusCode, r.body).toBe(200);
      const candidates = r.json() as RecordCandidate[];
      seen += candidates.length;
      const scope = recordCandidateScope(set.recordValidity);
      for (const c of candidates) {
        if (scope.by === 'nation') expect(c.nation, `${set.code}: ${c.athleteLastname}`).toBe('GER');
        if (scope.by === 'namedOrganization') expect(c.organizationName, `${set.code}: ${c.athleteLastname}`).toBe(set.validityQualifier);
        expect([...clubs.values()]).toContain(c.organizationName);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
