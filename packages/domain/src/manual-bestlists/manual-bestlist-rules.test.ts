import { describe, expect, it } from 'vitest';
import { fitsListGender, isManualListYear, latestManualListYear, manualListDateRange, isManualYearOfBirth, manualListEvents, manualListWind, manualListYears, manualYearOfBirthChoices } from './manual-bestlist-rules';

describe('manual list rules', () => {
  it('offers the current year and the 100 before, and years of birth from the current year 150 years back', () => {
    const years = manualListYears(2026);
    expect(years).toHaveLength(101);
    expect([years[0], years.at(-1)]).toEqual([2026, 1926]);
    expect(isManualListYear(null, 2026)).toBe(true);
    expect([isManualListYear(1926, 2026), isManualListYear(1925, 2026), isManualListYear(2027, 2026)]).toEqual([true, false, false]);
    // From 1 November the next year's indoor season has begun, so its list can be kept.
    expect([latestManualListYear('2026-10-31'), latestManualListYear('2026-11-01'), latestManualListYear('2026-12-31'), latestManualListYear('2027-01-01')]).toEqual([2026, 2027, 2027, 2027]);
    const births = manualYearOfBirthChoices(2026);
    expect([births.length, births[0], births.at(-1)]).toEqual([150, 2026, 1877]);
    expect([isManualYearOfBirth(1877, 2026), isManualYearOfBirth(1876, 2026)]).toEqual([true, false]);
  });

  it('gives a list the events of its class held where the list is', () => {
    const codes = (env: number) => manualListEvents('W', env).map((e) => e.code);
    expect(codes(1)).toContain('100');
    expect(codes(1)).not.toContain('PENI');
    expect(codes(0)).toEqual(expect.arrayContaining(['60', '60H840', 'LJ', 'PENI']));
    expect(codes(0)).not.toContain('100');
    expect(codes(2)).toEqual(expect.arrayContaining(['60', '100', 'PENI', 'HEP']));
    expect(codes(1)).toContain('SP4000');
    expect(codes(1)).not.toContain('SP7260');
  });

  it('reads wind only for wind events of lists that are not indoor', () => {
    expect([manualListWind({ windRequired: true }, 1), manualListWind({ windRequired: true }, 2), manualListWind({ windRequired: true }, 0), manualListWind({ windRequired: false }, 1)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('keeps a year’s marks in the list’s season: indoor from 1 November before, outdoor the calendar year, both by the event', () => {
    expect(manualListDateRange(1988, 0, 2)).toEqual({ from: '1987-11-01', to: '1988-03-31' });
    expect(manualListDateRange(1988, 1, 2)).toEqual({ from: '1988-01-01', to: '1988-12-31' });
    expect(manualListDateRange(1988, 2, 0)).toEqual({ from: '1987-11-01', to: '1988-03-31' });
    expect(manualListDateRange(1988, 2, 1)).toEqual({ from: '1988-01-01', to: '1988-12-31' });
    expect(manualListDateRange(1988, 2, 2)).toEqual({ from: '1987-11-01', to: '1988-12-31' });
    expect(manualListDateRange(1988, 2, null)).toEqual({ from: '1987-11-01', to: '1988-12-31' });
  });

  it('takes marks of the list’s gender (every one on a mixed list)', () => {
    expect([fitsListGender(1, 1), fitsListGender(0, 1), fitsListGender(2, 1), fitsListGender(0, 2), fitsListGender(1, 0)]).toEqual([true, false, false, true, false]);
  });
});
