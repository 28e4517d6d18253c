import { describe, expect, it } from 'vitest';
import { ageForAll, rowErrors, valuesPayload, type DefinitionRowValues } from './definition-values';

const row = (over: Partial<DefinitionRowValues> = {}): DefinitionRowValues => ({
  id: 1,
  startAge: '0',
  endAge: '0',
  heightWeight: '',
  wind: true,
  handTimeAllowed: false,
  environment: 1,
  ...over,
});

describe('definition values', () => {
  it('accepts whole-year ages with 0 as no bound and an empty height/weight', () => {
    expect(rowErrors(row())).toEqual({});
    expect(rowErrors(row({ startAge: '16', endAge: '0' }))).toEqual({});
    expect(rowErrors(row({ startAge: '14', endAge: '15', heightWeight: '0,84' }))).toEqual({});
  });

  it('refuses fractional, negative and too large ages, an end below the start, and a non-decimal height/weight', () => {
    expect(rowErrors(row({ startAge: '1.5', endAge: '-1' }))).toEqual({ startAge: 'errorAgeInvalid', endAge: 'errorAgeInvalid' });
    expect(rowErrors(row({ startAge: '151' }))).toEqual({ startAge: 'errorAgeInvalid' });
    expect(rowErrors(row({ startAge: '16', endAge: '15' }))).toEqual({ endAge: 'errorEndAgeBeforeStartAge' });
    expect(rowErrors(row({ heightWeight: '7,26 kg' }))).toEqual({ heightWeight: 'errorShouldBeDecimal' });
    expect(rowErrors(row({ heightWeight: '10000' }))).toEqual({ heightWeight: 'errorShouldBeDecimal' });
    expect(rowErrors(row({ startAge: ' ' }))).toEqual({ startAge: 'errorAgeInvalid' });
    // Every problem of the row at once, as the server reports them.
    expect(rowErrors(row({ startAge: '16', endAge: '15', heightWeight: 'x' }))).toEqual({ endAge: 'errorEndAgeBeforeStartAge', heightWeight: 'errorShouldBeDecimal' });
  });

  it('sends numbers, a comma as decimal point and no height/weight as null', () => {
    expect(valuesPayload([row({ startAge: ' 16 ', endAge: '17', heightWeight: '0,762', environment: 2 })])).toEqual([
      { id: 1, startAge: 16, endAge: 17, heightWeight: 0.762, wind: true, handTimeAllowed: false, environment: 2 },
    ]);
    expect(valuesPayload([row()])[0].heightWeight).toBeNull();
  });

  it('sets the age for all only with both ages above 0 and the end not below the start', () => {
    expect(ageForAll('14', '15')).toEqual({ startAge: 14, endAge: 15 });
    expect(ageForAll('15', '15')).toEqual({ startAge: 15, endAge: 15 });
    expect(ageForAll('0', '15')).toBeNull();
    expect(ageForAll('14', '0')).toBeNull();
    expect(ageForAll('16', '15')).toBeNull();
    expect(ageForAll('', '15')).toBeNull();
    expect(ageForAll('x', 'y')).toBeNull();
  });
});
