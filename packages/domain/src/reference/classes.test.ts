import { describe, expect, it } from 'vitest';
import { ageClassByCode, ageClasses } from './classes';

describe('age classes', () => {
  it('has unique codes and orders', () => {
    expect(new Set(ageClasses.map((c) => c.code)).size).toBe(ageClasses.length);
    expect(new Set(ageClasses.map((c) => c.order)).size).toBe(ageClasses.length);
  });

  it('holds the federation classes for both sexes', () => {
    const codes = ageClasses.map((c) => c.code);
    for (const code of ['M', 'W', 'MU23', 'WU23', 'MU20', 'WU20', 'MU18', 'WU18', 'MU16', 'WU16', 'MU14', 'WU14', 'MU12', 'WU12']) {
      expect(codes).toContain(code);
    }
    for (const age of [12, 13, 14, 15]) expect(codes).toEqual(expect.arrayContaining([`M${age}`, `W${age}`]));
    for (let age = 30; age <= 90; age += 5) expect(codes).toEqual(expect.arrayContaining([`M${age}`, `W${age}`]));
    expect(ageClasses).toHaveLength(2 * (11 + 13));
  });

  it('derives sex from the code and keeps age bounds consistent', () => {
    for (const c of ageClasses) {
      expect(c.code[0]).toBe(c.sex);
      if (c.ageTo !== null) expect(c.ageTo).toBeGreaterThanOrEqual(c.ageFrom);
      expect(c.name.length).toBeGreaterThan(0);
    }
  });

  it('uses the DLO age bands', () => {
    const band = (code: string) => {
      const c = ageClassByCode(code);
      return [c?.ageFrom, c?.ageTo];
    };
    expect(band('MU23')).toEqual([20, 22]);
    expect(band('WU20')).toEqual([18, 19]);
    expect(band('MU18')).toEqual([16, 17]);
    expect(band('WU16')).toEqual([14, 15]);
    expect(band('M15')).toEqual([15, 15]);
    expect(band('WU14')).toEqual([12, 13]);
    expect(band('MU12')).toEqual([10, 11]);
    expect(band('W35')).toEqual([35, 39]);
    expect(band('M90')).toEqual([90, null]);
    expect(ageClassByCode('W')?.name).toBe('Frauen');
    expect(ageClassByCode('M50')?.name).toBe('Senioren M50');
  });
});
