import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { athleteMatchKey, clubTypes, normaliseName, performanceSeasonYear, type ParsedResultRow, type PerformanceCompetitionValues } from '@portal/domain';
import type { Db, DbOrTx } from '../db/client';
import { ageClasses, athleteMerges, athletes, events, organizations, perfCompetitions, performanceRelayMembers, performances } from '../db/schema';
import { athletesByIds, genderOf } from './athlete-matching';
import { markColumns, type StoredRowData } from './import-preview';
import { lockImport, rowsOf, updateImport, type ImportRecord, type ImportRowRecord } from './imports.repo';

const BATCH = 500;

/** How far each running commit is (0–100), for the import page's bar; the commit runs in this process. */
export const commitProgress = new Map<number, number>();

type PerformanceRow = typeof performances.$inferSelect;

/** A performance as kept in a row's `previous` (JSON), back to the columns of an insert. */
function fromStored(previous: Record<string, unknown>): PerformanceRow {
  const row = previous as unknown as PerformanceRow & { createdAt: string | Date; lastEditAt: string | Date | null };
  return { ...row, createdAt: new Date(row.createdAt), lastEditAt: row.lastEditAt === null ? null : new Date(row.lastEditAt) };
}

const intArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/** Writes a column of many rows of an import at once (performance and athlete ids after the commit). */
async function setRowColumns(tx: DbOrTx, importId: number, updates: { position: number; performanceId: number | null; athleteId: number | null; createdAthlete: boolean }[]) {
  for (let i = 0; i < updates.length; i += 5000) {
    const part = updates.slice(i, i + 5000);
    await tx.execute(sql`
      update result_import_rows r
         set performance_id = nullif(v.pid, 0),
             athlete_id = coalesce(nullif(v.aid, 0), r.athlete_id),
             data = case when v.created then r.data || '{"createdAthlete": true}'::jsonb else r.data end
        from unnest(${intArray(part.map((u) => u.position))}, ${intArray(part.map((u) => u.performanceId ?? 0))}, ${intArray(part.map((u) => u.athleteId ?? 0))},
                    ${`{${part.map((u) => (u.createdAthlete ? 'true' : 'false')).join(',')}}`}::boolean[]) as v(pos, pid, aid, created)
       where r.import_id = ${importId} and r.position = v.pos`);
  }
}

/** The federation's clubs by folded name, to place new athletes; the federation itself where the sheet's club is unknown. */
async function clubsByName(tx: DbOrTx, masterId: number): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.masterId, masterId), inArray(organizations.type, [...clubTypes])));
  return new Map(rows.map((r) => [normaliseName(r.name), r.id]));
}

/** The nation of the federation's athletes where a sheet names none. */
export async function homeNationOf(tx: DbOrTx, masterId: number): Promise<string> {
  const [master] = await tx.select({ nation: organizations.nation }).from(organizations).where(eq(organizations.id, masterId));
  return master?.nation ?? 'GER';
}

/** A new athlete as the marks of a sheet need them. */
export interface CreatedAthlete {
  id: number;
  organizationId: number;
  yearOfBirth: number;
}

/**
 * Creates the athletes of a sheet that matched none of the federation's, one per match key
 * (`athleteMatchKey`): in the club the sheet names (else the federation), of the nation it names
 * (else the federation's), with the national athlete code given. Answers each key's new athlete.
 */
export async function createSheetAthletes(
  tx: DbOrTx,
  masterId: number,
  homeNation: string,
  wanted: ReadonlyMap<string, ParsedResultRow['athlete']>,
  now: Date,
): Promise<Map<string, CreatedAthlete>> {
  const created = new Map<string, CreatedAthlete>();
  if (wanted.size === 0) return created;
  const clubs = await clubsByName(tx, masterId);
  const keys = [...wanted.keys()];
  for (let i = 0; i < keys.length; i += BATCH) {
    const part = keys.slice(i, i + BATCH);
    const inserted = await tx
      .insert(athletes)
      .values(
        part.map((key) => {
          const a = wanted.get(key)!;
          return {
            masterId,
            lastName: a.lastName,
            firstName: a.firstName,
            gender: genderOf(a.gender!),
            yearOfBirth: a.yearOfBirth!,
            nation: a.nation ?? homeNation,
            organizationId: (a.club ? clubs.get(normaliseName(a.club)) : undefined) ?? masterId,
            nationalAthleteCode: a.athleteCode?.trim() || null,
            createdAt: now,
          };
        }),
      )
      .returning({ id: athletes.id, organizationId: athletes.organizationId, yearOfBirth: athletes.yearOfBirth });
    part.forEach((key, j) => created.set(key, inserted[j]));
  }
  return created;
}

async function createCompetition(tx: DbOrTx, record: ImportRecord): Promise<{ id: number; environment: number }> {
  const values = record.newCompetition as unknown as PerformanceCompetitionValues;
  const [row] = await tx
    .insert(perfCompetitions)
    .values({
      masterId: record.masterId,
      name: values.name,
      dateFrom: values.dateFrom,
      dateTo: values.dateTo,
      town: values.town,
      nation: values.nation,
      environment: values.environment,
      importSource: 'portal',
      ownerId: record.ownerId,
      creatorUserId: record.userId,
      lastEditorUserId: record.userId,
    })
    .returning({ id: perfCompetitions.id, environment: perfCompetitions.environment });
  return row;
}

/**
 * Commits an import in one transaction (all or nothing): creates its competition when it brings
 * one, the athletes no match was found for (one per athlete, however many rows name them), the
 * new marks, changes the changed ones and removes the ones the file no longer holds, keeping what
 * it changed for the undo. Answers false when the import is no longer waiting for its commit.
 */
export async function commitImport(db: Db, importId: number, masterId: number, now: Date): Promise<boolean> {
  commitProgress.set(importId, 0);
  try {
    return await db.transaction(async (tx) => {
      const record = await lockImport(tx, importId, masterId);
      if (!record || record.state !== 'committing') return false;
      let competitionId = record.competitionId;
      let environment: number;
      let createdCompetition = false;
      if (competitionId === null) {
        const created = await createCompetition(tx, record);
        competitionId = created.id;
        environment = created.environment;
        createdCompetition = true;
      } else {
        const [c] = await tx.select({ environment: perfCompetitions.environment }).from(perfCompetitions).where(eq(perfCompetitions.id, competitionId));
        environment = c.environment;
      }
      const rows = await rowsOf(tx, importId);
      const data = (r: ImportRowRecord) => r.data as unknown as StoredRowData;
      const live = rows.filter((r) => r.action === 'create' || r.action === 'update');
      const eventRows = await tx
        .select({ id: events.id, code: events.code, measurement: events.measurement })
        .from(events)
        .where(inArray(events.code, [...new Set(live.map((r) => data(r).event!))].concat([''])));
      const classRows = await tx
        .select({ id: ageClasses.id, code: ageClasses.code })
        .from(ageClasses)
        .where(inArray(ageClasses.code, [...new Set(live.map((r) => data(r).class!))].concat([''])));
      const eventByCode = new Map(eventRows.map((e) => [e.code, e]));
      const classByCode = new Map(classRows.map((c) => [c.code, c.id]));

      // New athletes, one per match key.
      const creates = live.filter((r) => r.action === 'create');
      const wanted = new Map<string, ParsedResultRow['athlete']>();
      for (const r of creates) {
        if (r.athleteId !== null) continue;
        const a = data(r).athlete;
        wanted.set(athleteMatchKey(a.lastName, a.firstName, a.yearOfBirth!, a.gender!), a);
      }
      const homeNation = await homeNationOf(tx, masterId);
      const created = await createSheetAthletes(tx, masterId, homeNation, wanted, now);
      const athleteIdOf = (r: ImportRowRecord): number => {
        if (r.athleteId !== null) return r.athleteId;
        const a = data(r).athlete;
        return created.get(athleteMatchKey(a.lastName, a.firstName, a.yearOfBirth!, a.gender!))!.id;
      };
      const known = await athletesByIds(tx, masterId, creates.map(athleteIdOf));
      const allNew = new Set([...created.values()].map((athlete) => athlete.id));

      const total = Math.max(1, rows.length);
      let done = 0;
      const step = (n: number) => {
        done += n;
        commitProgress.set(importId, Math.min(99, Math.floor((done / total) * 100)));
      };
      const rowUpdates: { position: number; performanceId: number | null; athleteId: number | null; createdAthlete: boolean }[] = [];
      for (let i = 0; i < creates.length; i += BATCH) {
        const part = creates.slice(i, i + BATCH);
        const inserted = await tx
          .insert(performances)
          .values(
            part.map((r) => {
              const d = data(r);
              const event = eventByCode.get(d.event!)!;
              const athlete = known.get(athleteIdOf(r))!;
              return {
                masterId,
                competitionId: competitionId!,
                eventId: event.id,
                classId: classByCode.get(d.class!)!,
                athleteId: athlete.id,
                competitorKey: athlete.id,
                organizationId: athlete.organizationId,
                yearOfBirth: athlete.yearOfBirth,
                nation: d.athlete.nation ?? homeNation,
                performanceDate: d.date!,
                environment,
                seasonYear: performanceSeasonYear(d.date!, environment),
                ...markColumns(d, event),
                creatorUserId: record.userId,
                creatorOrganizationId: record.ownerId,
                createdAt: now,
                importId,
                importKey: r.importKey,
              };
            }),
          )
          .returning({ id: performances.id });
        part.forEach((r, j) => {
          const athleteId = athleteIdOf(r);
          rowUpdates.push({ position: r.position, performanceId: inserted[j].id, athleteId, createdAthlete: r.athleteId === null && allNew.has(athleteId) });
        });
        step(part.length);
      }

      // Changed and removed marks: what they were is kept with the row for the undo.
      const touched = rows.filter((r) => (r.action === 'update' || r.action === 'remove') && r.performanceId !== null);
      const before = new Map<number, PerformanceRow>();
      for (let i = 0; i < touched.length; i += BATCH) {
        const ids = touched.slice(i, i + BATCH).map((r) => r.performanceId!);
        for (const p of await tx.select().from(performances).where(inArray(performances.id, ids))) before.set(p.id, p);
      }
      for (const r of touched) {
        const previous = before.get(r.performanceId!);
        if (!previous) continue;
        if (r.action === 'update') {
          const d = data(r);
          const event = eventByCode.get(d.event!)!;
          await tx
            .update(performances)
            .set({
              classId: classByCode.get(d.class!)!,
              performanceDate: d.date!,
              seasonYear: performanceSeasonYear(d.date!, environment),
              ...markColumns(d, event),
              importId,
              lastEditorUserId: record.userId,
              lastEditAt: now,
            })
            .where(eq(performances.id, previous.id));
        } else {
          await tx.delete(performances).where(eq(performances.id, previous.id));
        }
        await tx.execute(sql`update result_import_rows set previous = ${JSON.stringify(previous)}::jsonb where import_id = ${importId} and position = ${r.position}`);
        step(1);
      }
      await setRowColumns(tx, importId, rowUpdates);
      await updateImport(tx, importId, { state: 'done', competitionId, createdCompetition, committedAt: now });
      return true;
    });
  } finally {
    commitProgress.delete(importId);
  }
}

/**
 * Undoes a done import in one transaction: removes the marks it created, puts back the ones it
 * changed or removed, the athletes it created that nothing else names, and its competition when it
 * created it and nothing else is left in it.
 */
export async function undoImport(tx: DbOrTx, record: ImportRecord): Promise<void> {
  const rows = await rowsOf(tx, record.id);
  const created = rows.filter((r) => r.action === 'create' && r.performanceId !== null).map((r) => r.performanceId!);
  for (let i = 0; i < created.length; i += 5000) {
    await tx.delete(performances).where(and(inArray(performances.id, created.slice(i, i + 5000)), eq(performances.importId, record.id)));
  }
  for (const r of rows) {
    if (!r.previous) continue;
    const previous = fromStored(r.previous);
    if (r.action === 'update') {
      const { id, ...columns } = previous;
      await tx.update(performances).set(columns).where(eq(performances.id, id));
    } else if (r.action === 'remove') {
      await tx.insert(performances).values(previous).onConflictDoNothing();
    }
  }
  const newAthletes = [...new Set(rows.filter((r) => (r.data as StoredRowData).createdAthlete && r.athleteId !== null).map((r) => r.athleteId!))];
  for (let i = 0; i < newAthletes.length; i += 5000) {
    await tx
      .delete(athletes)
      .where(
        and(
          inArray(athletes.id, newAthletes.slice(i, i + 5000)),
          notExists(tx.select({ one: sql`1` }).from(performances).where(eq(performances.athleteId, athletes.id))),
          notExists(tx.select({ one: sql`1` }).from(performanceRelayMembers).where(eq(performanceRelayMembers.athleteId, athletes.id))),
          // An athlete others were merged into stays: the merged ids lead to them.
          notExists(tx.select({ one: sql`1` }).from(athleteMerges).where(eq(athleteMerges.keptId, athletes.id))),
        ),
      );
  }
  if (record.createdCompetition && record.competitionId !== null) {
    await tx
      .delete(perfCompetitions)
      .where(
        and(
          eq(perfCompetitions.id, record.competitionId),
          notExists(tx.select({ one: sql`1` }).from(performances).where(eq(performances.competitionId, perfCompetitions.id))),
        ),
      );
  }
}
