import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
    const rows = await second.db.execute<{ code: string }>(`select code from languages where id = 9` as never);
    expect((rows as unknown as { rows: { code: string }[] }).rows[0].code).toBe('xx');
    await second.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 30_000);
});
