import { registerRoutes, routeMeta, type WebFeature } from '../lib/routing';

/** Every area's `features/<area>/feature.tsx`, found by its folder: a new area adds no line here. */
const areas = import.meta.glob<Record<string, unknown>>('../features/*/feature.tsx', { eager: true });
const isWebFeature = (value: unknown): value is WebFeature => typeof value === 'object' && value !== null && 'name' in value && 'routes' in value;

/** Every feature of the web app; routes, route names and drawer entries come from here. */
export const webFeatures: readonly WebFeature[] = Object.values(areas).flatMap((area) => Object.values(area).filter(isWebFeature));

export const featureRoutes = webFeatures.flatMap((f) => f.routes);
/** The drawer's entries, by their positions. */
export const drawerItems = webFeatures.flatMap((f) => f.drawer ?? []).sort((a, b) => a.position - b.position);

registerRoutes(featureRoutes);

/**
 * The root rel a signed-in screen's area needs: that of the signed-in drawer entry opening the route
 * or its nearest parent (the steps of a wizard belong to their list's area). None for public screens
 * and those outside an area.
 */
export function areaRelOf(routeName: string | undefined): string | undefined {
  const seen = new Set<string>();
  for (let name = routeName; name && name !== 'dashboard' && !seen.has(name); name = routeMeta(name)?.parent) {
    seen.add(name);
    const entry = drawerItems.find((d) => d.route === name && d.rel && d.audience === 'signedIn');
    if (entry) return entry.rel;
  }
  return undefined;
}
