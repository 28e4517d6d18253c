import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePersistedState } from './use-persisted-state';

describe('usePersistedState', () => {
  beforeEach(() => localStorage.clear());

  it('starts with the initial value and stores changes', () => {
    const { result } = renderHook(() => usePersistedState('k', { page: 1, name: '' }));
    expect(result.current[0]).toEqual({ page: 1, name: '' });
    act(() => result.current[1]((s) => ({ ...s, page: 3 })));
    expect(result.current[0].page).toBe(3);
    expect(JSON.parse(localStorage.getItem('k')!)).toEqual({ page: 3, name: '' });
  });

  it('reads a stored value and fills fields it lacks from the initial value', () => {
    localStorage.setItem('k', JSON.stringify({ name: 'Meier' }));
    const { result } = renderHook(() => usePersistedState('k', { page: 1, name: '' }));
    expect(result.current[0]).toEqual({ page: 1, name: 'Meier' });
  });

  it('ignores a broken stored value', () => {
    localStorage.setItem('k', '{broken');
    const { result } = renderHook(() => usePersistedState('k', { page: 1 }));
    expect(result.current[0]).toEqual({ page: 1 });
  });
});
