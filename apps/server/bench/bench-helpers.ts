/**
 * What the HTTP benchmarks share: concurrent callers, percentiles and medians of rounds, a
 * keep-alive GET, the Fastify hello-world reference, and the federation-sized statistics data set
 * with the standard best list.
 */
import http from 'node:http';
import { Worker } from 'node:worker_threads';
import { httpGet } from './http-get.mjs';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { standardDefinitions } from '@portal/domain';
import type { Database } from '../src/db/client';
import { seedBase } from '../src/seed/base';
import { seedReference } from '../src/seed/reference';
import { seedDemo } from '../src/seed/demo';
import { generateStatistics, type StatisticsSize } from './statistics-data';

export const CONCURRENCY = 32;
export const REQUESTS = Number(process.env.BENCH_STATS_REQUESTS ?? 1_600);
/** Requests before each measurement, so that neither side is measured while its code is still being compiled. */
export const WARM_UP = 1_000;
/** The machine is shared and noisy: each figure is the median of this many rounds of REQUESTS. */
export const ROUNDS = 5;
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
export const fromEnv = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** Runs `task` `requests` times with `callers` concurrent callers; the latency of each call. */
export async function concurrently(task: (i: number) => Promise<void>, requests = REQUESTS, callers = CONCURRENCY): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      const i = next++;
      const t0 = performance.now();
      await task(i);
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: callers }, worker));
  return times;
}

/** Median p50 and p95 over `rounds` rounds of `task`. */
export async function inRounds(task: (i: number) => Promise<void>, callers: number, rounds = ROUNDS, requests = REQUESTS): Promise<{ p50: number; p95: number }> {
  const p50: number[] = [];
  const p95: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const times = await concurrently(task, requests, callers);
    p50.push(percentile(times, 50));
    p95.push(percentile(times, 95));
  }
  return { p50: median(p50), p95: median(p95) };
}

export const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
/** What a browser sends: the public pages' readers get compressed answers. */
export const browser = { 'accept-encoding': 'gzip, deflate, br' };
export const get = (url: string, headers: Record<string, string> = {}): Promise<void> => httpGet(agent, url, headers);

/**
 * Callers on a thread of their own (`http-client.worker.mjs`): the server measured answers on its
 * event loop alone, as it does for callers on other machines. Each call runs `requests` GETs of
 * `urls` (in turn) with `callers` concurrent callers, and answers each one's latency.
 */
export type RemoteCallers = ReturnType<typeof remoteCallers>;

export function remoteCallers() {
  const worker = new Worker(new URL('./http-client.worker.mjs', import.meta.url));
  let next = 0;
  const waiting = new Map<number, { resolve: (times: number[]) => void; reject: (error: Error) => void }>();
  worker.on('message', ({ id, times, error }: { id: number; times?: number[]; error?: string }) => {
    const call = waiting.get(id)!;
    waiting.delete(id);
    if (error) call.reject(new Error(error));
    else call.resolve(times!);
  });
  const run = (urls: string[], requests: number, callers = CONCURRENCY, headers: Record<string, string> = {}) =>
    new Promise<number[]>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, job: { urls, requests, callers, headers } });
    });
  return {
    run,
    /** Median p50 and p95 over `rounds` rounds. */
    async inRounds(urls: string[], callers: number, headers: Record<string, string> = {}, rounds = ROUNDS, requests = REQUESTS): Promise<{ p50: number; p95: number }> {
      const p50: number[] = [];
      const p95: number[] = [];
      for (let round = 0; round < rounds; round++) {
        const times = await run(urls, requests, callers, headers);
        p50.push(percentile(times, 50));
        p95.push(percentile(times, 95));
      }
      return { p50: median(p50), p95: median(p95) };
    },
    close: async () => {
      worker.postMessage({ job: 'close' });
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}

/** A Fastify hello-world on the same machine: the reference every HTTP figure is read against. */
export async function helloWorld() {
  const hello = Fastify();
  hello.get('/hello', async () => ({ hello: 'world' }));
  const origin = await hello.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${origin}/hello`, close: () => hello.close() };
}

/** The demo, `size` of generated statistics and a best list of the federation with the standard definitions. */
export async function prepareStatistics(database: Database, size: StatisticsSize): Promise<{ listId: number; year: number }> {
  await seedBase(database.db);
  await seedReference(database.db);
  await seedDemo(database.db);
  const started = performance.now();
  await generateStatistics(database, size);
  console.log(`  data: ${size.performances} performances, ${size.athletes} athletes in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const master = (await database.db.execute<{ id: number }>(sql`select id from organizations where external_id = 'DLV'`)).rows[0].id;
  const list = (await database.db.execute<{ id: number }>(sql`insert into best_lists (master_id, owner_id, name) values (${master}, ${master}, 'Bench') returning id`)).rows[0].id;
  for (const d of standardDefinitions()) {
    await database.db.execute(sql`
      insert into best_list_definitions (best_list_id, class_id, event_id, start_age, end_age, height_weight, wind, hand_time_allowed, environment)
      select ${list}, c.id, e.id, ${d.startAge}, ${d.endAge}, ${d.heightWeight}, ${d.wind}, ${d.handTimeAllowed}, ${d.environment}
      from age_classes c, events e where c.code = ${d.classCode} and e.code = ${d.eventCode}`);
  }
  const year = (await database.db.execute<{ y: number }>(sql`
    select season_year as y from performances p join events e on e.id = p.event_id join age_classes c on c.id = p.class_id
    where e.code = '100' and c.code = 'M' group by 1 order by count(*) desc limit 1`)).rows[0].y;
  // Sets the visibility map, as autovacuum would on a live server, so the ranking walk is index-only.
  await database.exec('vacuum analyze');
  return { listId: list, year };
}
