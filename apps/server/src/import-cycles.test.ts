import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const sources = ['packages/domain/src', 'apps/server/src', 'apps/web/src'];

/** Static imports and re-exports, types included: a cycle of types still ties the modules' seams together. Lazy `import()` is no cycle. */
const importPattern = /^(?:import|export)\s[^;]*?from\s+['"](\.[^'"]+)['"]/gms;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The module graph of the three packages' code (tests left out), by relative imports. */
function moduleGraph(): Map<string, string[]> {
  const files = new Set(sources.flatMap((s) => sourceFiles(path.join(root, s))));
  const resolve = (from: string, spec: string) => {
    const base = path.resolve(path.dirname(from), spec);
    return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx'), base].find((c) => files.has(c));
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    graph.set(file, [...text.matchAll(importPattern)].map((m) => resolve(file, m[1])).filter((f): f is string => f !== undefined));
  }
  return graph;
}

/** Every cycle's modules (strongly connected components of more than one module, or a module importing itself). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)!.includes(v)) found.push(component.map((f) => path.relative(root, f)).sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('module seams', () => {
  it('has no import cycle in the domain, the server or the web app', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(300);
    expect(cycles(graph)).toEqual([]);
  });

  it('keeps the job runner apart from the feature list (the app hands it the features)', () => {
    const graph = moduleGraph();
    const features = path.join(root, 'apps/server/src/features.ts');
    const jobs = [...graph.keys()].filter((f) => f.startsWith(path.join(root, 'apps/server/src/jobs/')));
    expect(jobs.length).toBeGreaterThan(3);
    expect(jobs.filter((f) => graph.get(f)!.includes(features)).map((f) => path.relative(root, f))).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    expect(cycles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c']]);
    expect(cycles(new Map([['a', ['a']]]))).toEqual([['a']]);
  });
});
