import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { bestListDefinitions, bestLists } from '../db/schema';
import { classIdOf, eventIdOf } from '../statistics/statistics.fixtures';

/** Test data of the best lists, written directly. */

export const base = '/api/statistics/bestlists';
export const definitionsBase = '/api/statistics/definitions';
export const publicBase = '/api/public/bestlists';

export async function insertStoredBestList(db: DbOrTx, l: { masterId: number; ownerId?: number; name: string; regionalRestrictionId?: number | null }): Promise<number> {
  const [row] = await db
    .insert(bestLists)
    .values({ masterId: l.masterId, ownerId: l.ownerId ?? l.masterId, name: l.name, regionalRestrictionId: l.regionalRestrictionId ?? null })
    .returning({ id: bestLists.id });
  return row.id;
}

export interface StoredDefinition {
  eventCode: string;
  classCode: string;
  startAge?: number;
  endAge?: number;
  heightWeight?: number | null;
  wind?: boolean;
  handTimeAllowed?: boolean;
  environment?: number;
}

export async function insertStoredDefinition(db: DbOrTx, bestListId: number, d: StoredDefinition): Promise<number> {
  const [row] = await db
    .insert(bestListDefinitions)
    .values({
      bestListId,
      eventId: await eventIdOf(db, d.eventCode),
      classId: await classIdOf(db, d.classCode),
      startAge: d.startAge ?? 0,
      endAge: d.endAge ?? 0,
      heightWeight: d.heightWeight ?? null,
      wind: d.wind ?? false,
      handTimeAllowed: d.handTimeAllowed ?? true,
      environment: d.environment ?? 2,
    })
    .returning({ id: bestListDefinitions.id });
  return row.id;
}

export async function storedDefinitions(db: DbOrTx, bestListId: number) {
  return db.select().from(bestListDefinitions).where(eq(bestListDefinitions.bestListId, bestListId)).orderBy(bestListDefinitions.id);
}

export async function storedBestList(db: DbOrTx, id: number) {
  const [row] = await db.select().from(bestLists).where(eq(bestLists.id, id));
  return row;
}
