import { eq } from 'drizzle-orm';
import { translateValidation, type EventRegistration, type Link } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { accounts, DLV, EINTRACHT, ensureActiveRole, ensureNoRole, HESSEN, loadOrgs, loginAll, PHANOS, TSV, type AccountKey, type Org } from '../test/fixtures';
import { eventRegistrations } from '../db/schema';
import { base, dayFromToday, insertStoredAttendee, insertStoredRegistration, registrationPayload, relsOf, storedRegistration } from './event-registrations.fixtures';

let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let org: (name: string) => Org;

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  org = await loadOrgs(t);
});
afterAll(() => t.close());

const as = (who: AccountKey, options: Parameters<TestApp['as']>[1]) => t.as(s[who].token, options);
const count = () => t.database.db.$count(eventRegistrations);
const managerRels = ['delete_event_reg', 'export_attendees', 'get_attendees', 'get_by_id', 'update_event_reg'];
const rootRels = async (who: AccountKey) => ((await as(who, { method: 'GET', url: '/api' })).json().links as Link[]).map((l) => l.rel);

describe('the area catalogue', () => {
  it('is offered to every account holding a role, with every rel of the area, and refused to a user without one', async () => {
    for (const who of Object.keys(accounts) as AccountKey[]) {
      expect(await rootRels(who), who).toEqual(who === 'norole' ? expect.not.arrayContaining(['event_registration_links']) : expect.arrayContaining(['event_registration_links']));
    }
    const catalogue = (await as('club', { method: 'GET', url: `${base}/links` })).json().links as Link[];
    expect(catalogue.map((l) => l.rel).sort()).toEqual([...managerRels, 'get_event_registrations', 'inform_attendees', 'new_event_reg', 'remove_attendee'].sort());
    expect(catalogue.find((l) => l.rel === 'get_by_id')).toEqual({ rel: 'get_by_id', href: `${base}/{guid}`, templated: true, method: 'GET' });

    const before = await count();
    for (const call of [
      { method: 'GET', url: `${base}/links` },
      { method: 'GET', url: base },
      { method: 'POST', url: base, payload: registrationPayload(t) },
    ] as const) {
      expect((await as('norole', call)).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    expect(await count()).toBe(before);
  });
});

describe('creating and changing', () => {
  it('creates a registration owned by the club of the OrgUser, with the links of its manager', async () => {
    const r = await as('club', { method: 'POST', url: base, payload: registrationPayload(t, { country: 'ger', name: '  Abendsportfest  ' }) });
    expect(r.statusCode, r.body).toBe(201);
    const created: EventRegistration = r.json();
    expect(created).toMatchObject({
      name: 'Abendsportfest',
      contactEmail: 'sportfest@eintracht.example',
      city: 'Frankfurt am Main',
      country: 'GER',
      eventDate: registrationPayload(t).eventDate,
      maxPeople: 40,
      currentPeople: 0,
      ownerOrganizationId: org(EINTRACHT).id,
      ownerOrganizationName: EINTRACHT,
    });
    expect(created.guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(relsOf(created)).toEqual(managerRels);
    expect(created.links.find((l) => l.rel === 'update_event_reg')).toEqual({ rel: 'update_event_reg', href: `${base}/${created.guid}`, templated: false, method: 'PUT' });
    const stored = await storedRegistration(t, created.guid);
    expect(stored).toMatchObject({ masterId: org(DLV).id, creatorUserId: s.club.id });
    expect((await as('club', { method: 'GET', url: `${base}/${created.guid}` })).json()).toEqual(created);
  });

  it('gives the registration to the current organisation when the caller holds a role there, else to their first', async () => {
    const own = async (orgId?: number) => (await as('club', { method: 'POST', url: base, org: orgId, payload: registrationPayload(t) })).json().ownerOrganizationId;
    await ensureActiveRole(t, s.club.id, 'Trainer', org(TSV).id);
    try {
      expect(await own(org(TSV).id)).toBe(org(TSV).id);
      expect(await own(org(EINTRACHT).id)).toBe(org(EINTRACHT).id);
      // Without a current organisation: the first by name.
      expect(await own()).toBe(org(EINTRACHT).id);
    } finally {
      await ensureNoRole(t, s.club.id, 'Trainer', org(TSV).id);
    }
    // A current organisation without a role of the caller is refused before anything is stored.
    expect((await as('club', { method: 'POST', url: base, org: org(DLV).id, payload: registrationPayload(t) })).statusCode).toBe(403);
    expect((await as('federation', { method: 'POST', url: base, org: org(DLV).id, payload: registrationPayload(t) })).json().ownerOrganizationId).toBe(org(DLV).id);
  });

  it('refuses every rule of spec §5 with the field keys (422) and stores nothing', async () => {
    const before = await count();
    const errorsOf = async (payload: unknown) => {
      const r = await as('club', { method: 'POST', url: `${base}?culture=en`, payload: payload as object });
      expect(r.statusCode, r.body).toBe(422);
      return r.json().errors as Record<string, string[]>;
    };
    const en = (key: string, params = {}) => translateValidation('en', key, params);
    expect(await errorsOf({})).toEqual({
      Name: [en('errorNameRequired')],
      ContactEmail: [en('errorEmailRequired')],
      City: [en('errorTownRequired')],
      Country: [en('errorCountryRequired')],
      EventDate: [en('errorEventDateRequired')],
      MaxPeople: [en('errorMaxPeopleRequired')],
    });
    const blank = { name: ' ', contactEmail: ' ', city: ' ', country: ' ', eventDate: '' };
    expect(Object.keys(await errorsOf(registrationPayload(t, blank))).sort()).toEqual(['City', 'ContactEmail', 'Country', 'EventDate', 'Name']);
    expect(await errorsOf(registrationPayload(t, { contactEmail: 'kein-mail' }))).toEqual({ ContactEmail: [en('errorInvalidEmail')] });
    expect(await errorsOf(registrationPayload(t, { country: 'XYZ' }))).toEqual({ Country: [en('errorInvalidValue')] });
    expect(await errorsOf(registrationPayload(t, { eventDate: '2026-02-30' }))).toEqual({ EventDate: [en('errorInvalidInput')] });
    expect(await errorsOf(registrationPayload(t, { eventDate: '0202-06-01' }))).toEqual({ EventDate: [en('errorInvalidInput')] });
    expect(await errorsOf(registrationPayload(t, { maxPeople: -1 }))).toEqual({ MaxPeople: [en('errorMinZero')] });
    expect(await errorsOf(registrationPayload(t, { maxPeople: 2.5 }))).toEqual({ MaxPeople: [en('errorShouldBeNumber')] });
    // A number typed into a form arrives as text: read as the number (decision 055), and refused when it is none.
    expect(await errorsOf(registrationPayload(t, { maxPeople: 'zwölf' }))).toEqual({ MaxPeople: [en('errorMaxPeopleRequired')] });
    expect(await errorsOf(registrationPayload(t, { maxPeople: null }))).toEqual({ MaxPeople: [en('errorMaxPeopleRequired')] });
    expect(await errorsOf(registrationPayload(t, { name: 'x'.repeat(201), city: 'y'.repeat(201) }))).toEqual({ Name: [en('errorTooLong')], City: [en('errorTooLong')] });
    expect(await count()).toBe(before);
    // 0 = unlimited; 200 characters are allowed.
    const unlimited = await as('club', { method: 'POST', url: base, payload: registrationPayload(t, { maxPeople: 0, name: 'x'.repeat(200) }) });
    expect(unlimited.statusCode, unlimited.body).toBe(201);
    expect(unlimited.json().maxPeople).toBe(0);
  });

  it('lets the owner and the admins above it read, change and delete; refuses others (403) and another federation (404)', async () => {
    const { guid } = await insertStoredRegistration(t, { masterId: org(DLV).id, ownerId: org(EINTRACHT).id, name: 'Rechteprobe' });
    const url = `${base}/${guid}`;
    const expected: Record<AccountKey, number> = {
      club: 200,
      region: 200,
      federation: 200,
      approver: 403,
      federationApprover: 403,
      statistician: 403,
      records: 403,
      manual: 403,
      nl: 404,
      norole: 403,
    };
    for (const [who, status] of Object.entries(expected) as [AccountKey, number][]) {
      const before = await storedRegistration(t, guid);
      expect((await as(who, { method: 'GET', url })).statusCode, `GET ${who}`).toBe(status);
      const put = await as(who, { method: 'PUT', url, payload: registrationPayload(t, { name: `Geändert von ${who}` }) });
      expect(put.statusCode, `PUT ${who}`).toBe(status);
      if (status === 200) expect(put.json().name).toBe(`Geändert von ${who}`);
      else expect(await storedRegistration(t, guid)).toEqual(before);
    }
    for (const who of ['approver', 'statistician', 'nl', 'norole'] as const) {
      expect((await as(who, { method: 'DELETE', url })).statusCode, `DELETE ${who}`).toBe(expected[who]);
    }
    expect(await storedRegistration(t, guid)).toBeDefined();
    expect((await as('region', { method: 'DELETE', url })).statusCode).toBe(200);
    expect(await storedRegistration(t, guid)).toBeUndefined();
  });

  it('deletes with the attendees for the owner; refuses another club’s OrgUser (403)', async () => {
    const eintracht = await insertStoredRegistration(t, { masterId: org(DLV).id, ownerId: org(EINTRACHT).id, name: 'Löschprobe' });
    const tsv = await insertStoredRegistration(t, { masterId: org(DLV).id, ownerId: org(TSV).id, name: 'Fremder Verein' });
    await insertStoredAttendee(t, eintracht.id, { email: 'weg@example.org' });
    for (const target of [tsv]) {
      expect((await as('club', { method: 'DELETE', url: `${base}/${target.guid}` })).statusCode).toBe(403);
      expect((await as('region', { method: 'DELETE', url: `${base}/${target.guid}` })).statusCode).toBe(403);
      expect(await storedRegistration(t, target.guid)).toBeDefined();
    }
    const r = await as('club', { method: 'DELETE', url: `${base}/${eintracht.guid}` });
    expect(r.statusCode, r.body).toBe(200);
    expect(await storedRegistration(t, eintracht.guid)).toBeUndefined();
    expect((await as('club', { method: 'GET', url: `${base}/${eintracht.guid}` })).statusCode).toBe(404);
    expect((await as('federation', { method: 'DELETE', url: `${base}/${tsv.guid}` })).statusCode).toBe(200);
  });

  it('refuses a maximum below the people signed up (422 MaxPeople) and takes one at or above it, or 0', async () => {
    const { id, guid } = await insertStoredRegistration(t, { masterId: org(DLV).id, ownerId: org(EINTRACHT).id, name: 'Kapazitätsprobe', maxPeople: 5 });
    for (const email of ['a@example.org', 'b@example.org', 'c@example.org']) await insertStoredAttendee(t, id, { email });
    const put = (maxPeople: number) => as('club', { method: 'PUT', url: `${base}/${guid}?culture=en`, payload: registrationPayload(t, { maxPeople }) });
    const refused = await put(2);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ MaxPeople: [translateValidation('en', 'errorMaxPeopleBelowCurrent', { current: 3 })] });
    expect((await storedRegistration(t, guid)).maxPeople).toBe(5);
    expect((await put(3)).json()).toMatchObject({ maxPeople: 3, currentPeople: 3 });
    expect((await put(0)).json()).toMatchObject({ maxPeople: 0, currentPeople: 3 });
  });

  it('refuses a day before today when created or moved to it (422 EventDate), and keeps a held event changeable', async () => {
    const before = await count();
    const created = await as('club', { method: 'POST', url: `${base}?culture=en`, payload: registrationPayload(t, { eventDate: dayFromToday(t, -1) }) });
    expect(created.statusCode, created.body).toBe(422);
    expect(created.json().errors).toEqual({ EventDate: [translateValidation('en', 'errorEventDateInPast')] });
    expect(await count()).toBe(before);
    expect((await as('club', { method: 'POST', url: base, payload: registrationPayload(t, { eventDate: dayFromToday(t, 0) }) })).statusCode).toBe(201);

    const { guid } = await insertStoredRegistration(t, { masterId: org(DLV).id, ownerId: org(EINTRACHT).id, name: 'Datumsprobe', eventDate: dayFromToday(t, 10) });
    const moved = await as('club', { method: 'PUT', url: `${base}/${guid}?culture=de`, payload: registrationPayload(t, { eventDate: dayFromToday(t, -2) }) });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({ EventDate: [translateValidation('de', 'errorEventDateInPast')] });
    expect((await storedRegistration(t, guid)).eventDate).toBe(dayFromToday(t, 10));

    const held = await insertStoredRegistration(t, { masterId: org(DLV).id, ownerId: org(EINTRACHT).id, name: 'Gestern', eventDate: dayFromToday(t, -1) });
    const renamed = await as('club', { method: 'PUT', url: `${base}/${held.guid}`, payload: registrationPayload(t, { name: 'Gestern, berichtigt', eventDate: dayFromToday(t, -1) }) });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('answers 404 for an unknown registration and 422 for an address that is no guid', async () => {
    expect((await as('club', { method: 'GET', url: `${base}/00000000-0000-4000-8000-000000000000` })).statusCode).toBe(404);
    expect((await as('club', { method: 'GET', url: `${base}/12` })).statusCode).toBe(422);
  });
});

describe('the list', () => {
  let names: Record<string, string>;
  beforeAll(async () => {
    names = { eintracht: 'Liste Eintracht', tsv: 'Liste TSV', hessen: 'Liste Hessen', phanos: 'Liste Phanos' };
    await insertStoredRegistration(t, { masterId: org(DLV).id, ownerId: org(EINTRACHT).id, name: names.eintracht, city: 'Frankfurt', eventDate: '2030-05-01' });
    await insertStoredRegistration(t, { masterId: org(DLV).id, ownerId: org(TSV).id, name: names.tsv, city: 'München', eventDate: '2030-06-01' });
    await insertStoredRegistration(t, { masterId: org(DLV).id, ownerId: org(HESSEN).id, name: names.hessen, city: 'Kassel', eventDate: '2030-07-01' });
    await insertStoredRegistration(t, { masterId: org(PHANOS).masterId, ownerId: org(PHANOS).id, name: names.phanos, city: 'Amsterdam', eventDate: '2030-08-01' });
  });
  const listed = async (who: AccountKey, query = 'freetextSearch=Liste') => {
    const r = await as(who, { method: 'GET', url: `${base}?${query}` });
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as { entities: EventRegistration[]; links: Link[]; paginationMetadata: { totalCount: number; totalPages: number } };
  };
  const namesOf = async (who: AccountKey, query?: string) => (await listed(who, query)).entities.map((e) => e.name);

  it('shows the registrations of the organisations the caller manages, latest first, and never another federation’s', async () => {
    expect(await namesOf('club')).toEqual([names.eintracht]);
    expect(await namesOf('region')).toEqual([names.hessen, names.eintracht]);
    expect(await namesOf('federation')).toEqual([names.hessen, names.tsv, names.eintracht]);
    expect(await namesOf('approver')).toEqual([names.hessen]);
    expect(await namesOf('statistician')).toEqual([]);
    expect(await namesOf('nl')).toEqual([names.phanos]);
  });

  it('searches name and town, pages, and offers new', async () => {
    expect(await namesOf('federation', 'freetextSearch=m%C3%BCnchen')).toEqual([names.tsv]);
    expect(await namesOf('federation', 'freetextSearch=%25')).toEqual([]);
    const page = await listed('federation', 'freetextSearch=Liste&pageSize=2&pageNumber=2');
    expect(page.entities.map((e) => e.name)).toEqual([names.eintracht]);
    expect(page.paginationMetadata).toMatchObject({ totalCount: 3, totalPages: 2 });
    expect(page.links.map((l) => l.rel)).toEqual(['new_event_reg']);
  });

  it('offers the mail to attendees only while someone is signed up', async () => {
    const { id } = await insertStoredRegistration(t, { masterId: org(DLV).id, ownerId: org(EINTRACHT).id, name: 'Postprobe' });
    const row = async () => (await listed('club', 'freetextSearch=Postprobe')).entities[0];
    expect(relsOf(await row())).toEqual(managerRels);
    await insertStoredAttendee(t, id, { email: 'post@example.org' });
    expect(relsOf(await row())).toEqual([...managerRels, 'inform_attendees'].sort());
    expect((await row()).currentPeople).toBe(1);
    await t.database.db.delete(eventRegistrations).where(eq(eventRegistrations.id, id));
  });
});
