import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, '../..');

describe('the schema index', () => {
  it("gathers every area's tables file (drizzle-kit and the app read the index only)", () => {
    const tablesFiles = fs
      .readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.tables.ts'))
      .map((f) => `../../${f.replace(/\\/g, '/').replace(/\.ts$/, '')}`);
    expect(tablesFiles.length).toBeGreaterThan(10);
    const exported = [...fs.readFileSync(path.join(here, 'index.ts'), 'utf8').matchAll(/export \* from '([^']+)'/g)].map((m) => m[1]);
    expect(tablesFiles.filter((f) => !exported.includes(f))).toEqual([]);
  });
});
