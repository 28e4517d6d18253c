import { describe, expect, it } from 'vitest';
import { recordInputSchemaFor, recordProblems, type RecordContext } from './record-input-for';
import { recordInputSchema, type RecordInput } from './records.schemas';

const hundred = { code: '100', measurement: 'time', handTimeAllowed: true, windRequired: true, heightWeight: null } as const;
const shot = { code: 'SP7260', measurement: 'distance', handTimeAllowed: false, windRequired: false, heightWeight: 7.26 } as const;
const context = (over: Partial<RecordContext> = {}): RecordContext => ({ event: hundred, today: '2026-06-01', culture: 'de', ...over });
const input = (over: Partial<RecordInput> = {}): RecordInput => ({
  athleteFirstname: 'Armin',
  athleteLastname: 'Hary',
  athleteIocCode: 'GER',
  gender: 1,
  yearOfBirth: 1937,
  nationalAthleteCode: '',
  worldAthleteNumber: '',
  eventCode: '100',
  recordCountry: 'SUI',
  recordTown: 'Zürich',
  recordStatus: 1,
  heightWeight: '',
  windSpeed: '0,9',
  date: '1960-06-21',
  formatedValue: '10,0*',
  ...over,
});
const problemsOf = (over: Partial<RecordInput>, ctx = context()) => recordProblems(recordInputSchema.parse(input(over)), ctx).map((p) => [p.field, p.key]);

describe('what the event, the set and the day decide of a record', () => {
  it('takes a record that keeps every rule', () => {
    expect(problemsOf({})).toEqual([]);
    expect(recordInputSchemaFor(context()).safeParse(input()).success).toBe(true);
  });

  it('reads the mark for the event, within its plausible range, with the range in the reader’s language', () => {
    expect(recordProblems(recordInputSchema.parse(input({ formatedValue: '1,0' })), context())).toEqual([
      { field: 'formatedValue', key: 'markTooFast', params: { event: '100 m', min: '9,39', max: '60,00 s' } },
    ]);
    expect(recordProblems(recordInputSchema.parse(input({ formatedValue: '1,0' })), context({ culture: 'en' }))[0].params).toMatchObject({ min: '9.39' });
  });

  it('refuses a wind-assisted reading only where wind counts for the record', () => {
    expect(problemsOf({ windSpeed: '2,1' })).toEqual([['windSpeed', 'errorRecordWindAssisted']]);
    expect(problemsOf({ windSpeed: '2,1' }, context({ event: { ...hundred, windRequired: false } }))).toEqual([]);
  });

  it('wants the implement the event defines, and no other', () => {
    expect(problemsOf({ eventCode: 'SP7260', formatedValue: '23,12', windSpeed: '' }, context({ event: shot }))).toEqual([['heightWeight', 'errorHeightWeightRequired']]);
    expect(problemsOf({ eventCode: 'SP7260', formatedValue: '23,12', windSpeed: '', heightWeight: '6' }, context({ event: shot }))).toEqual([['heightWeight', 'errorHeightWeightNotEvent']]);
  });

  it('refuses a day after today and a year of birth outside the current year and the 149 before', () => {
    expect(problemsOf({ date: '2026-06-02' })).toEqual([['date', 'errorDateInFuture']]);
    expect(problemsOf({ yearOfBirth: 2027 })).toEqual([['yearOfBirth', 'errorYearOfBirthInvalid']]);
    expect(problemsOf({ yearOfBirth: 1876 })).toEqual([['yearOfBirth', 'errorYearOfBirthInvalid']]);
  });

  it('names each refused field in the schema’s issues, as the form and the server read them', () => {
    const result = recordInputSchemaFor(context()).safeParse(input({ date: '2026-07-01', windSpeed: '3,0' }));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['windSpeed', 'errorRecordWindAssisted'],
      ['date', 'errorDateInFuture'],
    ]);
  });
});
