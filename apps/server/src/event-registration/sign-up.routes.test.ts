import { eq, sql } from 'drizzle-orm';
import { translate, translateValidation, type Attendee, type Link, type PublicEvent } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type SentMail, type TestApp } from '../test/harness';
import { DLV, EINTRACHT, loadOrgs, PHANOS, type Org } from '../test/fixtures';
import { eventAttendees, eventRegistrations } from '../db/schema';
import { HOUR, MINUTE } from '../lib/clock';
import { sha256 } from '../lib/tokens';
import { JobRunner } from '../jobs/runner';
import { base, dayFromToday, insertStoredAttendee, insertStoredRegistration, publicBase, signUpPayload, storedAttendees, storedRegistration } from './event-registrations.fixtures';

let t: TestApp;
let org: (name: string) => Org;

beforeAll(async () => {
  t = await createTestApp();
  org = await loadOrgs(t);
});
afterAll(() => t.close());

const eintracht = (name: string, over: { maxPeople?: number; eventDate?: string } = {}) =>
  insertStoredRegistration(t, { masterId: org(DLV).id, ownerId: org(EINTRACHT).id, name, city: 'Frankfurt am Main', ...over });
let clients = 0;
/** A client address of its own for each call: the limit per client is tested on its own. */
const nextClient = () => `10.1.${Math.floor(clients / 250)}.${(clients++ % 250) + 1}`;
const signUp = (guid: string, payload: unknown, query = '', client = nextClient()) =>
  t.as(null, { method: 'POST', url: `${publicBase}/${guid}/sign-up${query}`, payload: payload as object, remoteAddress: client });
const cancel = (token: string) => t.as(null, { method: 'POST', url: `${publicBase}/cancel`, payload: { token } });
/** The token of the mail's link to the confirm or the cancel page. */
const tokenIn = (mail: SentMail, page: 'confirm' | 'cancel') => {
  const prefix = `${t.config.publicOrigin}/events/${page}/`;
  const line = mail.text.split('\n').find((l) => l.startsWith(prefix));
  if (!line) throw new Error(`no ${page} link in ${mail.text}`);
  return line.slice(prefix.length);
};
/** The mail that went to `to`, after running the queue. */
const mailTo = async (to: string) => {
  await t.runJobs();
  const mail = t.mails.findLast((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
};
/** Follows the root's `confirm_sign_up` link (templated with the token), as the confirm page does. */
const confirm = async (token: string, culture = 'de') => {
  const root = (await t.as(null, { method: 'GET', url: '/api' })).json().links as Link[];
  const l = root.find((x) => x.rel === 'confirm_sign_up')!;
  expect(l).toMatchObject({ templated: true, method: 'POST' });
  expect(l.href).toMatch(/\{\?token\}$/);
  return t.as(null, { method: 'POST', url: `${l.href.replace('{?token}', `?token=${encodeURIComponent(token)}`)}&culture=${culture}` });
};

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
    expect(root.filter((l) => ['public_event_registrations', 'public_event_registration', 'sign_up', 'cancel_sign_up', 'confirm_sign_up'].includes(l.rel)).length).toBe(5);
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
  it('takes a place unconfirmed, stores only the tokens’ hashes and mails the confirmation and the cancel link in the page’s language', async () => {
    const { id, guid } = await eintracht('Bestätigungsprobe', { maxPeople: 10 });
    t.mails.length = 0;
    const r = await signUp(guid, signUpPayload({ language: 'en', club: '  ' }));
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({ currentPeople: 1, placesLeft: 9 });
    const [attendee] = await storedAttendees(t, id);
    expect(attendee).toMatchObject({ firstName: 'Lena', lastName: 'Läufer', email: 'lena.laeufer@example.org', club: null, yearOfBirth: 2001, language: 'en', confirmedAt: null });
    const mail = await mailTo('lena.laeufer@example.org');
    expect(mail.subject).toBe('Please confirm your sign-up: Bestätigungsprobe');
    expect(mail.replyTo).toBe('kontakt@verein.example');
    // The confirmation link is the mail's link and comes first; the cancellation link follows.
    expect(mail.link).toMatch(new RegExp(`^${t.config.publicOrigin}/events/confirm/[A-Za-z0-9_-]{43}$`));
    expect(mail.text.indexOf('/events/confirm/')).toBeLessThan(mail.text.indexOf('/events/cancel/'));
    expect(mail.text).toContain(`in Frankfurt am Main`);
    expect(mail.text).toContain('within 48 hours');
    const confirmToken = tokenIn(mail, 'confirm');
    const cancelToken = tokenIn(mail, 'cancel');
    expect(confirmToken).not.toBe(cancelToken);
    expect(attendee.confirmTokenHash).toBe(sha256(confirmToken));
    expect(attendee.cancelTokenHash).toBe(sha256(cancelToken));
    expect(`${attendee.confirmTokenHash} ${attendee.cancelTokenHash}`).not.toContain(confirmToken);

    // Without a language in the body, the request's culture decides.
    await signUp(guid, signUpPayload({ email: 'nl@example.org', lastName: 'Visser' }), '?culture=nl');
    expect((await mailTo('nl@example.org')).subject).toBe(translate('nl', 'eventRegistration.mail.confirmSubject', { event: 'Bestätigungsprobe' }));
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

  it('lets one address sign up several people, and refuses the same person twice, in any case (409), keeping one place', async () => {
    const { id, guid } = await eintracht('Doppelprobe', { maxPeople: 10 });
    expect((await signUp(guid, signUpPayload({ email: 'Familie@Example.org', firstName: 'Mia', yearOfBirth: 2015 }))).statusCode).toBe(201);
    expect((await signUp(guid, signUpPayload({ email: 'familie@example.org', firstName: 'Ben', yearOfBirth: 2015 }))).statusCode).toBe(201);
    expect((await signUp(guid, signUpPayload({ email: 'familie@example.org', firstName: 'Mia', yearOfBirth: 2017 }))).statusCode).toBe(201);
    const again = await signUp(guid, signUpPayload({ email: 'andere@example.org', firstName: 'MIA', lastName: 'läufer', yearOfBirth: 2015 }), '?culture=en');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'validation.errorAlreadySignedUp', message: translateValidation('en', 'validation.errorAlreadySignedUp') });
    expect((await storedRegistration(t, guid)).currentPeople).toBe(3);
    expect(await storedAttendees(t, id)).toHaveLength(3);
    // The same person may sign up for another event.
    const other = await eintracht('Andere Veranstaltung', { maxPeople: 10 });
    expect((await signUp(other.guid, signUpPayload({ firstName: 'Mia', yearOfBirth: 2015 }))).statusCode).toBe(201);
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
    const token = tokenIn(t.mails.find((m) => m.to === 'storno@example.org')!, 'cancel');
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

describe('the event of a cancel link', () => {
  it('names the event of an unused token without cancelling, and answers 404 once it is used', async () => {
    const { id, guid } = await eintracht('Linkprobe', { maxPeople: 5 });
    t.mails.length = 0;
    await signUp(guid, signUpPayload({ email: 'linkprobe@example.org' }));
    await t.runJobs();
    const token = tokenIn(t.mails.find((m) => m.to === 'linkprobe@example.org')!, 'cancel');
    const root = (await t.as(null, { method: 'GET', url: '/api' })).json().links as Link[];
    const l = root.find((x) => x.rel === 'cancel_link_event')!;
    expect(l).toMatchObject({ method: 'POST' });
    const check = (tok: string) => t.as(null, { method: 'POST', url: `${l.href}?culture=en`, payload: { token: tok } });

    const before = await check(token);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({ guid, name: 'Linkprobe', currentPeople: 1 });
    expect(await storedAttendees(t, id)).toHaveLength(1);

    expect((await cancel(token)).statusCode).toBe(200);
    const used = await check(token);
    expect(used.statusCode).toBe(404);
    expect(used.json()).toMatchObject({ code: 'validation.errorCancelLinkInvalid', message: translateValidation('en', 'validation.errorCancelLinkInvalid') });
    expect((await check('erfunden')).statusCode).toBe(404);
  });
});

describe('confirming a sign-up by mail (double opt-in)', () => {
  const attendeesOf = async (token: string, guid: string) => (await t.as(token, { method: 'GET', url: `${base}/${guid}/attendees` })).json() as Attendee[];
  const publicPage = async (guid: string) => (await t.as(null, { method: 'GET', url: `${publicBase}/${guid}` })).json() as PublicEvent;

  it('shows a sign-up unconfirmed to the organiser until the mailed link confirms it, once', async () => {
    const organiser = (await t.login('club.user@demo.test')).accessToken;
    const { id, guid } = await eintracht('Opt-in-Probe', { maxPeople: 5 });
    expect((await signUp(guid, signUpPayload({ email: 'optin@example.org' }))).statusCode).toBe(201);
    expect(await attendeesOf(organiser, guid)).toMatchObject([{ email: 'optin@example.org', confirmed: false }]);
    const mail = await mailTo('optin@example.org');

    const r = await confirm(tokenIn(mail, 'confirm'));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ guid, name: 'Opt-in-Probe', currentPeople: 1, placesLeft: 4 });
    expect(await attendeesOf(organiser, guid)).toMatchObject([{ email: 'optin@example.org', confirmed: true }]);
    const [row] = await storedAttendees(t, id);
    expect(row.confirmTokenHash).toBeNull();
    expect(row.confirmedAt).not.toBeNull();

    const again = await confirm(tokenIn(mail, 'confirm'), 'en');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'validation.errorConfirmLinkInvalid', message: translateValidation('en', 'validation.errorConfirmLinkInvalid') });
    expect((await confirm('erfunden')).statusCode).toBe(404);
    expect((await confirm('')).statusCode).toBe(422);
    // The cancellation link of the same mail still works after confirming.
    expect((await cancel(tokenIn(mail, 'cancel'))).json()).toMatchObject({ currentPeople: 0 });
  });

  it('frees the place of a sign-up left unconfirmed for 48 hours: at the next sign-up, on the public page and in the periodic purge', async () => {
    const bySignUp = await eintracht('Verfall bei Anmeldung', { maxPeople: 1 });
    const byPage = await eintracht('Verfall auf der Seite', { maxPeople: 1 });
    const byPurge = await eintracht('Verfall beim Aufräumen', { maxPeople: 3 });
    expect((await signUp(bySignUp.guid, signUpPayload({ email: 'vergessen@example.org' }))).statusCode).toBe(201);
    expect((await signUp(byPage.guid, signUpPayload({ email: 'vergessen@example.org' }))).statusCode).toBe(201);
    await insertStoredAttendee(t, byPurge.id, { email: 'bestaetigt@example.org' });
    await insertStoredAttendee(t, byPurge.id, { email: 'unbestaetigt@example.org', confirmed: false });
    const expiredToken = tokenIn(await mailTo('vergessen@example.org'), 'confirm');

    t.clock.advance(47 * HOUR);
    expect((await signUp(bySignUp.guid, signUpPayload({ email: 'nachruecker@example.org' }))).statusCode).toBe(409);
    expect(await publicPage(byPage.guid)).toMatchObject({ currentPeople: 1, full: true });

    t.clock.advance(HOUR + MINUTE);
    // Past its 48 hours the sign-up no longer shows, nor can it be confirmed, even before it is removed.
    const organiser = (await t.login('club.user@demo.test')).accessToken;
    expect(await attendeesOf(organiser, bySignUp.guid)).toEqual([]);
    expect((await confirm(expiredToken)).statusCode).toBe(404);
    const r = await signUp(bySignUp.guid, signUpPayload({ email: 'nachruecker@example.org' }));
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({ currentPeople: 1, full: true });
    expect((await storedAttendees(t, bySignUp.id)).map((a) => a.email)).toEqual(['nachruecker@example.org']);

    expect(await publicPage(byPage.guid)).toMatchObject({ currentPeople: 0, placesLeft: 1, full: false });
    expect(await storedAttendees(t, byPage.id)).toEqual([]);

    const runner = new JobRunner({ db: t.database.db, clock: t.clock, mailer: { send: async () => {} }, config: t.config, log: { info() {}, warn() {}, error() {} } }, []);
    await runner.maintain();
    expect((await storedAttendees(t, byPurge.id)).map((a) => a.email)).toEqual(['bestaetigt@example.org']);
    expect((await storedRegistration(t, byPurge.guid)).currentPeople).toBe(1);
  });
});

describe('limits of the sign-up', () => {
  it('refuses the 11th sign-up of one client address within 10 minutes (429), and takes no place for it', async () => {
    const { guid } = await eintracht('Drosselprobe', { maxPeople: 0 });
    const client = '192.0.2.10';
    for (let i = 0; i < 10; i++) expect((await signUp(guid, signUpPayload({ email: `drossel.${i}@example.org`, lastName: `Drossel ${i}` }), '', client)).statusCode).toBe(201);
    const refused = await signUp(guid, signUpPayload({ email: 'drossel.10@example.org' }), '?culture=en', client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'validation.errorTooManySignUps', message: translateValidation('en', 'validation.errorTooManySignUps') });
    expect((await storedRegistration(t, guid)).currentPeople).toBe(10);
    expect((await signUp(guid, signUpPayload({ email: 'drossel.10@example.org', lastName: 'Drossel 10' }), '', '192.0.2.11')).statusCode).toBe(201);
    t.clock.advance(10 * MINUTE);
    expect((await signUp(guid, signUpPayload({ email: 'drossel.11@example.org', lastName: 'Drossel 11' }), '', client)).statusCode).toBe(201);
  });

  it('mails one mailbox at most 5 times an hour, also when its address is written with +tags', async () => {
    const { guid } = await eintracht('Plusprobe', { maxPeople: 0 });
    await t.runJobs();
    t.mails.length = 0;
    for (let i = 1; i <= 9; i++) expect((await signUp(guid, signUpPayload({ email: `Plus.Probe+${i}@example.org`, lastName: `Plus ${i}` }))).statusCode).toBe(201);
    await t.runJobs();
    expect(t.mails.filter((m) => m.to.toLowerCase().startsWith('plus.probe+'))).toHaveLength(5);
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
        confirmedAt: t.clock.now(),
      })),
    );
    await t.database.db.update(eventRegistrations).set({ currentPeople: max - free }).where(eq(eventRegistrations.id, id));

    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => signUp(guid, signUpPayload({ email: `ansturm.${i}@example.org`, lastName: `Ansturm ${i}` }))));
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
