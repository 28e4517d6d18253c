import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { LoginResult } from '@portal/domain';
import { loadConfig, type Config } from '../config';
import { connectEmbedded, openDatabase, type Database } from '../db/client';
import { startPgliteWorker, type EmbeddedPostgres } from '../db/pglite-host';
import { loadSecrets, type Secrets } from '../lib/secrets';
import { FakeClock } from '../lib/clock';
import { buildApp, type AppOptions } from '../app';
import { seedBase } from '../seed/base';
import { seedReference } from '../seed/reference';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo';
import { runDueJobs } from '../jobs/registry';
import { features } from '../features';
import type { Mailer } from '../mail/mailer';
import { renderMail, type MailJob } from '../mail/templates';
import { createScratchDatabase } from './scratch-postgres';
import { borrowSeededPglite } from './shared-pglite';

export { DEMO_PASSWORD };

/** Which database the API tests run on: PGlite always; PostgreSQL in the `server-pg` project. */
export const testDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

function requiredTestDatabaseUrl(): string {
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  return process.env.TEST_DATABASE_URL;
}

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A hash of everything that shapes the seeded test database: migrations and seed sources. */
function templateKey(demo: boolean): string {
  const hash = crypto.createHash('sha256').update(String(demo));
  const folders = [path.join(serverRoot, 'drizzle'), path.join(serverRoot, 'src/seed'), path.join(serverRoot, '../../packages/domain/src/reference')];
  for (const folder of folders) {
    for (const name of fs.readdirSync(folder).sort()) {
      const file = path.join(folder, name);
      if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** A test database, and how a further connection to it is opened (a second process of the deployment). */
interface TestDatabase {
  database: Database;
  connect(onQuery: (sql: string) => void): Promise<Database>;
}

/**
 * A migrated and seeded PGlite database. The first test file builds it and leaves a dump in the
 * temp folder; each worker starts one database from that dump and lends it to its test apps in
 * turn, set back to the seeded state (a second app alive at the same time gets a copy of its own).
 */
async function openSeededPglite(demo: boolean, onQuery?: (sql: string) => void): Promise<TestDatabase> {
  const file = path.join(os.tmpdir(), `portal-test-template-${templateKey(demo)}.tar`);
  if (!fs.existsSync(file)) {
    const database = await openDatabase({});
    await seed(database, demo);
    const tar = Buffer.from(await (await database.dump!()).arrayBuffer());
    await database.close();
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, tar);
    fs.renameSync(partial, file); // atomic: a file running alongside never reads half a dump
  }
  const readDump = () => new Uint8Array(fs.readFileSync(file)).buffer;
  const connectTo = (embedded: EmbeddedPostgres) => (further: (sql: string) => void) => connectEmbedded(embedded, { onQuery: further }, async () => {});
  const borrowed = await borrowSeededPglite(file, readDump, { onQuery });
  if (borrowed) return { database: borrowed.database, connect: connectTo(borrowed.embedded) };
  // Room for the connections of a second app (PGlite serves one transaction at a time across them).
  const embedded = await startPgliteWorker({ load: readDump(), maxConnections: 4 });
  try {
    return { database: await connectEmbedded(embedded, { onQuery }, () => embedded.close()), connect: connectTo(embedded) };
  } catch (error) {
    await embedded.close();
    throw error;
  }
}

/** The migrated and seeded PostgreSQL database that each test file's database is copied from. */
function seededTemplate(demo: boolean) {
  return {
    name: `portal_test_template_${templateKey(demo)}`,
    async build(url: string) {
      const database = await openDatabase({ url });
      try {
        await seed(database, demo);
      } finally {
        await database.close();
      }
    },
  };
}

async function seed(database: Database, demo: boolean): Promise<void> {
  await seedBase(database.db);
  await seedReference(database.db);
  if (demo) await seedDemo(database.db);
}

export interface SentMail extends MailJob {
  subject: string;
  text: string;
  link: string;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  clock: FakeClock;
  mails: SentMail[];
  /** Every SQL statement sent so far (clear it before the request to count). */
  queries: string[];
  /** Runs the queued jobs (mails) as the background runner would. */
  runJobs(): Promise<number>;
  /** Signs a demo user in and returns their tokens and user. */
  login(email: string, password?: string): Promise<LoginResult>;
  /** Injects a request with the user's bearer token (and X-Current-Org when given). */
  as(token: string | null, options: InjectOptions & { org?: number }): Promise<LightMyRequestResponse>;
  /**
   * A further app on the same database, as a second process of the deployment: its own connection,
   * caches and queries, the same secrets, clock and configuration. Closed with this one.
   */
  another(): Promise<TestApp>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Seed the demo organisations and accounts (default true). */
  demo?: boolean;
  /** Further environment settings (e.g. TRUST_PROXY, PUBLIC_ORIGIN). */
  env?: Record<string, string>;
  /** A built web app to serve (tests of the static serving). */
  webRoot?: string;
  /** Other features than the portal's (tests of the registry). */
  features?: AppOptions['features'];
  /** Where log lines go (JSON lines); without it the app does not log. */
  logStream?: { write(line: string): void };
}

/** Builds the real app on a fresh database with demo data and a fake clock. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const demo = options.demo !== false;
  const pgDb = testDatabaseKind === 'postgres' ? await createScratchDatabase(requiredTestDatabaseUrl(), 'portal_test', seededTemplate(demo)) : undefined;
  // Files (attachments, exports) go to a folder of this app's own.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-data-'));
  const config = loadConfig({ NODE_ENV: 'test', PORT: '3999', DATA_DIR: dataDir, LOG_LEVEL: 'debug', ...options.env } as NodeJS.ProcessEnv);
  if (options.webRoot) config.webRoot = options.webRoot;
  const queries: string[] = [];
  let opened: TestDatabase;
  if (pgDb) {
    const connect = (onQuery: (sql: string) => void) => openDatabase({ url: pgDb.url, onQuery });
    opened = { database: await connect((sql) => queries.push(sql)), connect };
  } else {
    opened = await openSeededPglite(demo, (sql) => queries.push(sql));
  }
  const instances: Omit<TestApp, 'another'>[] = [];
  const first = await assemble({ options, config, database: opened.database, queries, secrets: loadSecrets({}), clock: new FakeClock() });
  const another = async (): Promise<TestApp> => {
    const further: string[] = [];
    const database = await opened.connect((sql) => further.push(sql));
    const instance = await assemble({ options, config, database, queries: further, secrets: first.app.deps.secrets, clock: first.clock });
    instances.push(instance);
    return { ...instance, another };
  };
  return {
    ...first,
    another,
    async close() {
      // The further instances' connections end before the database is handed back or stopped.
      for (const instance of instances) await instance.close();
      await first.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One app on `database`; `close` ends the app and this connection only. */
async function assemble(input: {
  options: TestAppOptions;
  config: Config;
  database: Database;
  queries: string[];
  secrets: Secrets;
  clock: FakeClock;
}): Promise<Omit<TestApp, 'another'>> {
  const { options, config, database, queries, secrets, clock } = input;
  const app = await buildApp({ config, database, secrets, clock, features: options.features, logStream: options.logStream });
  await app.ready();
  const mails: SentMail[] = [];
  // The mail transport is the edge: collect what would be delivered.
  const mailer: Mailer = {
    async send(job) {
      const rendered = renderMail(job);
      mails.push({ ...job, subject: rendered.subject, text: rendered.text, link: rendered.link });
    },
  };
  const runJobs = () => runDueJobs({ db: database.db, clock, mailer, log: { info() {}, error() {}, warn() {} } as never, config, storage: app.deps.storage }, options.features ?? features);
  const as: TestApp['as'] = (token, { org, headers, ...rest }) =>
    app.inject({
      ...rest,
      headers: {
        ...(headers ?? {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(org ? { 'x-current-org': String(org) } : {}),
      },
    } as InjectOptions);
  let closed = false;
  return {
    app,
    config,
    database,
    clock,
    mails,
    runJobs,
    queries,
    as,
    async login(email, password = DEMO_PASSWORD) {
      const response = await app.inject({ method: 'POST', url: '/api/account/login', payload: { email, password } });
      if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
      return response.json();
    },
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await database.close();
    },
  };
}
