import { describe, expect, it } from 'vitest';
import * as domain from '@portal/domain';
import type { Endpoint } from '@portal/domain';
import { features } from '../features';

/** The domain names each contract's area catalogue (`<name>Catalogue` beside `<name>Api`); the web's tests list endpoints by it. */
const catalogueOf = new Map<Endpoint, string | null>();
for (const [name, value] of Object.entries(domain)) {
  if (!name.endsWith('Api') || typeof value !== 'object' || value === null) continue;
  const catalogue = (domain as Record<string, unknown>)[`${name.slice(0, -'Api'.length)}Catalogue`];
  for (const endpoint of Object.values(value)) catalogueOf.set(endpoint as Endpoint, typeof catalogue === 'string' ? catalogue : null);
}

describe('area catalogues', () => {
  it('serve the endpoints of the contracts the domain names them for, and only those', () => {
    const served = features.flatMap((feature) => feature.routes.map((route) => ({ rel: `${feature.name}: ${route.endpoint.rel}`, listedIn: feature.catalogue?.rel ?? null, named: catalogueOf.get(route.endpoint) })));
    expect(served.filter((s) => s.named === undefined).map((s) => s.rel)).toEqual([]);
    expect(served.filter((s) => s.named !== s.listedIn)).toEqual([]);
  });
});
