import * as areas from './areas';

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The areas' texts as one tree: their groups are distinct (catalogues.test.ts), so none replaces another. */
export function gather<N extends Record<string, object>>(namespaces: N): Intersection<N[keyof N]> {
  return Object.assign({}, ...Object.values(namespaces)) as Intersection<N[keyof N]>;
}

type Areas = typeof areas;

/** Each area's texts in `language`, under the area's name. */
export function textsIn<L extends keyof Areas[keyof Areas]>(language: L): { [A in keyof Areas]: Areas[A][L] } {
  return Object.fromEntries(Object.entries(areas).map(([area, texts]) => [area, texts[language]])) as { [A in keyof Areas]: Areas[A][L] };
}
