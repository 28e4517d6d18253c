import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { translate, translateValidation, XLSX_CONTENT_TYPE, type Attendee } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { DLV, EINTRACHT, loadOrgs, loginAll, type AccountKey, type Org } from '../test/fixtures';
import { jobs, mailBudgetEntries, rateCounters } from '../db/schema';
import { DAY } from '../lib/clock';
import { base, insertStoredAttendee, insertStoredRegistration, publicBase, signUpPayload, storedAttendees, storedRegistration } from './event-registrations.fixtures';

let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let org: (name: string) => Org;
let event: { id: number; guid: string };

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  org = await loadOrgs(t);
  event = await insertStoredRegistration(t, { masterId: org(DLV).id, ownerId: org(EINTRACHT).id, name: 'Sommerfest', eventDate: '2030-07-04', maxPeople: 20 });
  await insertStoredAttendee(t, event.id, { email: 'zora@example.org', firstName: 'Zora', lastName: 'Abel', language: 'de', club: null });
  await insertStoredAttendee(t, event.id, { email: 'emma@example.org', firstName: 'Emma', lastName: 'Brown', language: 'en' });
  await insertStoredAttendee(t, event.id, { email: 'daan@example.org', firstName: 'Daan', lastName: 'de Jong', language: 'nl' });
});
afterAll(() => t.close());

const as = (who: AccountKey, options: Parameters<TestApp['as']>[1]) => t.as(s[who].token, options);
const jobCount = () => t.database.db.$count(jobs);

describe('the attendees', () => {
  it('lists the attendees by last name to the managers of the registration', async () => {
    const r = await as('club', { method: 'GET', url: `${base}/${event.guid}/attendees` });
    expect(r.statusCode, r.body).toBe(200);
    const attendees: Attendee[] = r.json();
    expect(attendees.map((a) => `${a.lastName}, ${a.firstName}`)).toEqual(['Abel, Zora', 'Brown, Emma', 'de Jong, Daan']);
    expect(attendees[0]).toMatchObject({ email: 'zora@example.org', club: null, yearOfBirth: 1990, confirmed: true });
    expect(new Date(attendees[0].createdAt).getTime()).toBeGreaterThan(0);
    expect(Object.keys(attendees[0]).sort()).toEqual(['club', 'confirmed', 'createdAt', 'email', 'firstName', 'id', 'lastName', 'links', 'yearOfBirth']);
    expect(attendees[0].links).toEqual([expect.objectContaining({ rel: 'remove_attendee', href: `${base}/${event.guid}/attendees/${attendees[0].id}`, method: 'DELETE' })]);
  });

  it('exports them as an XLSX file with the columns of the list, named after the event', async () => {
    const r = await as('club', { method: 'GET', url: `${base}/${event.guid}/attendees/export?culture=de` });
    expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
    expect(r.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(r.headers['content-disposition']).toBe(`attachment; filename="Teilnehmer Sommerfest 2030-07-04.xlsx"; filename*=UTF-8''Teilnehmer%20Sommerfest%202030-07-04.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Teilnehmer');
    const rows = sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(['Nachname', 'Vorname', 'E-Mail', 'Verein', 'Jahrgang', 'Angemeldet am', 'Status']);
    expect(rows.slice(1).map((row) => [...row.slice(0, 5), row[6]])).toEqual([
      ['Abel', 'Zora', 'zora@example.org', '', 1990, 'bestätigt'],
      ['Brown', 'Emma', 'emma@example.org', 'TV Bergen-Enkheim', 1990, 'bestätigt'],
      ['de Jong', 'Daan', 'daan@example.org', 'TV Bergen-Enkheim', 1990, 'bestätigt'],
    ]);
    expect(rows[1][5]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);

    const english = await as('club', { method: 'GET', url: `${base}/${event.guid}/attendees/export?culture=en` });
    await workbook.xlsx.load(english.rawPayload as unknown as ArrayBuffer);
    expect((workbook.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(['Last name', 'First name', 'Email', 'Club', 'Year of birth', 'Signed up at', 'Status']);
  });

  it('lists the people who signed up on the public page too, unconfirmed until they confirm, also in the file', async () => {
    const other = await insertStoredRegistration(t, { masterId: org(DLV).id, ownerId: org(EINTRACHT).id, name: 'Öffentlich angemeldet', maxPeople: 0 });
    await t.as(null, { method: 'POST', url: `${publicBase}/${other.guid}/sign-up`, payload: signUpPayload() });
    const list: Attendee[] = (await as('club', { method: 'GET', url: `${base}/${other.guid}/attendees` })).json();
    expect(list.map((a) => [a.email, a.confirmed])).toEqual([['lena.laeufer@example.org', false]]);
    const file = await as('club', { method: 'GET', url: `${base}/${other.guid}/attendees/export?culture=nl` });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].getRow(2).getCell(7).value).toBe('onbevestigd');
  });
});

describe('the mail to the attendees', () => {
  it('queues one mail per attendee in their language, answered to the event’s contact', async () => {
    await t.runJobs();
    t.mails.length = 0;
    const content = 'Bitte seid 30 Minuten vor dem Start da.\nDie Startnummern liegen am Eingang.';
    const r = await as('club', { method: 'POST', url: `${base}/${event.guid}/mail`, payload: { content } });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ queued: 3 });
    await t.runJobs();
    expect(t.mails.map((m) => m.to).sort()).toEqual(['daan@example.org', 'emma@example.org', 'zora@example.org']);
    for (const [to, language] of [
      ['zora@example.org', 'de'],
      ['emma@example.org', 'en'],
      ['daan@example.org', 'nl'],
    ] as const) {
      const mail = t.mails.find((m) => m.to === to)!;
      expect(mail.language).toBe(language);
      expect(mail.subject).toBe(translate(language, 'eventRegistration.mail.informSubject', { event: 'Sommerfest' }));
      expect(mail.text).toContain(content);
      expect(mail.text).toContain(translate(language, 'eventRegistration.mail.informContact', { contact: 'kontakt@verein.example' }));
      expect(mail.text).toContain({ de: '04.07.2030', en: '4 July 2030', nl: '4 juli 2030' }[language]);
      expect(mail.replyTo).toBe('kontakt@verein.example');
      expect(mail.link).toBe(`${t.config.publicOrigin}/events/${event.guid}`);
    }
  });

  it('refuses an empty or too long message (422 Content) and a registration without attendees (409), queuing nothing', async () => {
    const before = await jobCount();
    for (const content of ['', '   ', 'x'.repeat(2001)]) {
      const r = await as('club', { method: 'POST', url: `${base}/${event.guid}/mail?culture=en`, payload: { content } });
      expect(r.statusCode).toBe(422);
      expect(r.json().errors).toEqual({ Content: [content.length > 10 ? translateValidation('en', 'errorContentTooLong', { max: 2000 }) : translateValidation('en', 'errorContentRequired')] });
    }
    const empty = await insertStoredRegistration(t, { masterId: org(DLV).id, ownerId: org(EINTRACHT).id, name: 'Niemand da' });
    const r = await as('club', { method: 'POST', url: `${base}/${empty.guid}/mail`, payload: { content: 'Hallo' } });
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe('validation.errorNoAttendees');
    expect(await jobCount()).toBe(before);
  });

  it('reaches only the attendees who confirmed; with nobody confirmed it is refused (409)', async () => {
    const mixed = await insertStoredRegistration(t, { masterId: org(DLV).id, ownerId: org(EINTRACHT).id, name: 'Halb bestätigt', maxPeople: 0 });
    await insertStoredAttendee(t, mixed.id, { email: 'bestaetigt@example.org' });
    await insertStoredAttendee(t, mixed.id, { email: 'fremd@example.org', confirmed: false });
    await t.runJobs();
    t.mails.length = 0;
    const r = await as('club', { method: 'POST', url: `${base}/${mixed.guid}/mail`, payload: { content: 'Hallo' } });
    expect(r.json()).toEqual({ queued: 1 });
    await t.runJobs();
    expect(t.mails.map((m) => m.to)).toEqual(['bestaetigt@example.org']);

    const unconfirmed = await insertStoredRegistration(t, { masterId: org(DLV).id, ownerId: org(EINTRACHT).id, name: 'Niemand bestätigt', maxPeople: 0 });
    await insertStoredAttendee(t, unconfirmed.id, { email: 'fremd@example.org', confirmed: false });
    const before = await jobCount();
    const refused = await as('club', { method: 'POST', url: `${base}/${unconfirmed.guid}/mail?culture=nl`, payload: { content: 'Hallo' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'validation.errorNoConfirmedAttendees', message: translateValidation('nl', 'validation.errorNoConfirmedAttendees') });
    expect(await jobCount()).toBe(before);
  });

  it('sends at most 3 messages per event in 24 hours (then 429, nothing queued) and takes a text of 2,000 characters', async () => {
    const limited = await insertStoredRegistration(t, { masterId: org(DLV).id, ownerId: org(EINTRACHT).id, name: 'Drei am Tag', maxPeople: 0 });
    await insertStoredAttendee(t, limited.id, { email: 'dreimal@example.org' });
    const send = (content: string, culture = 'de') => as('club', { method: 'POST', url: `${base}/${limited.guid}/mail?culture=${culture}`, payload: { content } });
    expect((await send('x'.repeat(2000))).statusCode).toBe(200);
    for (let i = 2; i <= 3; i++) expect((await send(`Nachricht ${i}`)).statusCode).toBe(200);
    const before = await jobCount();
    const refused = await send('Nachricht 4', 'en');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'validation.errorTooManyAttendeeMails', message: translateValidation('en', 'validation.errorTooManyAttendeeMails', { max: 3 }) });
    expect(await jobCount()).toBe(before);
    // Another event of the same organiser is not held back.
    expect((await as('club', { method: 'POST', url: `${base}/${event.guid}/mail`, payload: { content: 'Hallo' } })).statusCode).toBe(200);

    t.clock.advance(DAY);
    s = await loginAll(t);
    expect((await send('Am nächsten Tag')).statusCode).toBe(200);
  });

  it('counts its mails against the sender’s mail budget: past it 429, nothing queued and no message counted', async () => {
    const budget = await insertStoredRegistration(t, { masterId: org(DLV).id, ownerId: org(EINTRACHT).id, name: 'Budgetprobe', maxPeople: 0 });
    await insertStoredAttendee(t, budget.id, { email: 'budget.1@example.org' });
    await insertStoredAttendee(t, budget.id, { email: 'budget.2@example.org' });
    const now = t.clock.now();
    await t.database.db.insert(mailBudgetEntries).values(Array.from({ length: 49 }, (_, i) => ({ userId: s.club.id, address: `frueher.${i}@example.org`, sentAt: now })));
    const before = await jobCount();
    const refused = await as('club', { method: 'POST', url: `${base}/${budget.guid}/mail?culture=en`, payload: { content: 'Hallo' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'validation.errorMailBudget' });
    expect(await jobCount()).toBe(before);
    expect(await t.database.db.select().from(rateCounters).where(eq(rateCounters.key, `inform-attendees:${budget.id}`))).toEqual([]);
    await t.database.db.delete(mailBudgetEntries).where(eq(mailBudgetEntries.userId, s.club.id));
    expect((await as('club', { method: 'POST', url: `${base}/${budget.guid}/mail`, payload: { content: 'Hallo' } })).json()).toEqual({ queued: 2 });
  });

  it('keeps attendees, file and mail to the managers: 403 for other roles, 404 for another federation, nothing queued', async () => {
    const before = await jobCount();
    const calls = [
      { method: 'GET', url: `${base}/${event.guid}/attendees` },
      { method: 'GET', url: `${base}/${event.guid}/attendees/export` },
      { method: 'POST', url: `${base}/${event.guid}/mail`, payload: { content: 'Hallo' } },
    ] as const;
    for (const [who, status] of [
      ['approver', 403],
      ['statistician', 403],
      ['norole', 403],
      ['nl', 404],
    ] as const) {
      for (const call of calls) expect((await as(who, { ...call })).statusCode, `${who} ${call.method} ${call.url}`).toBe(status);
    }
    for (const call of calls.slice(0, 2)) {
      expect((await as('region', { ...call })).statusCode).toBe(200);
      expect((await t.as(null, { ...call })).statusCode).toBe(401);
    }
    expect(await jobCount()).toBe(before);
  });
});

describe('removing an attendee', () => {
  const attendeesOf = async (guid: string): Promise<Attendee[]> => (await as('club', { method: 'GET', url: `${base}/${guid}/attendees` })).json();
  const removeLink = (a: Attendee) => a.links.find((l) => l.rel === 'remove_attendee')!;

  it('gives the place back and tells a confirmed attendee in their language, through the organiser’s mail budget', async () => {
    const full = await insertStoredRegistration(t, { masterId: org(DLV).id, ownerId: org(EINTRACHT).id, name: 'Volles Haus', eventDate: '2030-09-12', maxPeople: 2 });
    await insertStoredAttendee(t, full.id, { email: 'bleibt@example.org' });
    await insertStoredAttendee(t, full.id, { email: 'geht@example.org', language: 'nl' });
    await t.runJobs();
    t.mails.length = 0;
    await t.database.db.delete(mailBudgetEntries).where(eq(mailBudgetEntries.userId, s.club.id));
    const leaving = (await attendeesOf(full.guid)).find((a) => a.email === 'geht@example.org')!;
    const r = await as('club', { method: removeLink(leaving).method!, url: removeLink(leaving).href });
    expect(r.statusCode, r.body).toBe(200);
    expect((await storedAttendees(t, full.id)).map((a) => a.email)).toEqual(['bleibt@example.org']);
    expect((await storedRegistration(t, full.guid)).currentPeople).toBe(1);
    // The freed place can be taken at once.
    expect((await t.as(null, { method: 'POST', url: `${publicBase}/${full.guid}/sign-up`, payload: signUpPayload() })).statusCode).toBe(201);
    await t.runJobs();
    const mail = t.mails.find((m) => m.to === 'geht@example.org')!;
    expect(mail.language).toBe('nl');
    expect(mail.subject).toBe(translate('nl', 'eventRegistration.mail.removedSubject', { event: 'Volles Haus' }));
    expect(mail.text).toContain(translate('nl', 'eventRegistration.mail.removedBody', { event: 'Volles Haus', date: '12 september 2030', city: 'Kassel' }));
    expect(mail.replyTo).toBe('kontakt@verein.example');
    expect(mail.link).toBe(`${t.config.publicOrigin}/events/${full.guid}`);
    expect((await t.database.db.select().from(mailBudgetEntries).where(eq(mailBudgetEntries.userId, s.club.id))).map((e) => e.address)).toEqual(['geht@example.org']);
  });

  it('mails nobody for an unconfirmed sign-up, and refuses a removal past the mail budget (429, nothing removed)', async () => {
    const event2 = await insertStoredRegistration(t, { masterId: org(DLV).id, ownerId: org(EINTRACHT).id, name: 'Unbestätigt weg', maxPeople: 0 });
    await insertStoredAttendee(t, event2.id, { email: 'unbestaetigt@example.org', confirmed: false });
    await insertStoredAttendee(t, event2.id, { email: 'budgetweg@example.org' });
    const before = await jobCount();
    const [first, second] = await attendeesOf(event2.guid);
    const unconfirmed = first.confirmed ? second : first;
    const confirmed = first.confirmed ? first : second;
    expect((await as('club', { method: 'DELETE', url: removeLink(unconfirmed).href })).statusCode).toBe(200);
    expect(await jobCount()).toBe(before);

    const now = t.clock.now();
    await t.database.db.insert(mailBudgetEntries).values(Array.from({ length: 50 }, (_, i) => ({ userId: s.club.id, address: `voll.${i}@example.org`, sentAt: now })));
    const refused = await as('club', { method: 'DELETE', url: removeLink(confirmed).href });
    expect(refused.statusCode).toBe(429);
    expect((await storedAttendees(t, event2.id)).map((a) => a.email)).toEqual(['budgetweg@example.org']);
    expect((await storedRegistration(t, event2.guid)).currentPeople).toBe(1);
    await t.database.db.delete(mailBudgetEntries).where(eq(mailBudgetEntries.userId, s.club.id));
  });

  it('is the managers’ only: 403 for other roles, 404 for another federation, another event’s or an unknown attendee', async () => {
    const [zora] = await attendeesOf(event.guid);
    const url = `${base}/${event.guid}/attendees/${zora.id}`;
    for (const [who, status] of [
      ['approver', 403],
      ['statistician', 403],
      ['norole', 403],
      ['nl', 404],
    ] as const) {
      expect((await as(who, { method: 'DELETE', url })).statusCode, who).toBe(status);
    }
    expect((await t.as(null, { method: 'DELETE', url })).statusCode).toBe(401);
    const other = await insertStoredRegistration(t, { masterId: org(DLV).id, ownerId: org(EINTRACHT).id, name: 'Fremdes Ereignis' });
    expect((await as('club', { method: 'DELETE', url: `${base}/${other.guid}/attendees/${zora.id}` })).statusCode).toBe(404);
    expect((await as('club', { method: 'DELETE', url: `${base}/${event.guid}/attendees/999999` })).statusCode).toBe(404);
    expect((await storedRegistration(t, other.guid)).currentPeople).toBe(0);
    expect((await attendeesOf(event.guid)).map((a) => a.id)).toContain(zora.id);
  });
});
