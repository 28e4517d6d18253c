import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PublicManualBestlist, PublicManualBestlistGroup } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/harness';
import { manualBestlists } from '../db/schema';
import { DEMO_ALL_TIME_LIST, DEMO_HISTORICAL_LIST, seedDemoManualBestlists } from './manual-bestlists.seed';

let t: TestApp;
let seeded: boolean;
beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedDemoManualBestlists(t.database.db);
});
afterAll(() => t.close());

const entries = (page: PublicManualBestlist) => page.groups.flatMap((g) => g.events.flatMap((e) => e.entries.map((x) => `${e.eventCode} ${x.rank}. ${x.mark} ${x.wind ?? ''} ${x.athleteName}`.replace('  ', ' '))));

describe('demo manual best lists', () => {
  it('seeds an all-time list and a historical list of the German federation, once', async () => {
    expect(seeded).toBe(true);
    expect(await seedDemoManualBestlists(t.database.db)).toBe(false);
    const groups = (await t.as(null, { method: 'GET', url: '/api/public/manual-bestlists' })).json() as PublicManualBestlistGroup[];
    expect(groups.map((g) => [g.masterOrganizationName, g.lists.map((l) => [l.name, l.year])])).toEqual([
      ['Deutscher Leichtathletik-Verband', [[DEMO_HISTORICAL_LIST, 1960], [DEMO_ALL_TIME_LIST, null]]],
    ]);
  });

  it('holds the marks ranked and grouped, hand times with a star, a wind reading with its sign', async () => {
    const id = async (name: string) => (await t.database.db.select({ id: manualBestlists.id }).from(manualBestlists).where(eq(manualBestlists.name, name)))[0].id;
    const allTime = (await t.as(null, { method: 'GET', url: `/api/public/manual-bestlists/${await id(DEMO_ALL_TIME_LIST)}` })).json() as PublicManualBestlist;
    expect(entries(allTime)).toEqual(['100 1. 10.81 +1.7 Marlies Göhr', '400 1. 47.60 Marita Koch', 'HJ 1. 2.00 Rosemarie Ackermann', 'LJ 1. 7.48 Heike Drechsler', 'SP4000 1. 22.45 Ilona Slupianek']);
    const historical = (await t.as(null, { method: 'GET', url: `/api/public/manual-bestlists/${await id(DEMO_HISTORICAL_LIST)}` })).json() as PublicManualBestlist;
    expect(entries(historical)).toEqual(['100 1. 10.0* Armin Hary', '100 2. 10.2* Armin Hary', '400 1. 44.9* Carl Kaufmann']);
  });
});
