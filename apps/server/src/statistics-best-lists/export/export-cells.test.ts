import { describe, expect, it } from 'vitest';
import { dateOf, markCells } from './export-cells';

const mark = (markUnits: number, handTimed = false) => ({ markUnits, handTimed });
const day = 86_400;

describe('markCells', () => {
  it('writes sprint times as seconds, hand times with their star in the format', () => {
    expect(markCells({ kind: 'time' }, [mark(1080), mark(1090, true)])).toEqual([
      { value: 10.8, numFmt: '0.00' },
      { value: 10.9, numFmt: '0.0"*"' },
    ]);
  });

  it('turns the whole event into durations once one time reaches a minute', () => {
    const [fast, slow] = markCells({ kind: 'time' }, [mark(5950), mark(6012)]);
    expect(fast).toEqual({ value: 59.5 / day, numFmt: '[m]:ss.00' });
    expect(slow).toEqual({ value: 60.12 / day, numFmt: '[m]:ss.00' });
  });

  it('writes road races to the whole second, hours where they are reached', () => {
    expect(markCells({ kind: 'time', precision: 'second' }, [mark(778_430), mark(165_300)])).toEqual([
      { value: 7785 / day, numFmt: '[h]:mm:ss' },
      { value: 1653 / day, numFmt: '[m]:ss' },
    ]);
  });

  it('writes distances in metres and points as whole numbers', () => {
    expect(markCells({ kind: 'distance' }, [mark(191)])).toEqual([{ value: 1.91, numFmt: '0.00' }]);
    expect(markCells({ kind: 'points' }, [mark(9126)])).toEqual([{ value: 9126, numFmt: '0' }]);
  });
});

describe('dateOf', () => {
  it('keeps the calendar day whatever the time zone', () => {
    expect(dateOf('2026-07-04').toISOString()).toBe('2026-07-04T00:00:00.000Z');
  });
});
