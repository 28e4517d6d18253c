/**
 * The performance and checking rows of the permission matrix: statisticians of a federation read
 * and check its performances, change and delete those of their organisation, and nobody else
 * reaches the area (PRODUCT §2), derived from the demo accounts' grants, not from the policy code.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { clubTypes, eventByCode, markToUnits, parseMark } from '@portal/domain';
import { athletes, bestListDefinitions, bestLists, checkings, perfCompetitions, performances } from '../db/schema';
import { AU, EINTRACHT, PHANOS, type AccountKey, type Org } from '../test/fixtures';
import type { Ctx, Row, MatrixEnv, AreaMatrix } from '../test/matrix';
import { classIdOf, eventIdOf, insertAthlete, insertCompetition, insertPerformance } from '../statistics/statistics.fixtures';

export function performanceRows(env: MatrixEnv): Row[] {
  const made = { performances: [] as number[], athletes: [] as number[], lists: [] as number[], competitions: [] as number[] };
  const db = () => env.t().database.db;
  const statistician = (who: AccountKey) => env.grantIds(who).some((g) => g.role === 'Statistiker');
  /** The organisation a statistician enters performances for: where they hold the role. */
  const actingOrg = (who: AccountKey) => env.grantIds(who).find((g) => g.role === 'Statistiker')?.orgId;
  /** 403 for anyone but a statistician (the area is not offered), 404 for the other federation's objects, else `ok` unless `refused`. */
  const inArea =
    (ok = 200, refused = (_c: Ctx) => false) =>
    (c: Ctx) =>
      !statistician(c.who) ? 403 : c.foreign ? 404 : refused(c) ? 403 : ok;
  const area = (ok = 200) => (c: Ctx) => (statistician(c.who) ? ok : 403);
  /** A payload naming X's federation's objects: refused as invalid input (422) outside the own federation. */
  const payloadInArea = (ok: number) => (c: Ctx) => (!statistician(c.who) ? 403 : c.foreign ? 422 : ok);
  const isClub = (o: Org) => (clubTypes as readonly string[]).includes(o.type);
  const clubOf = (c: Ctx) => (isClub(c.x) ? c.x : env.org(c.x.masterId === env.org(AU).id ? PHANOS : EINTRACHT));
  const label = (c: Ctx) => `Matrix ${c.who} ${c.target}`;

  /** A competition of X's federation and an athlete of X's club, to enter performances for. */
  async function arrangeEntry(c: Ctx) {
    const club = clubOf(c);
    const masterId = c.x.masterId;
    const competitionId = await insertCompetition(db(), { masterId, ownerId: masterId, name: label(c), date: '2026-06-06' });
    made.competitions.push(competitionId);
    const athleteId = await insertAthlete(db(), { masterId, organizationId: club.id, firstName: 'Matrix', lastName: `${c.who}${c.target}`, yearOfBirth: 1996 });
    made.athletes.push(athleteId);
    return { club, masterId, competitionId, athleteId };
  }
  /** A 100 m performance of an athlete of X's club, entered by `creator` (default: X's federation), with a best list counting it. */
  async function arrange(c: Ctx, creator?: number) {
    const { club, masterId, competitionId, athleteId } = await arrangeEntry(c);
    const id = await insertPerformance(db(), {
      masterId,
      competitionId,
      eventCode: '100',
      classCode: 'M',
      athlete: { id: athleteId, yearOfBirth: 1996, nation: 'GER', organizationId: club.id },
      date: '2026-06-06',
      environment: 1,
      mark: '10,77',
      wind: 0.5,
      creatorOrganizationId: creator ?? masterId,
    });
    made.performances.push(id);
    const [list] = await db().insert(bestLists).values({ masterId, ownerId: masterId, name: label(c) }).returning({ id: bestLists.id });
    made.lists.push(list.id);
    await db()
      .insert(bestListDefinitions)
      .values({ bestListId: list.id, eventId: await eventIdOf(db(), '100'), classId: await classIdOf(db(), 'M') });
    return { id, listId: list.id, athleteId, club };
  }
  const cleanup = async () => {
    const take = (ids: number[]) => ids.splice(0);
    const [p, l, a, comp] = [take(made.performances), take(made.lists), take(made.athletes), take(made.competitions)];
    if (p.length) await db().delete(performances).where(inArray(performances.id, p));
    // Performances the calls entered for the arranged competitions.
    if (comp.length) await db().delete(performances).where(inArray(performances.competitionId, comp));
    if (l.length) await db().delete(bestLists).where(inArray(bestLists.id, l));
    if (a.length) await db().delete(athletes).where(inArray(athletes.id, a));
    if (comp.length) await db().delete(perfCompetitions).where(inArray(perfCompetitions.id, comp));
  };
  const checkingOf = async (perfId: number, listId: number) =>
    (await db().select().from(checkings).where(and(eq(checkings.performanceId, perfId), eq(checkings.bestListId, listId))))[0];
  /** A 100 m performance as the form saves it, of the arranged athlete. */
  const sprint = (athleteId: number, bestResult: string) => ({ competitorId: athleteId, performanceDateTime: '2026-06-06', bestResult, windResult: 0.4, relayMembers: [], multiEventResults: null });
  const unitsOf = (mark: string) => markToUnits(parseMark(mark, eventByCode('100')!.measurement)!.value, eventByCode('100')!.measurement);
  const performanceById = async (id: number) => (await db().select().from(performances).where(eq(performances.id, id)))[0];

  /** The arranged object of X's federation is listed exactly when X is of the caller's federation. */
  const listsOwnOnly = (ids: (body: unknown) => number[], arranged: () => number | undefined) => (c: Ctx, res: { json(): unknown }) => {
    const found = ids(res.json()).includes(arranged()!);
    return found === !c.foreign ? [] : [`object of X ${c.foreign ? 'listed' : 'missing'}`];
  };

  return [
    {
      rel: 'get_performances',
      expected: area(),
      call: async (c) => {
        await arrange(c);
        return { rel: 'get_performances', query: `classCode=M&eventCode=100&environment=1&freetextSearch=${encodeURIComponent(label(c))}` };
      },
      body: listsOwnOnly((body) => (body as { entities: { id: number }[] }).entities.map((e) => e.id), () => made.performances.at(-1)),
      cleanup,
    },
    {
      rel: 'competitor_search',
      expected: area(),
      call: async (c) => {
        await arrange(c);
        return { rel: 'competitor_search', query: `search=${encodeURIComponent(`Matrix ${c.who}${c.target}`)}` };
      },
      body: listsOwnOnly((body) => (body as { id: number }[]).map((a) => a.id), () => made.athletes.at(-1)),
      cleanup,
    },
    {
      rel: 'club_search',
      expected: area(),
      call: (c) => ({ rel: 'club_search', query: `search=${encodeURIComponent(clubOf(c).name)}` }),
      body: (c, res) => {
        const found = (res.json() as { value: number }[]).some((o) => o.value === clubOf(c).id);
        return found === !c.foreign ? [] : [`club of X ${c.foreign ? 'listed' : 'missing'}`];
      },
    },
    { rel: 'get_event_info', once: true, expected: area(), call: async () => ({ rel: 'get_event_info', params: { eventId: await eventIdOf(db(), 'DEC') } }) },
    {
      rel: 'performance_links:get_by_id',
      expected: inArea(),
      call: async (c) => ({ rel: 'performance_links:get_by_id', params: { id: (await arrange(c)).id } }),
      body: (_c, res) => ((res.json() as { id: number }).id === made.performances.at(-1) ? [] : ['another performance answered']),
      cleanup,
    },
    {
      rel: 'performance_links:new',
      mutating: true,
      expected: payloadInArea(201),
      call: async (c) => {
        const { competitionId, athleteId } = await arrangeEntry(c);
        return {
          rel: 'performance_links:new',
          payload: { ...sprint(athleteId, '10,85'), competitionId, eventId: await eventIdOf(db(), '100'), classId: await classIdOf(db(), 'M') },
        };
      },
      changed: async (c, call) => {
        const { competitionId } = call.payload as { competitionId: number };
        const rows = await db().select().from(performances).where(eq(performances.competitionId, competitionId));
        const ok = rows.length === 1 && rows[0].masterId === c.masterId && rows[0].creatorUserId === c.me && rows[0].creatorOrganizationId === actingOrg(c.who) && rows[0].markUnits === unitsOf('10,85');
        return ok ? [] : [`entered ${JSON.stringify(rows)}`];
      },
      cleanup,
    },
    {
      rel: 'performance_links:update',
      mutating: true,
      expected: inArea(),
      call: async (c) => {
        const a = await arrange(c);
        return { rel: 'performance_links:update', params: { id: a.id }, payload: sprint(a.athleteId, '10,66') };
      },
      changed: async (c, call) => {
        const stored = await performanceById(Number(call.params!.id));
        return stored.lastEditorUserId === c.me && stored.markUnits === unitsOf('10,66') && stored.creatorOrganizationId === actingOrg(c.who) ? [] : [`not changed: ${JSON.stringify(stored)}`];
      },
      cleanup,
    },
    {
      rel: 'performance_links:update',
      variant: 'entered by another organisation',
      mutating: true,
      expected: inArea(200, () => true),
      call: async (c) => {
        const a = await arrange(c, clubOf(c).id);
        return { rel: 'performance_links:update', params: { id: a.id }, payload: sprint(a.athleteId, '10,66') };
      },
      cleanup,
    },
    {
      rel: 'new_competitor',
      mutating: true,
      expected: payloadInArea(201),
      call: (c) => ({
        rel: 'new_competitor',
        payload: { firstName: 'Neu', lastName: `${c.who}${c.target}`, gender: 0, yearOfBirth: 2001, nation: 'GER', organizationId: clubOf(c).id },
      }),
      changed: async (c) => {
        const rows = await db().select().from(athletes).where(eq(athletes.lastName, `${c.who}${c.target}`));
        made.athletes.push(...rows.map((r) => r.id));
        return rows.length === 1 && rows[0].organizationId === clubOf(c).id && rows[0].masterId === c.masterId ? [] : [`created ${rows.length}`];
      },
      cleanup,
    },
    {
      rel: 'delete_perf',
      mutating: true,
      expected: inArea(),
      call: async (c) => ({ rel: 'delete_perf', params: { id: (await arrange(c)).id } }),
      changed: async (_c, call) => ((await db().select().from(performances).where(eq(performances.id, Number(call.params!.id)))).length === 0 ? [] : ['not deleted']),
      cleanup,
    },
    {
      rel: 'delete_perf',
      variant: 'entered by another organisation',
      mutating: true,
      expected: inArea(200, () => true),
      call: async (c) => ({ rel: 'delete_perf', params: { id: (await arrange(c, clubOf(c).id)).id } }),
      cleanup,
    },
    { rel: 'get_checkings', expected: inArea(), call: async (c) => ({ rel: 'get_checkings', params: { perfId: (await arrange(c)).id } }), cleanup },
    {
      rel: 'update_checking',
      mutating: true,
      expected: inArea(),
      call: async (c) => {
        const a = await arrange(c);
        return { rel: 'update_checking', payload: { status: 2, reason: 'Matrix', perfId: a.id, perfListId: a.listId, userId: c.me } };
      },
      changed: async (c, call) => {
        const { perfId, perfListId } = call.payload as { perfId: number; perfListId: number };
        const stored = await checkingOf(perfId, perfListId);
        return stored?.status === 0 && stored.userId === c.me ? [] : [`checking ${JSON.stringify(stored)}`];
      },
      cleanup,
    },
    {
      rel: 'new_checking',
      mutating: true,
      expected: inArea(201),
      call: async (c) => {
        const a = await arrange(c);
        return { rel: 'new_checking', payload: { performanceId: a.id, performanceListIds: [a.listId] } };
      },
      changed: async (_c, call) => {
        const { performanceId, performanceListIds } = call.payload as { performanceId: number; performanceListIds: number[] };
        return (await checkingOf(performanceId, performanceListIds[0]))?.status === 2 ? [] : ['no undecided checking'];
      },
      cleanup,
    },
  ];
}

/** This area's part of the permission matrix (gathered by api/permission-matrix.test.ts). */
export const matrix: AreaMatrix = { rows: performanceRows, offeredByRole: ['performance_links'] };
