import { describe, expect, it } from 'vitest';
import { heightWeightProblem, isEventHeightWeight } from './height-weight';

describe('height and weight of an event', () => {
  it('compares to three decimals', () => {
    expect([isEventHeightWeight(4, 4), isEventHeightWeight(7.26, 4), isEventHeightWeight(0.8380001, 0.838), isEventHeightWeight(84, 83.8)]).toEqual([true, false, true, false]);
  });

  it('asks for the event’s implement, and only for it', () => {
    expect(heightWeightProblem(null, null)).toBeNull();
    expect(heightWeightProblem(null, 5)).toBeNull();
    expect(heightWeightProblem(4, null)).toBe('errorHeightWeightRequired');
    expect(heightWeightProblem(4, 4)).toBeNull();
    expect(heightWeightProblem(4, 7.26)).toBe('errorHeightWeightNotEvent');
    expect(heightWeightProblem(4, Number.NaN)).toBeNull();
  });
});
