import { describe, expect, it } from 'vitest';
import { formatCourseLength, formatSpan, formatStart, startHasPassed } from './approval-format';

describe('approval formats', () => {
  it('shows a local start as DD.MM.YYYY HH:mm', () => {
    expect(formatStart('2030-05-01T09:30')).toBe('01.05.2030 09:30');
    expect(formatStart('2030-05-01T09:30:00')).toBe('01.05.2030 09:30');
  });

  it('shows one day, or the span of several', () => {
    expect(formatSpan('2030-05-01T09:30', '2030-05-01')).toBe('01.05.2030');
    expect(formatSpan('2030-05-01T09:30', '2030-05-03')).toBe('01.05.2030 – 03.05.2030');
  });

  it('reads stored course lengths as kilometres or hours', () => {
    expect(formatCourseLength(21_097_500, 'm', 'de')).toBe('21,0975 km');
    expect(formatCourseLength(10_000_000, 'm', 'en')).toBe('10 km');
    expect(formatCourseLength(6.5 * 3_600_000, 'h', 'de')).toBe('6:30 h');
  });

  it('tells whether the local start has passed', () => {
    expect(startHasPassed('2030-05-01T09:30', new Date(2030, 4, 1, 9, 31))).toBe(true);
    expect(startHasPassed('2030-05-01T09:30', new Date(2030, 4, 1, 9, 29))).toBe(false);
  });
});
