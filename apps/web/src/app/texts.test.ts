import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { WebFeature } from '../lib/routing';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const domain = path.resolve(src, '../../../packages/domain/src');

/** Each group of keys (`records`, `approvalList`, …) and the area whose namespace holds it. */
const owner = new Map<string, string>();
for (const area of fs.readdirSync(domain)) {
  const file = path.join(domain, area, 'i18n', 'de.json');
  if (!fs.existsSync(file)) continue;
  for (const group of Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')) as object)) owner.set(group, area);
}

const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
const sources = (dir: string) => files(dir).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));

/** The namespaces whose keys a source file names: quoted keys and the fixed start of built ones. */
function namespacesNamed(file: string): Map<string, string> {
  const named = new Map<string, string>();
  for (const [, group, rest] of fs.readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z]+)\.([\w.${}]+)/g)) {
    const area = owner.get(group!);
    if (area) named.set(area, `${group}.${rest}`);
  }
  return named;
}

const features = import.meta.glob<Record<string, unknown>>('../features/*/feature.tsx', { eager: true });
const featureOf = (folder: string) =>
  Object.values(features[`../features/${folder}/feature.tsx`] ?? {}).find((v): v is WebFeature => typeof v === 'object' && v !== null && 'texts' in v);

/** The forms' messages: loaded by `lib/form-texts`, which every file naming one of them imports. */
const formTexts = 'validation';
const importsFormTexts = (file: string) => /^import '[./]+\/?(lib\/)?form-texts';$/m.test(fs.readFileSync(file, 'utf8'));

describe('the texts a screen loads', () => {
  it('are the frame’s and those its feature declares: every key its files name is in one of them', () => {
    const missing: string[] = [];
    for (const folder of fs.readdirSync(path.join(src, 'features'))) {
      const declared = new Set<string>(['platform', formTexts, ...(featureOf(folder)?.texts ?? [])]);
      for (const file of sources(path.join(src, 'features', folder))) {
        for (const [area, key] of namespacesNamed(file)) if (!declared.has(area)) missing.push(`${path.relative(src, file)}: ${key} (${area})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('of the frame (app, components, lib, session) are the frame’s own', () => {
    const outside: string[] = [];
    for (const dir of ['app', 'components', 'lib', 'session']) {
      for (const file of sources(path.join(src, dir))) {
        for (const [area, key] of namespacesNamed(file)) if (area !== 'platform' && area !== formTexts) outside.push(`${path.relative(src, file)}: ${key} (${area})`);
      }
    }
    expect(outside).toEqual([]);
  });

  it('of the forms come with the code that shows them: a file naming one imports lib/form-texts', () => {
    const without = ['app', 'components', 'features', 'lib', 'session']
      .flatMap((dir) => sources(path.join(src, dir)))
      .filter((file) => namespacesNamed(file).has(formTexts) && !importsFormTexts(file))
      .map((file) => path.relative(src, file));
    expect(without).toEqual([]);
  });

  it('of the forms are not among the frame’s, and the dashboard’s code does without them', () => {
    const frame = JSON.parse(fs.readFileSync(path.join(domain, 'platform', 'i18n', 'de.json'), 'utf8')) as object;
    expect(Object.keys(frame)).not.toContain(formTexts);
    expect(owner.get(formTexts)).toBe(formTexts);
    const dashboard = fs.readFileSync(path.join(src, 'features', 'auth', 'routes', 'dashboard-page.tsx'), 'utf8');
    expect(dashboard).not.toMatch(/form-texts|form-errors/);
  });

  it('knows the groups of every area', () => {
    expect(new Set(owner.values()).size).toBeGreaterThan(10);
  });
});
