/**
 * Benchmark of the results import at federation scale. Targets: on PostgreSQL holding 5,000,000
 * performances, a 20,000-row result file previews in ≤ 10 s and commits in ≤ 30 s, the statistics
 * version moves once, and the public ranking shows the new marks right after the commit. The
 * reference of the same run: the same number of performances inserted by one SQL statement.
 * Run: npm run bench (BENCH_IMPORT_PG=0 skips it; BENCH_PERFORMANCES and BENCH_IMPORT_ROWS change the sizes).
 */
import { sql } from 'drizzle-orm';
import { standardDefinitions } from '@portal/domain';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { loadSecrets } from '../src/lib/secrets';
import { buildApp } from '../src/app';
import { seedBase } from '../src/seed/base';
import { seedReference } from '../src/seed/reference';
import { seedDemo, DEMO_PASSWORD } from '../src/seed/demo';
import { createScratchDatabase } from '../src/test/scratch-postgres';
import { commitImport } from '../src/results-import/import-commit';
import { generateStatistics } from './statistics-data';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 20_000);
const PERFORMANCES = Number(process.env.BENCH_PERFORMANCES ?? 5_000_000);
const targets = { previewS: 10, commitS: 30 };

const today = new Date();
/** A June day of this year's outdoor season once it has come, else of last year's (no mark may lie after today). */
const season = today >= new Date(today.getFullYear(), 5, 14) ? today.getFullYear() : today.getFullYear() - 1;
const day = `14.06.${season}`;
const seconds = (ms: number) => (ms / 1000).toFixed(1);

/**
 * The rows of a meeting's result file: up to three quarters known athletes of the open classes (one
 * of each name, year and sex: the generated names repeat far more than real ones), the rest new,
 * and one outstanding 100 m.
 */
async function resultFile(database: Database, masterId: number): Promise<Buffer> {
  const known = (
    await database.db.execute<{ first: string; last: string; yob: number; gender: number; club: string }>(sql`
      select distinct on (lower(a.last_name), lower(a.first_name), a.year_of_birth, a.gender)
             a.first_name as first, a.last_name as last, a.year_of_birth as yob, a.gender, o.name as club
        from athletes a join organizations o on o.id = a.organization_id
       where a.master_id = ${masterId} and ${season} - a.year_of_birth between 20 and 34
       order by lower(a.last_name), lower(a.first_name), a.year_of_birth, a.gender, a.id limit ${Math.floor(ROWS * 0.75)}`)
  ).rows;
  const lines = ['Nachname;Vorname;Jg.;Geschlecht;Verein;Disziplin;AK;Leistung;Wind;Platz;Datum'];
  const mark = (i: number, women: boolean) => {
    switch (i % 4) {
      case 0:
        return ['100m', (women ? 11.6 : 10.6) + (i % 150) / 100, true];
      case 1:
        return ['Weitsprung', (women ? 5.5 : 6.5) + (i % 120) / 100, true];
      case 2:
        return ['800m', `${women ? 2 : 1}:${String(55 + (i % 4)).padStart(2, '0')},${String(i % 100).padStart(2, '0')}`, false];
      default:
        return ['Hochsprung', (women ? 1.6 : 1.85) + (i % 30) / 100, false];
    }
  };
  for (let i = 0; i < ROWS; i++) {
    const a = known[i] ?? { first: `Neu${i}`, last: `Importathlet${i}`, yob: season - 20 - (i % 15), gender: i % 2, club: 'LG Bench' };
    const women = a.gender === 1;
    const [event, value, wind] = mark(i, women) as [string, number | string, boolean];
    const text = typeof value === 'number' ? value.toFixed(2).replace('.', ',') : value;
    const w = wind ? `${i % 3 === 0 ? '-' : '+'}${((i % 20) / 10).toFixed(1).replace('.', ',')}` : '';
    lines.push([a.last, a.first, a.yob, women ? 'W' : 'M', a.club, event, women ? 'W' : 'M', text, w, 1 + (i % 8), day].join(';'));
  }
  lines.push(['Schnellläufer', 'Bench', season - 25, 'M', 'LG Bench', '100m', 'M', '9,80', '+0,5', 1, day].join(';'));
  return Buffer.from(lines.join('\r\n'), 'latin1');
}

function multipart(fields: Record<string, string>, file: { name: string; data: Buffer }) {
  const boundary = '----bench-import-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: text/csv\r\n\r\n`), file.data, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const version = async (database: Database) => Number((await database.db.execute<{ v: string }>(sql`select version as v from statistics_version`)).rows[0].v);

async function measure(database: Database): Promise<boolean> {
  await seedBase(database.db);
  await seedReference(database.db);
  await seedDemo(database.db);
  const started = performance.now();
  await generateStatistics(database, { athletes: 100_000, performances: PERFORMANCES, competitions: 2_000, seasons: 10 });
  await database.exec('vacuum analyze');
  console.log(`  data: ${PERFORMANCES} performances in ${seconds(performance.now() - started)} s`);
  const masterId = (await database.db.execute<{ id: number }>(sql`select id from organizations where external_id = 'DLV'`)).rows[0].id;
  const listId = (await database.db.execute<{ id: number }>(sql`insert into best_lists (master_id, owner_id, name) values (${masterId}, ${masterId}, 'Bench') returning id`)).rows[0].id;
  for (const d of standardDefinitions().filter((x) => x.eventCode === '100')) {
    await database.db.execute(sql`
      insert into best_list_definitions (best_list_id, class_id, event_id, start_age, end_age, height_weight, wind, hand_time_allowed, environment)
      select ${listId}, c.id, e.id, ${d.startAge}, ${d.endAge}, ${d.heightWeight}, ${d.wind}, ${d.handTimeAllowed}, ${d.environment}
      from age_classes c, events e where c.code = ${d.classCode} and e.code = ${d.eventCode}`);
  }

  // The reference: as many performances written by one statement, then taken out again.
  const ref0 = performance.now();
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into performances (master_id, competition_id, event_id, class_id, athlete_id, competitor_key, organization_id, year_of_birth, nation,
                                performance_date, environment, season_year, mark_units, sort_key)
      select master_id, competition_id, event_id, class_id, athlete_id, competitor_key, organization_id, year_of_birth, nation,
             performance_date, environment, season_year, mark_units, sort_key
        from performances order by id limit ${ROWS}`);
    tx.rollback();
  }).catch(() => undefined);
  const referenceMs = performance.now() - ref0;

  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: `/tmp/portal-bench-import-${process.pid}`, LOG_LEVEL: 'warn' } as NodeJS.ProcessEnv);
  const app = await buildApp({ config, database, secrets: loadSecrets({}), logStream: { write() {} } });
  const login = await app.inject({ method: 'POST', url: '/api/account/login', payload: { email: 'statistician@demo.test', password: DEMO_PASSWORD } });
  const auth = { authorization: `Bearer ${login.json().accessToken}` };
  const file = await resultFile(database, masterId);

  const p0 = performance.now();
  const fields = { name: 'Bench-Meeting', dateFrom: `${season}-06-14`, dateTo: `${season}-06-14`, town: 'Frankfurt am Main', nation: 'GER', environment: '1' };
  const form = multipart(fields, { name: 'bench.csv', data: file });
  const uploaded = await app.inject({ method: 'POST', url: '/api/statistics/imports', payload: form.payload, headers: { ...auth, ...form.headers } });
  const previewMs = performance.now() - p0;
  if (uploaded.statusCode !== 201) throw new Error(`new_import answered ${uploaded.statusCode}: ${uploaded.body.slice(0, 500)}`);
  const created = uploaded.json() as { id: number; counts: Record<string, number>; changes: Record<string, number> };

  if (process.env.BENCH_IMPORT_DEBUG) {
    console.log((await database.db.execute(sql`select action, status, data->'messages'->0->>'key' as k, count(*) from result_import_rows where import_id = ${created.id} group by 1,2,3 order by 4 desc`)).rows);
  }
  // Rows whose name fits several athletes wait for a choice; the bench takes the first candidate, as a statistician would choose one.
  const waiting = await database.db.execute(sql`
    update result_import_rows set athlete_id = (candidates ->> 0)::int, data = data || '{"resolved": true}'::jsonb
     where import_id = ${created.id} and jsonb_array_length(candidates) > 0`);
  const v0 = await version(database);
  const committed = await app.inject({ method: 'POST', url: `/api/statistics/imports/${created.id}/commit`, headers: auth });
  if (committed.statusCode !== 200) throw new Error(`commit_import answered ${committed.statusCode}: ${committed.body}`);
  // What the queued job runs, run here so that the figure is the commit alone.
  const c0 = performance.now();
  await commitImport(database.db, created.id, masterId, new Date());
  const commitMs = performance.now() - c0;
  const v1 = await version(database);
  const ranking = await app.inject({ method: 'GET', url: `/api/public/bestlists/${listId}/ranking?eventCode=100&classCode=M&year=${season}&environment=1&bestOnly=true&pageNumber=1&pageSize=10` });
  const top = (ranking.json() as { entities: { lastName?: string; name?: string }[] }).entities[0];
  await app.close();

  const okPreview = previewMs <= targets.previewS * 1000;
  const okCommit = commitMs <= targets.commitS * 1000;
  const okVersion = v1 === v0 + 1;
  const okRanking = JSON.stringify(top ?? {}).includes('Schnellläufer');
  console.log(`  file: ${ROWS + 1} rows (${(file.length / 1024 / 1024).toFixed(1)} MB): counts ${JSON.stringify(created.counts)}, changes ${JSON.stringify(created.changes)}, ${waiting.rowCount ?? 0} rows chosen among candidates`);
  console.log(`  reference: ${ROWS} performances inserted by one SQL statement: ${seconds(referenceMs)} s`);
  console.log(`  ${okPreview ? 'ok  ' : 'SLOW'} preview (upload, read, match, store): ${seconds(previewMs)} s (target ≤ ${targets.previewS} s; ${(previewMs / referenceMs).toFixed(1)}× the reference)`);
  console.log(`  ${okCommit ? 'ok  ' : 'SLOW'} commit (one transaction): ${seconds(commitMs)} s (target ≤ ${targets.commitS} s; ${(commitMs / referenceMs).toFixed(1)}× the reference)`);
  console.log(`  ${okVersion ? 'ok  ' : 'FAIL'} statistics version moved ${v1 - v0} time(s) with the commit`);
  console.log(`  ${okRanking ? 'ok  ' : 'FAIL'} public ranking right after the commit leads with the imported 9.80`);
  return okPreview && okCommit && okVersion && okRanking;
}

async function main() {
  if (process.env.BENCH_IMPORT_PG === '0') return;
  const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const scratch = await createScratchDatabase(pgUrl, 'portal_bench_import').catch((error: Error) => {
    console.log(`Results import on PostgreSQL: skipped (${error.message})`);
    return undefined;
  });
  if (!scratch) return;
  console.log('Results import on PostgreSQL:');
  const database = await openDatabase({ url: scratch.url });
  try {
    const ok = await measure(database);
    if (!ok) process.exitCode = 1;
  } finally {
    await database.close();
    await scratch.drop();
  }
}

await main();
