import { RoleRequestStatus, UserRoleStatus } from '@portal/domain';
import { and, eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import * as schema from '../db/schema';
import { organizations, roleRequests, roles, userRoles, users } from '../db/schema';
import { roleIds } from '../seed/base';
import { demoUsers } from '../seed/demo';
import type { TestApp } from './harness';

/** Names of demo organisations the tests address (seed/demo-tree.ts). */
export const DLV = 'Deutscher Leichtathletik-Verband';
export const HESSEN = 'Hessischer Leichtathletik-Verband';
export const EINTRACHT = 'Eintracht Frankfurt e.V.';
export const LG_NORD = 'LG Frankfurt-Nord';
export const AU = 'Atletiekunie';
export const PHANOS = 'AV Phanos';
export const BAYERN = 'Bayerischer Leichtathletik-Verband';
export const TSV = 'TSV 1860 München';
export const FRANKFURT = 'Kreis Frankfurt';
export const COMPANY = 'Laufsport Rhein-Main GmbH';
export const REGIO_WEST = 'Regio West';
export const DISTRICT_DA = 'Kreis Darmstadt-Dieburg';
export const DARMSTADT = 'ASC Darmstadt';

export { roleIds };

/** The demo accounts (seed/demo.ts), by a short name. */
export const accounts = {
  federation: 'federation.admin@demo.test',
  region: 'region.admin@demo.test',
  club: 'club.user@demo.test',
  approver: 'approver@demo.test',
  federationApprover: 'federation.approver@demo.test',
  statistician: 'statistician@demo.test',
  records: 'records@demo.test',
  manual: 'manual@demo.test',
  nl: 'nl.admin@demo.test',
  norole: 'norole@demo.test',
} as const;
export type AccountKey = keyof typeof accounts;

/** Surname of a demo user by e-mail (lists sort users by surname). */
export const lastNameOf = (email: string) => demoUsers.find((u) => u.email === email)?.lastName;

export interface Org {
  id: number;
  name: string;
  type: string;
  masterId: number;
  path: number[];
}

/** Every organisation of the database by name (names are unique in the demo tree). */
export async function loadOrgs(t: TestApp): Promise<(name: string) => Org> {
  const rows = await t.database.db.select().from(organizations);
  const byName = new Map(rows.map((o) => [o.name, { id: o.id, name: o.name, type: o.type, masterId: o.masterId ?? o.id, path: o.path }]));
  return (name: string) => {
    const org = byName.get(name);
    if (!org) throw new Error(`no organisation named ${name}`);
    return org;
  };
}

export async function userIdOf(t: TestApp, email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** Signs every demo account in once; the file's tests share the tokens. */
export async function loginAll(t: TestApp): Promise<Record<AccountKey, { token: string; id: number; masterId: number }>> {
  const entries = await Promise.all(
    (Object.entries(accounts) as [AccountKey, string][]).map(async ([key, email]) => {
      const s = await t.login(email);
      return [key, { token: s.accessToken, id: s.user.id, masterId: s.user.masterOrganization.value }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<AccountKey, { token: string; id: number; masterId: number }>;
}

/** A user that never signs in (arranged directly), to receive roles and file requests in the tests. */
export async function insertSubjectUser(t: TestApp, email: string, masterId: number, languageId = 1): Promise<number> {
  const [row] = await t.database.db
    .insert(users)
    .values({ email, passwordHash: 'not-a-hash', firstName: 'Subjekt', lastName: email.split('@')[0], languageId, masterOrganizationId: masterId, emailConfirmedAt: new Date() })
    .returning({ id: users.id });
  return row.id;
}

/** Sends a JSON Patch document with the content type the web app uses. */
export function jsonPatch(t: TestApp, token: string | null, url: string, ops: unknown[], extra: Partial<InjectOptions> & { org?: number } = {}): Promise<LightMyRequestResponse> {
  return t.as(token, { method: 'PATCH', url, headers: { 'content-type': 'application/json-patch+json' }, payload: JSON.stringify(ops), ...extra });
}

export const statusPatch = (status: number, reason?: string | null) => [
  { op: 'replace', path: '/status', value: status },
  ...(reason === undefined ? [] : [{ op: 'replace', path: '/reason', value: reason }]),
];

/** Role codes held actively by a user in an organisation, straight from the database. */
export async function activeRoleCodes(t: TestApp, userId: number, organizationId: number): Promise<string[]> {
  const rows = await t.database.db
    .select({ code: roles.code })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(userRoles.organizationId, organizationId), eq(userRoles.status, UserRoleStatus.created)));
  return rows.map((r) => r.code).sort();
}

export async function roleRequestById(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(roleRequests).where(eq(roleRequests.id, id));
  return row;
}

export async function userRoleById(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(userRoles).where(eq(userRoles.id, id));
  return row;
}

/** The id of the (first) role request of a user for a role in an organisation. */
export async function findRoleRequestId(t: TestApp, userId: number, roleCode: keyof typeof roleIds, organizationId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ id: roleRequests.id })
    .from(roleRequests)
    .where(and(eq(roleRequests.userId, userId), eq(roleRequests.roleId, roleIds[roleCode]), eq(roleRequests.organizationId, organizationId)))
    .orderBy(roleRequests.id);
  if (!row) throw new Error(`no role request ${userId}/${roleCode}/${organizationId}`);
  return row.id;
}

/** The id of the active user role, if any. */
export async function findUserRoleId(t: TestApp, userId: number, roleCode: keyof typeof roleIds, organizationId: number): Promise<number | undefined> {
  const [row] = await t.database.db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleIds[roleCode]), eq(userRoles.organizationId, organizationId), eq(userRoles.status, UserRoleStatus.created)));
  return row?.id;
}

/** Arranges an active user role (inserting it if missing) and returns its id. */
export async function ensureActiveRole(t: TestApp, userId: number, roleCode: keyof typeof roleIds, organizationId: number): Promise<number> {
  const existing = await findUserRoleId(t, userId, roleCode, organizationId);
  if (existing) return existing;
  const [row] = await t.database.db.insert(userRoles).values({ userId, roleId: roleIds[roleCode], organizationId }).returning({ id: userRoles.id });
  return row.id;
}

/** Arranges that the user does not hold the role (marks active rows deleted). */
export async function ensureNoRole(t: TestApp, userId: number, roleCode: keyof typeof roleIds, organizationId: number): Promise<void> {
  await t.database.db
    .update(userRoles)
    .set({ status: UserRoleStatus.deleted })
    .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleIds[roleCode]), eq(userRoles.organizationId, organizationId), eq(userRoles.status, UserRoleStatus.created)));
}

/** Arranges that the user has no open request for the role (open ones are marked deleted). */
export async function closeOpenRequests(t: TestApp, userId: number, roleCode: keyof typeof roleIds, organizationId: number): Promise<void> {
  await t.database.db
    .update(roleRequests)
    .set({ status: RoleRequestStatus.deleted })
    .where(and(eq(roleRequests.userId, userId), eq(roleRequests.roleId, roleIds[roleCode]), eq(roleRequests.organizationId, organizationId), eq(roleRequests.status, RoleRequestStatus.requested)));
}

/** Arranges exactly one fresh open request (older open ones are marked deleted) and returns its id. */
export async function freshOpenRequest(t: TestApp, userId: number, roleCode: keyof typeof roleIds, organizationId: number): Promise<number> {
  await closeOpenRequests(t, userId, roleCode, organizationId);
  const [row] = await t.database.db
    .insert(roleRequests)
    .values({ userId, roleId: roleIds[roleCode], organizationId, status: RoleRequestStatus.requested, changedAt: new Date() })
    .returning({ id: roleRequests.id });
  return row.id;
}

/** Open requests of a user for a role in an organisation. */
export async function openRequestIds(t: TestApp, userId: number, roleCode: keyof typeof roleIds, organizationId: number): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: roleRequests.id })
    .from(roleRequests)
    .where(and(eq(roleRequests.userId, userId), eq(roleRequests.roleId, roleIds[roleCode]), eq(roleRequests.organizationId, organizationId), eq(roleRequests.status, RoleRequestStatus.requested)));
  return rows.map((r) => r.id);
}

/** Both tables that the mutating calls change, whole, to prove that a refused call changed nothing. */
export async function snapshot(t: TestApp) {
  const db = t.database.db;
  const [ur, rr] = await Promise.all([db.select().from(userRoles).orderBy(userRoles.id), db.select().from(roleRequests).orderBy(roleRequests.id)]);
  return { userRoles: ur, roleRequests: rr };
}

/**
 * Tables a refused request may change: the counters that budget refusals and mails. Jobs count by
 * their ids only (a queued job changes its state as it runs).
 */
const notFingerprinted = new Set(['rate_counters', 'mail_budget_entries', 'jobs']);

/** Every table of the schema, so that a new area's tables are covered without a line here. */
const fingerprintedTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => !notFingerprinted.has(name))
  .sort();

/** What each table's rows hash to (jobs: their ids), as a query's column. */
const tableHash = (name: string) =>
  name === 'jobs'
    ? sql`(select md5(coalesce(string_agg(j.id::text, ',' order by j.id), '')) from jobs j)`
    : sql`(select md5(coalesce(string_agg(x::text, ',' order by x::text), '')) from ${sql.identifier(name)} x)`;
const hashedTables = [...fingerprintedTables, 'jobs'];

/**
 * A statement trigger on every hashed table notes the table as written (test databases only), so
 * that a fingerprint hashes again only what was written since the last one. A reset of the shared
 * PGlite runs without triggers, but a new app starts with no hashes of its own.
 */
async function trackWrites(t: TestApp): Promise<void> {
  const statements = [
    'create schema if not exists test_tracking',
    'create table if not exists test_tracking.written (name text primary key)',
    `create or replace function test_tracking.note() returns trigger language plpgsql as $$
       begin insert into test_tracking.written values (tg_table_name) on conflict do nothing; return null; end $$`,
    ...hashedTables.map((name) => `create or replace trigger test_tracking_written after insert or update or delete or truncate on public.${name} for each statement execute function test_tracking.note()`),
  ];
  for (const statement of statements) await t.database.db.execute(sql.raw(statement));
}

interface Print {
  nextTransaction: string;
  hashes: Map<string, string>;
  print: string;
}
const lastFingerprint = new WeakMap<TestApp, Print>();
const tracking = new WeakMap<TestApp, Promise<void>>();

const nextTransaction = async (t: TestApp) =>
  (await t.database.db.execute<{ next: string }>(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`)).rows[0].next;

/**
 * One md5 over every row of the tables requests change: as strict as `snapshot`, for tight loops.
 * Computed again only when a transaction wrote since the last one (every write takes a transaction
 * id, so while the next id to be given out has not moved, nothing changed), and then only for the
 * tables written: the permission matrix asks twice per refused call, and hashing every table was
 * a third of its time.
 */
export async function fingerprint(t: TestApp): Promise<string> {
  if (!tracking.has(t)) tracking.set(t, trackWrites(t));
  await tracking.get(t);
  const last = lastFingerprint.get(t);
  if (last && last.nextTransaction === (await nextTransaction(t))) return last.print;
  const written = new Set((await t.database.db.execute<{ name: string }>(sql`delete from test_tracking.written returning name`)).rows.map((row) => row.name));
  const stale = hashedTables.filter((name) => !last || written.has(name));
  const hashes = new Map(last?.hashes);
  if (stale.length > 0) {
    const result = await t.database.db.execute<Record<string, string>>(sql`select ${sql.join(stale.map((name) => sql`${tableHash(name)} as ${sql.identifier(name)}`), sql`, `)}`);
    for (const name of stale) hashes.set(name, result.rows[0][name]);
  }
  // Read after the notes were taken away: that took a transaction id of its own.
  const print = hashedTables.map((name) => hashes.get(name)).join('');
  lastFingerprint.set(t, { nextTransaction: await nextTransaction(t), hashes, print });
  return print;
}

/** A valid registration (`POST /api/account/register`) for the first master organisation. */
export async function registration(t: TestApp, origin: string, fields: Record<string, unknown>): Promise<Record<string, unknown>> {
  const masters = (await t.as(null, { method: 'GET', url: '/api/organizations/masters' })).json() as { value: number }[];
  return {
    firstName: 'Erika',
    lastName: 'Muster',
    newsletter: false,
    password: 'Laufbahn-Sprint-42',
    confirmPassword: 'Laufbahn-Sprint-42',
    languageId: 1,
    organizationId: masters[0].value,
    confirmUrl: `${origin}/confirm`,
    ...fields,
  };
}
