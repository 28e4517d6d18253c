import { describe, expect, it } from 'vitest';
import { manualBestlistInputSchema } from './manual-bestlists.schemas';
import { manualPerformanceInputSchema, type ManualPerformanceInput } from './manual-performances.schemas';

const list = { name: 'Ewige Bestenliste Frauen', code: 'EWF', nationalClassShort: 'W', startAge: 20, endAge: 0, gender: 1, year: null, eventEnvironment: 1 };
const performance: ManualPerformanceInput = {
  athleteFirstname: 'Marlies',
  athleteLastname: 'Göhr',
  athleteIocCode: 'gdr',
  gender: 1,
  yearOfBirth: 1958,
  organizationName: 'SC Motor Jena',
  eventCode: '100',
  performanceCountry: 'GDR',
  performanceTown: 'Berlin',
  performanceStatus: 1,
  date: '1983-06-08',
  formatedValue: '10,81',
};

/** The messages of a failed parse by field. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[String(issue.path[0])] ??= []).push(issue.message);
  return out;
}

describe('manual best list input', () => {
  it('takes a complete list; the year may be left out for an all-time list', () => {
    expect(manualBestlistInputSchema.parse(list)).toEqual(list);
    const { year: _, ...allTime } = list;
    expect(manualBestlistInputSchema.parse(allTime).year).toBeNull();
    expect(manualBestlistInputSchema.parse({ ...list, year: '1988', startAge: '20', gender: '1' })).toMatchObject({ year: 1988, startAge: 20, gender: 1 });
  });

  it('names every missing or wrong field with its own message', () => {
    const result = manualBestlistInputSchema.safeParse({ name: ' ', code: '', nationalClassShort: '', startAge: '', endAge: -1, gender: 3, year: 'x', eventEnvironment: null });
    expect(messages(result)).toEqual({
      name: ['errorNameRequired'],
      code: ['errorCodeRequired'],
      nationalClassShort: ['errorClassRequired'],
      startAge: ['errorAgeInvalid'],
      endAge: ['errorAgeInvalid'],
      gender: ['errorGenderRequired'],
      year: ['errorYearInvalid'],
      eventEnvironment: ['errorEnvironmentRequired'],
    });
  });

  it('refuses a code of more than six characters and an end age below the start age unless it is 0', () => {
    expect(messages(manualBestlistInputSchema.safeParse({ ...list, code: 'ABCDEFG' }))).toEqual({ code: ['errorTooLong'] });
    expect(messages(manualBestlistInputSchema.safeParse({ ...list, startAge: 30, endAge: 29 }))).toEqual({ endAge: ['errorEndAgeBeforeStartAge'] });
    expect(manualBestlistInputSchema.safeParse({ ...list, startAge: 30, endAge: 30 }).success).toBe(true);
    expect(manualBestlistInputSchema.safeParse({ ...list, startAge: 30, endAge: 0 }).success).toBe(true);
  });
});

describe('manual performance input', () => {
  it('takes the required fields alone and fills the optional ones with null or false', () => {
    expect(manualPerformanceInputSchema.parse(performance)).toEqual({
      ...performance,
      athleteIocCode: 'GDR',
      athleteFirstname: 'Marlies',
      nationalAthleteCode: null,
      performanceLocation: null,
      details: null,
      dayOfBirth: null,
      monthOfBirth: null,
      isRecord: false,
      handtime: false,
      windSpeed: null,
      heightWeight: null,
    });
  });

  it('names every missing required field with its own message', () => {
    const result = manualPerformanceInputSchema.safeParse({});
    expect(messages(result)).toEqual({
      athleteLastname: ['errorLastNameRequired'],
      athleteIocCode: ['errorNationRequired'],
      gender: ['errorGenderRequired'],
      yearOfBirth: ['errorYearOfBirthRequired'],
      organizationName: ['errorOrganizationNameRequired'],
      eventCode: ['errorEventRequired'],
      performanceCountry: ['errorNationRequired'],
      performanceTown: ['errorTownRequired'],
      performanceStatus: ['errorPerformanceStatusRequired'],
      date: ['errorDateRequired'],
      formatedValue: ['errorBestResultRequired'],
    });
  });

  it('bounds day and month of birth (spec §5: not below 1, not above 31 or 12)', () => {
    const parse = (over: Partial<ManualPerformanceInput>) => messages(manualPerformanceInputSchema.safeParse({ ...performance, ...over }));
    expect(parse({ dayOfBirth: 0, monthOfBirth: 0 })).toEqual({ dayOfBirth: ['errorMinOne'], monthOfBirth: ['errorMinOne'] });
    expect(parse({ dayOfBirth: 32, monthOfBirth: 13 })).toEqual({ dayOfBirth: ['errorMaxThirtyOne'], monthOfBirth: ['errorMaxTwelve'] });
    expect(parse({ dayOfBirth: 31, monthOfBirth: 12 })).toEqual({});
    expect(manualPerformanceInputSchema.parse({ ...performance, dayOfBirth: '', monthOfBirth: '7' })).toMatchObject({ dayOfBirth: null, monthOfBirth: 7 });
  });

  it('reads wind as typed with one decimal at most, and height/weight as a decimal', () => {
    const parse = (over: Partial<ManualPerformanceInput>) => manualPerformanceInputSchema.safeParse({ ...performance, ...over });
    expect(parse({ windSpeed: '+1,8' }).data?.windSpeed).toBe(1.8);
    expect(parse({ windSpeed: -0.4 }).data?.windSpeed).toBe(-0.4);
    expect(parse({ windSpeed: '' }).data?.windSpeed).toBeNull();
    expect(messages(parse({ windSpeed: '1,85' }))).toEqual({ windSpeed: ['errorShouldBeDecimal'] });
    expect(messages(parse({ windSpeed: '+12,5' }))).toEqual({ windSpeed: ['errorWindOutOfRange'] });
    expect(messages(parse({ windSpeed: -10 }))).toEqual({ windSpeed: ['errorWindOutOfRange'] });
    expect(messages(parse({ windSpeed: 1.85 }))).toEqual({ windSpeed: ['errorShouldBeDecimal'] });
    expect(parse({ heightWeight: '7,26' }).data?.heightWeight).toBe(7.26);
    expect(messages(parse({ heightWeight: 'schwer' }))).toEqual({ heightWeight: ['errorShouldBeDecimal'] });
  });

  it('takes a day as YYYY-MM-DD and refuses a day that does not exist', () => {
    expect(manualPerformanceInputSchema.parse({ ...performance, date: '1983-06-08T00:00:00' }).date).toBe('1983-06-08');
    expect(messages(manualPerformanceInputSchema.safeParse({ ...performance, date: '1983-02-30' }))).toEqual({ date: ['errorInvalidInput'] });
  });
});
