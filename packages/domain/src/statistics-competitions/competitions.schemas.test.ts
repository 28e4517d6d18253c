import { describe, expect, it } from 'vitest';
import { performanceCompetitionInputSchema, performanceCompetitionListQuery } from './competitions.schemas';

const valid = { name: 'Hallen-Meeting', dateFrom: '2026-02-07', dateTo: '2026-02-08', town: 'Karlsruhe', nation: 'ger' };

const issuesOf = (input: unknown) => {
  const result = performanceCompetitionInputSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0] ?? ''), i.message]));
};

describe('performance competition input', () => {
  it('normalises the values and derives the environment from the start month when none is sent', () => {
    const parsed = performanceCompetitionInputSchema.parse({ ...valid, location: '  ', germanCompetitionId: '' });
    expect(parsed).toMatchObject({ nation: 'GER', environment: 0, location: null, germanCompetitionId: null, stateCode: null, area: null, district: null });
    expect(performanceCompetitionInputSchema.parse({ ...valid, dateFrom: '2026-04-30', dateTo: '2026-04-30' }).environment).toBe(1);
    expect(performanceCompetitionInputSchema.parse({ ...valid, dateFrom: '2026-11-01', dateTo: '2026-11-01' }).environment).toBe(0);
  });

  it('keeps an environment the statistician chose against the month', () => {
    expect(performanceCompetitionInputSchema.parse({ ...valid, environment: 1 }).environment).toBe(1);
  });

  it('names each missing required field with its own message', () => {
    expect(issuesOf({ environment: null })).toEqual({
      name: 'errorCompetitionNameRequired',
      dateFrom: 'errorDateFromRequired',
      dateTo: 'errorDateToRequired',
      town: 'errorTownRequired',
      nation: 'errorNationRequired',
      environment: 'errorEnvironmentRequired',
    });
  });

  it.each([
    ['an end before the start', { dateTo: '2026-02-06' }, 'dateTo', 'errorEndBeforeStart'],
    ['an unknown nation', { nation: 'XYZ' }, 'nation', 'errorInvalidValue'],
    ['an environment other than indoor and outdoor', { environment: 2 }, 'environment', 'errorInvalidValue'],
    ['no calendar day', { dateFrom: '2026-02-30' }, 'dateFrom', 'errorInvalidInput'],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, 'name', 'errorTooLong'],
  ])('refuses %s', (_, over, field, message) => {
    expect(issuesOf({ ...valid, ...over })[field]).toBe(message);
  });

  it('reads the list query with its defaults and an optional start day', () => {
    expect(performanceCompetitionListQuery.parse({})).toEqual({ pageNumber: 1, pageSize: 10, dateFrom: undefined });
    expect(performanceCompetitionListQuery.parse({ dateFrom: '2026-03-01T00:00', pageSize: '400' })).toMatchObject({ dateFrom: '2026-03-01', pageSize: 400 });
    expect(performanceCompetitionListQuery.safeParse({ pageSize: '401' }).success).toBe(false);
    expect(performanceCompetitionListQuery.safeParse({ dateFrom: 'gestern' }).success).toBe(false);
  });
});
