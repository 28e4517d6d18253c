import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';
import { DataFolderInUseError, openDatabase } from './client';

describe('openDatabase on PGlite', () => {
  it('migrates a new data folder, reopens it without re-running migrations, and refuses a second process', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-db-'));
    const first = await openDatabase({ dataDir: dir });
    await first.exec(`insert into languages (id, code, name) values (9, 'xx', 'Test')`);
    // A lock held by another live process (our parent) must be refused with a clear message.
    await first.close();
    fs.writeFileSync(path.join(dir, 'portal.lock'), String(process.ppid));
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataFolderInUseError);
    // A lock left behind by an ended process is taken over.
    fs.writeFileSync(path.join(dir, 'portal.lock'), '999999');
    const second = await openDatabase({ dataDir: dir });
    const result = await second.db.execute<{ code: string }>(`select code from languages where id = 9`);
    expect(result.rows[0].code).toBe('xx');
    await second.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('runs the database off the request thread: timers fire while a long query runs', async () => {
    // The test apps' seeded database runs in the same worker as a new one would, without migrating anew.
    const t = await createTestApp();
    const database = t.database;
    try {
      const order: string[] = [];
      const query = database.exec('select count(*) from generate_series(1, 1000000)').then(() => order.push('query'));
      // On the request thread the query would hold the event loop until it ends, and run first.
      const ticks = (async () => {
        for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 10));
        order.push('timers');
      })();
      await Promise.all([query, ticks]);
      expect(order).toEqual(['timers', 'query']);
      // The socket lives in a folder only this account may enter.
      const socketDirs = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('portal-socket-'));
      expect(socketDirs.length).toBeGreaterThan(0);
      for (const name of socketDirs) {
        // Another test file's database may close meanwhile and take its folder along.
        const stat = fs.statSync(path.join(os.tmpdir(), name), { throwIfNoEntry: false });
        if (stat) expect(stat.mode & 0o077).toBe(0);
      }
    } finally {
      await t.close();
    }
  }, 30_000);
});
