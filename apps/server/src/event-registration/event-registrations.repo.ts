import { and, arrayOverlaps, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { eventAttendees, eventRegistrations, organizations } from '../db/schema';
import { containsPattern } from '../lib/sql-like';

const owner = alias(organizations, 'registration_owner');
const federation = alias(organizations, 'registration_federation');

export type RegistrationRow = typeof eventRegistrations.$inferSelect;
export type NewRegistration = typeof eventRegistrations.$inferInsert;
export type AttendeeRow = typeof eventAttendees.$inferSelect;
export type NewAttendee = typeof eventAttendees.$inferInsert;

/** A registration with its owner's name and place in the tree (for the "admin of" check) and its federation's name. */
export interface RegistrationRecord {
  registration: RegistrationRow;
  ownerName: string;
  ownerPath: number[];
  masterName: string;
}

function selectRecords(tx: DbOrTx) {
  return tx
    .select({ registration: eventRegistrations, ownerName: owner.name, ownerPath: owner.path, masterName: federation.name })
    .from(eventRegistrations)
    .innerJoin(owner, eq(owner.id, eventRegistrations.ownerOrganizationId))
    .innerJoin(federation, eq(federation.id, eventRegistrations.masterId));
}

/** The registration with this public identifier, of any federation (the service answers 404 for another one's). */
export async function findRegistration(tx: DbOrTx, guid: string): Promise<RegistrationRecord | undefined> {
  const [row] = await selectRecords(tx).where(eq(eventRegistrations.guid, guid)).limit(1);
  return row;
}

export interface RegistrationFilter {
  masterId: number;
  /** Owners where the caller holds a role. */
  roleOrganizations: number[];
  /** Owners on or below these organisations (the caller is OrgAdmin there). */
  adminRoots: number[];
  freetextSearch?: string;
}

/** The list's conditions: the caller's federation, the organisations they manage, free text on name and town. */
export function listConditions(filter: RegistrationFilter): SQL {
  const none = [0];
  const c: SQL[] = [
    eq(eventRegistrations.masterId, filter.masterId),
    or(
      inArray(eventRegistrations.ownerOrganizationId, filter.roleOrganizations.length ? filter.roleOrganizations : none),
      arrayOverlaps(owner.path, filter.adminRoots.length ? filter.adminRoots : none),
    )!,
  ];
  const text = filter.freetextSearch?.trim();
  if (text) {
    const pattern = containsPattern(text);
    c.push(or(ilike(eventRegistrations.name, pattern), ilike(eventRegistrations.city, pattern))!);
  }
  return and(...c)!;
}

const newestFirst = [desc(eventRegistrations.eventDate), desc(eventRegistrations.id)];

/** One page of registrations, latest event first, and the total. */
export async function pageOfRegistrations(tx: DbOrTx, where: SQL, page: { limit: number; offset: number }): Promise<{ rows: RegistrationRecord[]; total: number }> {
  const rows = await selectRecords(tx).where(where).orderBy(...newestFirst).limit(page.limit).offset(page.offset);
  if (page.offset === 0 && rows.length < page.limit) return { rows, total: rows.length };
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .innerJoin(owner, eq(owner.id, eventRegistrations.ownerOrganizationId))
    .where(where);
  return { rows, total: Number(count.n) };
}

/** Upcoming events (on `today` or later), soonest first, of one federation or of all; at most `limit`. */
export async function upcomingRegistrations(tx: DbOrTx, today: string, masterId: number | undefined, limit: number): Promise<RegistrationRecord[]> {
  const conditions = [gte(eventRegistrations.eventDate, today), ...(masterId ? [eq(eventRegistrations.masterId, masterId)] : [])];
  return selectRecords(tx)
    .where(and(...conditions))
    .orderBy(asc(eventRegistrations.eventDate), asc(eventRegistrations.id))
    .limit(limit);
}

export async function insertRegistration(tx: DbOrTx, values: NewRegistration): Promise<string> {
  const [row] = await tx.insert(eventRegistrations).values(values).returning({ guid: eventRegistrations.guid });
  return row.guid;
}

/**
 * Writes the fields unless the new maximum lies below the people already signed up; the condition
 * is checked on the locked row, so a sign-up running at the same moment cannot slip past it.
 * False when the maximum was refused (or the row is gone).
 */
export async function updateRegistration(tx: DbOrTx, id: number, values: Partial<NewRegistration> & { maxPeople: number }): Promise<boolean> {
  const rows = await tx
    .update(eventRegistrations)
    .set(values)
    .where(and(eq(eventRegistrations.id, id), values.maxPeople === 0 ? undefined : sql`${eventRegistrations.currentPeople} <= ${values.maxPeople}`))
    .returning({ id: eventRegistrations.id });
  return rows.length > 0;
}

export async function deleteRegistration(tx: DbOrTx, id: number): Promise<boolean> {
  const rows = await tx.delete(eventRegistrations).where(eq(eventRegistrations.id, id)).returning({ id: eventRegistrations.id });
  return rows.length > 0;
}

/**
 * Takes one place in one statement: the row lock makes concurrent sign-ups wait for each other, and
 * each re-reads the count before it adds itself, so no more than `max_people` ever get in.
 * False when the event is full (or gone).
 */
export async function takePlace(tx: DbOrTx, id: number): Promise<boolean> {
  const rows = await tx
    .update(eventRegistrations)
    .set({ currentPeople: sql`${eventRegistrations.currentPeople} + 1` })
    .where(and(eq(eventRegistrations.id, id), sql`(${eventRegistrations.maxPeople} = 0 or ${eventRegistrations.currentPeople} < ${eventRegistrations.maxPeople})`))
    .returning({ id: eventRegistrations.id });
  return rows.length > 0;
}

/** Gives a place back (a cancelled sign-up). */
export async function releasePlace(tx: DbOrTx, id: number): Promise<void> {
  await tx
    .update(eventRegistrations)
    .set({ currentPeople: sql`greatest(${eventRegistrations.currentPeople} - 1, 0)` })
    .where(eq(eventRegistrations.id, id));
}

/** Adds the attendee; false when this person (first and last name in any case, year of birth) is already signed up for the event. */
export async function insertAttendee(tx: DbOrTx, values: NewAttendee): Promise<boolean> {
  const rows = await tx.insert(eventAttendees).values(values).onConflictDoNothing().returning({ id: eventAttendees.id });
  return rows.length > 0;
}

/** The attendee holding the cancellation token with this hash. */
export async function findAttendeeByTokenHash(tx: DbOrTx, hash: string): Promise<AttendeeRow | undefined> {
  const [row] = await tx.select().from(eventAttendees).where(eq(eventAttendees.cancelTokenHash, hash)).limit(1);
  return row;
}

/** The attendee with this id if they are signed up for this registration. */
export async function findAttendeeOf(tx: DbOrTx, registrationId: number, id: number): Promise<AttendeeRow | undefined> {
  const [row] = await tx
    .select()
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventRegistrationId, registrationId), eq(eventAttendees.id, id)))
    .limit(1);
  return row;
}

export async function deleteAttendee(tx: DbOrTx, id: number): Promise<boolean> {
  const rows = await tx.delete(eventAttendees).where(eq(eventAttendees.id, id)).returning({ id: eventAttendees.id });
  return rows.length > 0;
}

/**
 * The attendees of a registration, by last and first name: the confirmed ones and the unconfirmed
 * ones that signed up at `unconfirmedSince` or later (older ones have lost their place, even before
 * they are removed); only the confirmed ones when `unconfirmedSince` is null.
 */
export async function attendeesOf(tx: DbOrTx, registrationId: number, unconfirmedSince: Date | null): Promise<AttendeeRow[]> {
  const holding = unconfirmedSince ? or(isNotNull(eventAttendees.confirmedAt), gte(eventAttendees.createdAt, unconfirmedSince)) : isNotNull(eventAttendees.confirmedAt);
  return tx
    .select()
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventRegistrationId, registrationId), holding))
    .orderBy(asc(sql`lower(${eventAttendees.lastName})`), asc(sql`lower(${eventAttendees.firstName})`), asc(eventAttendees.id));
}

const expiredSignUp = (before: Date) => and(isNull(eventAttendees.confirmedAt), lt(eventAttendees.createdAt, before));

/** Whether the registration has unconfirmed sign-ups from before `before`. */
export async function hasExpiredSignUps(tx: DbOrTx, registrationId: number, before: Date): Promise<boolean> {
  const rows = await tx
    .select({ id: eventAttendees.id })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventRegistrationId, registrationId), expiredSignUp(before)))
    .limit(1);
  return rows.length > 0;
}

/** The registrations holding unconfirmed sign-ups from before `before`. */
export async function registrationsWithExpiredSignUps(tx: DbOrTx, before: Date): Promise<number[]> {
  const rows = await tx.selectDistinct({ id: eventAttendees.eventRegistrationId }).from(eventAttendees).where(expiredSignUp(before));
  return rows.map((r) => r.id);
}

/**
 * Removes the registration's unconfirmed sign-ups from before `before` and gives their places back;
 * answers how many. The event row is locked first, in the order sign-ups and cancellations lock,
 * and the count is lowered by the rows actually deleted: one confirmed at this moment stays.
 */
export async function removeExpiredSignUps(tx: DbOrTx, registrationId: number, before: Date): Promise<number> {
  await tx.select({ id: eventRegistrations.id }).from(eventRegistrations).where(eq(eventRegistrations.id, registrationId)).for('update');
  const gone = await tx
    .delete(eventAttendees)
    .where(and(eq(eventAttendees.eventRegistrationId, registrationId), expiredSignUp(before)))
    .returning({ id: eventAttendees.id });
  if (gone.length > 0) {
    await tx
      .update(eventRegistrations)
      .set({ currentPeople: sql`greatest(${eventRegistrations.currentPeople} - ${gone.length}, 0)` })
      .where(eq(eventRegistrations.id, registrationId));
  }
  return gone.length;
}

/**
 * Confirms the unconfirmed sign-up holding the confirmation token with this hash, if it was made at
 * `since` or later; the token is used up. Answers the attendee's registration id, or undefined.
 */
export async function confirmAttendee(tx: DbOrTx, hash: string, since: Date, now: Date): Promise<number | undefined> {
  const [row] = await tx
    .update(eventAttendees)
    .set({ confirmedAt: now, confirmTokenHash: null })
    .where(and(eq(eventAttendees.confirmTokenHash, hash), isNull(eventAttendees.confirmedAt), gte(eventAttendees.createdAt, since)))
    .returning({ registrationId: eventAttendees.eventRegistrationId });
  return row?.registrationId;
}

/** The registration with this id (the one a cancelled attendee belonged to). */
export async function findRegistrationById(tx: DbOrTx, id: number): Promise<RegistrationRecord | undefined> {
  const [row] = await selectRecords(tx).where(eq(eventRegistrations.id, id)).limit(1);
  return row;
}
