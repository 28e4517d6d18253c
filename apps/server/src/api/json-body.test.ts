import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-body';

describe('JSON depth', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('allows 64 levels and refuses 65', () => {
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonDepthExceeds(`{"a":${nested(MAX_JSON_DEPTH)}}`)).toBe(true);
  });

  it('counts brackets inside strings and escapes as text, not as nesting', () => {
    expect(jsonDepthExceeds(JSON.stringify({ text: '['.repeat(500) }))).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ text: `\\"${'{'.repeat(500)}` }))).toBe(false);
    expect(jsonDepthExceeds(`["\\\\", ${nested(MAX_JSON_DEPTH)}]`)).toBe(true);
  });

  it('counts siblings once: many flat arrays are not deep', () => {
    expect(jsonDepthExceeds(`[${Array.from({ length: 10_000 }, () => '[1]').join(',')}]`)).toBe(false);
  });
});
