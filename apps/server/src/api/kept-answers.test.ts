import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { features } from '../features';
import { allRoutes } from './registry';
import type { KeptVersion } from './kept-answers';
import { DLV, EINTRACHT, HESSEN, loadOrgs } from '../test/fixtures';
import { insertStoredBestList, insertStoredDefinition } from '../statistics-best-lists/best-lists.fixtures';
import { insertAthlete, insertCompetition, insertPerformance } from '../statistics/statistics.fixtures';

/**
 * Every route marked `keep` answers from memory until its version moves; so every table its
 * answer is read from must move that version at commit (or never change). The queries of each
 * kept route are recorded while it computes, and the tables they read are checked against the
 * version triggers of the database itself.
 */
let t: TestApp;
let admin: { token: string; org: number; id: number };
/** Tables whose triggers move each version, as the database has them. */
const moving = new Map<KeptVersion, Set<string>>();
/** Every table of the schema. */
let tables: Set<string>;
/** A regional list with a definition and a mark (its restriction, clubs and competitions are read too). */
let rankingList: number;
/** The athlete of that mark. */
let keptAthlete: number;
const year = new Date().getFullYear();
/** Reference data no route writes (seeded with the schema), and the version rows themselves. */
const unchanging = new Set(['events', 'age_classes', 'countries', 'languages', 'platform_version', 'statistics_version']);
/** Read before the kept answer, not for it: whether the token's session is alive (decision 031). */
const sessionCheck = new Set(['refresh_tokens']);
/** Written only by the transactions that move the statistics version, and stamped with it at their commit (migrations 0015 and 0017). */
const statisticsNotes = new Set(['ranking_slice_changes', 'ranked_mark_changes']);

beforeAll(async () => {
  t = await createTestApp();
  const login = await t.login('region.admin@demo.test');
  admin = { token: login.accessToken, id: login.user.id, org: login.user.userRoles.find((r) => r.role.code === 'OrgAdmin')!.organizationId };
  const triggers = await t.database.db.execute<{ table_name: string; action_statement: string }>(
    sql`select event_object_table as table_name, action_statement from information_schema.triggers where trigger_schema = 'public'`,
  );
  for (const [kind, fn] of [['platform', 'platform_changed'], ['statistics', 'statistics_changed']] as const) {
    moving.set(kind, new Set(triggers.rows.filter((r) => r.action_statement.includes(fn)).map((r) => r.table_name)));
  }
  const org = await loadOrgs(t);
  const db = t.database.db;
  const master = org(DLV).id;
  rankingList = await insertStoredBestList(db, { masterId: master, name: 'Hessen', regionalRestrictionId: org(HESSEN).id });
  await insertStoredDefinition(db, rankingList, { eventCode: '100', classCode: 'M', wind: true, handTimeAllowed: true, environment: 1 });
  const competition = await insertCompetition(db, { masterId: master, ownerId: master, name: 'Abendsportfest', town: 'Frankfurt am Main', date: `${year}-06-01` });
  const club = org(EINTRACHT).id;
  const athlete = { id: (keptAthlete = await insertAthlete(db, { masterId: master, organizationId: club, firstName: 'Max', lastName: 'Kept', yearOfBirth: 1998 })), yearOfBirth: 1998, nation: 'GER', organizationId: club };
  await insertPerformance(db, { masterId: master, competitionId: competition, eventCode: '100', classCode: 'M', athlete, date: `${year}-06-01`, environment: 1, mark: '10,20', wind: 1.5 });
  const all = await t.database.db.execute<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public'`);
  tables = new Set(all.rows.map((r) => r.table_name));
});
afterAll(() => t.close());

/** The tables a statement reads or writes. */
function tablesOf(statement: string): string[] {
  return [...statement.matchAll(/\b(?:from|join|update|into)\s+"?(\w+)"?/gi)].map((m) => m[1]).filter((name) => tables.has(name));
}

/** One request per kept route, with data behind it (a route without one fails the test). */
const samples: Record<string, () => Promise<{ url: string; token: string | null; org?: number }>> = {
  current_user_details: async () => ({ url: '/api/users/current', token: admin.token }),
  roles: async () => ({ url: `/api/users/${admin.id}/roles/${admin.org}`, token: admin.token }),
  user_organizations: async () => ({ url: `/api/users/${admin.id}/organizations`, token: admin.token }),
  user_roles: async () => ({ url: `/api/organizations/${admin.org}/userroles?pageSize=10`, token: admin.token, org: admin.org }),
  organizations_from_user_roles_for_selectors: async () => ({ url: `/api/organizations/${admin.org}/userroles/organizations`, token: admin.token, org: admin.org }),
  role_requests: async () => ({ url: `/api/organizations/${admin.org}/rolerequests?pageSize=10`, token: admin.token, org: admin.org }),
  public_athlete: async () => ({ url: `/api/public/athletes/${keptAthlete}`, token: null }),
  athlete_marks: async () => ({ url: `/api/public/athletes/${keptAthlete}/marks?pageSize=5`, token: null }),
  public_bestlist_ranking: async () => ({ url: `/api/public/bestlists/${rankingList}/ranking?eventCode=100&classCode=M&year=${year}`, token: null }),
};

describe('kept answers', () => {
  it('read only tables whose changes move their version', async () => {
    const kept = allRoutes(features).filter((r) => r.keep);
    expect(kept.map((r) => r.endpoint.rel).sort()).toEqual(Object.keys(samples).sort());
    expect(moving.get('platform')!.size).toBeGreaterThan(3);
    expect(moving.get('statistics')!.size).toBeGreaterThan(3);
    const findings: string[] = [];
    for (const route of kept) {
      const sample = await samples[route.endpoint.rel]();
      // Both versions move first, so the answer is computed now, not taken from memory.
      await t.database.db.execute(sql`update statistics_version set version = nextval('statistics_version_seq')`);
      await t.database.db.execute(sql`update platform_version set version = version + 1`);
      t.queries.length = 0;
      const res = await t.as(sample.token, { method: 'GET', url: sample.url, org: sample.org });
      expect(res.statusCode, `${route.endpoint.rel}: ${res.body.slice(0, 200)}`).toBe(200);
      const read = new Set(t.queries.flatMap(tablesOf));
      expect(read.size, route.endpoint.rel).toBeGreaterThan(1);
      const allowed = moving.get(route.keep!.version)!;
      for (const table of read) {
        const notes = route.keep!.version === 'statistics' && statisticsNotes.has(table);
        if (!allowed.has(table) && !unchanging.has(table) && !sessionCheck.has(table) && !notes) findings.push(`${route.endpoint.rel} (${route.keep!.version}) reads ${table}`);
      }
    }
    expect(findings).toEqual([]);
  });

  it('tells the tables of a statement apart from other words', () => {
    expect(tablesOf('select extract(month from p.performance_date) from "performances" p join organizations o on true')).toEqual(['performances', 'organizations']);
  });
});
