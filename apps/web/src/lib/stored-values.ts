/**
 * A stored entry in its form's shape: every field of the empty form, taken from the entry, or the
 * empty form's value where the entry has none (null). `shown` gives the fields the form shows
 * otherwise than they are stored (a number as text, a mark split in two); the entry's type must
 * fit the form's for every other field.
 */
export function storedValues<V extends object, S extends Partial<V> = Partial<Record<never, never>>>(
  empty: V,
  entry: { [K in Exclude<keyof V, keyof S>]: V[K] | null | undefined },
  shown?: S,
): V {
  const values = { ...empty };
  const stored = entry as Partial<Record<keyof V, unknown>>;
  for (const key of Object.keys(empty) as (keyof V)[]) {
    if (shown && key in shown) values[key] = (shown as Partial<V>)[key] as V[keyof V];
    else values[key] = (stored[key] ?? empty[key]) as V[keyof V];
  }
  return values;
}
