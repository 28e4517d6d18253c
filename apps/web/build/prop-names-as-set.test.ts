import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { propNamesAsSet } from './prop-names-as-set';

const require = createRequire(import.meta.url);
const source = fs.readFileSync(require.resolve('@emotion/is-prop-valid').replace(/emotion-is-prop-valid\.cjs\.js$/, 'emotion-is-prop-valid.esm.js'), 'utf8');

/** The module's check, original or rewritten, as a function (its memoisation left out). */
function check(code: string): (prop: string) => boolean {
  const body = code.replace(/^import memoize from '@emotion\/memoize';/m, 'const memoize = (fn) => fn;').replace(/export \{ isPropValid as default \};/, 'return isPropValid;');
  return new Function(body)() as (prop: string) => boolean;
}

describe('propNamesAsSet', () => {
  it('answers as the original for every listed name, its neighbours and the prefixed and event props', () => {
    const original = check(source);
    const rewritten = check(propNamesAsSet(source));
    const names = /reactPropsRegex = \/\^\(\(([^)]+)\)/.exec(source)![1].split('|');
    expect(names.length).toBeGreaterThan(400);
    const probes = [
      ...names,
      ...names.map((name) => `${name}x`),
      ...names.map((name) => name.slice(1)),
      ...names.map((name) => name.toUpperCase()),
      'data-id', 'DATA-x', 'aria-label', 'Aria-Hidden', 'x-y', 'x-', 'xy-z', 'data', 'aria', '-data-x',
      'onClick', 'onclick', 'on', 'onZ', 'on[', 'ownerState', 'sx', 'as', 'theme', '', 'class', 'className', 'for', 'htmlFor',
      'data-a\nb', 'children\n',
    ];
    const differing = probes.filter((prop) => original(prop) !== rewritten(prop));
    expect(differing).toEqual([]);
    expect(rewritten('href')).toBe(true);
    expect(rewritten('ownerState')).toBe(false);
  });

  it('refuses a module of another shape, so that an update of Emotion cannot pass unnoticed', () => {
    expect(() => propNamesAsSet(source.replace('var reactPropsRegex', 'var propsRegex'))).toThrow(/changed its shape/);
  });
});
