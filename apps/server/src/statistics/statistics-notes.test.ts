import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { DLV, EINTRACHT, loadOrgs } from '../test/fixtures';
import { performances } from '../db/schema';
import { classIdOf, eventIdOf, insertAthlete, insertCompetition, insertPerformance } from './statistics.fixtures';
import { purgeStatisticsNotes } from './statistics-notes';
import { RankingSliceChanges } from './ranking-slice-changes';
import { rankPerformances } from './ranking/ranking.query';
import { RankedSlices, type SliceFilter } from './ranking/ranked-slices';

let t: TestApp;
let filter: SliceFilter;
const marks: number[] = [];
const year = 2026;

const version = async () => Number((await t.database.db.execute<{ v: string }>(sql`select version::text as v from statistics_version`)).rows[0].v);
const count = async (table: 'ranked_mark_changes' | 'ranking_slice_changes') =>
  Number((await t.database.db.execute<{ n: string }>(sql`select count(*)::text as n from ${sql.raw(table)}`)).rows[0].n);
/** One mark corrected in a transaction of its own: a version with its notes. */
const correct = (i: number, units: number) => t.database.db.update(performances).set({ sortKey: units, markUnits: units }).where(eq(performances.id, marks[i]));

beforeAll(async () => {
  t = await createTestApp();
  const org = await loadOrgs(t);
  const db = t.database.db;
  const master = org(DLV).id;
  const club = org(EINTRACHT).id;
  const competition = await insertCompetition(db, { masterId: master, ownerId: master, date: `${year}-06-01` });
  for (let i = 0; i < 4; i++) {
    const athlete = { id: await insertAthlete(db, { masterId: master, organizationId: club, lastName: `Läufer ${i}`, yearOfBirth: 2000 }), yearOfBirth: 2000, nation: 'GER', organizationId: club };
    marks.push(await insertPerformance(db, { masterId: master, competitionId: competition, eventCode: '100', classCode: 'M', athlete, date: `${year}-06-01`, environment: 1, mark: `10,${50 + i}`, wind: 0.5 }));
  }
  filter = {
    masterId: master,
    eventId: await eventIdOf(db, '100'),
    classId: await classIdOf(db, 'M'),
    seasonYear: year,
    environment: 2,
    rules: null,
    bestListId: null,
    regionalRestrictionId: null,
    excludeRejected: true,
    bestOnly: true,
    limit: 10,
    offset: 0,
  };
});

afterAll(() => t?.close());

describe('the notes of what the statistics versions changed', () => {
  it('are deleted but for the last versions, and the versions they covered are told', async () => {
    await correct(0, 1040);
    await correct(1, 1041);
    const last = await version();
    await correct(2, 1042);
    const [before, slicesBefore] = [await count('ranked_mark_changes'), await count('ranking_slice_changes')];
    await purgeStatisticsNotes(t.database.db, 1);
    // The last version's notes stay: one mark, one slice.
    expect(await count('ranked_mark_changes')).toBe(1);
    expect(await count('ranking_slice_changes')).toBe(1);
    expect(before).toBeGreaterThan(1);
    expect(slicesBefore).toBeGreaterThan(1);
    const [{ pruned, now }] = (await t.database.db.execute<{ pruned: string; now: string }>(sql`select notes_pruned_to::text as pruned, version::text as now from statistics_version`)).rows;
    expect(Number(pruned)).toBe(last);
    expect(Number(now)).toBe(last + 1);
    // Pruning moves no version: kept answers stay.
    await purgeStatisticsNotes(t.database.db, 1);
    expect(await version()).toBe(last + 1);
  });

  it('missing after the version a reader knows make it take every slice as changed', async () => {
    const changes = new RankingSliceChanges(t.database.db);
    const known = await version();
    await changes.learn(known);
    const slice = { eventId: filter.eventId, classId: filter.classId, seasonYear: year };
    const elsewhere = { eventId: filter.eventId, classId: filter.classId, seasonYear: 1999 };
    await correct(3, 1043);
    await changes.learn(await version());
    expect(changes.changedSince(slice, known)).toBe(true);
    expect(changes.changedSince(elsewhere, known)).toBe(false);
    const learnt = await version();
    await correct(3, 1044);
    await purgeStatisticsNotes(t.database.db, 0);
    await changes.learn(await version());
    expect(changes.changedSince(elsewhere, learnt)).toBe(true);
  });

  it('missing after the version the ranked slices know make them read their slices again', async () => {
    const db = t.database.db;
    const slices = new RankedSlices(db);
    const top = async () => {
      const at = Number(await slices.version());
      const { rows, ranks, total } = await slices.rankShown(filter, at);
      return { rows: rows.map((row, i) => ({ ...row, rank: ranks[i] })), total };
    };
    expect(await top()).toEqual(await rankPerformances(db, filter));
    // The mark's notes go before the slices learn them: only `notes_pruned_to` tells.
    await correct(2, 900);
    await purgeStatisticsNotes(db, 0);
    const ranked = await top();
    expect(ranked.rows[0].id).toBe(marks[2]);
    expect(ranked).toEqual(await rankPerformances(db, filter));
  });
});
