/**
 * Throughput of the signed-in calls over HTTP, as a share of a Fastify hello-world measured in the
 * same run (the machine is shared: only the ratio means something). 32 connections, medians of 3.
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL names a server (a scratch database is made
 * and dropped). Run: npm run bench.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { loadSecrets } from '../src/lib/secrets';
import { buildApp } from '../src/app';
import { seedBase } from '../src/seed/base';
import { seedReference } from '../src/seed/reference';
import { DEMO_PASSWORD, seedDemo } from '../src/seed/demo';
import { createScratchDatabase } from '../src/test/scratch-postgres';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = 3;
/** Share of hello-world's requests per second the signed-in calls must reach. */
const targets = { postgres: 0.25, pglite: 0.1 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function requestsPerSecond(url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

async function medianOf(url: string, headers?: Record<string, string>): Promise<number> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers }); // warm-up
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await requestsPerSecond(url, headers));
  return median(runs);
}

async function measurePortal(kind: 'pglite' | 'postgres', database: Database, hello: number) {
  await seedBase(database.db);
  await seedReference(database.db);
  await seedDemo(database.db, { crowd: true });
  const config = loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://127.0.0.1', DATA_DIR: '/tmp/portal-bench-unused', LOG_LEVEL: 'info' } as NodeJS.ProcessEnv);
  // The production logger, writing nowhere: what a request costs to log is part of its cost.
  const app = await buildApp({ config, database, secrets: loadSecrets({}), logStream: { write() {} } });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${origin}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'region.admin@demo.test', password: DEMO_PASSWORD }),
  });
  const { accessToken, user } = (await login.json()) as { accessToken: string; user: { userRoles: { organizationId: number; role: { code: string } }[] } };
  const org = user.userRoles.find((r) => r.role.code === 'OrgAdmin')!.organizationId;
  const headers = { authorization: `Bearer ${accessToken}`, 'x-current-org': String(org) };
  const calls = [
    ['role requests list (page of 10)', `${origin}/api/organizations/${org}/rolerequests?pageSize=10`],
    ['current user', `${origin}/api/users/current`],
  ] as const;
  const rows: { name: string; rps: number; ratio: number; ok: boolean }[] = [];
  for (const [name, url] of calls) {
    const rps = await medianOf(url, headers);
    const ratio = rps / hello;
    rows.push({ name, rps, ratio, ok: ratio >= targets[kind] });
  }
  await app.close();
  await database.close();
  for (const row of rows) {
    console.log(
      `${row.ok ? 'ok  ' : 'SLOW'} ${kind.padEnd(8)} ${row.name.padEnd(32)} ${row.rps.toFixed(0).padStart(7)} req/s  ${(row.ratio * 100).toFixed(1).padStart(5)} % of hello-world (target >= ${targets[kind] * 100} %)`,
    );
  }
  return rows.every((r) => r.ok);
}

async function main() {
  const helloApp = Fastify();
  helloApp.get('/', async () => ({ hello: 'world' }));
  const helloUrl = await helloApp.listen({ port: 0, host: '127.0.0.1' });
  const hello = await medianOf(helloUrl);
  await helloApp.close();
  console.log(`\nThroughput, ${CONNECTIONS} connections, median of ${RUNS} × ${SECONDS} s: Fastify hello-world ${hello.toFixed(0)} req/s`);
  const results = [await measurePortal('pglite', await openDatabase({}), hello)];
  if (process.env.BENCH_DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'portal_bench');
    try {
      results.push(await measurePortal('postgres', await openDatabase({ url: scratch.url }), hello));
    } finally {
      await scratch.drop();
    }
  }
  // A missed target is reported, not fatal, so that the rest of `npm run bench` still runs.
  if (results.includes(false)) console.log('\nMISSED: a signed-in call stays below its share of hello-world.');
}

void main();
