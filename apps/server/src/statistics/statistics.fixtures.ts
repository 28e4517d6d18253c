import { eq } from 'drizzle-orm';
import { environmentForDate, eventByCode, markToUnits, parseMark, performanceSeasonYear, rankingSortKey, windTenths } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { ageClasses, athletes, events, perfCompetitions, performances } from '../db/schema';

/** Test data of the statistics area, written with the same derived columns as the services write. */

export async function eventIdOf(db: DbOrTx, code: string): Promise<number> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.code, code));
  if (!row) throw new Error(`no event ${code}`);
  return row.id;
}

export async function classIdOf(db: DbOrTx, code: string): Promise<number> {
  const [row] = await db.select({ id: ageClasses.id }).from(ageClasses).where(eq(ageClasses.code, code));
  if (!row) throw new Error(`no class ${code}`);
  return row.id;
}

export async function insertAthlete(
  db: DbOrTx,
  a: { masterId: number; organizationId: number; firstName?: string; lastName: string; gender?: number; yearOfBirth: number; nation?: string },
): Promise<number> {
  const [row] = await db
    .insert(athletes)
    .values({ firstName: a.firstName ?? 'Test', gender: a.gender ?? 0, nation: a.nation ?? 'GER', ...a })
    .returning({ id: athletes.id });
  return row.id;
}

export async function insertCompetition(
  db: DbOrTx,
  c: { masterId: number; ownerId: number; name?: string; town?: string; date: string; environment?: number; importSource?: string },
): Promise<number> {
  const [row] = await db
    .insert(perfCompetitions)
    .values({
      masterId: c.masterId,
      ownerId: c.ownerId,
      name: c.name ?? `Sportfest ${c.date}`,
      town: c.town ?? 'Frankfurt',
      nation: 'GER',
      dateFrom: c.date,
      dateTo: c.date,
      environment: c.environment ?? environmentForDate(c.date),
      importSource: c.importSource ?? 'portal',
    })
    .returning({ id: perfCompetitions.id });
  return row.id;
}

/** A performance typed as users type it (`10,52`, `10,8*`); wind in m/s or null. */
export async function insertPerformance(
  db: DbOrTx,
  p: {
    masterId: number;
    competitionId: number;
    eventCode: string;
    classCode: string;
    athlete: { id: number; yearOfBirth: number; nation: string; organizationId: number } | null;
    organizationId?: number;
    date: string;
    environment: number;
    mark: string;
    wind?: number | null;
    creatorUserId?: number | null;
    creatorOrganizationId?: number | null;
  },
): Promise<number> {
  const event = eventByCode(p.eventCode);
  if (!event) throw new Error(`no event ${p.eventCode}`);
  const mark = parseMark(p.mark, event.measurement);
  if (!mark) throw new Error(`not a mark: ${p.mark}`);
  const units = markToUnits(mark.value, event.measurement);
  const organizationId = p.athlete?.organizationId ?? p.organizationId;
  if (!organizationId) throw new Error('a team performance needs organizationId');
  const [row] = await db
    .insert(performances)
    .values({
      masterId: p.masterId,
      competitionId: p.competitionId,
      eventId: await eventIdOf(db, p.eventCode),
      classId: await classIdOf(db, p.classCode),
      athleteId: p.athlete?.id ?? null,
      competitorKey: p.athlete ? p.athlete.id : -organizationId,
      organizationId,
      yearOfBirth: p.athlete?.yearOfBirth ?? null,
      nation: p.athlete?.nation ?? null,
      performanceDate: p.date,
      environment: p.environment,
      seasonYear: performanceSeasonYear(p.date, p.environment),
      markUnits: units,
      handTimed: mark.handTimed,
      sortKey: rankingSortKey(units, event.measurement, mark.handTimed),
      windTenths: p.wind === undefined || p.wind === null ? null : windTenths(p.wind),
      creatorUserId: p.creatorUserId ?? null,
      creatorOrganizationId: p.creatorOrganizationId ?? null,
    })
    .returning({ id: performances.id });
  return row.id;
}
