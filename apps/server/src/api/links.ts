import type { Endpoint, Link } from '@portal/domain';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a link needs of a route (a `RouteSpec` is one). */
interface Linkable {
  endpoint: Endpoint;
  method: Method;
  path: string;
}

/** A link to a route: with `params` the href is filled in, without them it stays a template. `as` renames the rel (row actions). */
export function link(route: Linkable, params?: Record<string, string | number>, as: string = route.endpoint.rel): Link {
  const templated = /\{\??[\w,]+\}/.test(route.path);
  if (!params || !templated) return { rel: as, href: route.path, templated, method: route.method };
  const href = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`link ${route.endpoint.rel}: missing ${name}`);
    return encodeURIComponent(String(params[name]));
  });
  return { rel: as, href, templated: false, method: route.method };
}

/**
 * Builds links to any registered route by its endpoint, so that presenters can link across
 * features without importing their route files. Keyed by the endpoint object, not its rel: area
 * catalogues reuse rel names (`new`, `get_by_id`) that the root or another area has too.
 */
export class Linker {
  private readonly byEndpoint = new Map<Endpoint, Linkable>();

  constructor(routes: readonly Linkable[]) {
    for (const r of routes) {
      if (this.byEndpoint.has(r.endpoint)) throw new Error(`two routes for endpoint ${r.endpoint.rel}`);
      this.byEndpoint.set(r.endpoint, r);
    }
  }

  /** The link to `endpoint`'s route, filled with `params`, named `as` (default: the endpoint's rel). */
  to(endpoint: Endpoint, params?: Record<string, string | number>, as?: string): Link {
    const route = this.byEndpoint.get(endpoint);
    if (!route) throw new Error(`no route for rel ${endpoint.rel}`);
    return link(route, params, as);
  }
}
