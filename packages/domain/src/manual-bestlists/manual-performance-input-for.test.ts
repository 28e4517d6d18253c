import { describe, expect, it } from 'vitest';
import { manualPerformanceInputSchemaFor, manualPerformanceProblems, type ManualPerformanceContext } from './manual-performance-input-for';

const sprint = { code: '100', measurement: 'time', handTimeAllowed: true, heightWeight: null, environment: 1 } as const;
const shotPut = { code: 'KU', measurement: 'distance', handTimeAllowed: false, heightWeight: 7.26, environment: 2 } as const;
const context = (over: Partial<ManualPerformanceContext> = {}): ManualPerformanceContext => ({
  event: sprint,
  list: { year: null, gender: 0, eventEnvironment: 2 },
  today: '2026-11-29',
  culture: 'de',
  ...over,
});
const good = { eventCode: '100', yearOfBirth: 1990, gender: 0, date: '2026-06-14', handtime: false, formatedValue: '10,52', heightWeight: null };
const keys = (values: Parameters<typeof manualPerformanceProblems>[0], c = context()) => manualPerformanceProblems(values, c).map((p) => `${p.field}:${p.key}`);

describe('manual performance rules', () => {
  it('accepts a plausible mark of the list’s event, gender and season', () => {
    expect(keys(good)).toEqual([]);
    expect(keys({ ...good, formatedValue: '10,5', handtime: true })).toEqual([]);
  });

  it('refuses what the event, the list and the day decide', () => {
    expect(keys({ ...good, yearOfBirth: 1850 })).toEqual(['yearOfBirth:errorYearOfBirthRequired']);
    expect(keys({ ...good, gender: 1 })).toEqual(['gender:errorGenderNotList']);
    expect(keys({ ...good, date: '2026-11-30' })).toEqual(['date:errorDateInFuture']);
    expect(keys({ ...good, date: '2025-06-14' }, context({ list: { year: 2026, gender: 0, eventEnvironment: 1 } }))).toEqual(['date:errorDateOutsideOutdoorSeason']);
    expect(keys({ ...good, eventCode: 'XYZ' }, context({ event: undefined }))).toEqual(['eventCode:errorEventNotInList']);
    expect(keys({ ...good, eventCode: 'KU', formatedValue: '17,10', handtime: true }, context({ event: shotPut }))).toEqual(['handtime:markHandTimeNotAllowed', 'heightWeight:errorHeightWeightRequired']);
    expect(keys({ ...good, eventCode: 'KU', formatedValue: '17,10', heightWeight: 6 }, context({ event: shotPut }))).toEqual(['heightWeight:errorHeightWeightNotEvent']);
  });

  it('names the event’s range when a mark is out of it', () => {
    const [problem] = manualPerformanceProblems({ ...good, formatedValue: '5,10' }, context());
    expect(problem).toMatchObject({ field: 'formatedValue', params: { event: expect.any(String), min: expect.any(String), max: expect.any(String) } });
  });

  it('reports every field’s problem at once, also beside a missing value', () => {
    const result = manualPerformanceInputSchemaFor(context()).safeParse({ athleteLastname: '', yearOfBirth: '', formatedValue: '5,10', date: '2026-11-30', gender: 1 });
    const fields = new Set(result.success ? [] : result.error.issues.map((i) => i.path[0]));
    for (const field of ['athleteLastname', 'yearOfBirth', 'formatedValue', 'date', 'gender']) expect(fields.has(field), field).toBe(true);
  });
});
