import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorStore } from './error-store';
import { serverFieldsOf, useContractForm } from './use-contract-form';

const refused = (errors: Record<string, string[]>) => new ApiError(422, 'HTTP 422', { status: 422, title: 'HTTP 422', message: 'HTTP 422', errors } as never);

afterEach(() => errorStore.set(null));

describe('useContractForm', () => {
  it('spells each of the form’s fields as the server does, renamed fields aside', () => {
    expect(serverFieldsOf(['dateFrom', 'club'], { OrganizationId: 'club' })).toEqual({ DateFrom: 'dateFrom', Club: 'club', OrganizationId: 'club' });
  });

  it('puts a 422’s messages on the shown fields of their names, a renamed one on its field, one for a field not shown in the alert', () => {
    const { result } = renderHook(() => {
      const form = useContractForm<{ name: string; dateFrom: string; club: number | null; performanceId: number | null }>({
        defaultValues: { name: '', dateFrom: '', club: null, performanceId: null },
        renamedServerFields: { OrganizationId: 'club' },
      });
      // The screen shows three of the four fields.
      form.register('name');
      form.register('dateFrom');
      form.register('club');
      return form;
    });
    let applied = false;
    act(() => {
      applied = result.current.applyServerErrors(refused({ Name: ['Der Name fehlt.'], DateFrom: ['Kein Tag.'], OrganizationId: ['Kein Verein.'], PerformanceId: ['Keine Bestenlistenleistung.'] }));
    });
    expect(applied).toBe(true);
    expect(result.current.getFieldState('performanceId').error).toBeUndefined();
    expect(errorStore.get()).toBe('Keine Bestenlistenleistung.');
    const message = (field: 'name' | 'dateFrom' | 'club') => result.current.getFieldState(field).error?.message;
    expect([message('name'), message('dateFrom'), message('club')]).toEqual(['Der Name fehlt.', 'Kein Tag.', 'Kein Verein.']);
  });

  it('finds the fields of a form that gets its values only later', () => {
    const { result } = renderHook(() => {
      const form = useContractForm<{ iban: string; paymentDays: number }>({});
      form.register('iban');
      form.register('paymentDays');
      return form;
    });
    act(() => result.current.reset({ iban: 'DE00', paymentDays: 14 }));
    act(() => {
      result.current.applyServerErrors(refused({ Iban: ['Keine gültige IBAN.'], PaymentDays: ['Zu viele Tage.'] }));
    });
    expect(result.current.getFieldState('iban').error?.message).toBe('Keine gültige IBAN.');
    expect(result.current.getFieldState('paymentDays').error?.message).toBe('Zu viele Tage.');
    expect(errorStore.get()).toBeNull();
  });

  it('puts a message the form shows for a whole list where it was renamed to, under root', () => {
    const { result } = renderHook(() => {
      const form = useContractForm<{ eventClasses: { classId: number }[] }>({
        defaultValues: { eventClasses: [] },
        renamedServerFields: { EventClasses: 'root.eventClasses' },
      });
      form.register('eventClasses.0.classId');
      // Read while rendering: the form then renders again with the errors.
      void form.formState.errors;
      return form;
    });
    act(() => {
      result.current.applyServerErrors(refused({ EventClasses: ['Jede Klasse braucht einen Wettbewerb.'] }));
    });
    expect(result.current.formState.errors.root?.eventClasses?.message).toBe('Jede Klasse braucht einen Wettbewerb.');
    expect(errorStore.get()).toBeNull();
  });

  it('leaves an error that is no 422 to its caller', () => {
    const { result } = renderHook(() => useContractForm<{ name: string }>({ defaultValues: { name: '' } }));
    expect(result.current.applyServerErrors(new ApiError(500, 'HTTP 500', null))).toBe(false);
  });
});
