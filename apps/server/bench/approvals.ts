/**
 * Benchmark of the competition approval area at federation scale, with targets (issue: list p95
 * ≤ 100 ms on 20 000 applications, invoice creation p95 ≤ 300 ms, on PGlite). Run: npm run bench.
 * Each figure is also given as a ratio to a reference taken in the same run (a Fastify hello-world
 * answered through inject), since this machine is shared and its speed varies.
 */
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { loadSecrets } from '../src/lib/secrets';
import { buildApp } from '../src/app';
import { seedBase } from '../src/seed/base';
import { seedDemo, DEMO_PASSWORD } from '../src/seed/demo';

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 20_000);
const INVOICES = 30;
const RUNS = 40;
const targets = { listP95Ms: 100, invoiceP95Ms: 300 };

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

async function main() {
  const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL });
  await seedBase(database.db);
  await seedDemo(database.db);
  const started = Date.now();
  // Copies of the demo applications: every state, start dates spread over 2019–2031, each with the state association's decision.
  await database.exec(`
    insert into competition_approvals (master_id, owner_organization_id, owner_path, name, state, version, competition_type, category, sub_type, approval_type,
        only_with_license, start_at, end_date, nation, town, latitude, longitude, region_id, area_id, district_id, content, details, created_by, changed_by)
      select a.master_id, a.owner_organization_id, a.owner_path, a.name || ' ' || g, (g % 6), 0, a.competition_type, (g % 17), a.sub_type, a.approval_type,
        a.only_with_license, timestamp '2019-01-05 10:00' + ((g * 37) % 4700) * interval '1 day', (date '2019-01-05' + ((g * 37) % 4700)), a.nation,
        a.town, a.latitude, a.longitude, a.region_id, a.area_id, a.district_id, a.content, a.details, a.created_by, a.changed_by
      from generate_series(1, ${APPLICATIONS}) g
      join lateral (select * from competition_approvals order by id limit 1 offset (g % 11)) a on true;
    insert into competition_approval_decisions (application_id, organization_id, position, state)
      select id, region_id, 0, case state when 3 then 1 when 4 then 2 else 0 end from competition_approvals where state in (1, 2, 3, 4)
      on conflict do nothing;
    analyze;
  `);
  const count = (await database.db.execute(sql`select count(*)::int n from competition_approvals`)).rows[0];
  console.log(`data: ${JSON.stringify(count)} applications in ${Date.now() - started} ms`);

  const reference = Fastify();
  reference.get('/hello', async () => ({ hello: 'world' }));
  await reference.ready();
  const referenceTimes: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    await reference.inject({ method: 'GET', url: '/hello' });
    referenceTimes.push(performance.now() - t0);
  }
  const referenceP50 = percentile(referenceTimes, 50);
  console.log(`reference: Fastify hello-world p50 ${referenceP50.toFixed(2)} ms`);

  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/portal-bench-approvals' } as NodeJS.ProcessEnv);
  const app = await buildApp({ config, database, secrets: loadSecrets({}) });
  const session = async (email: string) => {
    const login = await app.inject({ method: 'POST', url: '/api/account/login', payload: { email, password: DEMO_PASSWORD } });
    const { accessToken, user } = login.json();
    return { headers: { authorization: `Bearer ${accessToken}`, 'x-current-org': String(user.userRoles[0].organizationId) }, org: user.userRoles[0].organizationId as number };
  };
  const region = await session('region.admin@demo.test');
  const approver = await session('approver@demo.test');
  const base = `/api/competitionapprovals/organizations/${region.org}`;

  async function measure(name: string, url: string) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: region.headers });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
    }
    return report(name, times, targets.listP95Ms);
  }
  function report(name: string, times: number[], target: number) {
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    const ok = p95 <= target;
    console.log(`${ok ? 'ok  ' : 'SLOW'} ${name}: p50 ${p50.toFixed(1)} ms (${(p50 / referenceP50).toFixed(0)}× reference), p95 ${p95.toFixed(1)} ms (target p95 <= ${target} ms)`);
    return ok;
  }

  const results = [
    await measure('approval list, page 1 of 10', `${base}?pageNumber=1&pageSize=10`),
    await measure('approval list, page 1 of 50', `${base}?pageNumber=1&pageSize=50`),
    await measure('approval list, deep page (1 500 of 10)', `${base}?pageNumber=1500&pageSize=10`),
    await measure('approval list, state + year filter', `${base}?approvalState=3&year=2026&pageSize=25`),
    await measure('approval list, free-text search', `${base}?freetextSearch=Halbmarathon%201&pageSize=25`),
    await measure('approval list, type + category + region', `${base}?competitionType=0&competitionCategory=16&regionGuid=${region.org}&pageSize=25`),
  ];

  // Invoices: approved past applications with finisher numbers, created one after another by the state association's approver.
  const ready = await database.db.execute<{ id: number }>(sql`
    update competition_approvals set details = details || '{"finisher_Women_Active": 120, "finisher_Men_Active": 180, "totalSum_Runners": 300}'::jsonb,
        finishers_sent_at = now(), invoice_number = null, invoice_key = null
      where id in (select id from competition_approvals where state = 3 and start_at < now() - interval '2 days' and invoice_number is null order by id limit ${INVOICES})
      returning id`);
  const invoiceTimes: number[] = [];
  for (const { id } of ready.rows) {
    const t0 = performance.now();
    const res = await app.inject({ method: 'POST', url: `/api/competitionapprovals/${id}/receipt`, headers: approver.headers });
    invoiceTimes.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`invoice ${id}: ${res.statusCode} ${res.body}`);
  }
  results.push(report(`invoice creation (PDF, number, storage; ${invoiceTimes.length} invoices)`, invoiceTimes, targets.invoiceP95Ms));

  await app.close();
  await reference.close();
  await database.close();
  if (results.includes(false)) process.exitCode = 1;
}

void main();
