import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { compileHint, compileHintForEntry } from './compile-hint';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hint-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('compile hint for the entry', () => {
  it('opens the entry chunk with the hint and leaves lazy chunks alone', async () => {
    fs.writeFileSync(path.join(dir, 'main.js'), "console.log('entry');\nvoid import('./lazy.js');\n");
    fs.writeFileSync(path.join(dir, 'lazy.js'), "export const lazy = () => 'lazy';\n");
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [compileHintForEntry()],
      build: { outDir: path.join(dir, 'dist'), rolldownOptions: { input: path.join(dir, 'main.js') } },
    });
    const files = fs.readdirSync(path.join(dir, 'dist/assets')).filter((f) => f.endsWith('.js'));
    const entry = files.filter((f) => f.startsWith('main-'));
    const lazy = files.filter((f) => f.startsWith('lazy-'));
    expect(entry).toHaveLength(1);
    expect(lazy).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, 'dist/assets', entry[0]), 'utf8').startsWith(`${compileHint}\n`)).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'dist/assets', lazy[0]), 'utf8')).not.toContain(compileHint);
  });
});
