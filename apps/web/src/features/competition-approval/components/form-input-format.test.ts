import { describe, expect, it } from 'vitest';
import { autoFormatHoursMinutes, completeHoursMinutes, courseLengthText, parseCount, parseCourseLength, parseKilometres } from './form-input-format';

/** Types `keys` one by one into an empty field, as the field's change handler sees them. */
function typeInto(keys: string, maxHourDigits = 2): string {
  let text = '';
  for (const key of keys) text = autoFormatHoursMinutes(text + key, text, maxHourDigits);
  return text;
}

describe('autoFormatHoursMinutes', () => {
  it('puts the colon before the last two digits while typing a clock time', () => {
    expect(typeInto('930')).toBe('09:30');
    expect(typeInto('0930')).toBe('09:30');
    expect(typeInto('1305')).toBe('13:05');
    expect(typeInto('9')).toBe('9');
    expect(typeInto('9:30')).toBe('09:30');
  });

  it('stops at four digits for a clock time and takes a pasted time as it is', () => {
    expect(typeInto('123456')).toBe('12:34');
    expect(autoFormatHoursMinutes('09:30', '')).toBe('09:30');
  });

  it('takes up to three hour digits for a duration', () => {
    expect(typeInto('130', 3)).toBe('01:30');
    expect(typeInto('2400', 3)).toBe('24:00');
    expect(typeInto('10000', 3)).toBe('100:00');
  });

  it('leaves deleting alone', () => {
    expect(autoFormatHoursMinutes('09:3', '09:30')).toBe('09:3');
    expect(autoFormatHoursMinutes('09:', '09:3')).toBe('09:');
  });
});

describe('completeHoursMinutes', () => {
  it('completes whole hours typed alone', () => {
    expect(completeHoursMinutes('9')).toBe('09:00');
    expect(completeHoursMinutes('14')).toBe('14:00');
    expect(completeHoursMinutes('9:3')).toBe('9:3');
  });
});

describe('course lengths', () => {
  it('reads kilometres with a comma or a point as metres × 1000', () => {
    expect(parseKilometres('10')).toBe(10_000_000);
    expect(parseKilometres('21,0975')).toBe(21_097_500);
    expect(parseKilometres('0.8')).toBe(800_000);
    expect(parseKilometres('zehn')).toBeNull();
    expect(parseKilometres('0')).toBeNull();
  });

  it('reads a time run as milliseconds and shows both kinds again', () => {
    expect(parseCourseLength('01:30', 'h')).toBe(5_400_000);
    expect(parseCourseLength('1:7', 'h')).toBeNull();
    expect(courseLengthText(5_400_000, 'h', 'de')).toBe('01:30');
    expect(courseLengthText(21_097_500, 'm', 'de')).toBe('21,0975');
    expect(courseLengthText(21_097_500, 'm', 'en')).toBe('21.0975');
  });
});

describe('parseCount', () => {
  it('reads digit groups the way the language writes them', () => {
    expect(parseCount('1.250', 'de')).toEqual({ value: 1250 });
    expect(parseCount('1.250', 'nl')).toEqual({ value: 1250 });
    expect(parseCount('1,250', 'en')).toEqual({ value: 1250 });
    expect(parseCount('1 250', 'de')).toEqual({ value: 1250 });
    expect(parseCount(' 80 ', 'de')).toEqual({ value: 80 });
    expect(parseCount('', 'de')).toEqual({ value: 0 });
  });

  it('refuses negative numbers and what is not a whole number', () => {
    expect(parseCount('-5', 'de')).toEqual({ error: 'errorMinZero' });
    expect(parseCount('1,250', 'de')).toEqual({ error: 'errorWholeCount' });
    expect(parseCount('1.25', 'de')).toEqual({ error: 'errorWholeCount' });
    expect(parseCount('zwölf', 'de')).toEqual({ error: 'errorWholeCount' });
  });
});
