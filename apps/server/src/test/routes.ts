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
