import { describe, expect, it } from 'vitest';
import { germanFeeSchedule } from '@portal/domain';
import { estimateFee, feeRule } from './fee-rule';

describe('feeRule', () => {
  it('names the German rule from the schedule data', () => {
    expect(feeRule(germanFeeSchedule)).toEqual({
      perFinisher: '0,50 €',
      chargeable: ['Active', 'U2018', 'Masters'],
      exempt: ['U1614', 'U12'],
      handlingFee: '15,00 €',
    });
  });

  it('follows a changed schedule', () => {
    const rule = feeRule({ currency: 'EUR', perFinisherCents: 75, chargeableGroups: ['Active'], handlingFeeCents: 0 });
    expect(rule).toEqual({ perFinisher: '0,75 €', chargeable: ['Active'], exempt: ['U2018', 'U1614', 'U12', 'Masters'], handlingFee: null });
  });
});

describe('estimateFee', () => {
  it('charges every chargeable finisher', () => {
    expect(estimateFee(germanFeeSchedule, 240, 30).totalCents).toBe(12_000);
  });

  it('charges the handling fee when all finishers are exempt, and nothing without finishers', () => {
    expect(estimateFee(germanFeeSchedule, 0, 30)).toEqual({ lines: [{ key: 'handlingFee', count: 1, unitCents: 1500, amountCents: 1500 }], totalCents: 1500 });
    expect(estimateFee(germanFeeSchedule, 0, 0).totalCents).toBe(0);
  });
});
