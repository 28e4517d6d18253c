import { describe, expect, it } from 'vitest';
import { computeFee, finisherSumsMatch, formatEuro, germanFeeSchedule, type FinisherCounts } from './fees';

const counts = (over: Partial<FinisherCounts> = {}): FinisherCounts => ({
  finisher_Women_Active: 0,
  finisher_Women_U2018: 0,
  finisher_Women_U1614: 0,
  finisher_Women_U12: 0,
  finisher_Women_Masters: 0,
  finisher_Men_Active: 0,
  finisher_Men_U2018: 0,
  finisher_Men_U1614: 0,
  finisher_Men_U12: 0,
  finisher_Men_Masters: 0,
  totalSum_Runners: 0,
  totalSum_Others: 0,
  totalSum_Walker: 0,
  ...over,
});

describe('fees (PRODUCT §4)', () => {
  it('charges 0.50 EUR per finisher from U18 up, one line per gender and group, U16/U14/U12 free', () => {
    const fee = computeFee(counts({ finisher_Women_Active: 40, finisher_Men_Masters: 21, finisher_Men_U1614: 9, finisher_Women_U12: 5, finisher_Men_U2018: 3 }), germanFeeSchedule);
    expect(fee.lines).toEqual([
      { key: 'Women_Active', count: 40, unitCents: 50, amountCents: 2000 },
      { key: 'Men_U2018', count: 3, unitCents: 50, amountCents: 150 },
      { key: 'Men_Masters', count: 21, unitCents: 50, amountCents: 1050 },
    ]);
    expect(fee.totalCents).toBe(3200);
  });

  it('charges the handling fee when every finisher is exempt, nothing without finishers', () => {
    expect(computeFee(counts({ finisher_Men_U12: 30 }), germanFeeSchedule)).toEqual({ lines: [{ key: 'handlingFee', count: 1, unitCents: 1500, amountCents: 1500 }], totalCents: 1500 });
    expect(computeFee(counts(), germanFeeSchedule).totalCents).toBe(0);
  });

  it('formats euros the German way', () => {
    expect(formatEuro(123456)).toBe('1.234,56 €');
    expect(formatEuro(50)).toBe('0,50 €');
    expect(formatEuro(100000000)).toBe('1.000.000,00 €');
  });

  it('checks that the totals by kind equal the counts by gender and age', () => {
    expect(finisherSumsMatch(counts({ finisher_Women_Active: 3, finisher_Men_U12: 2, totalSum_Runners: 4, totalSum_Walker: 1 }))).toBe(true);
    expect(finisherSumsMatch(counts({ finisher_Women_Active: 3, totalSum_Runners: 4 }))).toBe(false);
  });
});
