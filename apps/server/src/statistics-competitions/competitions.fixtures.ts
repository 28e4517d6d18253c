import { eq } from 'drizzle-orm';
import type { PerformanceCompetitionInput } from '@portal/domain';
import type { TestApp } from '../test/harness';
import { perfCompetitions } from '../db/schema';

/** Test support of the performance competitions (no shipped code uses it). */

export const base = '/api/statistics/competitions';

/** A complete competition of the payload the form sends; `over` replaces fields. */
export function competitionPayload(over: Partial<PerformanceCompetitionInput> = {}): PerformanceCompetitionInput {
  return {
    name: 'Hessische Hallenmeisterschaften',
    germanCompetitionId: '2026-HE-0042',
    dateFrom: '2026-02-07',
    dateTo: '2026-02-08',
    location: 'Leichtathletikhalle Kalbach',
    town: 'Frankfurt am Main',
    nation: 'GER',
    environment: 0,
    stateCode: null,
    area: null,
    district: null,
    ...over,
  };
}

/** A competition written directly, as an import from another system (`ladv`) or the portal would. */
export async function insertStoredCompetition(
  t: TestApp,
  c: { masterId: number; ownerId: number; name: string; dateFrom?: string; town?: string; location?: string | null; importSource?: string },
): Promise<number> {
  const day = c.dateFrom ?? '2026-06-13';
  const [row] = await t.database.db
    .insert(perfCompetitions)
    .values({
      masterId: c.masterId,
      ownerId: c.ownerId,
      name: c.name,
      town: c.town ?? 'Kassel',
      location: c.location ?? null,
      nation: 'GER',
      dateFrom: day,
      dateTo: day,
      environment: 1,
      importSource: c.importSource ?? 'portal',
    })
    .returning({ id: perfCompetitions.id });
  return row.id;
}

export async function storedCompetition(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(perfCompetitions).where(eq(perfCompetitions.id, id));
  return row;
}

export const relsOf = (item: { links: { rel: string }[] }) => item.links.map((l) => l.rel).sort();
