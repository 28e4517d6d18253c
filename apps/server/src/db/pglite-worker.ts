/**
 * The embedded database in its own thread: PGlite (PostgreSQL compiled to WebAssembly) behind a
 * PostgreSQL-protocol socket, so that a slow query never stalls the request thread and the server
 * talks to it with the same driver (`pg`) as to a real PostgreSQL server.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface PgliteWorkerData {
  /** Folder of the database files; in memory without it. */
  dataDir?: string;
  /** A dump (`dumpDataDir`) to start from instead of an empty database. */
  load?: ArrayBuffer;
  /** Unix socket to listen on. */
  socketPath: string;
}

export type PgliteWorkerRequest = { type: 'dump' } | { type: 'close' };
export type PgliteWorkerReply =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'dump'; data: ArrayBuffer }
  | { type: 'closed' };

const port = parentPort!;
const data = workerData as PgliteWorkerData;

async function main(): Promise<void> {
  const db = new PGlite({ dataDir: data.dataDir, ...(data.load ? { loadDataDir: new Blob([data.load]) } : {}) });
  await db.waitReady;
  // One connection: PGlite has a single backend, and the server's pool holds one client.
  const server = new PGLiteSocketServer({ db, path: data.socketPath, maxConnections: 1 });
  await server.start();

  port.on('message', (request: PgliteWorkerRequest) => {
    void (async () => {
      if (request.type === 'dump') {
        const dump = await (await db.dumpDataDir('none')).arrayBuffer();
        port.postMessage({ type: 'dump', data: dump } satisfies PgliteWorkerReply, [dump]);
      } else {
        await server.stop();
        await db.close();
        port.postMessage({ type: 'closed' } satisfies PgliteWorkerReply);
        port.close();
      }
    })();
  });
  port.postMessage({ type: 'ready' } satisfies PgliteWorkerReply);
}

main().catch((error: unknown) => {
  port.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) } satisfies PgliteWorkerReply);
});
