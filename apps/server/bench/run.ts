/**
 * Benchmarks of the list calls at federation scale, with targets. Run: npm run bench.
 * Generates clubs, users, user roles and role requests on PGlite in a data folder, as `npm start` runs
 * it (or on BENCH_DATABASE_URL), and measures the list calls an administrator makes, as the browser
 * would call them, and the memory the process holds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { loadSecrets } from '../src/lib/secrets';
import { buildApp } from '../src/app';
import { seedBase, roleIds } from '../src/seed/base';
import { seedDemo, DEMO_PASSWORD } from '../src/seed/demo';

const CLUBS = Number(process.env.BENCH_CLUBS ?? 2000);
const USERS = Number(process.env.BENCH_USERS ?? 20000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30000);
const RUNS = 40;

const targets = { listP95Ms: 250, loginP95Ms: 400, heapMb: 600 };

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL, dataDir: process.env.BENCH_DATABASE_URL ? undefined : dataDir });
  await seedBase(database.db);
  await seedDemo(database.db);
  const started = Date.now();
  // Bulk data in SQL: clubs under the Hessen and Bavaria state associations, users with roles and requests.
  await database.exec(`
    insert into organizations (name, type, parent_id, master_id, path)
      select 'Bench-Verein ' || g, 'Club', r.id, r.master_id, r.path || (select coalesce(max(id),0) from organizations) + g
      from generate_series(1, ${CLUBS}) g
      cross join lateral (select id, master_id, path from organizations where type = 'Region' order by id limit 1 offset (g % 20)) r;
    update organizations set path = (select path from organizations p where p.id = organizations.parent_id) || organizations.id
      where name like 'Bench-Verein %';
    insert into users (email, password_hash, first_name, last_name, language_id, master_organization_id, email_confirmed_at)
      select 'bench' || g || '@bench.test', 'x', 'Vorname' || g, 'Nachname' || (g % 997), 1, 1, now() from generate_series(1, ${USERS}) g;
    insert into user_roles (user_id, role_id, organization_id, status)
      select u.id, ${roleIds.OrgUser}, o.id, (u.id % 7 = 0)::int
      from users u join lateral (select id from organizations where name = 'Bench-Verein ' || (1 + u.id % ${CLUBS})) o on true
      where u.email like 'bench%';
    insert into role_requests (user_id, role_id, organization_id, status, changed_at)
      select u.id, ${roleIds.Official}, o.id, g % 4, now() - (g || ' minutes')::interval
      from generate_series(1, ${REQUESTS}) g
      join users u on u.email = 'bench' || (1 + g % ${USERS}) || '@bench.test'
      join lateral (select id from organizations where name = 'Bench-Verein ' || (1 + g % ${CLUBS})) o on true
      where g % 4 <> 0 or true
      on conflict do nothing;
    analyze;
  `);
  const counts = await database.db.execute(sql`select (select count(*) from users)::int u, (select count(*) from user_roles)::int r, (select count(*) from role_requests)::int q`);
  const row = counts.rows[0];
  console.log(`data: ${JSON.stringify(row)} in ${Date.now() - started} ms`);

  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/portal-bench-unused' } as NodeJS.ProcessEnv);
  const app = await buildApp({ config, database, secrets: loadSecrets({}) });
  const login = await app.inject({ method: 'POST', url: '/api/account/login', payload: { email: 'federation.admin@demo.test', password: DEMO_PASSWORD } });
  const { accessToken, user } = login.json();
  const org = user.userRoles[0].organizationId;
  const headers = { authorization: `Bearer ${accessToken}`, 'x-current-org': String(org) };

  async function measure(name: string, url: string, target: number) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      // A change before each call, so that none is answered from memory (decision 026): the figure
      // is what a list costs after the data changed, not a repeated call.
      await database.exec(`update languages set name = name where id = 1`);
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: url.replace('{page}', String(1 + (i % 5))), headers });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
    }
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    const ok = p95 <= target;
    console.log(`${ok ? 'ok  ' : 'SLOW'} ${name}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target p95 <= ${target} ms)`);
    return ok;
  }

  const results = [
    await measure('role requests, page of 10, by changed-at', `/api/organizations/${org}/rolerequests?pageNumber={page}&pageSize=10`, targets.listP95Ms),
    await measure('role requests, 400 rows, user name filter', `/api/organizations/${org}/rolerequests?pageSize=400&userName=Nachname1`, targets.listP95Ms),
    await measure('role requests, sorted by organisation desc', `/api/organizations/${org}/rolerequests?sortBy=organizationName&organizationNameDescending=true&pageNumber={page}`, targets.listP95Ms),
    await measure('user roles, page of 10', `/api/organizations/${org}/userroles?pageNumber={page}&pageSize=10`, targets.listP95Ms),
    await measure('user roles, 400 rows', `/api/organizations/${org}/userroles?pageSize=400`, targets.listP95Ms),
    await measure('organisation search', `/api/organizations/search/Verein%2012`, targets.listP95Ms),
  ];
  const loginTimes: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    await app.inject({ method: 'POST', url: '/api/account/login', payload: { email: 'club.user@demo.test', password: DEMO_PASSWORD } });
    loginTimes.push(performance.now() - t0);
  }
  const loginP95 = percentile(loginTimes, 95);
  results.push(loginP95 <= targets.loginP95Ms);
  console.log(`${loginP95 <= targets.loginP95Ms ? 'ok  ' : 'SLOW'} login (Argon2id): p95 ${loginP95.toFixed(1)} ms (target <= ${targets.loginP95Ms} ms)`);
  const heapMb = process.memoryUsage().rss / 1024 / 1024;
  results.push(heapMb <= targets.heapMb);
  console.log(`${heapMb <= targets.heapMb ? 'ok  ' : 'HIGH'} resident memory ${heapMb.toFixed(0)} MB (target <= ${targets.heapMb} MB)`);
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (results.includes(false)) process.exitCode = 1;
}

void main();
