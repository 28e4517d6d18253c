import { useEffect, useState } from 'react';
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

/**
 * Whether `values` pass `resolver`, for a button enabled only then. `known` answers where the values
 * decide it without the check (an empty form that has required fields), so that a lazy resolver's
 * code loads once the visitor types rather than while the screen starts.
 */
export function useResolvedValidity<T extends FieldValues>(values: T, resolver: Resolver<T>, known: (values: T) => boolean | undefined): boolean {
  const key = JSON.stringify(values);
  const answer = known(values);
  const [verdict, setVerdict] = useState<{ key: string; valid: boolean } | null>(null);
  useEffect(() => {
    if (answer !== undefined) return;
    let current = true;
    Promise.resolve(resolver(JSON.parse(key) as T, undefined, { fields: {}, shouldUseNativeValidation: false })).then(
      (result) => current && setVerdict({ key, valid: Object.keys(result.errors).length === 0 }),
      // A check that could not load leaves the button as it is; the submit checks again and says why.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [key, answer, resolver]);
  return answer ?? (verdict?.key === key && verdict.valid);
}
