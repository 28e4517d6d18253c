import { useMatches } from './router';
import { pathTo, routeMeta, type RouteMeta } from './routing';

/** The meta (name, parent, authorize) of the deepest matched route. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteMeta | undefined;
    if (handle?.name) return handle;
  }
  return undefined;
}

/** Where a Back button goes: the current route's parent route (spec §2), else the dashboard. */
export function useBackPath(): string {
  const meta = useRouteMeta();
  const parent = meta?.parent ? routeMeta(meta.parent) : undefined;
  return parent?.path ?? pathTo('dashboard');
}
