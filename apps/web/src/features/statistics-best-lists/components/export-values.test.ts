import { describe, expect, it } from 'vitest';
import { exportDefaults } from './export-values';
import { yearOptions } from './year-options';

describe('export form values', () => {
  it('starts with the user e-mail, 30 rows, the current year, indoor and no foreigners', () => {
    expect(exportDefaults('stat@example.org', new Date(2031, 5, 1))).toEqual({ mail: 'stat@example.org', pageSize: 30, year: 2031, envi: 0, foreigners: 1 });
  });

  it('offers the current year back 100 years, and a season ahead when there is one', () => {
    const years = yearOptions(new Date(2030, 0, 15));
    expect(years[0]).toBe(2030);
    expect(years.at(-1)).toBe(1930);
    expect(years).toHaveLength(101);
    expect(yearOptions(new Date(2030, 11, 1), 2031).slice(0, 2)).toEqual([2031, 2030]);
  });
});
