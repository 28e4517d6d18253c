import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { DARMSTADT, DLV, EINTRACHT, HESSEN, loadOrgs, TSV, BAYERN } from '../../test/fixtures';
import { bestLists, checkings, performanceSubResults } from '../../db/schema';
import { classIdOf, eventIdOf, insertAthlete, insertCompetition, insertPerformance } from '../statistics.fixtures';
import { rankPerformances, ranksOfCompetitors, type DefinitionRules, type RankingFilter } from './ranking.query';

let t: TestApp;
let base: Omit<RankingFilter, 'eventId' | 'classId' | 'rules'>;
let ids: { m100: number; men: number; lj: number; mu18: number; relay: number; dec: number };
let hessen: number;
let listId: number;

const sprintRules: DefinitionRules = { startAge: 0, endAge: 0, heightWeight: null, wind: true, handTimeAllowed: true, environment: 2 };

type Athlete = { id: number; yearOfBirth: number; nation: string; organizationId: number };
let master: number;
let outdoorComp: number;
let names: (r: { lastName: string | null }[]) => (string | null)[];

async function athlete(lastName: string, organizationId: number, yearOfBirth = 1998, nation = 'GER'): Promise<Athlete> {
  const id = await insertAthlete(t.database.db, { masterId: master, organizationId, lastName, yearOfBirth, nation });
  return { id, yearOfBirth, nation, organizationId };
}

beforeAll(async () => {
  t = await createTestApp();
  const org = await loadOrgs(t);
  const db = t.database.db;
  master = org(DLV).id;
  hessen = org(HESSEN).id;
  ids = {
    m100: await eventIdOf(db, '100'),
    lj: await eventIdOf(db, 'LJ'),
    relay: await eventIdOf(db, '4X100'),
    dec: await eventIdOf(db, 'DEC'),
    men: await classIdOf(db, 'M'),
    mu18: await classIdOf(db, 'MU18'),
  };
  base = { masterId: master, seasonYear: 2026, environment: 2, bestListId: null, regionalRestrictionId: null, excludeRejected: true, bestOnly: true, limit: 100, offset: 0 };
  names = (rows) => rows.map((r) => r.lastName);
  outdoorComp = await insertCompetition(db, { masterId: master, ownerId: master, date: '2026-06-01' });
  const laterComp = await insertCompetition(db, { masterId: master, ownerId: master, date: '2026-07-01' });
  const eintracht = org(EINTRACHT).id;
  const darmstadt = org(DARMSTADT).id;
  const tsv = org(TSV).id;
  expect(org(BAYERN).path).not.toContain(hessen);

  const perf = (a: Athlete, mark: string, wind: number | null, competitionId = outdoorComp, date = '2026-06-01') =>
    insertPerformance(db, { masterId: master, competitionId, eventCode: '100', classCode: 'M', athlete: a, date, environment: 1, mark, wind });

  // Wind at the limit counts, 0.1 above does not, no reading does not.
  await perf(await athlete('Legal', eintracht), '10,20', 2.0);
  await perf(await athlete('Assisted', eintracht), '10,10', 2.1);
  await perf(await athlete('Unmeasured', eintracht), '10,15', null);
  // Hand time ranks below an equal automatic time.
  await perf(await athlete('Hand', darmstadt), '10,3*', 0.5);
  await perf(await athlete('Auto', darmstadt), '10,30', 0.5);
  // Best only: the better of two, ties by the earlier date.
  const twice = await athlete('Twice', tsv);
  await perf(twice, '10,40', 1.0, laterComp, '2026-07-01');
  await perf(twice, '10,40', 1.0);
  await perf(twice, '10,60', 1.0);
  // Foreigner.
  await perf(await athlete('Foreign', tsv, 1998, 'FRA'), '10,50', 0.0);
});

afterAll(() => t?.close());

describe('rankPerformances', () => {
  const men100 = () => ({ ...base, eventId: ids.m100, classId: ids.men, rules: sprintRules });

  it('ranks times ascending, legal wind only, hand time below an equal automatic time, one row per athlete', async () => {
    const { rows, total } = await rankPerformances(t.database.db, men100());
    expect(names(rows)).toEqual(['Legal', 'Auto', 'Hand', 'Twice', 'Foreign']);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(total).toBe(5);
    const twice = rows.find((r) => r.lastName === 'Twice')!;
    expect(twice.performanceDate).toBe('2026-06-01');
  });

  it('gives every competitor the rank the ranking gives them (ranksOfCompetitors, for the athlete profiles)', async () => {
    for (const filter of [men100(), { ...men100(), rules: { ...sprintRules, handTimeAllowed: false } }, { ...men100(), foreigners: { filter: 1, homeNation: 'GER' } }]) {
      const { rows } = await rankPerformances(t.database.db, filter);
      const ranks = await ranksOfCompetitors(t.database.db, filter);
      expect(Object.fromEntries(ranks)).toEqual(Object.fromEntries(rows.map((r) => [r.competitorKey, r.rank])));
    }
  });

  it('lists wind-assisted marks apart and never ranks them with the legal ones', async () => {
    const { rows } = await rankPerformances(t.database.db, { ...men100(), windAssisted: true });
    expect(names(rows)).toEqual(['Assisted']);
  });

  it('counts every mark without wind rules when no definition is chosen, and all marks without best-only', async () => {
    const { rows } = await rankPerformances(t.database.db, { ...men100(), rules: null, bestOnly: false });
    expect(rows).toHaveLength(9);
    expect(rows[0].lastName).toBe('Assisted');
  });

  it('excludes hand times where the definition does not allow them', async () => {
    const { rows } = await rankPerformances(t.database.db, { ...men100(), rules: { ...sprintRules, handTimeAllowed: false } });
    expect(names(rows)).not.toContain('Hand');
  });

  it('applies the foreigners filter against the federation nation', async () => {
    const only = await rankPerformances(t.database.db, { ...men100(), foreigners: { filter: 2, homeNation: 'GER' } });
    expect(names(only.rows)).toEqual(['Foreign']);
    const none = await rankPerformances(t.database.db, { ...men100(), foreigners: { filter: 1, homeNation: 'GER' } });
    expect(names(none.rows)).not.toContain('Foreign');
  });

  it('keeps the regional restriction to clubs in the subtree', async () => {
    const { rows } = await rankPerformances(t.database.db, { ...men100(), regionalRestrictionId: hessen });
    expect(names(rows)).toEqual(['Legal', 'Auto', 'Hand']);
  });

  it('leaves out a performance with a Negative checking for the list, and only for that list', async () => {
    const db = t.database.db;
    const [list] = await db.insert(bestLists).values({ masterId: master, ownerId: master, name: 'Checked' }).returning();
    listId = list.id;
    const { rows } = await rankPerformances(db, men100());
    await db.insert(checkings).values({ performanceId: rows[0].id, bestListId: listId, status: 0, reason: 'Fehlstart' });
    const checked = await rankPerformances(db, { ...men100(), bestListId: listId });
    expect(names(checked.rows)[0]).toBe('Auto');
    const shown = await rankPerformances(db, { ...men100(), bestListId: listId, excludeRejected: false });
    expect(names(shown.rows)[0]).toBe('Legal');
    const other = await rankPerformances(db, men100());
    expect(names(other.rows)[0]).toBe('Legal');
  });

  it('pages and counts', async () => {
    const page = await rankPerformances(t.database.db, { ...men100(), limit: 2, offset: 2 });
    expect(names(page.rows)).toEqual(['Hand', 'Twice']);
    expect(page.total).toBe(5);
    const beyond = await rankPerformances(t.database.db, { ...men100(), limit: 2, offset: 10 });
    expect(beyond).toEqual({ rows: [], total: 5 });
  });
});

describe('rankPerformances: seasons, ages, teams', () => {
  it('puts indoor marks of 1 November into the next season and keeps 31 March in its own', async () => {
    const db = t.database.db;
    const org = await loadOrgs(t);
    const club = org(EINTRACHT).id;
    const nov = await insertCompetition(db, { masterId: master, ownerId: master, date: '2025-11-01' });
    const mar = await insertCompetition(db, { masterId: master, ownerId: master, date: '2026-03-31' });
    const apr = await insertCompetition(db, { masterId: master, ownerId: master, date: '2026-04-01', environment: 0 });
    const jumper = async (name: string, competitionId: number, date: string, mark: string) =>
      insertPerformance(db, { masterId: master, competitionId, eventCode: 'LJ', classCode: 'M', athlete: await athlete(name, club), date, environment: 0, mark });
    await jumper('November', nov, '2025-11-01', '7,50');
    await jumper('March', mar, '2026-03-31', '7,40');
    await jumper('April', apr, '2026-04-01', '7,90');
    const rules: DefinitionRules = { ...sprintRules, wind: true };
    const indoor2026 = await rankPerformances(db, { ...base, eventId: ids.lj, classId: ids.men, rules, environment: 0 });
    expect(names(indoor2026.rows)).toEqual(['November', 'March']);
    const indoor2025 = await rankPerformances(db, { ...base, seasonYear: 2025, eventId: ids.lj, classId: ids.men, rules, environment: 0 });
    expect(indoor2025.rows).toEqual([]);
    const outdoorOnly = await rankPerformances(db, { ...base, eventId: ids.lj, classId: ids.men, rules: { ...rules, environment: 1 }, environment: 2 });
    expect(outdoorOnly.rows).toEqual([]);
  });

  it('bounds the age in the season year (0 = no bound)', async () => {
    const db = t.database.db;
    const org = await loadOrgs(t);
    const club = org(EINTRACHT).id;
    // Season 2026: born 2009 is 17, born 2008 is 18.
    for (const [name, yob] of [['Seventeen', 2009], ['Eighteen', 2008], ['Fifteen', 2011]] as const) {
      await insertPerformance(db, { masterId: master, competitionId: outdoorComp, eventCode: '100', classCode: 'MU18', athlete: await athlete(name, club, yob), date: '2026-06-01', environment: 1, mark: '11,00', wind: 0 });
    }
    const filter = { ...base, eventId: ids.m100, classId: ids.mu18 };
    const upTo17 = await rankPerformances(db, { ...filter, rules: { ...sprintRules, endAge: 17 } });
    expect(names(upTo17.rows).sort()).toEqual(['Fifteen', 'Seventeen']);
    const from16 = await rankPerformances(db, { ...filter, rules: { ...sprintRules, startAge: 16, endAge: 17 } });
    expect(names(from16.rows)).toEqual(['Seventeen']);
    const unbounded = await rankPerformances(db, { ...filter, rules: sprintRules });
    expect(unbounded.rows).toHaveLength(3);
  });

  it('ranks relays by team: one row per club, the best', async () => {
    const db = t.database.db;
    const org = await loadOrgs(t);
    const relay = (organizationId: number, mark: string) =>
      insertPerformance(db, { masterId: master, competitionId: outdoorComp, eventCode: '4X100', classCode: 'M', athlete: null, organizationId, date: '2026-06-01', environment: 1, mark });
    await relay(org(EINTRACHT).id, '40,10');
    await relay(org(EINTRACHT).id, '39,90');
    await relay(org(DARMSTADT).id, '40,00');
    const { rows } = await rankPerformances(db, { ...base, eventId: ids.relay, classId: ids.men, rules: { ...sprintRules, wind: false } });
    expect(rows.map((r) => [r.organizationName, r.markUnits])).toEqual([
      [EINTRACHT, 3990],
      [DARMSTADT, 4000],
    ]);
  });

  it('ranks points descending and tells which total has overridden sub-event points', async () => {
    const db = t.database.db;
    const org = await loadOrgs(t);
    const club = org(DARMSTADT).id;
    const made: Record<string, number> = {};
    for (const [name, points] of [['Low', '7200'], ['High', '8126']] as const) {
      made[name] = await insertPerformance(db, { masterId: master, competitionId: outdoorComp, eventCode: 'DEC', classCode: 'M', athlete: await athlete(name, club), date: '2026-06-01', environment: 1, mark: points });
    }
    await db.insert(performanceSubResults).values({ performanceId: made.High, position: 0, eventId: ids.m100, markUnits: 1050, points: 980, pointsOverrideReason: 'Zeitnahme korrigiert' });
    await db.insert(performanceSubResults).values({ performanceId: made.Low, position: 0, eventId: ids.m100, markUnits: 1100, points: 861 });
    const { rows } = await rankPerformances(db, { ...base, eventId: ids.dec, classId: ids.men, rules: { ...sprintRules, wind: false } });
    expect(names(rows)).toEqual(['High', 'Low']);
    expect(rows.map((r) => r.pointsOverridden)).toEqual([true, false]);
  });

  it('never reads another federation', async () => {
    const org = await loadOrgs(t);
    const { rows } = await rankPerformances(t.database.db, { ...base, masterId: org('Atletiekunie').id, eventId: ids.m100, classId: ids.men, rules: sprintRules });
    expect(rows).toEqual([]);
  });
});
