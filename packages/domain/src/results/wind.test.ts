import { describe, expect, it } from 'vitest';
import { events } from '../reference/events';
import { Environment } from '../seasons/environment';
import { countsForWindLimitedList, formatWind, isWindLegal, parseWind, windRequiredFor, windTenths } from './wind';

describe('wind readings', () => {
  it('rounds up to the next tenth in the positive direction', () => {
    expect(windTenths(2.03)).toBe(21);
    expect(windTenths(-2.03)).toBe(-20);
    expect(windTenths(2.0)).toBe(20);
    expect(windTenths(-0.04)).toBe(0);
  });

  it('formats with one decimal and a sign, nothing when not measured', () => {
    expect(formatWind(1.8)).toBe('+1.8');
    expect(formatWind(-0.4)).toBe('-0.4');
    expect(formatWind(0)).toBe('+0.0');
    expect(formatWind(2.03)).toBe('+2.1');
    expect(formatWind(-2.03)).toBe('-2.0');
    expect(formatWind(null)).toBe('');
  });

  it('parses typed readings', () => {
    expect(parseWind('+1,8')).toBe(1.8);
    expect(parseWind(' -0.4 ')).toBe(-0.4);
    expect(parseWind('2')).toBe(2);
    expect(parseWind('-0,0')).toBe(0);
    expect(parseWind('+1,85')).toBeNull();
    expect(parseWind('Wind')).toBeNull();
  });

  it('allows up to and including +2.0 m/s', () => {
    expect(isWindLegal(2.0)).toBe(true);
    expect(isWindLegal(2.01)).toBe(false);
    expect(isWindLegal(-5)).toBe(true);
  });
});

describe('wind-limited lists', () => {
  it('drop marks without a required reading and wind-assisted marks', () => {
    expect(countsForWindLimitedList(null, true)).toBe(false);
    expect(countsForWindLimitedList(2.1, true)).toBe(false);
    expect(countsForWindLimitedList(2.0, true)).toBe(true);
    expect(countsForWindLimitedList(null, false)).toBe(true);
    expect(countsForWindLimitedList(4.5, false)).toBe(true);
  });

  it('need wind for sprints to 200 m, short hurdles, long and triple jump, outdoors only', () => {
    const windy = events.filter((e) => e.windRequired).map((e) => e.code);
    expect(windy).toEqual(
      expect.arrayContaining(['50', '60', '75', '100', '200', '60H1067', '80H762', '100H840', '110H1067', 'LJ', 'TJ']),
    );
    for (const code of ['300', '400', '400H914', 'HJ', 'PV', 'SP7260', '4X100', 'DEC']) expect(windy).not.toContain(code);
    const hundred = { windRequired: true };
    expect(windRequiredFor(hundred, Environment.outdoor)).toBe(true);
    expect(windRequiredFor(hundred, Environment.indoor)).toBe(false);
  });
});
