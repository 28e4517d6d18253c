import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface Portal {
  origin: string;
  dataDir: string;
  log: () => string;
  /** Stops the portal; its data folder is removed, or moved to `keepDataIn`. */
  stop(options?: { keepDataIn?: string }): Promise<void>;
}

/**
 * The portal's token key in the journeys, so that a journey can sign what the server would: an
 * access token of the same session that has run out (a real expiry without waiting 15 minutes).
 */
export const journeyJwtSecret = 'journey-secret-of-the-browser-tests-0123456789';

/**
 * Starts the built portal (API + web app) as `npm start` does, on a fresh data folder with demo data:
 * a copy of `template` when given (a folder a first start filled, see global-setup.ts), else empty.
 */
export async function startPortal(options: { smtpPort?: number; env?: Record<string, string>; template?: string } = {}): Promise<Portal> {
  const server = path.join(root, 'apps/server/dist/server.js');
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html')) || !fs.existsSync(server)) {
    throw new Error('apps/web/dist or apps/server/dist is missing: run `npm run build` first (npm run test:e2e does).');
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  if (options.template) fs.cpSync(options.template, dataDir, { recursive: true });
  const origin = `http://localhost:${port}`;
  let output = '';
  // The built server, as `npm start` runs it (and without compiling TypeScript at every start).
  const child: ChildProcess = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: origin,
      // The journeys count rows on first pages: the demo accounts without the crowd of extra members.
      DEMO_DATA: 'small',
      LOG_LEVEL: 'warn',
      // The browser's zone, so that both count the same calendar day around midnight.
      TZ: Intl.DateTimeFormat().resolvedOptions().timeZone,
      DATABASE_URL: '',
      JWT_SECRET: journeyJwtSecret,
      ...(options.smtpPort ? { SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}` } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`portal exited early:\n${output}`);
    try {
      const response = await fetch(`${origin}/api`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`portal did not start within 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    dataDir,
    log: () => output,
    async stop({ keepDataIn }: { keepDataIn?: string } = {}) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      if (keepDataIn) fs.cpSync(dataDir, keepDataIn, { recursive: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
