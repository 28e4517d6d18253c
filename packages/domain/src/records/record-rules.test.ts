import { describe, expect, it } from 'vitest';
import { RecordValidity } from './constants';
import { isRecordYearOfBirth, qualifierAssociationTypes, qualifierKindOf, recordCandidateScope, recordSetEvents, recordWindApplies, recordWindProblem, recordYearOfBirthChoices } from './record-rules';
import { recordSetInputSchema } from './record-sets.schemas';
import { recordInputSchema } from './records.schemas';

describe('record rules', () => {
  it('offers the current year and the 149 before as years of birth', () => {
    const years = recordYearOfBirthChoices(2026);
    expect(years).toHaveLength(150);
    expect([years[0], years.at(-1)]).toEqual([2026, 1877]);
    expect([isRecordYearOfBirth(1877, 2026), isRecordYearOfBirth(1876, 2026), isRecordYearOfBirth(2027, 2026)]).toEqual([true, false, false]);
  });

  it('gives a set the events of its class held where it is', () => {
    const indoor = recordSetEvents('M', 0).map((e) => e.code);
    expect(indoor).toContain('60');
    expect(indoor).not.toContain('100');
    expect(recordSetEvents('M', 1).map((e) => e.code)).toContain('100');
    const both = recordSetEvents('M', 2).map((e) => e.code);
    expect(both).toEqual(expect.arrayContaining(['60', '100', 'HEPI', 'DEC']));
  });

  it('refuses a wind-assisted reading where wind counts, and nothing else', () => {
    expect(recordWindProblem(true, 2.1)).toBe('errorRecordWindAssisted');
    expect(recordWindProblem(true, 2.01)).toBe('errorRecordWindAssisted'); // the rules round it up to +2.1
    expect([recordWindProblem(true, 2.0), recordWindProblem(true, -3.5), recordWindProblem(true, null), recordWindProblem(false, 4.2)]).toEqual([null, null, null, null]);
  });

  it('takes record candidates from within the set\'s validity', () => {
    expect(recordCandidateScope(RecordValidity.national)).toEqual({ by: 'nation' });
    expect(recordCandidateScope(RecordValidity.region)).toEqual({ by: 'association' });
    expect(recordCandidateScope(RecordValidity.club)).toEqual({ by: 'namedOrganization', types: ['Club', 'LG', 'StG'] });
    expect(recordCandidateScope(RecordValidity.area)).toEqual({ by: 'namedOrganization', types: ['Area'] });
    expect(recordCandidateScope(RecordValidity.district)).toEqual({ by: 'namedOrganization', types: ['District'] });
    for (const validity of [RecordValidity.world, RecordValidity.olympic, RecordValidity.continent, RecordValidity.stadium, RecordValidity.meeting]) {
      expect(recordCandidateScope(validity)).toEqual({ by: 'none' });
    }
  });

  it('keeps wind only for wind events outside indoor sets', () => {
    expect([recordWindApplies({ windRequired: true }, 1), recordWindApplies({ windRequired: true }, 2), recordWindApplies({ windRequired: true }, 0), recordWindApplies({ windRequired: false }, 1)]).toEqual([true, true, false, false]);
  });

  it('names the qualifier by validity: none worldwide, an association nationally or regionally, text elsewhere', () => {
    expect([1, 4, 5, 8, 10].map(qualifierKindOf)).toEqual(['none', 'association', 'association', 'text', 'text']);
    expect(qualifierAssociationTypes(4)).toEqual(['master', 'Region']);
    expect(qualifierAssociationTypes(5)).toEqual(['Region']);
  });
});

describe('payload schemas', () => {
  const set = { name: 'Rekorde', code: 'R', nationalClassShort: 'M', startAge: '0', endAge: 0, gender: 0, recordType: 1, recordValidity: 8, validityQualifier: 'Verein', isMultiRecord: false, eventEnvironment: 1 };
  it('reads ages typed as text and keeps only the qualifier the validity takes', () => {
    expect(recordSetInputSchema.parse({ ...set, validityOrganizationId: 5 })).toMatchObject({ startAge: 0, validityQualifier: 'Verein', validityOrganizationId: null });
    expect(recordSetInputSchema.parse({ ...set, recordValidity: 4, validityOrganizationId: '5' })).toMatchObject({ validityQualifier: null, validityOrganizationId: 5 });
    const issues = recordSetInputSchema.safeParse({ ...set, code: 'SIEBEN7', recordValidity: 9, validityQualifier: '' }).error!.issues;
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['code', 'errorTooLong'],
      ['validityQualifier', 'errorValidityQualifierRequired'],
    ]);
  });

  it('reads a record’s wind with sign, height/weight with a comma, and an empty year of birth', () => {
    const record = recordInputSchema.parse({
      athleteFirstname: 'A',
      athleteLastname: 'B',
      athleteIocCode: 'ger',
      gender: '1',
      yearOfBirth: '',
      eventCode: 'SP4000',
      recordCountry: 'GER',
      recordTown: 'Potsdam',
      recordStatus: '2',
      heightWeight: '4,0',
      windSpeed: '-0,4',
      date: '1980-05-11T00:00:00',
      formatedValue: '22,45',
    });
    expect(record).toMatchObject({ athleteIocCode: 'GER', gender: 1, yearOfBirth: null, recordStatus: 2, heightWeight: 4, windSpeed: -0.4, date: '1980-05-11' });
    expect(record.performanceId).toBeUndefined();
  });

  it('refuses a record\'s wind reading beyond ±9.9 m/s', () => {
    const base = { athleteFirstname: 'A', athleteLastname: 'B', athleteIocCode: 'GER', gender: 0, eventCode: '100', recordCountry: 'GER', recordTown: 'Berlin', recordStatus: 1, date: '2020-05-11', formatedValue: '9,99' };
    const messages = (windSpeed: unknown) => recordInputSchema.safeParse({ ...base, windSpeed }).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];
    expect(messages('+12,5')).toEqual(['windSpeed:errorWindOutOfRange']);
    expect(messages(-10)).toEqual(['windSpeed:errorWindOutOfRange']);
    expect(messages('+9,9')).toEqual([]);
  });
});
