import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Features do not import each other; what two features share sits below them (lib, components, app).
const featuresDir = path.resolve(__dirname);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('feature slices', () => {
  it('import nothing from another feature', () => {
    const offences: string[] = [];
    for (const file of sourceFiles(featuresDir)) {
      const feature = path.relative(featuresDir, file).split(path.sep)[0];
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/from\s+['"](\.[^'"]+)['"]/g)) {
        const target = path.relative(featuresDir, path.resolve(path.dirname(file), match[1]));
        if (target.startsWith('..')) continue;
        if (target.split(path.sep)[0] !== feature) offences.push(`${path.relative(featuresDir, file)} → ${match[1]}`);
      }
    }
    expect(offences).toEqual([]);
  });
});
