import { describe, expect, it } from 'vitest';
import { Environment, environmentForDate, environmentForMonth, environmentNames } from './environment';
import { isSeasonDate, seasonRange, seasonYear } from './seasons';

describe('environment from the start month', () => {
  it('is indoor for January to March, November and December, else outdoor', () => {
    const indoor = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((m) => environmentForMonth(m) === Environment.indoor);
    expect(indoor).toEqual([1, 2, 3, 11, 12]);
    expect(environmentForDate('2024-03-31')).toBe(0);
    expect(environmentForDate('2024-04-01')).toBe(1);
    expect(environmentForDate('2024-11-01T10:00:00Z')).toBe(0);
  });

  it('keeps the spec numbers', () => {
    expect(Environment).toEqual({ indoor: 0, outdoor: 1, all: 2 });
    expect(environmentNames).toEqual(['indoor', 'outdoor', 'all']);
  });
});

describe('seasonYear', () => {
  it('is the calendar year outdoors', () => {
    expect(seasonYear('2024-01-01', 1)).toBe(2024);
    expect(seasonYear('2024-12-31', 1)).toBe(2024);
  });

  it('runs indoors from 1 November of the year before to 31 March', () => {
    expect(seasonYear('2023-10-31', 0)).toBe(2023);
    expect(seasonYear('2023-11-01', 0)).toBe(2024);
    expect(seasonYear('2023-12-31', 0)).toBe(2024);
    expect(seasonYear('2024-03-31', 0)).toBe(2024);
    expect(seasonRange(2024, 0)).toEqual({ from: '2023-11-01', to: '2024-03-31' });
    expect(seasonRange(2024, 1)).toEqual({ from: '2024-01-01', to: '2024-12-31' });
  });

  it('registers no indoor marks from April to October', () => {
    expect(isSeasonDate('2024-04-01', 0)).toBe(false);
    expect(isSeasonDate('2024-10-31', 0)).toBe(false);
    expect(isSeasonDate('2024-11-01', 0)).toBe(true);
    expect(isSeasonDate('2024-07-01', 1)).toBe(true);
  });

  it('refuses text that is not a date', () => {
    expect(() => seasonYear('1.11.2023', 0)).toThrow(RangeError);
  });
});
