import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Feature } from './api/define-route';
import { features } from './features';

const src = path.dirname(fileURLToPath(import.meta.url));
const isFeature = (value: unknown): value is Feature =>
  typeof value === 'object' && value !== null && typeof (value as Feature).name === 'string' && Array.isArray((value as Feature).routes);

describe('the features of the API', () => {
  it('are every feature an area’s routes files export, each once', async () => {
    const routeFiles = fs
      .readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.routes.ts') && !f.startsWith('test'))
      .sort();
    const exported: string[] = [];
    for (const file of routeFiles) {
      for (const value of Object.values(await import(path.join(src, file)))) if (isFeature(value)) exported.push(value.name);
    }
    expect(exported.length).toBeGreaterThan(20);
    expect(features.map((f) => f.name).sort()).toEqual(exported.sort());
    expect(new Set(features.map((f) => f.name)).size).toBe(features.length);
  });
});
