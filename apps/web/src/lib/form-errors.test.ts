import { describe, expect, it, vi } from 'vitest';
import i18n from './i18n';
import { ApiError } from './api-client';
import { errorStore } from './error-store';
import { applyServerErrors, translateFieldError } from './form-errors';

const problem = (errors: Record<string, string[]>) => new ApiError(422, 'x', { status: 422, title: 'x', message: 'x', errors });

describe('applyServerErrors', () => {
  it('puts 422 field lists on the mapped fields and the rest into the page alert', () => {
    errorStore.clear();
    const setError = vi.fn();
    const handled = applyServerErrors(problem({ Email: ['Ungültige E-Mail-Adresse'], Other: ['Sonstiges'] }), setError, { Email: 'email' });
    expect(handled).toBe(true);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Ungültige E-Mail-Adresse' }, { shouldFocus: true });
    expect(errorStore.get()).toBe('Sonstiges');
  });

  it('ignores other errors', () => {
    expect(applyServerErrors(new ApiError(500, 'x', null), vi.fn(), {})).toBe(false);
    expect(applyServerErrors(new Error('x'), vi.fn(), {})).toBe(false);
  });
});

describe('translateFieldError', () => {
  it('translates zod keys and keeps server texts', async () => {
    await i18n.changeLanguage('de');
    expect(translateFieldError(i18n.t, 'errorEmailRequired')).toBe('E-Mail ist erforderlich');
    expect(translateFieldError(i18n.t, 'validation.errorInvalidEmail')).toBe('Ungültige E-Mail-Adresse');
    expect(translateFieldError(i18n.t, 'Das Passwort ist zu kurz.')).toBe('Das Passwort ist zu kurz.');
    expect(translateFieldError(i18n.t, undefined)).toBeUndefined();
  });
});
