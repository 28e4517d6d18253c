import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { DARMSTADT, DLV, EINTRACHT, HESSEN, loadOrgs, TSV } from '../../test/fixtures';
import { athletes, bestListDefinitions, bestLists, checkings, organizations, perfCompetitions, performanceSubResults, performances } from '../../db/schema';
import { classIdOf, eventIdOf, insertAthlete, insertCompetition } from '../statistics.fixtures';
import { rankPerformances, type DefinitionRules, type RankingFilter } from './ranking.query';
import { RankedSlices, rankedInMemory, type SliceFilter } from './ranked-slices';

/**
 * The rankings kept in memory (decision 050) answer exactly as the ranking query does, for every
 * rule of a definition, and stay so through every kind of change: the query is the reference.
 */
let t: TestApp;
let slices: RankedSlices;
let master: number;
let hessen: number;
let men100: { eventId: number; classId: number };
let lists: { a: number; b: number };
const marks: number[] = [];

/** A fixed sequence of numbers in [0, 1), so that a failure can be read again. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let r = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const rulesVariants: (DefinitionRules | null)[] = [
  null,
  { startAge: 0, endAge: 0, heightWeight: null, wind: true, handTimeAllowed: true, environment: 2 },
  { startAge: 16, endAge: 30, heightWeight: 7.26, wind: false, handTimeAllowed: false, environment: 1 },
  { startAge: 20, endAge: 0, heightWeight: 6, wind: true, handTimeAllowed: true, environment: 0 },
];

const version = async () => Number((await t.database.db.execute<{ v: string }>(sql`select version::text as v from statistics_version`)).rows[0].v);

function filters(season: number, every: boolean): SliceFilter[] {
  const all: SliceFilter[] = [];
  for (const environment of [0, 1, 2])
    for (const rules of rulesVariants)
      for (const windAssisted of [false, true])
        for (const bestOnly of [true, false])
          for (const regionalRestrictionId of [null, hessen])
            for (const [bestListId, excludeRejected] of [[null, true], [lists.a, true], [lists.a, false]] as const)
              all.push({ masterId: master, ...men100, seasonYear: season, environment, rules, windAssisted, bestOnly, regionalRestrictionId, bestListId, excludeRejected, limit: 100, offset: 0 });
  const pick = random(7);
  const chosen = every ? all : all.filter(() => pick() < 0.08);
  // Pages within and beyond the ranking.
  return [...chosen, ...chosen.slice(0, 12).map((f, i) => ({ ...f, limit: 7, offset: i % 2 === 0 ? 5 : 1_000 }))];
}

/** The page as `rankPerformances` answers it: the held rows with their ranks. */
async function ranked(f: SliceFilter, at: number) {
  const { rows, ranks, total } = await slices.rankShown(f, at);
  return { rows: rows.map((row, i) => ({ ...row, rank: ranks[i] })), total };
}

async function expectSameAsQuery(season: number, every = false) {
  const at = await version();
  for (const f of filters(season, every)) {
    expect(rankedInMemory(f)).toBe(true);
    const expected = await rankPerformances(t.database.db, f);
    const actual = await ranked(f, at);
    expect(actual, JSON.stringify(f)).toEqual(expected);
    // Walked only to the page's end, the page is the same.
    const { rows, ranks } = await slices.rankShown(f, at, false);
    expect({ ids: rows.map((row) => row.id), ranks }).toEqual({ ids: actual.rows.map((row) => row.id), ranks: actual.rows.map((row) => row.rank) });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const org = await loadOrgs(t);
  const db = t.database.db;
  master = org(DLV).id;
  hessen = org(HESSEN).id;
  men100 = { eventId: await eventIdOf(db, '100'), classId: await classIdOf(db, 'M') };
  const [a] = await db.insert(bestLists).values({ masterId: master, ownerId: master, name: 'A' }).returning();
  const [b] = await db.insert(bestLists).values({ masterId: master, ownerId: master, name: 'B' }).returning();
  lists = { a: a.id, b: b.id };
  const next = random(2026);
  const clubs = [org(EINTRACHT).id, org(DARMSTADT).id, org(TSV).id];
  const athletes = [];
  for (let i = 0; i < 30; i++) {
    const organizationId = clubs[i % 3];
    const yearOfBirth = 1990 + Math.floor(next() * 20);
    athletes.push({ id: await insertAthlete(db, { masterId: master, organizationId, lastName: `Läufer ${i}`, yearOfBirth }), organizationId, yearOfBirth });
  }
  // Outdoor days, indoor days of the 2026 season (November before included) and an indoor day off season.
  const days = ['2026-05-10', '2026-06-20', '2026-07-04', '2026-09-12', '2026-01-17', '2026-02-21', '2025-11-29', '2026-04-18'];
  const competitions = new Map<string, number>();
  for (const day of days) competitions.set(day, await insertCompetition(db, { masterId: master, ownerId: master, date: day, environment: day.slice(5, 7) >= '05' && day.slice(5, 7) <= '09' ? 1 : 0 }));
  const rows = [];
  for (let i = 0; i < 160; i++) {
    const day = days[Math.floor(next() * days.length)];
    const outdoor = day.slice(5, 7) >= '05' && day.slice(5, 7) <= '09';
    const team = i % 40 === 39;
    const athlete = athletes[Math.floor(next() * athletes.length)];
    const handTimed = next() < 0.15;
    // Few distinct times, so that ties are common.
    const units = 1000 + Math.floor(next() * 40);
    const foul = next() < 0.04;
    const wind = next() < 0.15 ? null : Math.round(next() * 50 - 15);
    const weight = [null, 7.26, 6][Math.floor(next() * 3)];
    rows.push({
      masterId: master,
      competitionId: competitions.get(day)!,
      ...men100,
      athleteId: team ? null : athlete.id,
      competitorKey: team ? -athlete.organizationId : athlete.id,
      organizationId: athlete.organizationId,
      yearOfBirth: team ? null : next() < 0.1 ? null : athlete.yearOfBirth,
      nation: 'GER',
      performanceDate: day,
      environment: outdoor ? 1 : 0,
      seasonYear: 2026,
      markUnits: units,
      handTimed,
      sortKey: foul ? null : units * 2 + (handTimed ? 1 : 0),
      windTenths: wind,
      heightWeight: weight,
    });
  }
  marks.push(...(await db.insert(performances).values(rows).returning({ id: performances.id })).map((r) => r.id));
  // Negative and Positive checkings, for either list.
  for (let i = 0; i < marks.length; i += 9) {
    await db.insert(checkings).values({ performanceId: marks[i], bestListId: i % 2 === 0 ? lists.a : lists.b, status: i % 27 === 0 ? 1 : 0, reason: 'Geprüft' });
  }
  slices = new RankedSlices(db);
});

afterAll(() => t?.close());

describe('rankings kept in memory', () => {
  it('rank as the ranking query does for every rule, environment, restriction and checking', async () => {
    await expectSameAsQuery(2026, true);
  });

  it('stay the same as the query through changed, removed, added and moved marks, reading only what changed', async () => {
    const db = t.database.db;
    await expectSameAsQuery(2025);
    const changed = async (change: () => Promise<unknown>) => {
      await change();
      t.queries.length = 0;
      await expectSameAsQuery(2026);
      await expectSameAsQuery(2025);
      // The slices were not read again: the changed marks were, with the notes.
      const sliceReads = t.queries.filter((q) => q.includes('rejected_by') && q.includes('p.season_year ='));
      expect(sliceReads).toEqual([]);
      expect(t.queries.filter((q) => q.includes('rejected_by') && q.includes('ranked_mark_changes'))).toHaveLength(1);
    };
    await changed(() => db.update(performances).set({ sortKey: 1, markUnits: 1 }).where(eq(performances.id, marks[3])));
    await changed(() => db.delete(performances).where(eq(performances.id, marks[4])));
    await changed(() => db.update(performances).set({ seasonYear: 2025 }).where(eq(performances.id, marks[5])));
    await changed(() => db.update(performances).set({ sortKey: null }).where(eq(performances.id, marks[6])));
    await changed(() => db.update(performances).set({ windTenths: 35, handTimed: true }).where(eq(performances.id, marks[7])));
    await changed(async () => {
      const [copy] = await db.select().from(performances).where(eq(performances.id, marks[8]));
      const { id: _id, ...row } = copy;
      await db.insert(performances).values({ ...row, sortKey: 3, importKey: null });
    });
    await changed(() => db.insert(checkings).values({ performanceId: marks[3], bestListId: lists.a, status: 0, reason: 'Fehlstart' }));
    await changed(() => db.delete(checkings).where(eq(checkings.performanceId, marks[3])));
  });

  it('learn the changes with the version read, in one statement', async () => {
    const db = t.database.db;
    await expectSameAsQuery(2026);
    await db.update(performances).set({ sortKey: 2, markUnits: 1 }).where(eq(performances.id, marks[12]));
    t.queries.length = 0;
    const at = Number(await slices.version());
    expect(at).toBe(await version());
    for (const f of filters(2026, false)) expect(await ranked(f, at), JSON.stringify(f)).toEqual(await rankPerformances(db, f));
    const notesRead = t.queries.filter((q) => q.includes('ranked_mark_changes'));
    expect(notesRead).toHaveLength(1);
    expect(notesRead[0]).toContain('statistics_version');
  });

  it('read the slices again when a club moves in the tree', async () => {
    const db = t.database.db;
    const org = await loadOrgs(t);
    const darmstadt = org(DARMSTADT);
    const outside = darmstadt.path.filter((id) => id !== hessen);
    await db.update(organizations).set({ path: outside }).where(eq(organizations.id, darmstadt.id));
    try {
      await expectSameAsQuery(2026);
    } finally {
      await db.update(organizations).set({ path: darmstadt.path }).where(eq(organizations.id, darmstadt.id));
    }
    await expectSameAsQuery(2026);
  });

  it('show a renamed athlete, a renamed competition and overridden points at the next version', async () => {
    const db = t.database.db;
    const f: SliceFilter = { masterId: master, ...men100, seasonYear: 2026, environment: 2, rules: null, bestListId: null, regionalRestrictionId: null, excludeRejected: true, bestOnly: true, limit: 5, offset: 0 };
    const top = async () => (await ranked(f, await version())).rows[0];
    const first = await top();
    await db.update(athletes).set({ lastName: 'Umbenannt' }).where(eq(athletes.id, first.athleteId!));
    expect((await top()).lastName).toBe('Umbenannt');
    await db.update(perfCompetitions).set({ name: 'Neuer Name', town: 'Neustadt' }).where(eq(perfCompetitions.id, first.competitionId));
    expect(await top()).toMatchObject({ competitionName: 'Neuer Name', competitionTown: 'Neustadt' });
    await db.insert(performanceSubResults).values({ performanceId: first.id, position: 0, eventId: men100.eventId, markUnits: 1050, points: 980, pointsOverrideReason: 'Korrektur' });
    expect((await top()).pointsOverridden).toBe(true);
    await db.delete(performanceSubResults).where(eq(performanceSubResults.performanceId, first.id));
    expect((await top()).pointsOverridden).toBe(false);
    await expectSameAsQuery(2026);
  });

  it('hold the page data of a list until a list, a definition or a name changes', async () => {
    const db = t.database.db;
    let reads = 0;
    const read = async () => ++reads;
    const listed = async () => slices.listed('A|100|M', await version(), read);
    expect(await listed()).toBe(1);
    await db.update(performances).set({ windTenths: 5 }).where(eq(performances.id, marks[10]));
    expect(await listed()).toBe(1);
    await db.insert(bestListDefinitions).values({ bestListId: lists.b, ...men100, startAge: 0, endAge: 0, wind: true, handTimeAllowed: true, environment: 2 });
    expect(await listed()).toBe(2);
    await db.update(bestLists).set({ name: 'B2' }).where(eq(bestLists.id, lists.b));
    expect(await listed()).toBe(3);
    await db.update(organizations).set({ name: 'TSV umbenannt' }).where(eq(organizations.name, TSV));
    expect(await listed()).toBe(4);
    await db.update(organizations).set({ name: TSV }).where(eq(organizations.name, 'TSV umbenannt'));
    expect(await listed()).toBe(5);
  });

  it('are asked only for one season without search, dates, foreigners or unranked marks', () => {
    const f: RankingFilter = { masterId: master, ...men100, seasonYear: 2026, environment: 2, rules: null, bestListId: null, regionalRestrictionId: null, excludeRejected: true, bestOnly: true, limit: 10, offset: 0 };
    expect(rankedInMemory(f)).toBe(true);
    expect(rankedInMemory({ ...f, seasonYear: null })).toBe(false);
    expect(rankedInMemory({ ...f, search: 'x' })).toBe(false);
    expect(rankedInMemory({ ...f, dates: { from: '2026-01-01', to: null, period: 0 } })).toBe(false);
    expect(rankedInMemory({ ...f, foreigners: { filter: 1, homeNation: 'GER' } })).toBe(false);
    expect(rankedInMemory({ ...f, includeUnranked: true })).toBe(false);
  });
});
