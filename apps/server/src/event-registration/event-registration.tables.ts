import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, varchar, date, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.tables';
import { users } from '../users/users.tables';
import { at } from '../db/columns';

/**
 * Meetings of a club with public sign-up (spec statistics.md §2.5, §3 "Event registration").
 * `currentPeople` is kept with every sign-up and cancellation in the same transaction, so the
 * capacity check is one conditional update that serialises concurrent sign-ups on the row.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The public identifier in the organiser's and the visitor's addresses (spec: eGuid). */
    guid: uuid('guid').notNull().unique().defaultRandom(),
    masterId: integer('master_id').notNull().references(() => organizations.id),
    ownerOrganizationId: integer('owner_organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    contactEmail: text('contact_email').notNull(),
    city: text('city').notNull(),
    country: varchar('country', { length: 3 }).notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    /** 0 = unlimited. */
    maxPeople: integer('max_people').notNull(),
    currentPeople: integer('current_people').notNull().default(0),
    creatorUserId: integer('creator_user_id').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (t) => [index('event_registrations_owner_date_idx').on(t.ownerOrganizationId, t.eventDate), index('event_registrations_master_date_idx').on(t.masterId, t.eventDate)],
);

/**
 * People signed up for an event. One address may sign up several people (a parent for their
 * children), so a person is told apart by name and year of birth, not by address.
 */
export const eventAttendees = pgTable(
  'event_attendees',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventRegistrationId: integer('event_registration_id')
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    club: text('club'),
    yearOfBirth: integer('year_of_birth').notNull(),
    /** The language the visitor signed up in (de, en, nl); their mails use it. */
    language: varchar('language', { length: 2 }).notNull(),
    /** SHA-256 of the cancellation token mailed to the attendee. */
    cancelTokenHash: text('cancel_token_hash').notNull().unique(),
    /**
     * SHA-256 of the confirmation token mailed at sign-up (double opt-in); null once confirmed. An
     * unconfirmed sign-up holds its place for 48 hours.
     */
    confirmTokenHash: text('confirm_token_hash').unique(),
    /** When the attendee confirmed their address; null while unconfirmed. */
    confirmedAt: at('confirmed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_attendees_event_person_idx').on(t.eventRegistrationId, sql`lower(${t.firstName})`, sql`lower(${t.lastName})`, t.yearOfBirth)],
);
