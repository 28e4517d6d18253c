import { describe, expect, it } from 'vitest';
import { classProblem, defaultClass, readClass } from './classes';

describe('readClass', () => {
  it.each([
    ['M', 'M'],
    ['w', 'W'],
    ['MU18', 'MU18'],
    ['mu18', 'MU18'],
    ['W U20', 'WU20'],
    ['WJU20', 'WU20'],
    ['MJ U18', 'MU18'],
    ['WKU12', 'WU12'],
    ['M35', 'M35'],
    ['W40', 'W40'],
    ['W15', 'W15'],
    ['Männer', 'M'],
    ['Frauen', 'W'],
    ['MJA', 'MU20'],
    ['WJB', 'WU18'],
  ])('reads %s as %s', (text, code) => {
    expect(readClass(text)).toBe(code);
  });

  it('takes the athlete sex for a band without one', () => {
    expect(readClass('U18', 'W')).toBe('WU18');
    expect(readClass('U18')).toBeNull();
  });

  it('reads no class the federation does not have', () => {
    for (const text of ['', 'X', 'MJ', 'MJ35', 'J', 'M33', 'MU19', 'W100', 'Senioren']) expect(readClass(text), text).toBeNull();
  });
});

describe('classProblem', () => {
  it('refuses a class of the other sex', () => {
    expect(classProblem('W', 'M', 2000, 2026)).toBe('errorClassSexMismatch');
  });

  it('takes youth athletes in their own and older youth classes and the open class', () => {
    // Born 2009: 17 in 2026.
    expect(classProblem('MU18', 'M', 2009, 2026)).toBeNull();
    expect(classProblem('MU20', 'M', 2009, 2026)).toBeNull();
    expect(classProblem('M', 'M', 2009, 2026)).toBeNull();
    expect(classProblem('MU16', 'M', 2009, 2026)).toBe('classAgeMismatch');
  });

  it('refuses an adult in a youth class and masters outside their band', () => {
    expect(classProblem('WU20', 'W', 2000, 2026)).toBe('classAgeMismatch');
    expect(classProblem('M40', 'M', 1985, 2026)).toBeNull(); // 41
    expect(classProblem('M35', 'M', 1985, 2026)).toBe('classAgeMismatch');
    expect(classProblem('M40', 'M', 2000, 2026)).toBe('classAgeMismatch');
  });

  it('counts the age in the season year, not the calendar year', () => {
    // Born 2008: 17 in 2025, 18 in the indoor season 2026 (from November 2025).
    expect(classProblem('MU18', 'M', 2008, 2025)).toBeNull();
    expect(classProblem('MU18', 'M', 2008, 2026)).toBe('classAgeMismatch');
  });
});

describe('defaultClass', () => {
  it('is the open class from 20 and the youth band below', () => {
    expect(defaultClass('M', 2000, 2026)).toBe('M');
    expect(defaultClass('W', 1980, 2026)).toBe('W');
    expect(defaultClass('W', 2009, 2026)).toBe('WU18');
    expect(defaultClass('M', 2011, 2026)).toBe('MU16');
    expect(defaultClass('M', 2016, 2026)).toBe('MU12');
    expect(defaultClass('M', 2026, 2026)).toBeNull();
  });
});
