import { and, arrayOverlaps, asc, desc, eq, exists, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Category, federationCategories, type ApprovalStateValue, type CompetitionStateValue } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { approvalAttachments, approvalDecisions, approvalHistory, competitionApprovals, feeSchedules, invoiceCounters, organizations, users } from '../db/schema';
import { containsPattern } from '../lib/sql-like';
import type { Visibility } from './approval.policy';

const owner = alias(organizations, 'owner_org');
const region = alias(organizations, 'region_org');
const area = alias(organizations, 'area_org');
const district = alias(organizations, 'district_org');
const creator = alias(users, 'creator');
const changer = alias(users, 'changer');

const fullName = (u: typeof users) => sql<string>`${u.firstName} || ' ' || ${u.lastName}`;

/** An application with the names the screens show (owner, region, area, district, creator, last editor). */
export interface ApplicationRecord {
  app: typeof competitionApprovals.$inferSelect;
  ownerName: string;
  ownerType: string;
  regionName: string;
  regionStateCode: string | null;
  areaName: string | null;
  districtName: string | null;
  createdByName: string;
  changedByName: string;
}

function selectRecords(tx: DbOrTx) {
  return tx
    .select({
      app: competitionApprovals,
      ownerName: owner.name,
      ownerType: owner.type,
      regionName: region.name,
      regionStateCode: region.stateCode,
      areaName: area.name,
      districtName: district.name,
      createdByName: sql<string>`${creator.firstName} || ' ' || ${creator.lastName}`,
      changedByName: sql<string>`${changer.firstName} || ' ' || ${changer.lastName}`,
    })
    .from(competitionApprovals)
    .innerJoin(owner, eq(owner.id, competitionApprovals.ownerOrganizationId))
    .innerJoin(region, eq(region.id, competitionApprovals.regionId))
    .leftJoin(area, eq(area.id, competitionApprovals.areaId))
    .leftJoin(district, eq(district.id, competitionApprovals.districtId))
    .innerJoin(creator, eq(creator.id, competitionApprovals.createdBy))
    .innerJoin(changer, eq(changer.id, competitionApprovals.changedBy));
}

/** The application has been requested: approval rows are made by the request, a draft has none. */
const requested = () => exists(sql`(select 1 from ${approvalDecisions} where ${approvalDecisions.applicationId} = ${competitionApprovals.id})`);

/**
 * Applications of the caller's federation that their roles show (`visibilityOf`): those their staff
 * role's organisation owns, those of an owner on or below an organisation they administer, and, from
 * the moment approval is requested (a club's draft is not an approver's to see), those an
 * organisation where they approve approves (the state association always; the area or district
 * association for its championships; the federation for its categories) or holds a decision on (the
 * category may have changed since the request).
 */
export function visibleTo(masterId: number, v: Visibility): SQL {
  const a = competitionApprovals;
  const seen: SQL[] = [];
  if (v.staffOf.length) seen.push(inArray(a.ownerOrganizationId, v.staffOf));
  if (v.adminOf.length) seen.push(arrayOverlaps(a.ownerPath, v.adminOf));
  if (v.approverAt.length) {
    const at = v.approverAt;
    seen.push(
      and(
        requested(),
        or(
          inArray(a.regionId, at),
          and(eq(a.category, Category.area), inArray(a.areaId, at))!,
          and(eq(a.category, Category.district), inArray(a.districtId, at))!,
          and(inArray(a.category, [...federationCategories]), inArray(a.masterId, at))!,
          exists(sql`(select 1 from ${approvalDecisions} where ${approvalDecisions.applicationId} = ${a.id} and ${inArray(approvalDecisions.organizationId, at)})`),
        ),
      )!,
    );
  }
  return and(eq(a.masterId, masterId), seen.length ? or(...seen) : sql`false`)!;
}

/**
 * Open applications with an undecided row of an organisation in `approverAt` that the caller may
 * decide (four eyes as in `judgesOwnApplication`: not created or last changed by them, not owned by
 * an organisation where they hold another role).
 */
export function awaitingDecisionBy(caller: { userId: number; approverAt: readonly number[]; otherRoleOrganizations: readonly number[] }): SQL {
  const a = competitionApprovals;
  if (caller.approverAt.length === 0) return sql`false`;
  const d = approvalDecisions;
  return and(
    eq(a.state, 1),
    ne(a.createdBy, caller.userId),
    ne(a.changedBy, caller.userId),
    caller.otherRoleOrganizations.length ? sql`not ${inArray(a.ownerOrganizationId, [...caller.otherRoleOrganizations])}` : undefined,
    exists(sql`(select 1 from ${d} where ${d.applicationId} = ${a.id} and ${d.state} = 0 and ${inArray(d.organizationId, [...caller.approverAt])})`),
  )!;
}

/** The application with its names, if the condition admits it; `lock` takes the row lock for a change. */
export async function findApplication(tx: DbOrTx, id: number, where: SQL, lock = false): Promise<ApplicationRecord | undefined> {
  if (lock) {
    // The lock first, on the table alone: FOR UPDATE cannot lock the outer-joined names.
    const locked = await tx.select({ id: competitionApprovals.id }).from(competitionApprovals).where(and(eq(competitionApprovals.id, id), where)).for('update');
    if (!locked.length) return undefined;
  }
  const [row] = await selectRecords(tx).where(and(eq(competitionApprovals.id, id), where)).limit(1);
  return row;
}

export interface ListFilter {
  freetextSearch?: string;
  awaitingMyDecision?: boolean;
  approvalState?: number;
  year?: number;
  competitionType?: number;
  competitionCategory?: number;
  regionGuid?: number;
  areaGuid?: number;
  districtGuid?: number;
}

/** The list's filter conditions (spec §3 "List query"). */
export function listConditions(filter: ListFilter): SQL[] {
  const c: SQL[] = [];
  const text = filter.freetextSearch?.trim();
  if (text) c.push(or(ilike(competitionApprovals.name, containsPattern(text)), ilike(competitionApprovals.town, containsPattern(text)))!);
  if (filter.approvalState !== undefined) c.push(eq(competitionApprovals.state, filter.approvalState as CompetitionStateValue));
  if (filter.year !== undefined) {
    c.push(gte(competitionApprovals.startAt, `${filter.year}-01-01 00:00:00`), lt(competitionApprovals.startAt, `${filter.year + 1}-01-01 00:00:00`));
  }
  if (filter.competitionType !== undefined) c.push(eq(competitionApprovals.competitionType, filter.competitionType));
  if (filter.competitionCategory !== undefined) c.push(eq(competitionApprovals.category, filter.competitionCategory));
  if (filter.regionGuid !== undefined) c.push(eq(competitionApprovals.regionId, filter.regionGuid));
  if (filter.areaGuid !== undefined) c.push(eq(competitionApprovals.areaId, filter.areaGuid));
  if (filter.districtGuid !== undefined) c.push(eq(competitionApprovals.districtId, filter.districtGuid));
  return c;
}

/** One page of applications, latest start first, and the total. */
export async function pageOfApplications(tx: DbOrTx, where: SQL, page: { limit: number; offset: number }): Promise<{ rows: ApplicationRecord[]; total: number }> {
  // The page's ids first, on the table and its index alone: a deep page then skips bare index entries, not joined rows.
  const order = [desc(competitionApprovals.startAt), desc(competitionApprovals.id)];
  const ids = (await tx.select({ id: competitionApprovals.id }).from(competitionApprovals).where(where).orderBy(...order).limit(page.limit).offset(page.offset)).map((r) => r.id);
  const rows = ids.length ? await selectRecords(tx).where(inArray(competitionApprovals.id, ids)).orderBy(...order) : [];
  // A short first page holds every row: no count needed.
  if (page.offset === 0 && rows.length < page.limit) return { rows, total: rows.length };
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(competitionApprovals).where(where);
  return { rows, total: Number(count.n) };
}

export type ApplicationInsert = typeof competitionApprovals.$inferInsert;

export async function insertApplication(tx: DbOrTx, values: ApplicationInsert): Promise<number> {
  const [row] = await tx.insert(competitionApprovals).values(values).returning({ id: competitionApprovals.id });
  return row.id;
}

/** Writes the change if the application is still at `version`, raising the version; false when it moved on. */
export async function updateApplication(tx: DbOrTx, id: number, version: number, values: Partial<ApplicationInsert>): Promise<boolean> {
  const rows = await tx
    .update(competitionApprovals)
    .set({ ...values, version: version + 1 })
    .where(and(eq(competitionApprovals.id, id), eq(competitionApprovals.version, version)))
    .returning({ id: competitionApprovals.id });
  return rows.length > 0;
}

export async function deleteApplication(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(competitionApprovals).where(eq(competitionApprovals.id, id));
}

/** One approving organisation's decision with the names the screens show. */
export interface DecisionRecord {
  applicationId: number;
  organizationId: number;
  organizationName: string;
  position: number;
  state: ApprovalStateValue;
  reason: string | null;
  changedAt: Date | null;
  changedByName: string | null;
}

/** The decisions of the applications, in chain order. */
export async function decisionsOf(tx: DbOrTx, applicationIds: number[]): Promise<DecisionRecord[]> {
  if (!applicationIds.length) return [];
  return tx
    .select({
      applicationId: approvalDecisions.applicationId,
      organizationId: approvalDecisions.organizationId,
      organizationName: organizations.name,
      position: approvalDecisions.position,
      state: approvalDecisions.state,
      reason: approvalDecisions.reason,
      changedAt: approvalDecisions.changedAt,
      changedByName: sql<string | null>`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`,
    })
    .from(approvalDecisions)
    .innerJoin(organizations, eq(organizations.id, approvalDecisions.organizationId))
    .leftJoin(users, eq(users.id, approvalDecisions.changedBy))
    .where(inArray(approvalDecisions.applicationId, applicationIds))
    .orderBy(asc(approvalDecisions.applicationId), asc(approvalDecisions.position));
}

/** Replaces the approving organisations of an application with undecided rows. */
export async function replaceDecisions(tx: DbOrTx, applicationId: number, organizationIds: number[]): Promise<void> {
  await tx.delete(approvalDecisions).where(eq(approvalDecisions.applicationId, applicationId));
  if (organizationIds.length) {
    await tx.insert(approvalDecisions).values(organizationIds.map((organizationId, position) => ({ applicationId, organizationId, position })));
  }
}

/** Sets every decision of the application back to undecided. */
export async function resetDecisions(tx: DbOrTx, applicationId: number): Promise<void> {
  await tx.update(approvalDecisions).set({ state: 0, reason: null, changedAt: null, changedBy: null }).where(eq(approvalDecisions.applicationId, applicationId));
}

/** Records a decision if the organisation has not decided yet; false when another approver was first. */
export async function recordDecision(
  tx: DbOrTx,
  applicationId: number,
  organizationId: number,
  change: { state: ApprovalStateValue; reason: string | null; at: Date; by: number },
): Promise<boolean> {
  const rows = await tx
    .update(approvalDecisions)
    .set({ state: change.state, reason: change.reason, changedAt: change.at, changedBy: change.by })
    .where(and(eq(approvalDecisions.applicationId, applicationId), eq(approvalDecisions.organizationId, organizationId), eq(approvalDecisions.state, 0)))
    .returning({ id: approvalDecisions.organizationId });
  return rows.length > 0;
}

export type HistoryInsert = typeof approvalHistory.$inferInsert;

export async function addHistory(tx: DbOrTx, entry: HistoryInsert): Promise<void> {
  await tx.insert(approvalHistory).values(entry);
}

export async function historyOf(tx: DbOrTx, applicationId: number) {
  return tx
    .select({
      at: approvalHistory.at,
      byUserName: fullName(users),
      action: approvalHistory.action,
      fromState: approvalHistory.fromState,
      toState: approvalHistory.toState,
      organizationId: approvalHistory.organizationId,
      organization: organizations.name,
      reason: approvalHistory.reason,
    })
    .from(approvalHistory)
    .innerJoin(users, eq(users.id, approvalHistory.byUserId))
    .leftJoin(organizations, eq(organizations.id, approvalHistory.organizationId))
    .where(eq(approvalHistory.applicationId, applicationId))
    .orderBy(asc(approvalHistory.id));
}

export type AttachmentRecord = typeof approvalAttachments.$inferSelect;

export async function attachmentsOf(tx: DbOrTx, applicationId: number): Promise<AttachmentRecord[]> {
  return tx.select().from(approvalAttachments).where(eq(approvalAttachments.applicationId, applicationId)).orderBy(asc(approvalAttachments.sort), asc(approvalAttachments.id));
}

export async function findAttachment(tx: DbOrTx, applicationId: number, id: number): Promise<AttachmentRecord | undefined> {
  const [row] = await tx.select().from(approvalAttachments).where(and(eq(approvalAttachments.applicationId, applicationId), eq(approvalAttachments.id, id)));
  return row;
}

/** How many attachments the application has, and the bytes of their files together. */
export async function attachmentTotals(tx: DbOrTx, applicationId: number): Promise<{ count: number; bytes: number }> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${approvalAttachments.size}), 0)::bigint` })
    .from(approvalAttachments)
    .where(eq(approvalAttachments.applicationId, applicationId));
  return { count: Number(row.count), bytes: Number(row.bytes) };
}

export async function insertAttachment(tx: DbOrTx, values: typeof approvalAttachments.$inferInsert): Promise<number> {
  const [row] = await tx.insert(approvalAttachments).values(values).returning({ id: approvalAttachments.id });
  return row.id;
}

export async function updateAttachment(tx: DbOrTx, id: number, values: Partial<typeof approvalAttachments.$inferInsert>): Promise<void> {
  await tx.update(approvalAttachments).set(values).where(eq(approvalAttachments.id, id));
}

export async function deleteAttachment(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(approvalAttachments).where(eq(approvalAttachments.id, id));
}

/** Open or approved applications of a state association on a day (date clash candidates). */
export async function sameDayApplications(tx: DbOrTx, masterId: number, regionId: number, day: string, excludeId: number | undefined) {
  const conditions = [
    eq(competitionApprovals.masterId, masterId),
    eq(competitionApprovals.regionId, regionId),
    inArray(competitionApprovals.state, [1, 3]),
    gte(competitionApprovals.startAt, `${day} 00:00:00`),
    lt(competitionApprovals.startAt, `${day} 23:59:59.999`),
  ];
  if (excludeId) conditions.push(ne(competitionApprovals.id, excludeId));
  return tx
    .select({
      id: competitionApprovals.id,
      name: competitionApprovals.name,
      startAt: competitionApprovals.startAt,
      town: competitionApprovals.town,
      latitude: competitionApprovals.latitude,
      longitude: competitionApprovals.longitude,
      state: competitionApprovals.state,
      organizer: owner.name,
    })
    .from(competitionApprovals)
    .innerJoin(owner, eq(owner.id, competitionApprovals.ownerOrganizationId))
    .where(and(...conditions))
    .orderBy(asc(competitionApprovals.startAt))
    .limit(50);
}

export async function feeScheduleOf(tx: DbOrTx, masterId: number) {
  const [row] = await tx.select().from(feeSchedules).where(eq(feeSchedules.masterId, masterId));
  return row;
}

/**
 * The next invoice number of a federation and year. The counter row is raised in the caller's
 * transaction, so concurrent invoices wait for each other and a rolled-back invoice leaves no gap.
 */
export async function nextInvoiceNumber(tx: DbOrTx, masterId: number, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ masterId, year, lastNumber: 1 })
    .onConflictDoUpdate({ target: [invoiceCounters.masterId, invoiceCounters.year], set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ n: invoiceCounters.lastNumber });
  return row.n;
}

/** Approved applications starting from `fromDay` (public calendar), by start. */
export async function approvedUpcoming(tx: DbOrTx, masterId: number, filter: { fromDay: string; toDay?: string; regionId?: number }) {
  const conditions = [eq(competitionApprovals.masterId, masterId), eq(competitionApprovals.state, 3), gte(competitionApprovals.startAt, `${filter.fromDay} 00:00:00`)];
  if (filter.toDay) conditions.push(lt(competitionApprovals.startAt, `${filter.toDay} 00:00:00`));
  if (filter.regionId) conditions.push(eq(competitionApprovals.regionId, filter.regionId));
  return selectRecords(tx)
    .where(and(...conditions))
    .orderBy(asc(competitionApprovals.startAt), asc(competitionApprovals.id))
    .limit(500);
}
