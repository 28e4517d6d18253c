import { eq, sql } from 'drizzle-orm';
import { translate, translateValidation, type Link, type PublicEvent } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/harness';
import { DLV, EINTRACHT, loadOrgs, PHANOS, type Org } from '../test/fixtures';
import { eventAttendees, eventRegistrations } from '../db/schema';
import { sha256 } from '../lib/tokens';
import { dayFromToday, insertStoredAttendee, insertStoredRegistration, publicBase, signUpPayload, storedAttendees, storedRegistration } from './event-registrations.fixtures';

let t: TestApp;
let org: (name: string) => Org;

beforeAll(async () => {
  t = await createTestApp();
  org = await loadOrgs(t);
});
afterAll(() => t.close());

const eintracht = (name: string, over: { maxPeople?: number; eventDate?: string } = {}) =>
  insertStoredRegistration(t, { masterId: org(DLV).id, ownerId: org(EINTRACHT).id, name, city: 'Frankfurt am Main', ...over });
const signUp = (guid: string, payload: unknown, query = '') => t.as(null, { method: 'POST', url: `${publicBase}/${guid}/sign-up${query}`, payload: payload as object });
const cancel = (token: string) => t.as(null, { method: 'POST', url: `${publicBase}/cancel`, payload: { token } });
const tokenOf = (link: string) => link.split('/events/cancel/')[1];

describe('the public pages', () => {
  it('lists the upcoming events of a federation, or of every federation, to anyone', async () => {
    const coming = await eintracht('Öffentlich kommend', { eventDate: dayFromToday(t, 3) });
    const today = await eintracht('Öffentlich heute', { eventDate: dayFromToday(t, 0) });
    const past = await eintracht('Öffentlich vorbei', { eventDate: dayFromToday(t, -1) });
    const dutch = await insertStoredRegistration(t, { masterId: org(PHANOS).masterId, ownerId: org(PHANOS).id, name: 'Openbaar', eventDate: dayFromToday(t, 5) });
    const guids = async (query: string) => ((await t.as(null, { method: 'GET', url: `${publicBase}${query}` })).json() as PublicEvent[]).map((e) => e.guid);
    const german = await guids(`?masterOrganizationId=${org(DLV).id}`);
    expect(german).toEqual(expect.arrayContaining([coming.guid, today.guid]));
    expect(german).not.toContain(past.guid);
    expect(german).not.toContain(dutch.guid);
    expect(german.indexOf(today.guid)).toBeLessThan(german.indexOf(coming.guid));
    expect(await guids('')).toEqual(expect.arrayContaining([coming.guid, dutch.guid]));
    // Each event names its federation (the public list's federation selector).
    const all = (await t.as(null, { method: 'GET', url: publicBase })).json() as PublicEvent[];
    expect(all.find((e) => e.guid === coming.guid)).toMatchObject({ masterOrganizationId: org(DLV).id, masterOrganizationName: DLV });
    expect(all.find((e) => e.guid === dutch.guid)).toMatchObject({ masterOrganizationId: org(PHANOS).masterId });
    const root = (await t.as(null, { method: 'GET', url: '/api' })).json().links as Link[];
    expect(root.filter((l) => ['public_event_registrations', 'public_event_registration', 'sign_up', 'cancel_sign_up'].includes(l.rel)).length).toBe(4);
  });

  it('shows one event with its places and the sign-up link while one is possible', async () => {
    const { id, guid } = await eintracht('Öffentliche Seite', { maxPeople: 2 });
    const page = async () => (await t.as(null, { method: 'GET', url: `${publicBase}/${guid}` })).json() as PublicEvent;
    expect(await page()).toMatchObject({ guid, name: 'Öffentliche Seite', city: 'Frankfurt am Main', country: 'GER', organizerName: EINTRACHT, maxPeople: 2, currentPeople: 0, placesLeft: 2, full: false, open: true });
    expect((await page()).links.map((l) => l.rel)).toEqual(['public_event_registration', 'sign_up', 'cancel_sign_up']);
    await insertStoredAttendee(t, id, { email: 'eins@example.org' });
    await insertStoredAttendee(t, id, { email: 'zwei@example.org' });
    expect(await page()).toMatchObject({ currentPeople: 2, placesLeft: 0, full: true });
    expect((await page()).links.map((l) => l.rel)).toEqual(['public_event_registration', 'cancel_sign_up']);
    const unlimited = await eintracht('Ohne Grenze', { maxPeople: 0 });
    expect((await t.as(null, { method: 'GET', url: `${publicBase}/${unlimited.guid}` })).json()).toMatchObject({ placesLeft: null, full: false });
    expect((await t.as(null, { method: 'GET', url: `${publicBase}/00000000-0000-4000-8000-000000000000` })).statusCode).toBe(404);
  });
});

describe('signing up', () => {
  it('takes a place, stores only the token’s hash and mails the confirmation with the cancel link in the page’s language', async () => {
    const { id, guid } = await eintracht('Bestätigungsprobe', { maxPeople: 10 });
    t.mails.length = 0;
    const r = await signUp(guid, signUpPayload({ language: 'en', club: '  ' }));
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({ currentPeople: 1, placesLeft: 9 });
    const [attendee] = await storedAttendees(t, id);
    expect(attendee).toMatchObject({ firstName: 'Lena', lastName: 'Läufer', email: 'lena.laeufer@example.org', club: null, yearOfBirth: 2001, language: 'en' });
    await t.runJobs();
    const mail = t.mails.find((m) => m.to === 'lena.laeufer@example.org')!;
    expect(mail.subject).toBe('Sign-up confirmed: Bestätigungsprobe');
    expect(mail.replyTo).toBe('kontakt@verein.example');
    expect(mail.link).toMatch(new RegExp(`^${t.config.publicOrigin}/events/cancel/[A-Za-z0-9_-]{40,}$`));
    expect(mail.text).toContain(`in Frankfurt am Main`);
    expect(attendee.cancelTokenHash).toBe(sha256(tokenOf(mail.link)));
    expect(attendee.cancelTokenHash).not.toContain(tokenOf(mail.link));

    // Without a language in the body, the request's culture decides.
    await signUp(guid, signUpPayload({ email: 'nl@example.org' }), '?culture=nl');
    await t.runJobs();
    expect(t.mails.find((m) => m.to === 'nl@example.org')!.subject).toBe(translate('nl', 'eventRegistration.mail.signUpSubject', { event: 'Bestätigungsprobe' }));
  });

  it('validates the sign-up (422 FirstName, LastName, Email, YearOfBirth, Club) and takes no place', async () => {
    const { guid } = await eintracht('Prüfprobe', { maxPeople: 10 });
    const errorsOf = async (payload: unknown) => {
      const r = await signUp(guid, payload, '?culture=en');
      expect(r.statusCode, r.body).toBe(422);
      return r.json().errors as Record<string, string[]>;
    };
    const en = (key: string) => translateValidation('en', key);
    expect(await errorsOf({})).toEqual({
      FirstName: [en('errorFirstNameRequired')],
      LastName: [en('errorLastNameRequired')],
      Email: [en('errorEmailRequired')],
      YearOfBirth: [en('errorYearOfBirthRequired')],
    });
    const year = new Date().getFullYear();
    expect(await errorsOf(signUpPayload({ yearOfBirth: year + 1 }))).toEqual({ YearOfBirth: [en('errorYearOfBirthRequired')] });
    expect(await errorsOf(signUpPayload({ yearOfBirth: year - 150 }))).toEqual({ YearOfBirth: [en('errorYearOfBirthRequired')] });
    expect(await errorsOf(signUpPayload({ email: 'keine-adresse' }))).toEqual({ Email: [en('errorInvalidEmail')] });
    expect(await errorsOf(signUpPayload({ firstName: 'x'.repeat(101), club: 'y'.repeat(201) }))).toEqual({ FirstName: [en('errorTooLong')], Club: [en('errorTooLong')] });
    expect((await storedRegistration(t, guid)).currentPeople).toBe(0);
    expect((await signUp(guid, signUpPayload({ yearOfBirth: year - 149, email: 'alt@example.org' }))).statusCode).toBe(201);
    expect((await signUp(guid, signUpPayload({ yearOfBirth: year, email: 'jung@example.org' }))).statusCode).toBe(201);
  });

  it('refuses a second sign-up with the same address, in any case (409), and keeps one place', async () => {
    const { id, guid } = await eintracht('Doppelprobe', { maxPeople: 10 });
    expect((await signUp(guid, signUpPayload({ email: 'Doppelt@Example.org' }))).statusCode).toBe(201);
    const again = await signUp(guid, signUpPayload({ email: 'doppelt@example.ORG', firstName: 'Zweite' }), '?culture=en');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'validation.errorAlreadySignedUp', message: translateValidation('en', 'validation.errorAlreadySignedUp') });
    expect((await storedRegistration(t, guid)).currentPeople).toBe(1);
    expect(await storedAttendees(t, id)).toHaveLength(1);
    // The same address may sign up for another event.
    const other = await eintracht('Andere Veranstaltung', { maxPeople: 10 });
    expect((await signUp(other.guid, signUpPayload({ email: 'doppelt@example.org' }))).statusCode).toBe(201);
  });

  it('refuses sign-ups when no place is left (409 errorEventFull) and after the event’s day (409 errorSignUpClosed)', async () => {
    const { guid } = await eintracht('Vollprobe', { maxPeople: 1 });
    expect((await signUp(guid, signUpPayload({ email: 'erster@example.org' }))).statusCode).toBe(201);
    const full = await signUp(guid, signUpPayload({ email: 'zweiter@example.org' }));
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('validation.errorEventFull');
    expect((await storedRegistration(t, guid)).currentPeople).toBe(1);

    const past = await eintracht('Vergangen', { maxPeople: 0, eventDate: dayFromToday(t, -1) });
    const closed = await signUp(past.guid, signUpPayload());
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('validation.errorSignUpClosed');
    expect((await storedRegistration(t, past.guid)).currentPeople).toBe(0);
    expect((await signUp('00000000-0000-4000-8000-000000000000', signUpPayload())).statusCode).toBe(404);
  });

  it('cancels with the mailed token, gives the place back, and refuses the token afterwards (404)', async () => {
    const { id, guid } = await eintracht('Stornoprobe', { maxPeople: 1 });
    t.mails.length = 0;
    await signUp(guid, signUpPayload({ email: 'storno@example.org' }));
    await t.runJobs();
    const token = tokenOf(t.mails.find((m) => m.to === 'storno@example.org')!.link);
    expect((await signUp(guid, signUpPayload({ email: 'wartend@example.org' }))).statusCode).toBe(409);

    const r = await cancel(token);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ guid, currentPeople: 0, placesLeft: 1, full: false });
    expect(await storedAttendees(t, id)).toHaveLength(0);
    expect((await signUp(guid, signUpPayload({ email: 'wartend@example.org' }))).statusCode).toBe(201);

    const again = await cancel(token);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('validation.errorCancelLinkInvalid');
    expect((await cancel('erfunden')).statusCode).toBe(404);
    expect((await cancel('')).statusCode).toBe(422);
    expect((await storedRegistration(t, guid)).currentPeople).toBe(1);
  });
});

describe(`the last places, 50 visitors at once (${testDatabaseKind})`, () => {
  it('lets exactly as many in as places are left; the others are told it is full', async () => {
    const max = 50;
    const free = 10;
    const { id, guid } = await eintracht('Ansturm', { maxPeople: max });
    await t.database.db.insert(eventAttendees).values(
      Array.from({ length: max - free }, (_, i) => ({
        eventRegistrationId: id,
        firstName: 'Früh',
        lastName: `Bucher ${i}`,
        email: `frueh.${i}@example.org`,
        yearOfBirth: 1995,
        language: 'de',
        cancelTokenHash: sha256(`frueh-${i}`),
      })),
    );
    await t.database.db.update(eventRegistrations).set({ currentPeople: max - free }).where(eq(eventRegistrations.id, id));

    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => signUp(guid, signUpPayload({ email: `ansturm.${i}@example.org` }))));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(free);
    expect(statuses.filter((s) => s === 409)).toHaveLength(50 - free);
    expect(new Set(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code))).toEqual(new Set(['validation.errorEventFull']));
    expect((await storedRegistration(t, guid)).currentPeople).toBe(max);
    const [{ n }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(eventAttendees)
      .where(eq(eventAttendees.eventRegistrationId, id));
    expect(n).toBe(max);
  });
});
