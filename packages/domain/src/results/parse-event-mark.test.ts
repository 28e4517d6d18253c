import { describe, expect, it } from 'vitest';
import { eventByCode } from '../reference/events';
import { markErrorCodes, parseEventMark } from './parse-event-mark';

const event = (code: string) => {
  const found = eventByCode(code);
  if (!found) throw new Error(`no event ${code}`);
  return found;
};
const parse = (text: string, code: string) => parseEventMark(text, event(code));

describe('parseEventMark', () => {
  it('reads plain marks of the event', () => {
    expect(parse('10,23', '100')).toEqual({ ok: true, value: 10.23, handTimed: false });
    expect(parse('3:53,17', '1500')).toEqual({ ok: true, value: 233.17, handTimed: false });
    expect(parse(' 7,76 ', 'LJ')).toEqual({ ok: true, value: 7.76, handTimed: false });
    expect(parse('8126', 'DEC')).toEqual({ ok: true, value: 8126, handTimed: false });
    expect(parse('2:09:44', 'MAR')).toEqual({ ok: true, value: 7784, handTimed: false });
    expect(parse('10,3*', '100')).toEqual({ ok: true, value: 10.3, handTimed: true });
  });

  it('corrects the common slips when the plain reading is implausible', () => {
    expect(parse('2.33', '800')).toEqual({ ok: true, value: 153, handTimed: false }); // 2:33
    expect(parse('52:03', '400')).toEqual({ ok: true, value: 52.03, handTimed: false }); // 52.03
    expect(parse('1:52:33', '800')).toEqual({ ok: true, value: 112.33, handTimed: false }); // 1:52.33
    expect(parse('14,32', '5000')).toEqual({ ok: true, value: 872, handTimed: false }); // 14:32
    expect(parse('3.53.17', '1500')).toEqual({ ok: true, value: 233.17, handTimed: false });
    expect(parse('725', 'LJ')).toEqual({ ok: true, value: 7.25, handTimed: false }); // typed in cm
    expect(parse('185', 'HJ')).toEqual({ ok: true, value: 1.85, handTimed: false });
  });

  it('keeps a plausible plain reading even when a slip reading would also fit', () => {
    expect(parse('2:33', '800')).toEqual({ ok: true, value: 153, handTimed: false });
    expect(parse('52.03', '400')).toEqual({ ok: true, value: 52.03, handTimed: false });
  });

  it('refuses implausible marks with a reason', () => {
    expect(parse('8,5', '100')).toEqual({ ok: false, reason: 'markTooFast' });
    expect(parse('25', 'HJ')).toEqual({ ok: false, reason: 'markTooHigh' });
    expect(parse('0,3', 'HJ')).toEqual({ ok: false, reason: 'markTooLow' });
    expect(parse('2.33', '1500')).toEqual({ ok: false, reason: 'markTooFast' }); // 2:33 is still too fast
    expect(parse('12:00:00', '100')).toEqual({ ok: false, reason: 'markTooSlow' });
    expect(parse('9999', 'DEC')).toEqual({ ok: false, reason: 'markTooHigh' });
  });

  it('refuses more decimals than the event records', () => {
    expect(parse('10.234', '100')).toEqual({ ok: false, reason: 'markTooManyDecimals' });
    expect(parse('10.34*', '100')).toEqual({ ok: false, reason: 'markTooManyDecimals' });
    expect(parse('7,765', 'LJ')).toEqual({ ok: false, reason: 'markTooManyDecimals' });
    expect(parse('2:09:44,5', 'MAR')).toEqual({ ok: false, reason: 'markTooManyDecimals' }); // road: whole seconds
    expect(parse('8126,5', 'DEC')).toEqual({ ok: false, reason: 'markTooManyDecimals' });
    expect(parse('3.53.175', '1500')).toEqual({ ok: false, reason: 'markTooManyDecimals' });
  });

  it('refuses a hand-time star where hand timing does not apply', () => {
    expect(parse('7,25*', 'LJ')).toEqual({ ok: false, reason: 'markHandTimeNotAllowed' });
    expect(parse('2:09:44*', 'MAR')).toEqual({ ok: false, reason: 'markHandTimeNotAllowed' });
  });

  it('takes x and a typed zero as a foul, refuses empty and malformed text', () => {
    expect(parse('x', 'LJ')).toEqual({ ok: true, value: 0, handTimed: false });
    expect(parse('0,00', 'SP7260')).toEqual({ ok: true, value: 0, handTimed: false });
    expect(parse('   ', '100')).toEqual({ ok: false, reason: 'markEmpty' });
    expect(parse('zehn', '100')).toEqual({ ok: false, reason: 'markInvalid' });
    expect(parse('x*', '100')).toEqual({ ok: false, reason: 'markInvalid' });
  });

  it('returns only reasons that are listed for translation', () => {
    const reasons = ['8,5', '25', '10.234', '7,25*', '', 'abc', '0,3'].flatMap((t) => {
      const r = parse(t, t === '25' || t === '0,3' || t === '7,25*' ? 'HJ' : '100');
      return r.ok ? [] : [r.reason];
    });
    for (const reason of reasons) expect(markErrorCodes).toContain(reason);
    for (const code of markErrorCodes) expect(code).toMatch(/^mark[A-Z][A-Za-z]+$/);
  });
});
