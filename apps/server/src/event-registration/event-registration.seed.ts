import { and, eq } from 'drizzle-orm';
import { dayOf } from '@portal/domain';
import type { Db } from '../db/client';
import { eventAttendees, eventRegistrations, organizations, users } from '../db/schema';
import { randomToken, sha256 } from '../lib/tokens';
import { DAY } from '../lib/clock';

/** The demo's open registration of Eintracht Frankfurt (the README and the journeys name it). */
export const DEMO_EVENT_REGISTRATION = 'Abendsportfest am Brentanobad';
/** The demo's registration without a limit of places. */
export const DEMO_UNLIMITED_EVENT_REGISTRATION = 'Mainuferlauf für alle';

const attendees = [
  { firstName: 'Jonas', lastName: 'Becker', email: 'jonas.becker@example.org', club: 'LG Offenbach', yearOfBirth: 2004, language: 'de' },
  { firstName: 'Mia', lastName: 'Schulz', email: 'mia.schulz@example.org', club: 'TSG Nieder-Erlenbach', yearOfBirth: 2007, language: 'de' },
  { firstName: 'Sophie', lastName: 'Turner', email: 'sophie.turner@example.org', club: null, yearOfBirth: 1998, language: 'en' },
  { firstName: 'Lotte', lastName: 'Visser', email: 'lotte.visser@example.org', club: 'AV Phanos', yearOfBirth: 2001, language: 'nl' },
];

/**
 * Two meetings of Eintracht Frankfurt with a public sign-up, some weeks after `now`: an evening
 * meeting with 40 places and four attendees, and a run without a limit with two, all confirmed (an
 * unconfirmed one would lapse after 48 hours). Their cancellation tokens are thrown away (nobody
 * mails them). Needs the demo tree and accounts; does nothing when
 * the registration already exists.
 */
export async function seedDemoEventRegistrations(db: Db, options: { now?: Date } = {}): Promise<boolean> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [club] = await tx.select({ id: organizations.id, masterId: organizations.masterId }).from(organizations).where(eq(organizations.name, 'Eintracht Frankfurt e.V.'));
    if (!club?.masterId) return false;
    const existing = await tx
      .select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.ownerOrganizationId, club.id), eq(eventRegistrations.name, DEMO_EVENT_REGISTRATION)));
    if (existing.length > 0) return false;
    const [creator] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'club.user@demo.test'));
    const weeksAhead = (weeks: number) => dayOf(new Date(now.getTime() + weeks * 7 * DAY));
    const rows = await tx
      .insert(eventRegistrations)
      .values([
        { name: DEMO_EVENT_REGISTRATION, city: 'Frankfurt am Main', eventDate: weeksAhead(5), maxPeople: 40, currentPeople: attendees.length },
        { name: DEMO_UNLIMITED_EVENT_REGISTRATION, city: 'Frankfurt am Main', eventDate: weeksAhead(9), maxPeople: 0, currentPeople: 2 },
      ].map((r) => ({ ...r, masterId: club.masterId!, ownerOrganizationId: club.id, contactEmail: 'veranstaltungen@eintracht-leichtathletik.example', country: 'GER', creatorUserId: creator?.id ?? null })))
      .returning({ id: eventRegistrations.id });
    const signUps = [...attendees.map((a) => ({ ...a, eventRegistrationId: rows[0].id })), ...attendees.slice(0, 2).map((a) => ({ ...a, eventRegistrationId: rows[1].id }))];
    await tx.insert(eventAttendees).values(signUps.map((a) => ({ ...a, cancelTokenHash: sha256(randomToken()), createdAt: now, confirmedAt: now })));
    return true;
  });
}
