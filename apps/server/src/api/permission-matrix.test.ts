/**
 * The permission matrix: every signed-in rel × every demo account × target organisations, with the
 * status PRODUCT.md §2 demands. The expectations are derived from the demo accounts' grants (seed)
 * by the predicates of test/matrix-model.ts, not from the server's policy code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Link } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/harness';
import { areaCatalogues, fastifyPath, rootRels, routeKey, routeTable, type Rel } from '../test/routes';
import { type AreaMatrix, type Call, type Ctx, type MatrixEnv, type Row, type TargetKey } from '../test/matrix';
import { grantIdsOf, grantsOf, masterNameOf, patchOf } from '../test/matrix-model';
import { MINUTE } from '../lib/clock';
import { organizations } from '../db/schema';
import {
  accounts,
  ensureActiveRole,
  ensureNoRole,
  fingerprint,
  insertSubjectUser,
  loadOrgs,
  loginAll,
  roleIds,
  snapshot,
  type AccountKey,
  type Org,
  DLV,
  AU,
} from '../test/fixtures';

// ---------------------------------------------------------------------------------------------
// The model: who holds what (from the seed), and PRODUCT.md §2 as predicates (test/matrix-model.ts).

/** Per federation: a club below the Hessen region (or the Dutch region), a club elsewhere, and one of the other federation. */
const targetNames: Record<string, Record<Exclude<TargetKey, 'own'>, string>> = {
  [DLV]: { club: 'Eintracht Frankfurt e.V.', sibling: 'TSV 1860 München', foreign: 'AV Phanos' },
  [AU]: { club: 'AV Phanos', sibling: 'AV Haarlem', foreign: 'Eintracht Frankfurt e.V.' },
};
/** The organisation where the account holds its role; a user without roles works in their federation. */
const ownOrgName = (who: AccountKey) => grantsOf(who)[0]?.orgName ?? masterNameOf(who);

let org: (name: string) => Org;
let orgById: Map<number, Org>;
const grantIds = grantIdsOf((name) => org(name));

// ---------------------------------------------------------------------------------------------
// The table: one row per call (and variant).

let t: TestApp;

const env: MatrixEnv = { t: () => t, org: (name) => org(name), orgById: () => orgById, grantIds };
/** Every area's part of the matrix, from its `<area>.matrix.ts`: a new area adds its file and no line here. */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const matrixFiles = fs
  .readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.matrix.ts'))
  .sort();
const areas = await Promise.all(
  matrixFiles.map(async (f) => {
    const area = ((await import(path.join(src, f))) as { matrix?: AreaMatrix }).matrix;
    if (!area) throw new Error(`${f} exports no \`matrix\``);
    return area;
  }),
);
const table: Row[] = areas.flatMap((a) => a.rows(env));

// ---------------------------------------------------------------------------------------------

let sessions: Awaited<ReturnType<typeof loginAll>>;
let links: Map<string, Link>;
const subjects: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  sessions = await loginAll(t);
  org = await loadOrgs(t);
  const all = await t.database.db.select({ name: organizations.name }).from(organizations);
  orgById = new Map(all.map((o) => [org(o.name).id, org(o.name)]));
  subjects[DLV] = await insertSubjectUser(t, 'subject.de@demo.test', org(DLV).id);
  subjects[AU] = await insertSubjectUser(t, 'subject.nl@demo.test', org(AU).id, 3);
  const root = await t.as(sessions.federation.token, { method: 'GET', url: '/api' });
  links = new Map((root.json().links as Link[]).map((l) => [routeKey('root', l.rel), l]));
  for (const area of areaCatalogues) {
    // An area offered by role (statistics) is read with the first account that holds the role.
    for (const session of Object.values(sessions)) {
      const catalogue = await t.as(session.token, { method: 'GET', url: area.path });
      if (catalogue.statusCode !== 200) continue;
      for (const l of catalogue.json().links as Link[]) links.set(routeKey(area.rel, l.rel), l);
      break;
    }
  }
});
afterAll(() => t.close());

function fill(rel: Rel, params: Record<string, string | number> = {}): { method: string; url: string } {
  const l = links.get(rel)!;
  // A query expression (`{?search,pageNumber}`) is left out; a row passes its query itself.
  const url = l.href.replace(/\{\?[\w,]+\}/g, '').replace(/\{(\w+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${rel}: no value for {${name}}`);
    return encodeURIComponent(String(params[name]));
  });
  return { method: l.method!, url };
}

function inject(token: string | null, call: Call, extra: { org?: number } = {}): Promise<LightMyRequestResponse> {
  const { method, url } = fill(call.rel, call.params);
  const options: InjectOptions & { org?: number } = { method: method as InjectOptions['method'], url: call.query ? `${url}?${call.query}` : url, ...extra };
  if (call.patch) {
    options.headers = { 'content-type': 'application/json-patch+json' };
    options.payload = JSON.stringify(call.patch);
  } else if (call.payload !== undefined) options.payload = call.payload as InjectOptions['payload'];
  if (call.headers) options.headers = { ...options.headers, ...call.headers };
  return t.as(token, options);
}

const accountKeys = Object.keys(accounts) as AccountKey[];
const targetKeys: TargetKey[] = ['own', 'club', 'sibling', 'foreign'];

function ctx(who: AccountKey, target: TargetKey): Ctx {
  const master = masterNameOf(who);
  const x = org(target === 'own' ? ownOrgName(who) : targetNames[master][target]);
  const xMaster = orgById.get(x.masterId)!.name;
  return {
    who,
    target,
    x,
    foreign: xMaster !== master,
    token: sessions[who].token,
    me: sessions[who].id,
    masterId: sessions[who].masterId,
    subjectOfX: subjects[xMaster],
    otherUser: subjects[master],
    otherTenantUser: subjects[master === DLV ? AU : DLV],
  };
}

describe('permission matrix (PRODUCT.md §2)', () => {
  it('covers every signed-in rel of the route table', () => {
    const signedIn = (Object.keys(routeTable) as Rel[]).filter((rel) => routeTable[rel].access === 'user');
    expect([...new Set(table.map((r) => r.rel))].sort()).toEqual(signedIn.sort());
    // Every call that can change data is checked to change nothing when refused.
    for (const row of table) expect(row.mutating ?? false, row.rel).toBe(routeTable[row.rel].method !== 'GET');
  });

  it('detects a change of a single row with its fingerprint', async () => {
    const eintracht = org('Eintracht Frankfurt e.V.').id;
    const start = await fingerprint(t);
    await ensureActiveRole(t, subjects[DLV], 'Trainer', eintracht);
    const added = await fingerprint(t);
    await ensureNoRole(t, subjects[DLV], 'Trainer', eintracht);
    const removed = await fingerprint(t);
    expect(new Set([start, added, removed]).size).toBe(3);
    expect(await fingerprint(t)).toBe(removed);
  });

  it.each(table.map((row) => [`${row.rel}${row.variant ? ` (${row.variant})` : ''}`, row] as const))('%s', async (_, row) => {
    const mismatches: string[] = [];
    for (const who of accountKeys) {
      for (const target of row.once ? (['own'] as TargetKey[]) : targetKeys) {
        const c = ctx(who, target);
        const call = await row.call(c);
        const before = row.mutating ? await fingerprint(t) : undefined;
        const res = await inject(c.token, call);
        const wanted = row.expected(c);
        const cell = `${who} → ${target} (${c.x.name})`;
        if (res.statusCode !== wanted) mismatches.push(`${cell}: expected ${wanted}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
        if (res.statusCode >= 400) {
          if (before && (await fingerprint(t)) !== before) mismatches.push(`${cell}: refused with ${res.statusCode} but changed data`);
        } else {
          if (row.changed) mismatches.push(...(await row.changed(c, call)).map((m) => `${cell}: ${m}`));
          if (row.body) mismatches.push(...row.body(c, res).map((m) => `${cell}: ${m}`));
        }
        await row.cleanup?.(c);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('signed-in calls without a valid token', () => {
  /** Every signed-in rel, with ids that exist. */
  const anyCall = (): Call[] => {
    const x = org('Eintracht Frankfurt e.V.');
    const me = sessions.club.id;
    return (Object.keys(routeTable) as Rel[])
      .filter((rel) => routeTable[rel].access === 'user')
      .map((rel): Call => {
        const known: Record<string, string | number> = { attachmentId: 1, attendeeId: 1, line: 2, targetId: 1, sourceId: 1, performanceListId: 1, perflist: 1, classId: 1, env: 1, eventId: 1, perfId: 1, parent: x.masterId, id: rel === 'role_request_status' || rel === 'user_role_status' ? 1 : rel.startsWith('organization') || rel === 'users_for_selectors' ? x.id : me, organizationId: x.id, userId: me, search: 'Eintracht', type: 'Club', guid: '00000000-0000-4000-8000-000000000000' };
        if (rel === 'branches_for_master_organization') known.id = x.masterId;
        // A path parameter of a new area needs no line here: authentication is refused before it is read.
        const params = new Proxy(known, { get: (values, name: string) => values[name] ?? 1 });
        const payloads: Partial<Record<Rel, Partial<Call>>> = {
          create_role_request: { payload: { roleId: roleIds.Trainer, organizationId: x.id } },
          create_user_role: { payload: { userId: me, organizationId: x.id, roleIds: [roleIds.Trainer] } },
          delete_roles: { payload: [{ id: 1 }] },
          role_request_status: { patch: patchOf(2) },
          user_role_status: { patch: patchOf(1) },
        };
        return { rel, params, ...payloads[rel] };
      });
  };

  it('answers 401 to every signed-in rel without a token, and changes nothing', async () => {
    const before = await snapshot(t);
    for (const call of anyCall()) {
      const res = await inject(null, call);
      expect(res.statusCode, call.rel).toBe(401);
      expect(res.json()).toMatchObject({ status: 401, code: 'http.401SignInRequired' });
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('answers 401 to a forged token', async () => {
    const [header, payload] = sessions.federation.token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    for (const call of anyCall()) expect((await inject(forged, call)).statusCode, call.rel).toBe(401);
    expect((await t.as('garbage', { method: 'GET', url: '/api/users/current' })).statusCode).toBe(401);
  });

  it('answers 401 to an expired token, for every signed-in rel and the root', async () => {
    const fresh = await t.login('region.admin@demo.test');
    t.clock.advance(15 * MINUTE + 1000);
    const before = await snapshot(t);
    for (const call of anyCall()) expect((await inject(fresh.accessToken, call)).statusCode, call.rel).toBe(401);
    expect((await t.as(fresh.accessToken, { method: 'GET', url: '/api' })).statusCode).toBe(401);
    // Anonymous calls still work with an expired token.
    expect((await t.as(fresh.accessToken, { method: 'GET', url: '/api/languages' })).statusCode).toBe(200);
    expect(await snapshot(t)).toEqual(before);
    // Later describes need working tokens again.
    sessions = await loginAll(t);
  });
});

describe('X-Current-Org', () => {
  it('accepts an organisation where the user holds an active role and refuses any other with 403', async () => {
    const me = (who: AccountKey, orgId: number | string) => t.as(sessions[who].token, { method: 'GET', url: '/api/users/current', headers: { 'x-current-org': String(orgId) } });
    expect((await me('club', org('Eintracht Frankfurt e.V.').id)).statusCode).toBe(200);
    expect((await me('region', org('Hessischer Leichtathletik-Verband').id)).statusCode).toBe(200);
    const refused: [AccountKey, number | string][] = [
      ['club', org('Hessischer Leichtathletik-Verband').id],
      ['club', org('AV Phanos').id],
      // Admin of Eintracht, but holding no role there:
      ['region', org('Eintracht Frankfurt e.V.').id],
      // The own federation is no current organisation without a role in it:
      ['norole', org(DLV).id],
      ['nl', org(DLV).id],
      ['club', 'abc'],
      ['club', 0],
      ['club', 999_999],
    ];
    for (const [who, value] of refused) {
      const res = await me(who, value);
      expect(res.statusCode, `${who} ${value}`).toBe(403);
      expect(res.json().code).toBe('validation.errorCurrentOrganization');
    }
  });

  it('refuses a mutating call under a wrong current organisation before changing anything', async () => {
    const before = await snapshot(t);
    const res = await t.as(sessions.federation.token, {
      method: 'POST',
      url: '/api/userroles',
      org: org('Hessischer Leichtathletik-Verband').id,
      payload: { userId: subjects[DLV], organizationId: org('Eintracht Frankfurt e.V.').id, roleIds: [roleIds.Trainer] },
    });
    expect(res.statusCode).toBe(403);
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('root links', () => {
  /** Area catalogues the root offers only to holders of a role (statistics: Statistiker; competition approval: organisers and approvers). */
  const areasOfferedByRole = areas.flatMap((a) => a.offeredByRole ?? []);
  /** The rels the root lists to anonymous callers, gathered from the areas' matrix files. */
  const anonymousRels = areas.flatMap((a) => a.anonymousRels ?? []);

  it('lists only the anonymous rels to anonymous callers and every rel to signed-in callers', async () => {
    const anonymous = (await t.as(null, { method: 'GET', url: '/api' })).json().links as Link[];
    expect(anonymous.map((l) => l.rel).sort()).toEqual([...anonymousRels, 'openapi'].sort());
    const signedIn = (await t.as(sessions.norole.token, { method: 'GET', url: '/api' })).json().links as Link[];
    // A user without roles gets no area offered by role; the other areas' own rels are listed in their catalogues, not in the root.
    const federationAreas = areaCatalogues.filter((a) => !areasOfferedByRole.includes(a.rel));
    expect(signedIn.map((l) => routeKey('root', l.rel)).sort()).toEqual([...rootRels, ...federationAreas.map((a) => a.rel), 'openapi'].sort());
    for (const area of areaCatalogues.filter((a) => areasOfferedByRole.includes(a.rel))) {
      expect((await t.as(sessions.norole.token, { method: 'GET', url: area.path })).statusCode, area.rel).toBe(403);
    }
    for (const area of federationAreas) {
      const catalogue = (await t.as(sessions.norole.token, { method: 'GET', url: area.path })).json().links as Link[];
      expect(catalogue.map((l) => l.rel).sort()).toEqual([...area.rels].sort());
    }
    const dutch = (await t.as(sessions.nl.token, { method: 'GET', url: '/api' })).json().links as Link[];
    // The Dutch admin has what every signed-in user has, and holds a role, so event registration is
    // theirs too, and as OrgAdmin of the federation its API keys; competition approval is German only.
    expect(dutch.map((l) => routeKey('root', l.rel)).sort()).toEqual([...rootRels, ...federationAreas.map((a) => a.rel), 'event_registration_links', 'api_key_links', 'openapi'].sort());
    for (const l of signedIn.filter((l) => l.rel !== 'openapi' && !areaCatalogues.some((a) => a.rel === l.rel))) {
      const route = routeTable[routeKey('root', l.rel)];
      expect(l).toEqual({ rel: l.rel, href: route.path, templated: l.href.includes('{'), method: route.method });
    }
  });

  it('resolves every href to a registered route (no router 404 when filled with valid ids)', async () => {
    const signedIn = (await t.as(sessions.federation.token, { method: 'GET', url: '/api' })).json().links as Link[];
    // Each area fills its own links' path parameters (and creates what they name).
    const users = { federation: sessions.federation.id, noRole: sessions.norole.id, subject: subjects[DLV] };
    const values: Partial<Record<Rel, Record<string, string | number>>> = {};
    for (const area of areas) Object.assign(values, await area.rootLinkValues?.(env, users));
    const before = await snapshot(t);
    for (const l of signedIn.filter((l) => l.rel !== 'openapi')) {
      expect(t.app.hasRoute({ method: l.method as 'GET', url: fastifyPath(l.href) }), l.rel).toBe(true);
      // A query expression (`{?token}`) is left out: the router must know the path without it.
      const url = l.href.replace(/\{\?[\w,]+\}/g, '').replace(/\{(\w+)\}/g, (_, name: string) => String(values[routeKey('root', l.rel)]![name]));
      // Without a body the mutating calls stop at validation; what matters is that the router knows the path.
      const res = await t.as(sessions.federation.token, { method: l.method as InjectOptions['method'], url });
      expect(res.statusCode, `${l.rel} ${l.method} ${url}: ${res.body.slice(0, 100)}`).not.toBe(404);
    }
    expect(await snapshot(t)).toEqual(before);
  });
});
