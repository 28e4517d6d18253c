import type { LanguageCode } from '../src/platform/roles';
import * as areas from './areas';

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The areas' texts as one tree: their groups are distinct (catalogues.test.ts), so none replaces another. */
export function gather<N extends Record<string, object>>(namespaces: N): Intersection<N[keyof N]> {
  return Object.assign({}, ...Object.values(namespaces)) as Intersection<N[keyof N]>;
}

type Areas = typeof areas;

/**
 * The groups every area may add to, beside its namespace (`src/<area>/i18n/<group>.json`, its
 * languages in one file): the drawer's labels, which the frame shows before any area's texts have
 * loaded, and the mails' texts, which only the server reads. They join the frame's namespace.
 */
type SharedGroup = 'drawer' | 'mail';

/** What the areas hold of `group` in `L`, gathered (each area names its own entries). */
type Gathered<G extends SharedGroup, L extends LanguageCode> = Intersection<{ [A in keyof Areas]: Areas[A] extends Record<G, Record<L, infer D>> ? D : never }[keyof Areas]>;

/** Each area's texts in `L`; the frame's hold the shared groups of every area. */
export type Namespaces<L extends LanguageCode> = {
  [A in keyof Areas]: (Areas[A] extends Record<L, infer T> ? T : never) & (A extends 'platform' ? { [G in SharedGroup]: Gathered<G, L> } : unknown);
};

/** What the areas hold of `group` in `language`. */
function gatheredGroup<G extends SharedGroup, L extends LanguageCode>(group: G, language: L): Gathered<G, L> {
  return Object.assign({}, ...Object.values(areas).map((texts) => (group in texts ? (texts as unknown as Record<G, Record<L, object>>)[group][language] : {})));
}

/** Each area's texts in `language`, under the area's name. */
export function textsIn<L extends LanguageCode>(language: L): Namespaces<L> {
  const namespaces = Object.fromEntries(Object.entries(areas).map(([area, texts]) => [area, texts[language]]));
  const frame = areas.platform[language];
  const platform = { ...frame, drawer: { ...frame.drawer, ...(gatheredGroup('drawer', language) as object) }, mail: gatheredGroup('mail', language) };
  return { ...namespaces, platform } as unknown as Namespaces<L>;
}
