import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  ageClassesFor,
  CheckingStatus,
  combinedEventPoints,
  environmentForDate,
  eventByCode,
  performanceSeasonYear,
  rankingSortKey,
  standardDefinitions,
  type MarkKind,
  type Sex,
} from '@portal/domain';
import { createTestApp, type TestApp } from '../test/harness';
import {
  ageClasses,
  athletes,
  bestListDefinitions,
  bestLists,
  checkings,
  events,
  organizations,
  perfCompetitions,
  performanceRelayMembers,
  performanceSubResults,
  performances,
  users,
} from '../db/schema';
import { rankPerformances } from '../statistics/ranking/ranking.query';
import { DEMO_BEST_LIST, DEMO_REGIONAL_BEST_LIST, seedDemoStatistics } from './statistics-performances.seed';

const year = new Date().getUTCFullYear();
const seasons = [year - 2, year - 1, year];
/** The seed's day: the autumn of this year, when every meeting of the season has been held, whenever the tests run. */
const now = new Date(Date.UTC(year, 9, 1, 12));

let t: TestApp;
let seeded: boolean;
beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedDemoStatistics(t.database.db, { now });
});
afterAll(() => t.close());

const db = () => t.database.db;

async function counts() {
  const result = await db().execute<Record<string, string | number>>(sql`select
    (select count(*) from athletes) as athletes, (select count(*) from performances) as performances,
    (select count(*) from perf_competitions) as competitions, (select count(*) from performance_relay_members) as members,
    (select count(*) from performance_sub_results) as subs, (select count(*) from best_lists) as lists,
    (select count(*) from best_list_definitions) as definitions, (select count(*) from checkings) as checkings`);
  return Object.fromEntries(Object.entries(result.rows[0]).map(([k, v]) => [k, Number(v)]));
}

async function everything() {
  const eventRows = await db().select({ id: events.id, code: events.code, measurement: events.measurement }).from(events);
  const classRows = await db().select({ id: ageClasses.id, code: ageClasses.code }).from(ageClasses);
  return {
    event: new Map(eventRows.map((e) => [e.id, { code: e.code, kind: e.measurement as MarkKind }])),
    classCode: new Map(classRows.map((c) => [c.id, c.code])),
    performances: await db().select().from(performances),
    athletes: new Map((await db().select().from(athletes)).map((a) => [a.id, a])),
    competitions: new Map((await db().select().from(perfCompetitions)).map((c) => [c.id, c])),
    subs: await db().select().from(performanceSubResults),
    members: await db().select().from(performanceRelayMembers),
  };
}

describe('demo statistics', () => {
  it('gives the German federation athletes, competitions and a few thousand performances over three seasons', async () => {
    expect(seeded).toBe(true);
    const n = await counts();
    expect(n.athletes).toBeGreaterThanOrEqual(250);
    expect(n.athletes).toBeLessThanOrEqual(350);
    expect(n.performances).toBeGreaterThanOrEqual(2500);
    expect(n.performances).toBeLessThanOrEqual(3600);
    expect(n.competitions).toBeGreaterThanOrEqual(25);
    expect(n.competitions).toBeLessThanOrEqual(35);

    const data = await everything();
    const all = [...data.athletes.values()];
    expect(new Set(all.map((a) => a.gender))).toEqual(new Set([0, 1]));
    const ages = all.map((a) => year - a.yearOfBirth);
    expect(Math.min(...ages)).toBeLessThanOrEqual(15);
    expect(Math.max(...ages)).toBeGreaterThanOrEqual(40);
    expect(new Set(all.map((a) => a.nation)).size).toBeGreaterThanOrEqual(4);
    const clubs = await db()
      .select({ id: organizations.id, path: organizations.path, type: organizations.type })
      .from(organizations)
      .where(sql`${organizations.id} in (select organization_id from athletes)`);
    const stateAssociations = await db().select({ id: organizations.id, stateCode: organizations.stateCode }).from(organizations).where(eq(organizations.type, 'Region'));
    const statesOfClubs = new Set(clubs.map((c) => stateAssociations.find((s) => c.path.includes(s.id))?.stateCode));
    expect(statesOfClubs).toEqual(new Set(['HE', 'BY']));

    const bySeason = (season: number, environment: number) => data.performances.filter((p) => p.seasonYear === season && p.environment === environment).length;
    for (const season of seasons) {
      expect(bySeason(season, 1)).toBeGreaterThan(400);
      expect(bySeason(season, 0)).toBeGreaterThan(100);
    }
    const competitions = [...data.competitions.values()];
    expect(competitions.filter((c) => c.importSource === 'ladv').length).toBeGreaterThanOrEqual(2);
    expect(competitions.filter((c) => c.importSource === 'ladv').length).toBeLessThanOrEqual(3);
    // Indoor meetings in November or December open the next year's season.
    const december = data.performances.filter((p) => p.environment === 0 && Number(p.performanceDate.slice(5, 7)) >= 11);
    expect(december.length).toBeGreaterThan(0);
    for (const p of december) expect(p.seasonYear).toBe(Number(p.performanceDate.slice(0, 4)) + 1);
  });

  it('writes every performance as the server does: units, sort key, season, wind, competitor and class', async () => {
    const data = await everything();
    const [statistician] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'statistician@demo.test'));
    const kinds = { hand: 0, wind: 0, noWind: 0, open: 0, own: 0, foul: 0 };
    for (const p of data.performances) {
      const event = data.event.get(p.eventId)!;
      const definition = eventByCode(event.code)!;
      const competition = data.competitions.get(p.competitionId)!;
      expect(p.sortKey, `performance ${p.id}`).toBe(rankingSortKey(p.markUnits, event.kind, p.handTimed));
      expect(p.seasonYear).toBe(performanceSeasonYear(p.performanceDate, p.environment));
      expect(p.environment).toBe(environmentForDate(competition.dateFrom));
      expect(p.performanceDate >= competition.dateFrom && p.performanceDate <= competition.dateTo).toBe(true);
      expect(p.masterId).toBe(competition.masterId);
      expect([p.creatorUserId, p.creatorOrganizationId]).toEqual([statistician.id, competition.ownerId]);
      if (p.handTimed) {
        kinds.hand++;
        expect(event.kind).toBe('time');
        expect(p.markUnits % 10).toBe(0);
      }
      if (p.windTenths !== null) {
        kinds.wind++;
        expect(definition.windRequired && p.environment === 1).toBe(true);
      } else if (definition.windRequired && p.environment === 1 && !definition.subEvents.length) kinds.noWind++;
      if (p.sortKey === null) kinds.foul++;
      expect(p.performanceDate <= now.toISOString().slice(0, 10), `performance ${p.id} after the seed's day`).toBe(true);
      if (definition.relayMembers > 0) {
        expect(p.athleteId).toBeNull();
        expect(p.competitorKey).toBe(-p.organizationId);
        expect([p.yearOfBirth, p.nation]).toEqual([null, null]);
        const members = data.members.filter((m) => m.performanceId === p.id);
        // Positions count from 0 in running order, as the performance form saves them.
        expect(members.map((m) => m.position).sort()).toEqual([0, 1, 2, 3]);
        for (const m of members) expect(data.athletes.get(m.athleteId)!.organizationId).toBe(p.organizationId);
        continue;
      }
      const athlete = data.athletes.get(p.athleteId!)!;
      expect([p.competitorKey, p.yearOfBirth, p.nation, p.organizationId]).toEqual([athlete.id, athlete.yearOfBirth, athlete.nation, athlete.organizationId]);
      const sex: Sex = athlete.gender === 0 ? 'M' : 'W';
      const eligible = ageClassesFor(sex, athlete.yearOfBirth, p.seasonYear);
      const classCode = data.classCode.get(p.classId)!;
      // The athlete's own class, or the open class they may also rank in.
      expect([eligible[0], eligible[eligible.length - 1]]).toContain(classCode);
      if (classCode === eligible[0]) kinds.own++;
      else kinds.open++;
      if (definition.sex) expect(definition.sex).toBe(sex);
      expect(p.heightWeight).toBe(definition.heightWeight);
    }
    expect(kinds.hand).toBeGreaterThan(5);
    expect(kinds.wind).toBeGreaterThan(300);
    expect(kinds.noWind).toBeGreaterThan(5);
    // A foul is no performance of a best list (decision 030).
    expect(kinds.foul).toBe(0);
    expect(kinds.open).toBeGreaterThan(100);
    expect(kinds.own).toBeGreaterThan(100);
  });

  it('scores every decathlon and heptathlon from its sub-events, and runs relays each season', async () => {
    const data = await everything();
    for (const season of seasons) {
      for (const code of ['DEC', 'HEP', '4X100']) {
        const found = data.performances.filter((p) => p.seasonYear === season && data.event.get(p.eventId)!.code === code);
        expect(found.length, `${code} ${season}`).toBeGreaterThanOrEqual(1);
      }
    }
    const idOf = new Map([...data.event].map(([id, e]) => [e.code, id]));
    const combined = data.performances.filter((p) => ['DEC', 'HEP'].includes(data.event.get(p.eventId)!.code));
    for (const p of combined) {
      const definition = eventByCode(data.event.get(p.eventId)!.code)!;
      const sex: Sex = data.athletes.get(p.athleteId!)!.gender === 0 ? 'M' : 'W';
      const subs = data.subs.filter((s) => s.performanceId === p.id).sort((a, b) => a.position - b.position);
      expect(subs.map((s) => s.position)).toEqual(definition.subEvents.map((_, i) => i));
      expect(subs.map((s) => s.eventId)).toEqual(definition.subEvents.map((code) => idOf.get(code)));
      for (const [i, s] of subs.entries()) {
        const sub = eventByCode(definition.subEvents[i])!;
        expect(s.points).toBe(combinedEventPoints({ sex, discipline: sub.scoring!, mark: s.markUnits / 100, handTimed: s.handTimed }));
        expect(s.points).toBeGreaterThan(300);
        expect(s.windTenths !== null).toBe(sub.windRequired);
      }
      expect(p.markUnits).toBe(subs.reduce((sum, s) => sum + s.points, 0));
      expect(data.classCode.get(p.classId)).toBe(sex === 'M' ? 'M' : 'W');
    }
  });

  it('ranks real-looking lists on the federation list and on the Hessen list with its rejection', async () => {
    const lists = await db().select().from(bestLists);
    const national = lists.find((l) => l.name === DEMO_BEST_LIST)!;
    const regional = lists.find((l) => l.name === DEMO_REGIONAL_BEST_LIST)!;
    const [hessen] = await db().select({ id: organizations.id }).from(organizations).where(sql`${organizations.type} = 'Region' and ${organizations.stateCode} = 'HE'`);
    expect([national.regionalRestrictionId, regional.regionalRestrictionId]).toEqual([null, hessen.id]);
    expect([national.ownerId, regional.ownerId]).toEqual([national.masterId, national.masterId]);
    for (const list of [national, regional]) {
      expect((await db().select().from(bestListDefinitions).where(eq(bestListDefinitions.bestListId, list.id))).length).toBe(standardDefinitions().length);
    }
    const [rejection] = await db().select().from(checkings);
    expect([rejection.bestListId, rejection.status]).toEqual([regional.id, CheckingStatus.negative]);

    const definition = async (listId: number, classCode: string, eventCode: string) => {
      const [row] = await db()
        .select()
        .from(bestListDefinitions)
        .where(
          sql`${bestListDefinitions.bestListId} = ${listId} and ${bestListDefinitions.classId} = (select id from age_classes where code = ${classCode}) and ${bestListDefinitions.eventId} = (select id from events where code = ${eventCode})`,
        );
      return row;
    };
    const rank = async (listId: number, restriction: number | null, classCode: string, eventCode: string, environment: number) => {
      const d = await definition(listId, classCode, eventCode);
      return rankPerformances(db(), {
        masterId: national.masterId,
        eventId: d.eventId,
        classId: d.classId,
        seasonYear: year,
        environment,
        rules: d,
        bestListId: listId,
        regionalRestrictionId: restriction,
        excludeRejected: true,
        bestOnly: true,
        limit: 400,
        offset: 0,
      });
    };
    for (const [classCode, eventCode, environment, least] of [
      ['M', '100', 1, 8],
      ['W', '100', 1, 8],
      ['M', 'LJ', 1, 5],
      ['W', 'HJ', 1, 3],
      ['M', 'SP7260', 1, 3],
      ['M', '60', 0, 3],
      ['W', '60', 0, 3],
      ['M', 'DEC', 1, 1],
      ['W', 'HEP', 1, 1],
      ['M', '4X100', 1, 1],
      ['MU18', '100', 1, 1],
    ] as const) {
      const { total, rows } = await rank(national.id, null, classCode, eventCode, environment);
      expect(total, `${classCode} ${eventCode}`).toBeGreaterThanOrEqual(least);
      expect(new Set(rows.map((r) => r.competitorKey)).size).toBe(rows.length);
    }
    const hessenIds = new Set(
      (await db().select({ id: organizations.id }).from(organizations).where(sql`${organizations.path} @> array[${hessen.id}]::integer[]`)).map((o) => o.id),
    );
    const regionalHundred = await rank(regional.id, hessen.id, 'M', '100', 1);
    expect(regionalHundred.total).toBeGreaterThanOrEqual(3);
    for (const row of regionalHundred.rows) expect(hessenIds.has(row.organizationId)).toBe(true);
    expect(regionalHundred.rows.map((r) => r.id)).not.toContain(rejection.performanceId);
    const nationalHundred = await rank(national.id, null, 'M', '100', 1);
    const [rejected] = await db().select().from(performances).where(eq(performances.id, rejection.performanceId));
    expect(nationalHundred.rows.map((r) => r.competitorKey)).toContain(rejected.competitorKey);
  });

  it('adds nothing when seeded again', async () => {
    const before = await counts();
    expect(await seedDemoStatistics(t.database.db)).toBe(false);
    expect(await counts()).toEqual(before);
  });
});
