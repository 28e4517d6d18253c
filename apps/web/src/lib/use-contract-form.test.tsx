import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { serverFieldsOf, useContractForm } from './use-contract-form';

const refused = (errors: Record<string, string[]>) => new ApiError(422, 'HTTP 422', { status: 422, title: 'HTTP 422', message: 'HTTP 422', errors } as never);

describe('useContractForm', () => {
  it('spells each of the form’s fields as the server does, renamed fields aside', () => {
    expect(serverFieldsOf(['dateFrom', 'club'], { OrganizationId: 'club' })).toEqual({ DateFrom: 'dateFrom', Club: 'club', OrganizationId: 'club' });
  });

  it('puts a 422’s messages on the fields of their names, and a renamed one on its field', () => {
    const { result } = renderHook(() => useContractForm<{ name: string; dateFrom: string; club: number | null }>({ defaultValues: { name: '', dateFrom: '', club: null }, renamedServerFields: { OrganizationId: 'club' } }));
    let applied = false;
    act(() => {
      applied = result.current.applyServerErrors(refused({ Name: ['Der Name fehlt.'], DateFrom: ['Kein Tag.'], OrganizationId: ['Kein Verein.'] }));
    });
    expect(applied).toBe(true);
    const message = (field: 'name' | 'dateFrom' | 'club') => result.current.getFieldState(field).error?.message;
    expect([message('name'), message('dateFrom'), message('club')]).toEqual(['Der Name fehlt.', 'Kein Tag.', 'Kein Verein.']);
  });

  it('leaves an error that is no 422 to its caller', () => {
    const { result } = renderHook(() => useContractForm<{ name: string }>({ defaultValues: { name: '' } }));
    expect(result.current.applyServerErrors(new ApiError(500, 'HTTP 500', null))).toBe(false);
  });
});
