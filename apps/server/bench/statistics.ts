/**
 * Benchmark of the public best list at federation scale (issue 8). Targets: on PostgreSQL with
 * 5,000,000 performances, the public ranking (top 100, one per athlete) p95 ≤ 25 ms at 32
 * concurrent HTTP requests and ≤ 1.3× the same ranking SQL run directly at the same concurrency;
 * a page not read since the last change (the first read after every import) p95 ≤ 25 ms at 32
 * concurrent HTTP requests (decision 040); on PGlite with 1,000,000 performances p95 ≤ 100 ms (one request at a time: it has one connection). A Fastify hello-world over HTTP at the same
 * concurrency is reported as the machine's reference. The HTTP callers run on a thread of their own
 * (`remoteCallers`), so that the server's event loop is not shared with them. Run: npm run bench (BENCH_STATS_PG=0 skips
 * PostgreSQL, BENCH_STATS_PGLITE=0 skips PGlite; BENCH_PERFORMANCES etc. change the sizes).
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { loadSecrets } from '../src/lib/secrets';
import { buildApp } from '../src/app';
import { createScratchDatabase } from '../src/test/scratch-postgres';
import { rankPerformances, type RankingFilter } from '../src/statistics/ranking/ranking.query';
import type { StatisticsSize } from './statistics-data';
import { CONCURRENCY, REQUESTS, ROUNDS, WARM_UP, browser, concurrently, fromEnv, helloWorld, inRounds, median, percentile, prepareStatistics, remoteCallers, type RemoteCallers } from './bench-helpers';

async function measure(
  kind: string,
  database: Database,
  size: StatisticsSize,
  target: { p95: number; ratio?: number; callers: number; firstRead?: number },
  helloUrl: string,
  remote: RemoteCallers,
): Promise<boolean> {
  const callers = target.callers;
  console.log(`${kind}:`);
  const { listId, year } = await prepareStatistics(database, size);
  const ids = (await database.db.execute<{ master: number; event: number; klass: number }>(sql`
    select b.master_id as master, e.id as event, c.id as klass from best_lists b, events e, age_classes c
    where b.id = ${listId} and e.code = '100' and c.code = 'M'`)).rows[0];
  const slice = (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from performances where event_id = ${ids.event} and class_id = ${ids.klass} and season_year = ${year}`)).rows[0].n;

  // The SQL of the public route, run directly: the ranking and the wind-assisted marks apart.
  const filter: RankingFilter = {
    masterId: ids.master,
    eventId: ids.event,
    classId: ids.klass,
    seasonYear: year,
    environment: 1,
    rules: { startAge: 0, endAge: 0, heightWeight: null, wind: true, handTimeAllowed: true, environment: 1 },
    bestListId: listId,
    regionalRestrictionId: null,
    excludeRejected: true,
    bestOnly: true,
    limit: 100,
    offset: 0,
  };
  const direct = async () => {
    await Promise.all([rankPerformances(database.db, filter), rankPerformances(database.db, { ...filter, windAssisted: true })]);
  };
  await concurrently(direct, 64, callers);
  const directTimes = await inRounds(direct, callers, 3);

  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: `/tmp/portal-bench-statistics-${process.pid}`, LOG_LEVEL: 'warn' } as NodeJS.ProcessEnv);
  const app = await buildApp({ config, database, secrets: loadSecrets({}), logStream: { write() {} } });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `${origin}/api/public/bestlists/${listId}/ranking?eventCode=100&classCode=M&year=${year}&environment=1&bestOnly=true&pageNumber=1&pageSize=100`;
  const check = await fetch(url);
  const body = (await check.json()) as { entities: unknown[] };
  if (check.status !== 200 || body.entities.length === 0) throw new Error(`ranking answered ${check.status} with ${body.entities?.length} rows`);
  await remote.run([url], WARM_UP, callers, browser);
  await remote.run([helloUrl], WARM_UP, callers);
  // The reference in the same minutes as the ranking, so that both meet the same noise.
  const helloTimes = await remote.inRounds([helloUrl], callers);
  const httpTimes = await remote.inRounds([url], callers, browser);
  // Pages not read since the last change (the first read after an import): before each wave a
  // change arrives as a meeting's results bring it, one mark corrected (a hundredth or a centimetre
  // better) in each of the season's `callers` largest rankings, in one transaction; then the first
  // page of each of those rankings is read at once (in three languages), so every request ranks a
  // slice that changed since it was last read. The reference is measured again in the same minutes.
  const languages = ['de', 'en', 'nl'];
  const rankings = (
    await database.db.execute<{ event: string; klass: string; ids: number[] }>(sql`
      select e.code as event, c.code as klass,
        array(select p.id from performances p where p.master_id = ${ids.master} and p.event_id = d.event_id and p.class_id = d.class_id and p.season_year = ${year}
              and p.environment = 1 and p.sort_key is not null order by p.sort_key limit 200) as ids
      from best_list_definitions d join events e on e.id = d.event_id join age_classes c on c.id = d.class_id
      where d.best_list_id = ${listId} and d.environment <> 0
      order by (select count(*) from performances p where p.event_id = d.event_id and p.class_id = d.class_id and p.season_year = ${year}) desc
      limit ${callers}`)
  ).rows;
  const pages = Array.from({ length: callers }, (_, i) => {
    const r = rankings[i % rankings.length];
    return `${origin}/api/public/bestlists/${listId}/ranking?eventCode=${encodeURIComponent(r.event)}&classCode=${r.klass}&year=${year}&environment=1&bestOnly=true&pageNumber=1&pageSize=100&culture=${languages[i % 3]}`;
  });
  let changes = 0;
  const change = async () => {
    const corrected = rankings.map((r) => r.ids[(changes * 7) % r.ids.length]);
    changes++;
    await database.db.execute(sql`
      update performances set sort_key = sort_key - 2, mark_units = case when sort_key > 0 then mark_units - 1 else mark_units + 1 end, last_edit_at = now()
      where id = any(${`{${corrected.join(',')}}`}::int[])`);
  };
  // Warm-up: the same waves, unmeasured.
  for (let wave = 0; wave < 32; wave++) {
    await change();
    await remote.run(pages, callers, callers, browser);
  }
  const missP50: number[] = [];
  const missP95: number[] = [];
  const helloAgain: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const times: number[] = [];
    for (let wave = 0; wave * callers < REQUESTS; wave++) {
      await change();
      times.push(...(await remote.run(pages, callers, callers, browser)));
    }
    missP50.push(percentile(times, 50));
    missP95.push(percentile(times, 95));
    helloAgain.push(percentile(await remote.run([helloUrl], REQUESTS / 4, callers), 95));
  }
  await app.close();

  const d95 = directTimes.p95;
  const h50 = httpTimes.p50;
  const h95 = httpTimes.p95;
  const helloP95 = helloTimes.p95;
  const ratio = h95 / d95;
  const okP95 = h95 <= target.p95;
  const okRatio = target.ratio === undefined || ratio <= target.ratio;
  console.log(`  slice: 100 m men, season ${year}: ${slice} performances; ${body.entities.length} ranked rows on page 1`);
  console.log(`  reference: Fastify hello-world over HTTP (${callers} concurrent, median of ${ROUNDS} rounds): p50 ${helloTimes.p50.toFixed(2)} ms, p95 ${helloP95.toFixed(2)} ms`);
  console.log(`  direct SQL (${callers} concurrent, median of 3 rounds): p50 ${directTimes.p50.toFixed(1)} ms, p95 ${d95.toFixed(1)} ms`);
  console.log(
    `  ${okP95 ? 'ok  ' : 'SLOW'} HTTP public ranking, a page being read (${callers} concurrent, median of ${ROUNDS} rounds): p50 ${h50.toFixed(1)} ms, p95 ${h95.toFixed(1)} ms (target ≤ ${target.p95} ms; ${(h95 / helloP95).toFixed(1)}× hello-world p95)`,
  );
  if (target.ratio !== undefined) console.log(`  ${okRatio ? 'ok  ' : 'SLOW'} HTTP p95 / direct SQL p95: ${ratio.toFixed(2)} (target ≤ ${target.ratio})`);
  const m50 = median(missP50);
  const m95 = median(missP95);
  const okFirst = target.firstRead === undefined || m95 <= target.firstRead;
  console.log(
    `  ${target.firstRead === undefined ? 'info' : okFirst ? 'ok  ' : 'SLOW'} HTTP public ranking, first read after a change: the first page of ${rankings.length} rankings each changed since last read (${callers} concurrent, median of ${ROUNDS} rounds): p50 ${m50.toFixed(1)} ms, p95 ${m95.toFixed(1)} ms${target.firstRead === undefined ? '' : ` (target ≤ ${target.firstRead} ms)`}; ${(m95 / d95).toFixed(2)}× the direct SQL p95; hello-world p95 in the same rounds ${median(helloAgain).toFixed(2)} ms`,
  );
  return okP95 && okRatio && okFirst;
}

async function main() {
  const results: boolean[] = [];
  const hello = await helloWorld();
  const remote = remoteCallers();
  const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (process.env.BENCH_STATS_PG !== '0') {
    const scratch = await createScratchDatabase(pgUrl, 'portal_bench_ranking').catch((error: Error) => {
      console.log(`PostgreSQL: skipped (${error.message})`);
      return undefined;
    });
    if (scratch) {
      const database = await openDatabase({ url: scratch.url });
      try {
        const size = { athletes: fromEnv('BENCH_ATHLETES', 100_000), performances: fromEnv('BENCH_PERFORMANCES', 5_000_000), competitions: 2_000, seasons: 10 };
        results.push(await measure('PostgreSQL', database, size, { p95: 25, ratio: 1.3, callers: CONCURRENCY, firstRead: 25 }, hello.url, remote));
      } finally {
        await database.close();
        await scratch.drop();
      }
    }
  }
  if (process.env.BENCH_STATS_PGLITE !== '0') {
    const database = await openDatabase({});
    try {
      const size = { athletes: 40_000, performances: fromEnv('BENCH_PGLITE_PERFORMANCES', 1_000_000), competitions: 1_000, seasons: 10 };
      // The embedded database has one connection, so concurrent requests only queue; it is measured one request at a time.
      results.push(await measure('PGlite', database, size, { p95: 100, ratio: undefined, callers: 1 }, hello.url, remote));
    } finally {
      await database.close();
    }
  }
  await remote.close();
  await hello.close();
  if (results.includes(false)) process.exitCode = 1;
}

void main();
