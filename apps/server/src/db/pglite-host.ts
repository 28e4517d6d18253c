import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PgliteWorkerData, PgliteWorkerReply, PgliteWorkerRequest } from './pglite-worker';

export interface EmbeddedPostgres {
  /** Folder holding the socket `.s.PGSQL.5432`; `pg` takes it as `host`. */
  socketDir: string;
  dump(): Promise<ArrayBuffer>;
  close(): Promise<void>;
}

/**
 * The worker: compiled beside the bundled server (dist), or the TypeScript source loaded through
 * tsx's loader (tests, `npm run dev`), which a worker must register itself.
 */
function startWorker(data: PgliteWorkerData, transferList: ArrayBuffer[]): Worker {
  const compiled = new URL('./pglite-worker.js', import.meta.url);
  if (fs.existsSync(fileURLToPath(compiled))) return new Worker(compiled, { workerData: data, transferList });
  // The package's `import` entry; createRequire alone would resolve its CommonJS twin.
  const tsxFolder = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsx = pathToFileURL(path.join(tsxFolder, 'dist/esm/api/index.mjs')).href;
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, { eval: true, workerData: data, transferList });
}

/**
 * Starts PGlite in a worker thread. The socket lives in a fresh folder only this user can enter
 * (mode 0700), so no other account on the machine reaches the database, which has no password.
 */
export async function startPgliteWorker(options: { dataDir?: string; load?: ArrayBuffer; maxConnections?: number }): Promise<EmbeddedPostgres> {
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-socket-'));
  const data: PgliteWorkerData = { ...options, socketPath: path.join(socketDir, '.s.PGSQL.5432') };
  const worker = startWorker(data, options.load ? [options.load] : []);
  let closed = false;

  const next = <T extends PgliteWorkerReply['type']>(type: T): Promise<Extract<PgliteWorkerReply, { type: T }>> =>
    new Promise((resolve, reject) => {
      const onMessage = (reply: PgliteWorkerReply) => {
        if (reply.type === 'failed') {
          cleanup();
          reject(new Error(`The embedded database did not start: ${reply.message}`));
        } else if (reply.type === type) {
          cleanup();
          resolve(reply as Extract<PgliteWorkerReply, { type: T }>);
        }
      };
      const onExit = (code: number) => {
        cleanup();
        reject(new Error(`The embedded database thread ended (exit code ${code}).`));
      };
      const cleanup = () => {
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        worker.off('error', reject);
      };
      worker.on('message', onMessage);
      worker.on('exit', onExit);
      worker.on('error', reject);
    });

  const removeSocketDir = () => fs.rmSync(socketDir, { recursive: true, force: true });
  try {
    await next('ready');
  } catch (error) {
    await worker.terminate();
    removeSocketDir();
    throw error;
  }
  worker.on('exit', (code) => {
    if (!closed) console.error(`The embedded database thread ended unexpectedly (exit code ${code}).`);
  });

  const send = (request: PgliteWorkerRequest) => worker.postMessage(request);
  return {
    socketDir,
    dump: async () => {
      const reply = next('dump');
      send({ type: 'dump' });
      return (await reply).data;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      const reply = next('closed');
      send({ type: 'close' });
      await reply.catch(() => undefined);
      await worker.terminate();
      removeSocketDir();
    },
  };
}
