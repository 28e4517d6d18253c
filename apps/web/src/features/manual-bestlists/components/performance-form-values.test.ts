import { describe, expect, it } from 'vitest';
import { sampleEvents } from './manual-test-support';
import { dateWindowOf, listGenders, newPerformanceValues, validatePerformance, type PerformanceFormValues, type PerformanceRules } from './performance-form-values';

const event = (code: string) => sampleEvents.find((e) => e.code === code) ?? null;
const rules = (over: Partial<PerformanceRules['list']> = {}, code: string | null = '100', today = '2026-05-10'): PerformanceRules => ({
  event: code === null ? null : (event(code) ?? { ...sampleEvents[0], code }),
  list: { year: null, gender: 1, eventEnvironment: 1, ...over },
  today,
});
const values = (over: Partial<PerformanceFormValues> = {}): PerformanceFormValues => ({
  ...newPerformanceValues(1),
  athleteLastname: 'Göhr',
  athleteIocCode: 'GDR',
  yearOfBirth: 1958,
  organizationName: 'SC Motor Jena',
  eventCode: '100',
  performanceCountry: 'GDR',
  performanceTown: 'Berlin',
  date: '1983-06-08',
  formatedValue: '10,81',
  ...over,
});
const errorsOf = (v: PerformanceFormValues, r: PerformanceRules) => Object.fromEntries(Object.entries(validatePerformance(v, r)).map(([k, e]) => [k, e?.message]));

describe('the date window of a mark', () => {
  it('is the season of the list’s year (indoor from 1 November before), never after today', () => {
    expect(dateWindowOf(rules({ year: 1988, eventEnvironment: 0 }, 'LJ'))).toEqual({ from: '1987-11-01', to: '1988-03-31' });
    expect(dateWindowOf(rules({ year: 1988 }))).toEqual({ from: '1988-01-01', to: '1988-12-31' });
    expect(dateWindowOf(rules({ year: 1988, eventEnvironment: 2 }, 'PENI'))).toEqual({ from: '1987-11-01', to: '1988-03-31' });
    expect(dateWindowOf(rules({ year: 1988, eventEnvironment: 2 }, null))).toEqual({ from: '1987-11-01', to: '1988-12-31' });
    expect(dateWindowOf(rules({ year: 2026 }))).toEqual({ from: '2026-01-01', to: '2026-05-10' });
    expect(dateWindowOf(rules())).toEqual({ from: null, to: '2026-05-10' });
  });

  it('refuses days outside it on the field', () => {
    const indoor = rules({ year: 1988, eventEnvironment: 0 }, 'LJ');
    const jump = { eventCode: 'LJ', formatedValue: '7,37' };
    expect(errorsOf(values({ ...jump, date: '1987-12-05' }), indoor)).toEqual({});
    expect(errorsOf(values({ ...jump, date: '1988-04-01' }), indoor)).toEqual({ date: 'errorDateOutsideIndoorSeason' });
    expect(errorsOf(values({ ...jump, date: '1987-12-05' }), rules({ year: 1988 }, 'LJ'))).toEqual({ date: 'errorDateOutsideOutdoorSeason' });
    expect(errorsOf(values({ date: '2026-05-11' }), rules())).toEqual({ date: 'errorDateInFuture' });
    expect(errorsOf(values({ date: '2026-05-10' }), rules())).toEqual({});
  });
});

describe('the list’s gender and the event’s implement', () => {
  it('offers the list’s gender, every one on a mixed list, and refuses another', () => {
    expect([listGenders(0), listGenders(1), listGenders(2)]).toEqual([[0], [1], [0, 1, 2]]);
    expect(errorsOf(values({ gender: 0 }), rules())).toEqual({ gender: 'errorGenderNotList' });
    expect(errorsOf(values({ gender: 0 }), rules({ gender: 2 }))).toEqual({});
  });

  it('refuses a height/weight other than the event’s', () => {
    const shot = { eventCode: 'SP4000', formatedValue: '22,45' };
    expect(errorsOf(values({ ...shot, heightWeight: '7,26' }), rules({}, 'SP4000'))).toEqual({ heightWeight: 'errorHeightWeightNotEvent' });
    expect(errorsOf(values({ ...shot, heightWeight: '4,0' }), rules({}, 'SP4000'))).toEqual({});
  });
});
