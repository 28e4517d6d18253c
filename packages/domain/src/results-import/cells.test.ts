import { describe, expect, it } from 'vitest';
import { eventByCode } from '../reference/events';
import { isNoMark, MAX_ATHLETE_AGE, readDate, readGender, readMark, readNation, readPlace, readWind, readYearOfBirth } from './cells';

const event = (code: string) => eventByCode(code)!;

describe('readGender', () => {
  it.each([
    ['M', 'M'],
    ['m', 'M'],
    ['male', 'M'],
    ['männlich', 'M'],
    ['W', 'W'],
    ['w', 'W'],
    ['F', 'W'],
    ['female', 'W'],
    ['Weiblich', 'W'],
    [' w ', 'W'],
  ])('reads %s as %s', (text, sex) => {
    expect(readGender(text)).toBe(sex);
  });

  it('reads nothing else', () => {
    for (const text of ['', 'x', 'MW', 'divers', 'U18']) expect(readGender(text), text).toBeNull();
  });
});

describe('readDate', () => {
  it('reads German and ISO days', () => {
    expect(readDate('14.06.2026')).toBe('2026-06-14');
    expect(readDate('1.6.2026')).toBe('2026-06-01');
    expect(readDate('2026-06-14')).toBe('2026-06-14');
    expect(readDate('2026-06-14T18:30:00Z')).toBe('2026-06-14');
  });

  it('refuses two-digit years, other forms and days no calendar has', () => {
    for (const text of ['14.6.26', '06/14/2026', '14-06-2026', '31.06.2026', '2026-02-29', '2026-6-14', '']) expect(readDate(text), text).toBeNull();
    expect(readDate('29.02.2028')).toBe('2028-02-29');
  });
});

describe('readYearOfBirth', () => {
  it('reads four digits or a date of birth', () => {
    expect(readYearOfBirth('2006', 2026)).toBe(2006);
    expect(readYearOfBirth(' 1970 ', 2026)).toBe(1970);
    expect(readYearOfBirth('14.03.2006', 2026)).toBe(2006);
  });

  it('refuses years no athlete of the season was born in', () => {
    expect(readYearOfBirth('2026', 2026)).toBeNull();
    expect(readYearOfBirth(String(2026 - MAX_ATHLETE_AGE), 2026)).toBe(1916);
    expect(readYearOfBirth(String(2025 - MAX_ATHLETE_AGE), 2026)).toBeNull();
    for (const text of ['06', '', 'Jg', '20066']) expect(readYearOfBirth(text, 2026), text).toBeNull();
  });
});

describe('readMark', () => {
  it('reads marks as the performance form does and gives the stored units', () => {
    expect(readMark('10,52', event('100'))).toEqual({ ok: true, mark: { value: 10.52, units: 1052, handTimed: false, text: '10.52' } });
    expect(readMark('10,8*', event('100'))).toEqual({ ok: true, mark: { value: 10.8, units: 1080, handTimed: true, text: '10.8*' } });
    expect(readMark('1:02:03,4', event('10000W'))).toMatchObject({ ok: true, mark: { value: 3723.4, units: 372340, text: '1:02:03.40' } });
    expect(readMark('7,48', event('LJ'))).toMatchObject({ ok: true, mark: { value: 7.48, units: 748, text: '7.48' } });
    expect(readMark('8.126', event('DEC'))).toMatchObject({ ok: true, mark: { value: 8126, units: 8126 } });
  });

  it('refuses what the domain refuses (decision 030)', () => {
    expect(readMark('9,38', event('100'))).toEqual({ ok: false, reason: 'markTooFast' });
    expect(readMark('9,52', event('LJ'))).toEqual({ ok: false, reason: 'markTooHigh' });
    expect(readMark('7,48*', event('LJ'))).toEqual({ ok: false, reason: 'markHandTimeNotAllowed' });
    expect(readMark('zehn', event('100'))).toEqual({ ok: false, reason: 'markInvalid' });
    // Road races are recorded to the second.
    expect(readMark('1:02:03,4', event('HM'))).toEqual({ ok: false, reason: 'markTooManyDecimals' });
    expect(readMark('1:02:03', event('HM'))).toMatchObject({ ok: true, mark: { value: 3723 } });
  });
});

describe('isNoMark', () => {
  it('knows the signs of no mark, fouls and zeros', () => {
    for (const text of ['DNS', 'dnf', 'DQ', 'NM', 'n.a.', 'aufg.', 'disq.', 'o.g.V.', 'x', '0', '0,00', '-']) expect(isNoMark(text), text).toBe(true);
    for (const text of ['10,52', '7,48', '', 'zehn']) expect(isNoMark(text), text).toBe(false);
  });
});

describe('readWind', () => {
  it('reads signed readings with comma or point, and no reading', () => {
    expect(readWind('+1,8')).toEqual({ ok: true, wind: 1.8 });
    expect(readWind('-0.4')).toEqual({ ok: true, wind: -0.4 });
    expect(readWind('0')).toEqual({ ok: true, wind: 0 });
    expect(readWind('+2,1 m/s')).toEqual({ ok: true, wind: 2.1 });
    expect(readWind('')).toEqual({ ok: true, wind: null });
    expect(readWind('-')).toEqual({ ok: true, wind: null });
  });

  it('refuses readings beyond ±9.9 m/s and text that is no reading', () => {
    expect(readWind('+9,9')).toEqual({ ok: true, wind: 9.9 });
    expect(readWind('-9,9')).toEqual({ ok: true, wind: -9.9 });
    expect(readWind('+10,0')).toEqual({ ok: false, reason: 'errorWindOutOfRange' });
    expect(readWind('12,5')).toEqual({ ok: false, reason: 'errorWindOutOfRange' });
    expect(readWind('+1,85')).toEqual({ ok: false, reason: 'errorShouldBeDecimal' });
    expect(readWind('Rückenwind')).toEqual({ ok: false, reason: 'errorShouldBeDecimal' });
  });
});

describe('readPlace and readNation', () => {
  it('reads places with or without the ordinal point', () => {
    expect([readPlace('1'), readPlace('12.'), readPlace(''), readPlace('DNS'), readPlace('0')]).toEqual([1, 12, null, null, null]);
  });

  it('reads IOC codes the reference data knows', () => {
    expect([readNation('GER'), readNation(' ned '), readNation('XYZ'), readNation('')]).toEqual(['GER', 'NED', null, null]);
  });
});
