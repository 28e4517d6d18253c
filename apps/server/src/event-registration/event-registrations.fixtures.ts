import { eq, sql } from 'drizzle-orm';
import { dayOf, type EventRegistrationInput, type SignUpInput } from '@portal/domain';
import type { TestApp } from '../test/harness';
import { eventAttendees, eventRegistrations } from '../db/schema';
import { sha256 } from '../lib/tokens';
import { DAY } from '../lib/clock';

/** Test support of event registration (no shipped code uses it). */

export const base = '/api/event-registrations';
export const publicBase = '/api/public/event-registrations';

/** The day `days` after the test app's today (`YYYY-MM-DD`). */
export const dayFromToday = (t: TestApp, days: number) => dayOf(new Date(t.clock.now().getTime() + days * DAY));

/** A complete registration as the form sends it; `over` replaces fields. */
export function registrationPayload(t: TestApp, over: Partial<EventRegistrationInput> = {}): EventRegistrationInput {
  return {
    name: 'Abendsportfest am Brentanobad',
    contactEmail: 'sportfest@eintracht.example',
    city: 'Frankfurt am Main',
    country: 'GER',
    eventDate: dayFromToday(t, 30),
    maxPeople: 40,
    ...over,
  };
}

/** A visitor's complete sign-up; `over` replaces fields. */
export function signUpPayload(over: Partial<SignUpInput> = {}): SignUpInput {
  return { firstName: 'Lena', lastName: 'Läufer', email: 'lena.laeufer@example.org', club: 'LG Offenbach', yearOfBirth: 2001, ...over };
}

/** A registration written directly; returns its id and guid. */
export async function insertStoredRegistration(
  t: TestApp,
  r: { masterId: number; ownerId: number; name: string; eventDate?: string; maxPeople?: number; city?: string },
): Promise<{ id: number; guid: string }> {
  const [row] = await t.database.db
    .insert(eventRegistrations)
    .values({
      masterId: r.masterId,
      ownerOrganizationId: r.ownerId,
      name: r.name,
      contactEmail: 'kontakt@verein.example',
      city: r.city ?? 'Kassel',
      country: 'GER',
      eventDate: r.eventDate ?? dayFromToday(t, 20),
      maxPeople: r.maxPeople ?? 0,
    })
    .returning({ id: eventRegistrations.id, guid: eventRegistrations.guid });
  return row;
}

/**
 * An attendee written directly, with the count kept as a sign-up keeps it; `token` is the
 * cancellation token. Confirmed unless `confirmed` is false; signed up now on the test's clock.
 */
export async function insertStoredAttendee(
  t: TestApp,
  registrationId: number,
  a: { email: string; firstName?: string; lastName?: string; language?: string; club?: string | null; token?: string; confirmed?: boolean },
): Promise<void> {
  const now = t.clock.now();
  const confirmed = a.confirmed ?? true;
  await t.database.db.transaction(async (tx) => {
    await tx
      .update(eventRegistrations)
      .set({ currentPeople: sql`${eventRegistrations.currentPeople} + 1` })
      .where(eq(eventRegistrations.id, registrationId));
    await tx.insert(eventAttendees).values({
      eventRegistrationId: registrationId,
      firstName: a.firstName ?? 'Tim',
      lastName: a.lastName ?? a.email.split('@')[0],
      email: a.email,
      club: a.club === undefined ? 'TV Bergen-Enkheim' : a.club,
      yearOfBirth: 1990,
      language: a.language ?? 'de',
      cancelTokenHash: sha256(a.token ?? `token-${a.email}-${Math.random()}`),
      confirmTokenHash: confirmed ? null : sha256(`confirm-${a.email}-${Math.random()}`),
      confirmedAt: confirmed ? now : null,
      createdAt: now,
    });
  });
}

export async function storedRegistration(t: TestApp, guid: string) {
  const [row] = await t.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.guid, guid));
  return row;
}

export async function storedAttendees(t: TestApp, registrationId: number) {
  return t.database.db.select().from(eventAttendees).where(eq(eventAttendees.eventRegistrationId, registrationId));
}

export const relsOf = (item: { links: { rel: string }[] }) => item.links.map((l) => l.rel).sort();

/** One md5 over the area's tables and the job queue: a refused call must leave it as it was. */
export async function registrationFingerprint(t: TestApp): Promise<string> {
  const result = await t.database.db.execute<{ f: string }>(sql`
    select (select md5(coalesce(string_agg(r::text, ',' order by r.id), '')) from event_registrations r)
        || (select md5(coalesce(string_agg(a::text, ',' order by a.id), '')) from event_attendees a)
        || (select count(*)::text from jobs) as f`);
  return result.rows[0].f;
}
