import { describe, expect, it, vi } from 'vitest';
import type { Resolver, ResolverOptions } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

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
