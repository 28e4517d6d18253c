import { describe, expect, it } from 'vitest';
import { translate, translateValidation } from '../i18n';
import { eventByCode, events, PLAUSIBLE_MARGIN } from '../reference/events';
import { isFutureDay } from '../seasons/seasons';
import { markMessage, markRulesOf, parseEventMark, parseListedMark, UNKNOWN_EVENT_LIMITS } from './parse-event-mark';
import { isWindLegal, isWindReadingPlausible, WIND_READING_LIMIT } from './wind';

const event = (code: string) => {
  const found = eventByCode(code);
  if (!found) throw new Error(`no event ${code}`);
  return found;
};
const listed = (text: string, code: string) => parseListedMark(text, markRulesOf(event(code)));
/** The message a refusal shows, as the server answers it and the forms show it. */
const refusal = (text: string, code: string, culture: 'de' | 'en' | 'nl' = 'de') => {
  const parsed = listed(text, code);
  if (parsed.ok) return null;
  const message = markMessage(parsed.reason, markRulesOf(event(code)), culture);
  return translateValidation(culture, message.key, message.params);
};

describe('plausible range of an event', () => {
  it('refuses a 100 m better than the world record by more than 2 %, or slower than 60 s', () => {
    expect(event('100').limits).toEqual({ min: 9.39, max: 60 });
    expect(listed('5,00', '100')).toEqual({ ok: false, reason: 'markTooFast' });
    expect(listed('9,38', '100')).toEqual({ ok: false, reason: 'markTooFast' });
    expect(listed('9,58', '100')).toMatchObject({ ok: true, value: 9.58 });
    expect(listed('60,00', '100')).toMatchObject({ ok: true, value: 60 });
    expect(listed('60,01', '100')).toEqual({ ok: false, reason: 'markTooSlow' });
    expect(listed('1:10,00', '100')).toEqual({ ok: false, reason: 'markTooSlow' });
  });

  it('keeps every event within 2 % of its best known mark', () => {
    for (const e of events) {
      const { min, max } = e.limits;
      if (e.measurement === 'time') {
        // The lower end rounded up to what the event records, so never looser than 2 %.
        expect(min, e.code).toBeGreaterThanOrEqual(e.worldBest * (1 - PLAUSIBLE_MARGIN) - 1e-9);
        expect(min, e.code).toBeLessThanOrEqual(e.worldBest * (1 - PLAUSIBLE_MARGIN) + (e.timePrecision === 'second' ? 1 : 0.01));
        expect(max, e.code).toBeGreaterThan(e.worldBest * 3);
      } else {
        expect(max, e.code).toBeLessThanOrEqual(e.worldBest * (1 + PLAUSIBLE_MARGIN) + 1e-9);
        expect(max, e.code).toBeGreaterThanOrEqual(e.worldBest * (1 + PLAUSIBLE_MARGIN) - (e.measurement === 'points' ? 1 : 0.01));
      }
    }
  });

  it('takes the world records as the best known marks and refuses what beats them by more than 2 %', () => {
    const records: [code: string, record: string, beyond: string][] = [
      ['60', '6,34', '6,20'],
      ['200', '19,19', '18,79'],
      ['400', '43,03', '42,10'],
      ['800', '1:40,91', '1:38,80'],
      ['1500', '3:26,00', '3:21,00'],
      ['10000', '26:11,00', '25:39,00'],
      ['110H1067', '12,80', '12,50'],
      ['100H840', '12,12', '11,85'],
      ['400H914', '45,94', '45,00'],
      ['3000SC914', '7:52,11', '7:42,00'],
      ['4X100', '36,84', '36,00'],
      ['4X400', '2:54,29', '2:50,00'],
      ['MAR', '2:00:35', '1:58:00'],
      ['HM', '56:42', '55:30'],
      ['HJ', '2,45', '2,50'],
      ['PV', '6,30', '6,43'],
      ['LJ', '8,95', '9,13'],
      ['TJ', '18,29', '18,66'],
      ['SP7260', '23,56', '24,04'],
      ['DT2000', '75,56', '77,08'],
      ['HT7260', '86,74', '88,48'],
      ['JT800', '98,48', '100,45'],
      ['DEC', '9126', '9309'],
      ['HEP', '7291', '7437'],
    ];
    for (const [code, record, beyond] of records) {
      expect(listed(record, code).ok, `${code} ${record}`).toBe(true);
      expect(listed(beyond, code).ok, `${code} ${beyond}`).toBe(false);
    }
  });

  it('stays generous for the oldest masters, children and the last finishers', () => {
    expect(listed('42,22', '100').ok).toBe(true); // 100 m at 105
    expect(listed('3:59,99', '400').ok).toBe(true);
    expect(listed('8:25:16', 'MAR').ok).toBe(true); // a marathon at 100
    expect(listed('11:40:00', 'MAR').ok).toBe(true);
    expect(listed('0,60', 'HJ').ok).toBe(true);
    expect(listed('2,10', 'SP3000').ok).toBe(true);
    expect(listed('1200', 'HEPU18').ok).toBe(true);
  });

  it('holds youth hurdle heights to the senior record, which nobody running them reaches', () => {
    for (const code of ['110H991', '110H914']) expect(event(code).limits.min, code).toBe(event('110H1067').limits.min);
    expect(listed('12,40', '110H914')).toEqual({ ok: false, reason: 'markTooFast' });
  });

  it('gives an event the reference data does not know the generous limits of integer units', () => {
    expect(markRulesOf({ code: 'X99', measurement: 'time', handTimeAllowed: false }).limits).toEqual(UNKNOWN_EVENT_LIMITS);
  });
});

describe('marks of lists and records', () => {
  it('refuses a foul or a zero, which only a combined event sub-result may be', () => {
    for (const text of ['0', '0,00', 'x', 'X']) expect(listed(text, '100'), text).toEqual({ ok: false, reason: 'markZero' });
    expect(listed('0', 'LJ')).toEqual({ ok: false, reason: 'markZero' });
    expect(parseEventMark('x', event('LJ'))).toEqual({ ok: true, value: 0, handTimed: false });
  });

  it('names the event and the range in the reader\'s language, German with a decimal comma', () => {
    expect(refusal('5,00', '100')).toBe('Zu schnell: Für 100 m muss die Zeit zwischen 9,39 und 60,00 s liegen');
    expect(refusal('61', '100', 'en')).toBe('Too slow: for 100 m the time must be between 9.39 and 60.00 s');
    expect(refusal('5,00', '100', 'nl')).toBe('Te snel: voor 100 m moet de tijd tussen 9,39 en 60,00 s liggen');
    expect(refusal('30', '400')).toBe('Zu schnell: Für 400 m muss die Zeit zwischen 42,17 s und 4:00,00 min liegen');
    expect(refusal('1:50:00', 'MAR')).toBe('Zu schnell: Für Marathon muss die Zeit zwischen 1:58:11 und 11:43:15 h liegen');
    expect(refusal('2,60', 'HJ')).toBe('Zu hoch: Für Hochsprung muss die Leistung zwischen 0,50 und 2,49 m liegen');
    expect(refusal('9999', 'DEC', 'en')).toBe('Too high: for Decathlon the mark must be between 1 and 9,308 points');
    expect(refusal('0', '100')).toBe(translate('de', 'validation.markZero'));
    expect(refusal('10.234', '100')).toBe(translate('de', 'validation.markTooManyDecimals'));
  });
});

describe('wind readings and days', () => {
  it('takes readings a gauge shows, within ±9.9 m/s', () => {
    expect([9.9, -9.9, 0, 2.1].map(isWindReadingPlausible)).toEqual([true, true, true, true]);
    expect([12.5, -10, 9.91, Number.NaN].map(isWindReadingPlausible)).toEqual([false, false, false, false]);
    expect(isWindLegal(2.1)).toBe(false);
  });

  it('names the limit in every catalogue as the language writes it', () => {
    const limit = WIND_READING_LIMIT.toFixed(1);
    expect(translate('de', 'validation.errorWindOutOfRange')).toContain(`+${limit.replace('.', ',')} m/s`);
    expect(translate('en', 'validation.errorWindOutOfRange')).toContain(`+${limit} m/s`);
    expect(translate('nl', 'validation.errorWindOutOfRange')).toContain(`+${limit.replace('.', ',')} m/s`);
  });

  it('refuses no day up to today, every day after it', () => {
    expect(isFutureDay('2026-11-28', '2026-11-28')).toBe(false);
    expect(isFutureDay('2026-11-29', '2026-11-28')).toBe(true);
    expect(isFutureDay('2027-06-01T10:00', '2026-11-28')).toBe(true);
    expect(isFutureDay('invalid', '2026-11-28')).toBe(false);
  });
});
