import { describe, expect, it } from 'vitest';
import { bestListFormErrors, newBestListValues } from './form-values';

describe('best list form values', () => {
  it('checks the name by the server’s schema: required and at most 200 characters', () => {
    expect(bestListFormErrors({ ...newBestListValues, name: '  ' }, true)).toEqual({ name: 'errorNameRequired' });
    expect(bestListFormErrors({ ...newBestListValues, name: 'x'.repeat(201) }, false)).toEqual({ name: 'errorTooLong' });
    expect(bestListFormErrors({ ...newBestListValues, name: 'Hessen 2026' }, true)).toEqual({});
  });

  it('asks for the list to copy from only when creating a copy', () => {
    expect(bestListFormErrors({ ...newBestListValues, name: 'Kopie', base: 'copy' }, true)).toEqual({ preset: 'errorBaseListRequired' });
    expect(bestListFormErrors({ ...newBestListValues, name: 'Kopie', base: 'copy' }, false)).toEqual({});
  });
});
