import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose validation code (zod and the shared schema) loads when the form first
 * validates, so that the form renders without it: the login form is every visitor's first screen,
 * and zod is a quarter of what it would load besides the frame. A failed load is tried again.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
