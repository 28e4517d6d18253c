import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { startPgliteWorker, type EmbeddedPostgres } from './pglite-host';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** The handle of a transaction; services accept either it or the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PGlite only: the whole database as a tarball, to start copies from (tests). */
  dump?: () => Promise<Blob>;
  /** Runs raw SQL without parameters (several statements allowed). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** apps/server/drizzle, seen from src/db (sources) or from dist (the bundled server). */
const here = path.dirname(fileURLToPath(import.meta.url));
const migrationsFolder = [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')].find((dir) => fs.existsSync(path.join(dir, 'meta')))!;

export class DataFolderInUseError extends Error {}

/** The embedded databases' handles: their pools share one backend session (see `executePrepared`). */
const embeddedDatabases = new WeakSet<Db>();

const dialect = new PgDialect();

/**
 * Runs `query` as the named prepared statement `name` on a PostgreSQL server (planned once per
 * connection, for statements whose planning costs more than their run), as an unnamed one on the
 * embedded database: every pool speaking to it shares its one session, where a second pool
 * preparing the same name would clash. The rows as the query names its columns.
 */
export async function executePrepared<Row>(db: Db, name: string, query: SQL): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, embeddedDatabases.has(db) ? undefined : name, false);
  return ((await prepared.execute()) as { rows: Row[] }).rows;
}

/** Takes the data folder for this process; PGlite does not lock it itself and two writers would corrupt it. */
function lockDataFolder(dir: string): () => void {
  const lockFile = path.join(dir, 'portal.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(lockFile, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DataFolderInUseError(
          `The data folder ${dir} is in use by another portal process (pid ${pid}). Stop it first, or start this one with another DATA_DIR.`,
        );
      }
      fs.rmSync(lockFile, { force: true }); // left behind by a process that has ended
    }
  }
  throw new DataFolderInUseError(`Could not lock the data folder ${dir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DatabaseOptions {
  /** postgres:// URL; without it PGlite runs in `dataDir` (or in memory when `dataDir` is omitted). */
  url?: string;
  dataDir?: string;
  /** PGlite only: start from this dump (`dumpDataDir`) instead of an empty database. */
  loadDataDir?: Blob;
  /** Told every SQL statement the app sends (tests count the queries per request). */
  onQuery?: (sql: string) => void;
}

const queryLogger = (options: DatabaseOptions) => (options.onQuery ? { logQuery: (sql: string) => options.onQuery!(sql) } : false);

/** A pool, Drizzle on it and the pending migrations: the same for both kinds of database. */
async function connect(config: pg.PoolConfig, options: DatabaseOptions, name: string) {
  const pool = new pg.Pool(config);
  let closing = false;
  // An idle connection that the server ends (restart, failover, a dropped test database) must not
  // take the process down; the pool opens a new one on the next query.
  pool.on('error', (error) => {
    if (!closing) console.error(`${name} connection lost: ${error.message}`);
  });
  const end = () => {
    closing = true;
    return pool.end();
  };
  const db = drizzlePg({ client: pool, schema, logger: queryLogger(options) });
  try {
    await migratePg(db, { migrationsFolder });
  } catch (error) {
    await end();
    throw error;
  }
  return { db, exec: async (sql: string) => void (await pool.query(sql)), end };
}

/**
 * Speaks to a running embedded database through its socket, with one client: PGlite has a single
 * backend, and requests queue in the pool as they would for its lock. `release` runs after the
 * pool has ended (it stops the database, or hands it back to whoever lent it).
 */
export async function connectEmbedded(embedded: EmbeddedPostgres, options: DatabaseOptions, release: () => Promise<void>): Promise<Database> {
  const socket = { host: embedded.socketDir, port: 5432, user: 'postgres', database: 'postgres', max: 1, idleTimeoutMillis: 0 };
  const { db, exec, end } = await connect(socket, options, 'Embedded database');
  embeddedDatabases.add(db);
  return {
    db,
    kind: 'pglite',
    dump: async () => new Blob([await embedded.dump()]),
    exec,
    close: async () => {
      await end();
      await release();
    },
  };
}

/**
 * Opens the database and applies every pending migration; a second run of the migrations is a no-op.
 * Both kinds speak to the server through `pg`: PGlite runs in a worker thread behind a Unix socket.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const { db, exec, end } = await connect({ connectionString: options.url, max: 10 }, options, 'PostgreSQL');
    return { db, kind: 'postgres', exec, close: end };
  }
  let unlock = () => {};
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
    unlock = lockDataFolder(options.dataDir);
  }
  try {
    const embedded = await startPgliteWorker({ dataDir, load: options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined });
    try {
      return await connectEmbedded(embedded, options, async () => {
        await embedded.close();
        unlock();
      });
    } catch (error) {
      await embedded.close();
      throw error;
    }
  } catch (error) {
    unlock();
    throw error;
  }
}
