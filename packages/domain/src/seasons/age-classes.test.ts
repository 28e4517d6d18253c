import { describe, expect, it } from 'vitest';
import { ageClassByCode } from '../reference/classes';
import { ageClassesFor, ageInSeason } from './age-classes';

describe('ageInSeason', () => {
  it('is season year minus year of birth', () => {
    expect(ageInSeason(2006, 2024)).toBe(18);
  });
});

describe('ageClassesFor', () => {
  it('ranks adults in the open class only', () => {
    expect(ageClassesFor('M', 1999, 2024)).toEqual(['M']);
    expect(ageClassesFor('W', 1995, 2024)).toEqual(['W']);
  });

  it('ranks U23 athletes in U23 and the open class', () => {
    expect(ageClassesFor('W', 2003, 2024)).toEqual(['WU23', 'W']);
  });

  it('ranks youth athletes in their classes and every older youth class up to the open class', () => {
    expect(ageClassesFor('M', 2006, 2024)).toEqual(['MU20', 'MU23', 'M']);
    expect(ageClassesFor('W', 2008, 2024)).toEqual(['WU18', 'WU20', 'WU23', 'W']);
    expect(ageClassesFor('M', 2009, 2024)).toEqual(['M15', 'MU16', 'MU18', 'MU20', 'MU23', 'M']);
    expect(ageClassesFor('W', 2011, 2024)).toEqual(['W13', 'WU14', 'W14', 'W15', 'WU16', 'WU18', 'WU20', 'WU23', 'W']);
    expect(ageClassesFor('M', 2013, 2024)).toEqual(['MU12', 'M12', 'M13', 'MU14', 'M14', 'M15', 'MU16', 'MU18', 'MU20', 'MU23', 'M']);
  });

  it('ranks masters in their own 5-year band and the open class', () => {
    expect(ageClassesFor('M', 1989, 2024)).toEqual(['M35', 'M']);
    expect(ageClassesFor('W', 1994, 2024)).toEqual(['W30', 'W']);
    expect(ageClassesFor('W', 1970, 2024)).toEqual(['W50', 'W']);
    expect(ageClassesFor('M', 1930, 2024)).toEqual(['M90', 'M']);
  });

  it('uses the season year, so an indoor mark in December counts for the next year', () => {
    // Born 2006: 17 in the outdoor season 2023, 18 in the indoor season 2024 that starts in November 2023.
    expect(ageClassesFor('M', 2006, 2023)).toEqual(['MU18', 'MU20', 'MU23', 'M']);
    expect(ageClassesFor('M', 2006, 2024)[0]).toBe('MU20');
  });

  it('returns only existing classes of the athlete sex, and none for impossible ages', () => {
    for (let yob = 1920; yob <= 2016; yob++) {
      for (const sex of ['M', 'W'] as const) {
        const codes = ageClassesFor(sex, yob, 2024);
        expect(codes.length).toBeGreaterThan(0);
        for (const code of codes) expect(ageClassByCode(code)?.sex).toBe(sex);
        expect(codes[codes.length - 1]).toBe(sex);
      }
    }
    expect(ageClassesFor('M', 2024, 2024)).toEqual([]);
  });
});
