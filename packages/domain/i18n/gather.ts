type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The areas' texts as one tree: their groups are distinct (catalogues.test.ts), so none replaces another. */
export function gather<N extends Record<string, object>>(namespaces: N): Intersection<N[keyof N]> {
  return Object.assign({}, ...Object.values(namespaces)) as Intersection<N[keyof N]>;
}
