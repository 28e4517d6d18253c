/**
 * Benchmark of the public athlete profile (issue 24). Target: on PostgreSQL with 5,000,000
 * performances, a profile not read since the last change p95 ≤ 50 ms at 32 concurrent HTTP
 * requests. Before each round a change arrives as a meeting's results do (marks of 30 rankings of
 * the newest season corrected in one transaction): the statistics version moves, so no kept answer
 * answers, and each athlete is read once per round. Read against the same work done directly (the
 * profile's service without HTTP) at the same concurrency and a Fastify hello-world in the same
 * minutes. Run: npm run bench (BENCH_PERFORMANCES, BENCH_ATHLETES change the size).
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { loadSecrets } from '../src/lib/secrets';
import { buildApp } from '../src/app';
import { createScratchDatabase } from '../src/test/scratch-postgres';
import { publicAthlete } from '../src/athletes/public-athletes.service';
import { CONCURRENCY, ROUNDS, agent, browser, concurrently, fromEnv, get, helloWorld, inRounds, median, percentile, prepareStatistics } from './bench-helpers';

const TARGET_P95 = 50;
/** Rankings a change touches: a meeting's events and classes. */
const CHANGED_RANKINGS = 30;
/** Profiles read in each round; every one a different athlete. */
const PROFILES = fromEnv('BENCH_PROFILES', 640);

async function measure(database: Database, helloUrl: string): Promise<boolean> {
  const size = { athletes: fromEnv('BENCH_ATHLETES', 100_000), performances: fromEnv('BENCH_PERFORMANCES', 5_000_000), competitions: 2_000, seasons: 10 };
  console.log('PostgreSQL:');
  await prepareStatistics(database, size);
  // Athletes with marks, the busiest first: a profile's cost grows with the marks and the lists they rank in.
  const busy = (await database.db.execute<{ id: number; marks: number }>(sql`
    select athlete_id as id, count(*)::int as marks from performances where athlete_id is not null group by athlete_id order by count(*) desc, athlete_id limit ${PROFILES * (ROUNDS + 2)}`)).rows;
  const marks = busy.map((b) => b.marks);
  const newest = (await database.db.execute<{ y: number }>(sql`select max(season_year) as y from performances`)).rows[0].y;
  console.log(`  athletes read: ${busy.length}, marks each: median ${median(marks)}, most ${marks[0]}, fewest ${marks[marks.length - 1]}`);

  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: `/tmp/portal-bench-athletes-${process.pid}`, LOG_LEVEL: 'warn' } as NodeJS.ProcessEnv);
  const app = await buildApp({ config, database, secrets: loadSecrets({}), logStream: { write() {} } });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const ids = busy.map((b) => b.id);
  // Each round reads other athletes, so no answer is kept from an earlier one.
  let round = 0;
  const ofRound = (i: number) => ids[(round * PROFILES + i) % ids.length];

  if (process.env.BENCH_DIAG) {
    const { countedMarks, readProfile } = await import('../src/athletes/public-athletes.repo');
    const { profileReference } = await import('../src/athletes/profile-reference');
    const { currentStatisticsVersion } = await import('../src/statistics/statistics-version');
    const t: Record<string, number> = { statement: 0, reference: 0, marks: 0, whole: 0 };
    for (const id of ids.slice(0, 30)) {
      let t0 = performance.now();
      const profile = (await readProfile(database.db, id))!;
      t.statement += performance.now() - t0;
      t0 = performance.now();
      const reference = await profileReference(database.db, profile.master_id, await currentStatisticsVersion(database.db));
      t.reference += performance.now() - t0;
      t0 = performance.now();
      countedMarks(profile, reference);
      t.marks += performance.now() - t0;
      t0 = performance.now();
      await publicAthlete({ deps: app.deps, culture: 'de' }, id);
      t.whole += performance.now() - t0;
    }
    console.log('  diag (ms per profile, one at a time):', Object.fromEntries(Object.entries(t).map(([k, v]) => [k, (v / 30).toFixed(2)])));
  }
  // The same work without HTTP: the service's statements and its computing, at the same concurrency.
  const direct = (i: number) => publicAthlete({ deps: app.deps, culture: 'de' }, ofRound(i)).then(() => undefined);
  await concurrently(direct, 64, CONCURRENCY);
  const directP50: number[] = [];
  const directP95: number[] = [];
  for (round = 1; round <= 3; round++) {
    const times = await concurrently(direct, PROFILES, CONCURRENCY);
    directP50.push(percentile(times, 50));
    directP95.push(percentile(times, 95));
  }

  await concurrently(() => get(helloUrl), 1_000, CONCURRENCY);
  const hello = await inRounds(() => get(helloUrl), CONCURRENCY, ROUNDS, 1_600);
  const httpP50: number[] = [];
  const httpP95: number[] = [];
  for (round = 1; round <= ROUNDS; round++) {
    // A change before each round, as a meeting's results bring it: nothing read before is kept.
    await database.db.execute(sql`
      update performances set last_edit_at = now() where id in (
        select min(id) from performances where season_year = ${newest} group by event_id, class_id order by random() limit ${CHANGED_RANKINGS})`);
    const times = await concurrently((i) => get(`${origin}/api/public/athletes/${ofRound(i)}`, browser), PROFILES, CONCURRENCY);
    httpP50.push(percentile(times, 50));
    httpP95.push(percentile(times, 95));
  }
  await app.close();

  const d95 = median(directP95);
  const h95 = median(httpP95);
  const ok = h95 <= TARGET_P95;
  console.log(`  reference: Fastify hello-world over HTTP (${CONCURRENCY} concurrent, median of ${ROUNDS} rounds): p50 ${hello.p50.toFixed(2)} ms, p95 ${hello.p95.toFixed(2)} ms`);
  console.log(`  direct (the profile's service without HTTP, ${CONCURRENCY} concurrent, median of 3 rounds of ${PROFILES}): p50 ${median(directP50).toFixed(1)} ms, p95 ${d95.toFixed(1)} ms`);
  console.log(
    `  ${ok ? 'ok  ' : 'SLOW'} HTTP athlete profile, not read since the last change (${CHANGED_RANKINGS} rankings changed before each round; ${CONCURRENCY} concurrent, median of ${ROUNDS} rounds of ${PROFILES}): p50 ${median(httpP50).toFixed(1)} ms, p95 ${h95.toFixed(1)} ms (target ≤ ${TARGET_P95} ms); ${(h95 / d95).toFixed(2)}× the direct p95`,
  );
  return ok;
}

async function main() {
  const hello = await helloWorld();
  const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', 'portal_bench_athletes').catch((error: Error) => {
    console.log(`PostgreSQL: skipped (${error.message})`);
    return undefined;
  });
  let ok = true;
  if (scratch) {
    const database = await openDatabase({ url: scratch.url });
    try {
      ok = await measure(database, hello.url);
    } finally {
      await database.close();
      await scratch.drop();
    }
  }
  agent.destroy();
  await hello.close();
  if (!ok) process.exitCode = 1;
}

void main();
