import { describe, expect, it } from 'vitest';
import { checkingUpdateSchema, newCheckingSchema } from './checkings.schemas';
import { heightWeightInput, windInput as windReadingInput } from '../api/input-fields';
import { competitorSearchQuery, performanceCreateSchema, performanceListQuery } from './performances.schemas';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => `${String(i.path[0] ?? '')}:${i.message}`);

describe('typed decimals', () => {
  it('reads wind and implements as typed, and leaves empty values unmeasured', () => {
    expect(windReadingInput.parse('+1,8')).toBe(1.8);
    expect(windReadingInput.parse('-0.4')).toBe(-0.4);
    expect(windReadingInput.parse(2.1)).toBe(2.1);
    expect(windReadingInput.parse('')).toBeNull();
    expect(windReadingInput.parse(null)).toBeNull();
    expect(windReadingInput.parse(undefined)).toBeNull();
    expect(windReadingInput.parse('-9,9')).toBe(-9.9);
    expect(issues(windReadingInput.safeParse('+12,5'))).toEqual([':errorWindOutOfRange']);
    expect(issues(windReadingInput.safeParse(10))).toEqual([':errorWindOutOfRange']);
    expect(heightWeightInput.parse('7,26')).toBe(7.26);
    expect(heightWeightInput.parse(106.7)).toBe(106.7);
  });

  it('refuses what is no decimal with errorShouldBeDecimal', () => {
    for (const value of ['abc', '+1,85', '1e3', Number.NaN, 1.85]) expect(issues(windReadingInput.safeParse(value)), String(value)).toEqual([':errorShouldBeDecimal']);
    expect(issues(windReadingInput.safeParse(150))).toEqual([':errorWindOutOfRange']);
    expect(issues(heightWeightInput.safeParse('sieben'))).toEqual([':errorShouldBeDecimal']);
    expect(issues(heightWeightInput.safeParse(true))).toEqual([':errorShouldBeDecimal']);
    // No implement or hurdle reaches 10,000; none is zero or negative.
    for (const value of [99_999.9999, 10_000, 0, '-7,26']) expect(issues(heightWeightInput.safeParse(value)), String(value)).toEqual([':errorShouldBeDecimal']);
  });
});

describe('the save payload', () => {
  const valid = { competitionId: 1, eventId: 2, classId: 3, competitorId: 4, performanceDateTime: '2026-06-01', bestResult: '10,52' };

  it('treats 0, empty and the all-zero identifier as no organisation, and ignores the creator fields', () => {
    for (const organizationId of [0, '', null, undefined, '00000000-0000-0000-0000-000000000000']) {
      expect(performanceCreateSchema.parse({ ...valid, organizationId }).organizationId).toBeNull();
    }
    const parsed = performanceCreateSchema.parse({ ...valid, organizationId: '17', creatorUserId: 99, creatorOrganisationId: 5, relayMembers: null });
    expect(parsed).toMatchObject({ organizationId: 17, relayMembers: [], multiEventResults: null, windResult: null, heightWeight: null });
  });

  it('names a missing competition, event and class with their own messages', () => {
    expect(issues(performanceCreateSchema.safeParse({ ...valid, competitionId: undefined, eventId: null, classId: 'x' })).sort()).toEqual([
      'classId:errorClassRequired',
      'competitionId:errorCompetitionRequired',
      'eventId:errorEventRequired',
    ]);
  });
});

describe('queries and checkings', () => {
  it('defaults the list filter to the spec’s (class M, event 100, indoor, performance date) and bounds the page size', () => {
    expect(performanceListQuery.parse({})).toMatchObject({ classCode: 'M', eventCode: '100', environment: 0, searchPeriod: 0, outputGrouping: 0, performanceListId: 0, pageNumber: 1, pageSize: 10 });
    expect(performanceListQuery.safeParse({ pageSize: '401' }).success).toBe(false);
    expect(performanceListQuery.safeParse({ environment: '3' }).success).toBe(false);
    expect(performanceListQuery.parse({ dateFrom: '2026-01-01T00:00:00' }).dateFrom).toBe('2026-01-01');
  });

  it('needs 3 characters after trimming for a search', () => {
    expect(issues(competitorSearchQuery.safeParse({ search: '  ab  ' }))).toEqual(['search:errorSearchTooShort']);
    expect(competitorSearchQuery.parse({ search: ' abc ' }).search).toBe('abc');
  });

  it('requires a list for a new checking and a known status for the toggle', () => {
    expect(issues(newCheckingSchema.safeParse({ performanceId: 1, performanceListIds: [] }))).toEqual(['performanceListIds:errorPerformanceListRequired']);
    expect(issues(checkingUpdateSchema.safeParse({ status: 4, perfId: 1, perfListId: 2 }))).toEqual(['status:errorInvalidValue']);
    expect(checkingUpdateSchema.parse({ status: '2', perfId: 1, perfListId: 2, reason: '  ' })).toMatchObject({ status: 2, reason: null });
  });
});
