import type { Feature } from '../api/define-route';
import { features } from '../features';

export { fastifyPath } from '../api/define-route';

/** The area of a feature: its catalogue's rel, `root` for the routes the root lists itself. */
const areaOf = (f: Feature) => f.catalogue?.rel ?? 'root';

/** Rels used by more than one feature (`new`, `get_by_id`, …): only their area tells them apart. */
const featuresUsing = new Map<string, number>();
for (const f of features) for (const rel of new Set(f.routes.map((r) => r.endpoint.rel))) featuresUsing.set(rel, (featuresUsing.get(rel) ?? 0) + 1);
const sharedRels = new Set([...featuresUsing].filter(([, n]) => n > 1).map(([rel]) => rel));

/** The key of a route: its rel, qualified by the area (`bestlist_links:new`) where other areas use the rel too. */
export const routeKey = (area: string, rel: string): string => (sharedRels.has(rel) ? `${area}:${rel}` : rel);

/** Every route of the portal by key, as the registry registers them. */
export const routeTable: Record<string, { method: string; path: string; access: 'anonymous' | 'user' }> = Object.fromEntries(
  features.flatMap((f) => f.routes.map((r) => [routeKey(areaOf(f), r.endpoint.rel), { method: r.method, path: r.path, access: r.access }])),
);

/** A key of the route table. */
export type Rel = string;

/** Every key of the feature routes (the root adds `openapi`). */
export const rels = Object.keys(routeTable);

/** Keys of the routes the root lists itself; the others are in an area catalogue (e.g. `competition_approval_links`). */
export const rootRels = features.filter((f) => !f.catalogue).flatMap((f) => f.routes.map((r) => routeKey('root', r.endpoint.rel)));

/** The area catalogues: their rel, path, the rels they list (as the catalogue names them) and the matching route keys. */
export const areaCatalogues = features
  .filter((f) => f.catalogue)
  .map((f) => {
    const rels = f.routes.map((r) => r.endpoint.rel);
    return { rel: f.catalogue!.rel, path: f.catalogue!.path, rels, keys: rels.map((rel) => routeKey(f.catalogue!.rel, rel)) };
  });
