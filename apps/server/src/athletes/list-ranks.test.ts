import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { DLV, EINTRACHT, DARMSTADT, loadOrgs, type Org } from '../test/fixtures';
import { checkings, organizations, rankingSliceChanges } from '../db/schema';
import { classIdOf, eventIdOf, insertAthlete, insertCompetition, insertPerformance } from '../statistics/statistics.fixtures';
import { insertStoredBestList } from '../statistics-best-lists/best-lists.fixtures';
import { currentStatisticsVersion } from '../statistics/statistics-version';
import { listRanks } from './list-ranks';

/** The profiles' list ranks stay valid across statistics versions until a change touches their event, class and season (migration 0015). */
let t: TestApp;
let org: (name: string) => Org;
let master: number;
let hundred: number;
let men: number;
let june: number;
let lastYear: number;
let runner: { id: number; yearOfBirth: number; nation: string; organizationId: number };
const rules = { startAge: 0, endAge: 0, heightWeight: null, wind: true, handTimeAllowed: true, environment: 1 };
const ranking = (seasonYear: number) => ({ masterId: master, eventId: hundred, classId: men, seasonYear, environment: 1, rules, bestListId: null, regionalRestrictionId: null, excludeRejected: true });
const rankingStatements = () => t.queries.filter((q) => q.includes('distinct on (p.competitor_key)')).length;
const rankAt = async (seasonYear: number) => listRanks(t.database.db).rankOf(ranking(seasonYear), runner.id, await currentStatisticsVersion(t.database.db));
const notes = () => t.database.db.select().from(rankingSliceChanges).orderBy(rankingSliceChanges.version);

beforeAll(async () => {
  t = await createTestApp();
  org = await loadOrgs(t);
  const db = t.database.db;
  master = org(DLV).id;
  hundred = await eventIdOf(db, '100');
  men = await classIdOf(db, 'M');
  const athlete = async (lastName: string, club: string) => ({ id: await insertAthlete(db, { masterId: master, organizationId: org(club).id, lastName, yearOfBirth: 1998 }), yearOfBirth: 1998, nation: 'GER', organizationId: org(club).id });
  runner = await athlete('Rangläufer', EINTRACHT);
  const rival = await athlete('Konkurrent', DARMSTADT);
  june = await insertCompetition(db, { masterId: master, ownerId: master, date: '2026-06-01' });
  lastYear = await insertCompetition(db, { masterId: master, ownerId: master, date: '2025-06-01' });
  const mark = (who: typeof runner, competitionId: number, date: string, value: string) =>
    insertPerformance(db, { masterId: master, competitionId, eventCode: '100', classCode: 'M', athlete: who, date, environment: 1, mark: value, wind: 1.0 });
  await mark(runner, june, '2026-06-01', '10,50');
  await mark(rival, june, '2026-06-01', '10,60');
  await mark(runner, lastYear, '2025-06-01', '10,70');
});
afterAll(() => t.close());

describe('notes of the rankings a change touched', () => {
  it('notes each event, class and season a transaction wrote once, stamped with the version it moved to', async () => {
    const db = t.database.db;
    await db.delete(rankingSliceChanges);
    const somebody = { id: await insertAthlete(db, { masterId: master, organizationId: org(EINTRACHT).id, lastName: 'Notiz', yearOfBirth: 2000 }), yearOfBirth: 2000, nation: 'GER', organizationId: org(EINTRACHT).id };
    await db.transaction(async (tx) => {
      for (const value of ['11,00', '11,10']) {
        await insertPerformance(tx, { masterId: master, competitionId: june, eventCode: '100', classCode: 'M', athlete: somebody, date: '2026-06-01', environment: 1, mark: value, wind: 0.5 });
      }
      await insertPerformance(tx, { masterId: master, competitionId: lastYear, eventCode: '100', classCode: 'M', athlete: somebody, date: '2025-06-01', environment: 1, mark: '11,20', wind: 0.5 });
    });
    const version = Number(await currentStatisticsVersion(db));
    expect((await notes()).map((n) => [n.eventId, n.classId, n.seasonYear, n.version]).sort()).toEqual([
      [hundred, men, 2025, version],
      [hundred, men, 2026, version],
    ]);
  });

  it('notes the ranking of a performance whose checking changed, and every ranking when a club moves in the tree', async () => {
    const db = t.database.db;
    await db.delete(rankingSliceChanges);
    const performance = await insertPerformance(db, { masterId: master, competitionId: lastYear, eventCode: '100', classCode: 'M', athlete: runner, date: '2025-06-01', environment: 1, mark: '10,90', wind: 0.5 });
    await db.delete(rankingSliceChanges);
    const list = await insertStoredBestList(db, { masterId: master, name: 'Notizliste' });
    await db.insert(checkings).values({ performanceId: performance, bestListId: list, status: 0, reason: 'Fehlstart' });
    expect((await notes()).map((n) => [n.eventId, n.classId, n.seasonYear])).toEqual([[hundred, men, 2025]]);

    await db.delete(rankingSliceChanges);
    const club = org(DARMSTADT);
    await db.update(organizations).set({ path: sql`${organizations.path}` }).where(eq(organizations.id, club.id));
    expect((await notes()).map((n) => [n.eventId, n.classId, n.seasonYear, n.version])).toEqual([[0, 0, 0, Number(await currentStatisticsVersion(db))]]);
  });
});

describe('the list ranks of the profiles', () => {
  it('recomputes a ranking when a change touches it, and keeps the others across the new version', async () => {
    const db = t.database.db;
    const before2026 = await rankAt(2026);
    const before2025 = await rankAt(2025);
    expect(before2026).not.toBeNull();
    expect(before2025).not.toBeNull();

    // A faster athlete in June 2026: that ranking changes, last year's does not.
    const faster = { id: await insertAthlete(db, { masterId: master, organizationId: org(DARMSTADT).id, lastName: 'Schnellerer', yearOfBirth: 1999 }), yearOfBirth: 1999, nation: 'GER', organizationId: org(DARMSTADT).id };
    await insertPerformance(db, { masterId: master, competitionId: june, eventCode: '100', classCode: 'M', athlete: faster, date: '2026-06-01', environment: 1, mark: '10,00', wind: 0.3 });
    t.queries.length = 0;
    expect(await rankAt(2025)).toBe(before2025);
    expect(rankingStatements()).toBe(0);
    expect(await rankAt(2026)).toBe(before2026! + 1);
    expect(rankingStatements()).toBe(1);
  });

  it('recomputes every ranking when a club moves in the tree', async () => {
    const db = t.database.db;
    await rankAt(2025);
    await db.update(organizations).set({ path: sql`${organizations.path}` }).where(eq(organizations.id, org(EINTRACHT).id));
    t.queries.length = 0;
    await rankAt(2025);
    expect(rankingStatements()).toBe(1);
  });
});
