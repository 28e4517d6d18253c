import type { z } from 'zod';
import { bestListsApi as api, classDisplayName, eventDisplayName, standardDefinitions, type BestList, type CustomDefinition, type DefinitionsCopy, type OrganizationOption, bestListInputSchema, bestListListQuery, bestListUpdateSchema, definitionValuesSchema, newDefinitionsSchema } from '@portal/domain';
import type { DbOrTx, Tx } from '../db/client';
import type { RequestAccess } from '../access/request-access';
import type { Auth, Deps } from '../deps';
import { fieldError, forbidden, modelError, notFound } from '../lib/problems';
import { findOrganizationInMaster } from '../core/organizations/organizations.repo';
import { ownerFor } from './best-lists.policy';
import { bestListOptions, classesByCodes, classesByIds, classesOfList, countDefinitions, definitionOwners, definitionsOf, deleteDefinitions, eventsByCodes, eventsByIds, eventsOfList, findBestList, insertBestList, insertDefinitions, lockBestList, pageOfBestLists, restrictionCandidates, restrictionTypes, updateBestList, updateDefinitionValues, type BestListRecord, type NewDefinition } from './best-lists.repo';
import { presentBestList, presentDefinition, type PresentContext } from './best-lists.present';
import type { ServiceContext } from '../service-context';

type ListQuery = z.output<typeof bestListListQuery>;
type ListInput = z.output<typeof bestListInputSchema>;
type ListUpdate = z.output<typeof bestListUpdateSchema>;
type MatrixEntries = z.output<typeof newDefinitionsSchema>;
type ValueRows = z.output<typeof definitionValuesSchema>;

/** At most this many organisations in the regional restriction's autocomplete. */
const RESTRICTION_OPTIONS_LIMIT = 50;

async function presentContext(deps: Deps, auth: Auth, access: RequestAccess): Promise<PresentContext> {
  return { grants: await access.grants(), masterId: auth.masterId, links: deps.links };
}

async function loadList(db: DbOrTx, auth: Auth, id: number): Promise<BestListRecord> {
  const record = await findBestList(db, id, auth.masterId);
  if (!record) throw notFound();
  return record;
}

/** One page of the federation's lists by name; the page links to `new`. */
export async function listBestLists({ deps, auth, access }: ServiceContext<'deps' | 'auth' | 'access'>, query: ListQuery) {
  const { rows, total } = await pageOfBestLists(deps.db, auth.masterId, query.freetextSearch, { limit: query.pageSize, offset: (query.pageNumber - 1) * query.pageSize });
  const ctx = await presentContext(deps, auth, access);
  return {
    entities: rows.map((r) => presentBestList(r, ctx)),
    links: [deps.links.to(api.new)],
    paginationMetadata: { currentPage: query.pageNumber, totalPages: Math.max(1, Math.ceil(total / query.pageSize)), totalCount: total, pageSize: query.pageSize },
  };
}

/** Every list of the federation as selector options (the performance filter). */
export async function bestListSelector({ deps, auth }: ServiceContext<'deps' | 'auth'>) {
  return bestListOptions(deps.db, auth.masterId);
}

/** Associations and clubs of the federation for the regional restriction's autocomplete. */
export async function regionalRestrictions({ deps, auth }: ServiceContext<'deps' | 'auth'>, search: string): Promise<OrganizationOption[]> {
  const rows = await restrictionCandidates(deps.db, auth.masterId, search, RESTRICTION_OPTIONS_LIMIT);
  return rows.map((o) => ({ value: o.id, text: o.name, type: o.type, stateCode: o.stateCode, externalId: o.externalId }));
}

/** The restriction must be an association or club of the caller's federation. */
async function checkRestriction(db: DbOrTx, auth: Auth, id: number | null): Promise<void> {
  if (id === null) return;
  const organization = await findOrganizationInMaster(db, id, auth.masterId);
  if (!organization || !restrictionTypes.includes(organization.type)) throw fieldError('RegionalRestritionId', 'errorRegionalRestrictionInvalid');
}

export async function getBestList({ deps, auth, access }: ServiceContext<'deps' | 'auth' | 'access'>, id: number): Promise<BestList> {
  return presentBestList(await loadList(deps.db, auth, id), await presentContext(deps, auth, access), true);
}

/** Creates a list of the caller's federation, owned by one of their statistician organisations. */
export async function createBestList({ deps, auth, access }: ServiceContext<'deps' | 'auth' | 'access'>, values: ListInput): Promise<BestList> {
  const grants = await access.grants();
  const owner = ownerFor(grants, auth.masterId, values.ownerId, await access.currentOrganizationId());
  if (owner === null) {
    if (values.ownerId !== null) throw fieldError('OwnerId', 'errorOwnerNotAllowed');
    throw forbidden();
  }
  await checkRestriction(deps.db, auth, values.regionalRestritionId);
  const id = await insertBestList(deps.db, { masterId: auth.masterId, ownerId: owner, name: values.name, regionalRestrictionId: values.regionalRestritionId });
  return getBestList({ deps, auth, access }, id);
}

export async function changeBestList({ deps, auth, access }: ServiceContext<'deps' | 'auth' | 'access'>, id: number, values: ListUpdate): Promise<BestList> {
  if (values.id !== undefined && values.id !== id) throw fieldError('Id', 'errorInvalidValue');
  await loadList(deps.db, auth, id);
  await checkRestriction(deps.db, auth, values.regionalRestritionId);
  if (!(await updateBestList(deps.db, id, auth.masterId, { name: values.name, regionalRestrictionId: values.regionalRestritionId }))) throw notFound();
  return getBestList({ deps, auth, access }, id);
}

/** Runs `work` on the locked list of the caller's federation (404 for any other). */
async function withLockedList<T>(deps: Deps, auth: Auth, listId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  return deps.db.transaction(async (tx) => {
    if (!(await lockBestList(tx, listId, auth.masterId))) throw notFound();
    return work(tx);
  });
}

/** Adds definitions to the list, leaving combinations it has as they are; answers what was added. */
async function addDefinitions(deps: Deps, auth: Auth, targetId: number, definitionsFor: (tx: Tx) => Promise<Omit<NewDefinition, 'bestListId'>[]>): Promise<DefinitionsCopy> {
  return withLockedList(deps, auth, targetId, async (tx) => {
    const values = (await definitionsFor(tx)).map((d) => ({ ...d, bestListId: targetId }));
    const created = await insertDefinitions(tx, values);
    return { id: targetId, created, definitions: await countDefinitions(tx, targetId) };
  });
}

/** `copy_dlo`: the federation's standard definitions (classes and events the reference data does not hold are left out). */
export async function copyStandardDefinitions({ deps, auth }: ServiceContext<'deps' | 'auth'>, targetId: number): Promise<DefinitionsCopy> {
  return addDefinitions(deps, auth, targetId, async (tx) => {
    const standard = standardDefinitions();
    const [classes, events] = await Promise.all([classesByCodes(tx, [...new Set(standard.map((d) => d.classCode))]), eventsByCodes(tx, [...new Set(standard.map((d) => d.eventCode))])]);
    const classIds = new Map(classes.map((c) => [c.code, c.id]));
    const eventIds = new Map(events.map((e) => [e.code, e.id]));
    return standard.flatMap((d) => {
      const classId = classIds.get(d.classCode);
      const eventId = eventIds.get(d.eventCode);
      if (classId === undefined || eventId === undefined) return [];
      return [{ classId, eventId, startAge: d.startAge, endAge: d.endAge, heightWeight: d.heightWeight, wind: d.wind, handTimeAllowed: d.handTimeAllowed, environment: d.environment }];
    });
  });
}

/** `copy_from_target`: the definitions of another list of the caller's federation. */
export async function copyDefinitions({ deps, auth }: ServiceContext<'deps' | 'auth'>, targetId: number, sourceId: number): Promise<DefinitionsCopy> {
  await loadList(deps.db, auth, sourceId);
  return addDefinitions(deps, auth, targetId, async (tx) =>
    (await definitionsOf(tx, sourceId)).map(({ definition: d }) => ({
      classId: d.classId,
      eventId: d.eventId,
      startAge: d.startAge,
      endAge: d.endAge,
      heightWeight: d.heightWeight,
      wind: d.wind,
      handTimeAllowed: d.handTimeAllowed,
      environment: d.environment,
    })),
  );
}

export async function customDefinitions({ deps, auth, culture }: ServiceContext<'deps' | 'auth' | 'culture'>, listId: number): Promise<CustomDefinition[]> {
  await loadList(deps.db, auth, listId);
  return (await definitionsOf(deps.db, listId)).map((r) => presentDefinition(r, culture));
}

/** The one list that every entry names; entries of several lists are refused. */
function oneList(listIds: number[]): number {
  const lists = new Set(listIds);
  if (lists.size !== 1) throw modelError('errorDefinitionsOfOneList');
  return listIds[0];
}

const combination = (classId: number, eventId: number) => `${classId}:${eventId}`;

/**
 * The matrix save: the list's combinations become exactly the entries. New ones take the event's
 * defaults (wind where it needs a reading, its hand timing, implement or hurdle height and
 * environment; no age bounds), existing ones keep their values, missing ones are removed.
 */
export async function saveMatrix({ deps, auth, culture }: ServiceContext<'deps' | 'auth' | 'culture'>, entries: MatrixEntries): Promise<CustomDefinition[]> {
  const listId = oneList(entries.map((e) => e.performanceListId));
  const eventIds = [...new Set(entries.map((e) => e.eventId))];
  const classIds = [...new Set(entries.map((e) => e.classId))];
  return withLockedList(deps, auth, listId, async (tx) => {
    const [events, classes] = await Promise.all([eventsByIds(tx, eventIds), classesByIds(tx, classIds)]);
    if (events.length !== eventIds.length) throw fieldError('EventId', 'errorInvalidValue');
    if (classes.length !== classIds.length) throw fieldError('ClassId', 'errorInvalidValue');
    const eventById = new Map(events.map((e) => [e.id, e]));
    const wanted = new Map(entries.map((e) => [combination(e.classId, e.eventId), e]));
    const existing = await definitionsOf(tx, listId);
    const kept = new Set<string>();
    const removed: number[] = [];
    for (const { definition: d } of existing) {
      const key = combination(d.classId, d.eventId);
      if (wanted.has(key)) kept.add(key);
      else removed.push(d.id);
    }
    await deleteDefinitions(tx, listId, removed);
    const added = [...wanted.entries()]
      .filter(([key]) => !kept.has(key))
      .map(([, e]) => {
        const event = eventById.get(e.eventId)!;
        return {
          bestListId: listId,
          classId: e.classId,
          eventId: e.eventId,
          startAge: 0,
          endAge: 0,
          heightWeight: event.heightWeight,
          wind: event.windRequired,
          handTimeAllowed: event.handTimeAllowed,
          environment: event.environment,
        };
      });
    await insertDefinitions(tx, added);
    return (await definitionsOf(tx, listId)).map((r) => presentDefinition(r, culture));
  });
}

/**
 * The values save: every row must be a definition of one list of the caller's federation (404
 * otherwise); the schema has refused a row's invalid values (`definitionValueSchema`).
 */
export async function saveDefinitionValues({ deps, auth, culture }: ServiceContext<'deps' | 'auth' | 'culture'>, rows: ValueRows): Promise<CustomDefinition[]> {
  // A row sent twice counts once, with its last values.
  const byId = new Map(rows.map((r) => [r.id, r]));
  const owners = await definitionOwners(deps.db, [...byId.keys()], auth.masterId);
  if (owners.length !== byId.size) throw notFound();
  const listId = oneList(owners.map((o) => o.bestListId));
  return withLockedList(deps, auth, listId, async (tx) => {
    await updateDefinitionValues(tx, listId, [...byId.values()]);
    return (await definitionsOf(tx, listId)).map((r) => presentDefinition(r, culture));
  });
}

/** The list's events for a class and environment (2 = any), for the performance filter. */
export async function listEvents({ deps, auth, culture }: ServiceContext<'deps' | 'auth' | 'culture'>, listId: number, classId: number, environment: number) {
  await loadList(deps.db, auth, listId);
  return (await eventsOfList(deps.db, listId, classId, environment)).map(({ id, code, name }) => ({ id, code, name: eventDisplayName(code, culture, { german: name }) }));
}

/** The list's classes, for the performance filter. */
export async function listClasses({ deps, auth, culture }: ServiceContext<'deps' | 'auth' | 'culture'>, listId: number) {
  await loadList(deps.db, auth, listId);
  return (await classesOfList(deps.db, listId)).map(({ id, code, name }) => ({ id, code, name: classDisplayName(code, culture, { german: name }) }));
}
