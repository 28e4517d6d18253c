import { describe, expect, it, vi } from 'vitest';
import type { Resolver, ResolverOptions } from 'react-hook-form';
import { renderHook, waitFor } from '@testing-library/react';
import { lazyResolver, useResolvedValidity } from './lazy-resolver';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;
const accept: Resolver<Values> = async (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the validation once, when the form first validates, and hands every call to it', async () => {
    const load = vi.fn(async () => accept);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([resolver({ email: 'a@b.de' }, undefined, options), resolver({ email: 'c@d.de' }, undefined, options)]);
    expect(first.values).toEqual({ email: 'a@b.de' });
    expect(second.values).toEqual({ email: 'c@d.de' });
    await resolver({ email: 'e@f.de' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after it failed (a lost connection)', async () => {
    const load = vi.fn<() => Promise<Resolver<Values>>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(accept);
    const resolver = lazyResolver(load);
    await expect(resolver({ email: 'a@b.de' }, undefined, options)).rejects.toThrow('Failed to fetch');
    await expect(resolver({ email: 'a@b.de' }, undefined, options)).resolves.toMatchObject({ errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useResolvedValidity', () => {
  const required = ({ email }: Values) => (email === '' ? false : undefined);

  it('answers an empty form without the check, and asks the check for what was typed', async () => {
    const refuse: Resolver<Values> = async () => ({ values: {}, errors: { email: { type: 'invalid' } } });
    const check = vi.fn<Resolver<Values>>((values, ...rest) => (values.email.includes('@') ? accept : refuse)(values, ...rest));
    const { result, rerender } = renderHook(({ email }) => useResolvedValidity({ email }, check, required), { initialProps: { email: '' } });
    expect(result.current).toBe(false);
    expect(check).not.toHaveBeenCalled();
    rerender({ email: 'a' });
    await waitFor(() => expect(check).toHaveBeenCalledTimes(1));
    expect(result.current).toBe(false);
    rerender({ email: 'a@b.de' });
    await waitFor(() => expect(result.current).toBe(true));
    // An answer for earlier values does not stand for new ones.
    rerender({ email: 'a@b.de!' });
    expect(result.current).toBe(false);
  });
});
