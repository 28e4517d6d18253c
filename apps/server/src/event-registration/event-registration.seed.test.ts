import { eq, isNull, sql } from 'drizzle-orm';
import type { EventRegistration } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { eventAttendees, eventRegistrations } from '../db/schema';
import { DEMO_EVENT_REGISTRATION, DEMO_UNLIMITED_EVENT_REGISTRATION, seedDemoEventRegistrations } from './event-registration.seed';

let t: TestApp;
let seeded: boolean;
beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedDemoEventRegistrations(t.database.db);
});
afterAll(() => t.close());

describe('demo event registrations', () => {
  it('gives Eintracht Frankfurt an open registration with attendees and one without a limit, counted as sign-ups count', async () => {
    expect(seeded).toBe(true);
    const rows = await t.database.db
      .select({ name: eventRegistrations.name, maxPeople: eventRegistrations.maxPeople, currentPeople: eventRegistrations.currentPeople, eventDate: eventRegistrations.eventDate, attendees: sql<number>`count(${eventAttendees.id})::int` })
      .from(eventRegistrations)
      .leftJoin(eventAttendees, eq(eventAttendees.eventRegistrationId, eventRegistrations.id))
      .groupBy(eventRegistrations.id)
      .orderBy(eventRegistrations.eventDate);
    expect(rows.map((r) => [r.name, r.maxPeople, r.currentPeople, r.attendees])).toEqual([
      [DEMO_EVENT_REGISTRATION, 40, 4, 4],
      [DEMO_UNLIMITED_EVENT_REGISTRATION, 0, 2, 2],
    ]);
    expect(rows[0].eventDate > new Date().toISOString().slice(0, 10)).toBe(true);
    // Confirmed, so that they neither lapse after 48 hours nor miss the organiser's mails.
    expect(await t.database.db.$count(eventAttendees, isNull(eventAttendees.confirmedAt))).toBe(0);
    expect(await seedDemoEventRegistrations(t.database.db)).toBe(false);
  });

  it('shows them to the club’s user with the mail to the attendees, and on the public pages', async () => {
    const { accessToken } = await t.login('club.user@demo.test');
    const list = (await t.as(accessToken, { method: 'GET', url: '/api/event-registrations' })).json().entities as EventRegistration[];
    const open = list.find((e) => e.name === DEMO_EVENT_REGISTRATION)!;
    expect(open.links.map((l) => l.rel)).toContain('inform_attendees');
    const [row] = await t.database.db.select({ guid: eventRegistrations.guid }).from(eventRegistrations).where(eq(eventRegistrations.name, DEMO_EVENT_REGISTRATION));
    const page = (await t.as(null, { method: 'GET', url: `/api/public/event-registrations/${row.guid}` })).json();
    expect(page).toMatchObject({ placesLeft: 36, full: false, open: true, organizerName: 'Eintracht Frankfurt e.V.' });
  });
});
