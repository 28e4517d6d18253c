import { allRoutes } from '../api/registry';
import { features } from '../features';

export { fastifyPath } from '../api/define-route';

/** Every route of the portal by rel, as the registry registers them. */
export const routeTable: Record<string, { method: string; path: string; access: 'anonymous' | 'user' }> = Object.fromEntries(
  allRoutes(features).map((r) => [r.endpoint.rel, { method: r.method, path: r.path, access: r.access }]),
);

/** A rel of the route table. */
export type Rel = string;

/** Every rel of the feature routes (the root adds `openapi`). */
export const rels = Object.keys(routeTable);

/** Rels the root lists itself; the others are in an area catalogue (e.g. `competition_approval_links`). */
export const rootRels = features.filter((f) => !f.catalogue).flatMap((f) => f.routes.map((r) => r.endpoint.rel));

/** The area catalogues: their rel and the rels they list. */
export const areaCatalogues = features.filter((f) => f.catalogue).map((f) => ({ rel: f.catalogue!.rel, path: f.catalogue!.path, rels: f.routes.map((r) => r.endpoint.rel) }));
