import { standardDefinitions, type BestList, type CustomDefinition, type Link, type StatisticsClass, type StatisticsEvent } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { bestLists } from '../db/schema';
import { accounts, AU, COMPANY, DLV, EINTRACHT, ensureActiveRole, ensureNoRole, fingerprint, HESSEN, loadOrgs, loginAll, PHANOS, TSV, type AccountKey, type Org } from '../test/fixtures';
import { classIdOf, eventIdOf } from '../statistics/statistics.fixtures';
import { base, definitionsBase, insertStoredBestList, insertStoredDefinition, storedBestList, storedDefinitions } from './best-lists.fixtures';

let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let org: (name: string) => Org;
let foreignList: number;

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  org = await loadOrgs(t);
  foreignList = await insertStoredBestList(t.database.db, { masterId: org(AU).id, name: 'Ranglijst AU' });
  await insertStoredDefinition(t.database.db, foreignList, { eventCode: '100', classCode: 'M', wind: true });
});
afterAll(() => t.close());

const as = (token: string, method: string, url: string, payload?: unknown) => t.as(token, { method: method as 'GET', url, ...(payload === undefined ? {} : { payload: payload as object }) });
const stat = (method: string, url: string, payload?: unknown) => as(s.statistician.token, method, url, payload);
const rootRels = async (token: string) => ((await t.as(token, { method: 'GET', url: '/api' })).json().links as Link[]).map((l) => l.rel);
const relsOf = (x: { links: Link[] }) => x.links.map((l) => l.rel);
const create = async (payload: Record<string, unknown>): Promise<BestList> => {
  const r = await stat('POST', base, payload);
  expect(r.statusCode, r.body).toBe(201);
  return r.json();
};
const definitions = async (id: number): Promise<CustomDefinition[]> => {
  const r = await stat('GET', `${base}/${id}/definitions`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};
const listCount = async () => (await t.database.db.select({ id: bestLists.id }).from(bestLists)).length;

describe('catalogues', () => {
  it('offer bestlist_links to statisticians only and definitions_links to statisticians, record and manual best list admins', async () => {
    for (const who of Object.keys(accounts) as AccountKey[]) {
      const rels = await rootRels(s[who].token);
      expect(rels.includes('bestlist_links'), who).toBe(who === 'statistician');
      expect(rels.includes('definitions_links'), who).toBe(['statistician', 'records', 'manual'].includes(who));
    }
    const area = (await stat('GET', `${base}/links`)).json().links as Link[];
    expect(area.map((l) => l.rel).sort()).toEqual(
      [
        'bestlists_for_selector',
        'copy_dlo',
        'copy_from_target',
        'get_bestlists',
        'get_by_id',
        'get_class_by_perf_id',
        'get_custom_defs',
        'get_event_by_perf_id',
        'new',
        'newcustomeventdefinitions',
        'regional_restrictions',
        'startexport',
        'update',
        'updatecustomdefs',
      ].sort(),
    );
    expect(area.find((l) => l.rel === 'get_event_by_perf_id')).toEqual({ rel: 'get_event_by_perf_id', href: `${base}/{perflist}/classes/{classId}/events/{env}`, templated: true, method: 'GET' });
    const defs = (await as(s.records.token, 'GET', `${definitionsBase}/links`)).json().links as Link[];
    expect(defs.map((l) => l.rel).sort()).toEqual(['get_all_classes', 'get_all_events']);
  });

  it('refuse every best list call of anyone but a statistician with 403, changing nothing', async () => {
    const list = await insertStoredBestList(t.database.db, { masterId: org(DLV).id, name: 'Sperrprobe' });
    const before = await fingerprint(t);
    for (const who of ['club', 'federation', 'records', 'manual', 'norole', 'nl'] as const) {
      const calls: [string, string, unknown?][] = [
        ['GET', `${base}/links`],
        ['GET', base],
        ['POST', base, { name: 'Verboten' }],
        ['GET', `${base}/${list}`],
        ['PUT', `${base}/${list}`, { name: 'Verboten' }],
        ['POST', `${base}/${list}/copy-dlo`],
        ['GET', `${base}/${list}/definitions`],
        ['POST', `${base}/definitions`, [{ eventId: 1, classId: 1, performanceListId: list }]],
        ['GET', `${base}/${list}/export`],
      ];
      for (const [method, url, payload] of calls) expect((await as(s[who].token, method, url, payload)).statusCode, `${who} ${method} ${url}`).toBe(403);
    }
    expect(await fingerprint(t)).toBe(before);
    expect((await t.as(null, { method: 'GET', url: base })).statusCode).toBe(401);
    expect((await as(s.club.token, 'GET', `${definitionsBase}/classes`)).statusCode).toBe(403);
  });

  it('answer the classes and the events in their order with the statistics flags', async () => {
    const classes = (await as(s.manual.token, 'GET', `${definitionsBase}/classes`)).json() as StatisticsClass[];
    expect(classes.map((c) => c.order)).toEqual([...classes.map((c) => c.order)].sort((a, b) => a - b));
    expect(classes.find((c) => c.code === 'WU18')).toMatchObject({ id: await classIdOf(t.database.db, 'WU18'), shortName: 'WU18', gender: 1, startAge: 16, endAge: 17 });
    expect(classes.find((c) => c.code === 'M')).toMatchObject({ gender: 0, startAge: 20, endAge: 0 });
    const events = (await stat('GET', `${definitionsBase}/events`)).json() as StatisticsEvent[];
    expect(events.map((e) => e.order)).toEqual([...events.map((e) => e.order)].sort((a, b) => a - b));
    expect(events.find((e) => e.code === '100')).toMatchObject({ id: await eventIdOf(t.database.db, '100'), measurement: 'time', windRequired: true, handTimeAllowed: true, isRelayEvent: false, isMultiEvent: false });
    expect(events.find((e) => e.code === '4X100')).toMatchObject({ isRelayEvent: true, relayMembers: 4, isMultiTeamEvent: false, isTeamEnduranceEvent: false });
    expect(events.find((e) => e.code === 'DEC')).toMatchObject({ isMultiEvent: true, measurement: 'points', subEvents: expect.arrayContaining(['100', 'LJ']) });
    expect(events.find((e) => e.code === 'SP7260')).toMatchObject({ heightWeight: 7.26, heightWeightUnit: 'kg', measurement: 'distance', name: 'Kugelstoß 7,26 kg', shortName: 'Kugel 7,26kg' });
  });

  it('name the classes and events in the reader’s language, keeping the codes', async () => {
    const classes = (await stat('GET', `${definitionsBase}/classes?culture=en`)).json() as StatisticsClass[];
    expect(classes.find((c) => c.code === 'M')).toMatchObject({ name: 'Men', shortName: 'M' });
    expect(classes.find((c) => c.code === 'WU20')).toMatchObject({ name: 'Female youth U20' });
    const events = (await stat('GET', `${definitionsBase}/events?culture=en`)).json() as StatisticsEvent[];
    expect(events.find((e) => e.code === 'LJ')).toMatchObject({ name: 'Long jump', shortName: 'LJ' });
    expect(events.find((e) => e.code === 'SP7260')).toMatchObject({ name: 'Shot put 7.26 kg', shortName: 'Shot 7.26kg' });
    const dutch = (await stat('GET', `${definitionsBase}/events?culture=nl`)).json() as StatisticsEvent[];
    expect(dutch.find((e) => e.code === '10000')).toMatchObject({ name: '10.000 m' });
    expect(dutch.find((e) => e.code === 'HEP')).toMatchObject({ name: 'Zevenkamp' });
  });
});

describe('best lists', () => {
  it('creates a list owned by the caller’s statistician organisation, with its links', async () => {
    const list = await create({ name: '  Hessische Bestenliste  ', regionalRestritionId: org(HESSEN).id });
    expect(list).toMatchObject({ name: 'Hessische Bestenliste', regionalRestritionId: org(HESSEN).id, regionalRestrictionName: HESSEN, ownerId: org(DLV).id, ownerName: DLV });
    expect(relsOf(list).sort()).toEqual(['copy_dlo', 'copy_from_target', 'external_view', 'get_by_id', 'get_custom_defs', 'startexport', 'update']);
    expect(list.links.find((l) => l.rel === 'external_view')).toEqual({ rel: 'external_view', href: `/bestlists/${list.id}`, templated: false, method: 'GET' });
    expect(list.links.find((l) => l.rel === 'copy_from_target')).toEqual({ rel: 'copy_from_target', href: `${base}/${list.id}/copy-from/{sourceId}`, templated: true, method: 'POST' });
    const stored = await storedBestList(t.database.db, list.id);
    expect(stored).toMatchObject({ masterId: org(DLV).id, ownerId: org(DLV).id, regionalRestrictionId: org(HESSEN).id });
    // "None" as the screens send it.
    expect((await create({ name: 'Ohne Einschränkung', regionalRestritionId: 0 })).regionalRestritionId).toBeNull();
  });

  it('takes an owner where the caller is a statistician, the current organisation by default', async () => {
    await ensureActiveRole(t, s.statistician.id, 'Statistiker', org(HESSEN).id);
    try {
      expect((await create({ name: 'Eigentum Hessen', ownerId: org(HESSEN).id })).ownerId).toBe(org(HESSEN).id);
      const r = await t.as(s.statistician.token, { method: 'POST', url: base, payload: { name: 'Aktuelle Organisation' }, org: org(HESSEN).id });
      expect(r.json().ownerId).toBe(org(HESSEN).id);
    } finally {
      await ensureNoRole(t, s.statistician.id, 'Statistiker', org(HESSEN).id);
    }
  });

  it('refuses bad input with 422 under the field and stores nothing', async () => {
    const before = await listCount();
    const refused: [Record<string, unknown>, string, string][] = [
      [{}, 'Name', 'Bitte geben Sie einen Namen ein'],
      [{ name: '   ' }, 'Name', 'Bitte geben Sie einen Namen ein'],
      [{ name: 'x'.repeat(201) }, 'Name', 'Die Eingabe ist zu lang'],
      [{ name: 'Fremd', regionalRestritionId: org(PHANOS).id }, 'RegionalRestritionId', ''],
      [{ name: 'Firma', regionalRestritionId: org(COMPANY).id }, 'RegionalRestritionId', ''],
      [{ name: 'Unbekannt', regionalRestritionId: 999_999 }, 'RegionalRestritionId', ''],
      [{ name: 'Verein', ownerId: org(EINTRACHT).id }, 'OwnerId', ''],
      [{ name: 'Kaputt', regionalRestritionId: 'abc' }, 'RegionalRestritionId', ''],
    ];
    for (const [payload, field, message] of refused) {
      const r = await stat('POST', base, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(r.json().errors), JSON.stringify(payload)).toEqual([field]);
      if (message) expect(r.json().errors[field][0].toLowerCase()).toBe(message.toLowerCase());
    }
    const en = await t.as(s.statistician.token, { method: 'POST', url: `${base}?culture=en`, payload: {} });
    expect(en.json().errors.Name).toEqual(['Please enter a name']);
    expect(await listCount()).toBe(before);
  });

  it('reads and updates a list; the restriction can be removed, a different id in the body is refused', async () => {
    const list = await create({ name: 'Zum Ändern', regionalRestritionId: org(HESSEN).id });
    const read = await stat('GET', `${base}/${list.id}`);
    expect(read.json()).toEqual(list);
    const changed = await stat('PUT', `${base}/${list.id}`, { id: list.id, name: 'Geändert', regionalRestritionId: null });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: list.id, name: 'Geändert', regionalRestritionId: null, regionalRestrictionName: null, ownerId: org(DLV).id });
    const before = await storedBestList(t.database.db, list.id);
    expect((await stat('PUT', `${base}/${list.id}`, { id: list.id + 1, name: 'Falsch' })).json().errors).toHaveProperty('Id');
    expect((await stat('PUT', `${base}/${list.id}`, { name: '' })).json().errors).toHaveProperty('Name');
    expect((await stat('PUT', `${base}/${list.id}`, { name: 'Fremd', regionalRestritionId: org(PHANOS).id })).json().errors).toHaveProperty('RegionalRestritionId');
    expect(await storedBestList(t.database.db, list.id)).toEqual(before);
  });

  it('lists the federation’s lists by name with search and paging, and the selector', async () => {
    for (const name of ['Paging Alpha', 'Paging Beta', 'Paging Gamma']) await create({ name });
    const page = await stat('GET', `${base}?freetextSearch=paging&pageSize=2&pageNumber=2`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().entities.map((e: BestList) => e.name)).toEqual(['Paging Gamma']);
    expect(page.json().paginationMetadata).toEqual({ currentPage: 2, totalPages: 2, totalCount: 3, pageSize: 2 });
    expect(relsOf(page.json())).toEqual(['new']);
    expect(relsOf(page.json().entities[0]).sort()).toEqual(['external_view', 'get_by_id', 'get_custom_defs', 'startexport', 'update']);
    const all = (await stat('GET', `${base}?pageSize=400`)).json().entities as BestList[];
    expect(all.map((e) => e.id)).not.toContain(foreignList);
    expect((await stat('GET', `${base}?pageSize=401`)).statusCode).toBe(422);
    const selector = (await stat('GET', `${base}/selector`)).json() as { value: number; text: string }[];
    expect(selector.map((o) => o.text)).toEqual(expect.arrayContaining(['Paging Alpha', 'Paging Beta', 'Paging Gamma']));
    expect(selector.map((o) => o.value)).not.toContain(foreignList);
  });

  it('finds a list by its location, the regional restriction, as well as by its name', async () => {
    const regional = await create({ name: 'Ortssuche Bezirk', regionalRestritionId: org(TSV).id });
    await create({ name: 'Ortssuche ohne Ort' });
    const byPlace = (await stat('GET', `${base}?freetextSearch=${encodeURIComponent(TSV.slice(0, 12))}&pageSize=400`)).json();
    expect(byPlace.entities.map((e: BestList) => e.id)).toContain(regional.id);
    expect(byPlace.entities.every((e: BestList) => e.regionalRestrictionName === TSV || e.name.includes(TSV.slice(0, 12)))).toBe(true);
    const byName = (await stat('GET', `${base}?freetextSearch=ortssuche&pageSize=1&pageNumber=2`)).json();
    expect(byName.paginationMetadata.totalCount).toBe(2);
  });

  it('offers associations and clubs of the own federation as regional restriction, from three characters', async () => {
    const found = (await stat('GET', `${base}/regional-restrictions?search=Hessisch`)).json() as { value: number; type: string }[];
    expect(found.map((o) => o.value)).toContain(org(HESSEN).id);
    const clubs = (await stat('GET', `${base}/regional-restrictions?search=${encodeURIComponent('1860')}`)).json() as { value: number }[];
    expect(clubs.map((o) => o.value)).toContain(org(TSV).id);
    expect(((await stat('GET', `${base}/regional-restrictions?search=Phanos`)).json() as unknown[]).length).toBe(0);
    expect(((await stat('GET', `${base}/regional-restrictions?search=Laufsport`)).json() as unknown[]).length).toBe(0);
    expect((await stat('GET', `${base}/regional-restrictions?search=He`)).statusCode).toBe(422);
  });

  it('answers 404 for another federation’s list on every call, and changes nothing', async () => {
    const own = await create({ name: 'Eigene Liste' });
    const [foreignDefinition] = await storedDefinitions(t.database.db, foreignList);
    const before = await fingerprint(t);
    const calls: [string, string, unknown?][] = [
      ['GET', `${base}/${foreignList}`],
      ['PUT', `${base}/${foreignList}`, { name: 'Übernommen' }],
      ['POST', `${base}/${foreignList}/copy-dlo`],
      ['POST', `${base}/${foreignList}/copy-from/${own.id}`],
      ['POST', `${base}/${own.id}/copy-from/${foreignList}`],
      ['GET', `${base}/${foreignList}/definitions`],
      ['POST', `${base}/definitions`, [{ eventId: foreignDefinition.eventId, classId: foreignDefinition.classId, performanceListId: foreignList }]],
      ['PUT', `${base}/definitions`, [{ id: foreignDefinition.id, startAge: 0, endAge: 0, heightWeight: null, wind: false, environment: 1, handTimeAllowed: true }]],
      ['GET', `${base}/${foreignList}/classes`],
      ['GET', `${base}/${foreignList}/classes/${foreignDefinition.classId}/events/2`],
      ['GET', `${base}/${foreignList}/export`],
      ['GET', `${base}/999999`],
    ];
    for (const [method, url, payload] of calls) expect((await stat(method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    expect(await fingerprint(t)).toBe(before);
  });
});

describe('definitions', () => {
  it('copies the standard definitions once: a second copy adds nothing', async () => {
    const list = await create({ name: 'DLO-Kopie' });
    const first = await stat('POST', `${base}/${list.id}/copy-dlo`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ id: list.id, created: standardDefinitions().length, definitions: standardDefinitions().length });
    const defs = await definitions(list.id);
    expect(defs).toHaveLength(standardDefinitions().length);
    const wu18hurdles = defs.find((d) => d.classCode === 'WU18' && d.eventCode === '100H762')!;
    expect(wu18hurdles).toMatchObject({ startAge: 0, endAge: 17, heightWeight: 76.2, heightWeightUnit: 'cm', wind: true, environment: 1, performanceListId: list.id });
    // Ordered by class order, then event order.
    const classOrder = defs.map((d) => d.classCode);
    expect(classOrder.indexOf('M')).toBeLessThan(classOrder.indexOf('MU20'));
    const second = await stat('POST', `${base}/${list.id}/copy-dlo`);
    expect(second.json()).toEqual({ id: list.id, created: 0, definitions: standardDefinitions().length });
    expect(await definitions(list.id)).toEqual(defs);
  });

  it('copies another list’s definitions with their values and keeps what the target has', async () => {
    const source = await create({ name: 'Quelle' });
    await insertStoredDefinition(t.database.db, source.id, { eventCode: '100', classCode: 'M', wind: true, startAge: 20, endAge: 29, environment: 1 });
    await insertStoredDefinition(t.database.db, source.id, { eventCode: 'SP7260', classCode: 'M', heightWeight: 7.26, environment: 2 });
    const target = await create({ name: 'Ziel' });
    await insertStoredDefinition(t.database.db, target.id, { eventCode: '100', classCode: 'M', wind: false, startAge: 0, endAge: 0, environment: 0 });
    const r = await stat('POST', `${base}/${target.id}/copy-from/${source.id}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ id: target.id, created: 1, definitions: 2 });
    const defs = await definitions(target.id);
    expect(defs.map((d) => [d.eventCode, d.classCode, d.wind, d.startAge, d.endAge, d.heightWeight, d.environment])).toEqual([
      ['100', 'M', false, 0, 0, null, 0],
      ['SP7260', 'M', false, 0, 0, 7.26, 2],
    ]);
    expect((await definitions(source.id)).length).toBe(2);
  });

  it('saves the matrix: adds with the event’s defaults, keeps existing values, removes the rest', async () => {
    const list = await create({ name: 'Matrix' });
    const db = t.database.db;
    const kept = await insertStoredDefinition(db, list.id, { eventCode: '100', classCode: 'M', wind: false, startAge: 20, endAge: 34, handTimeAllowed: false, environment: 0 });
    await insertStoredDefinition(db, list.id, { eventCode: 'LJ', classCode: 'M' });
    const [m100, ljId, hurdles, relay, men, women] = await Promise.all([
      eventIdOf(db, '100'),
      eventIdOf(db, 'LJ'),
      eventIdOf(db, '100H840'),
      eventIdOf(db, '4X100'),
      classIdOf(db, 'M'),
      classIdOf(db, 'W'),
    ]);
    const entries = [
      { eventId: m100, classId: men, performanceListId: list.id },
      { eventId: hurdles, classId: women, performanceListId: list.id },
      { eventId: relay, classId: women, performanceListId: list.id },
      // The same cell twice counts once.
      { eventId: relay, classId: women, performanceListId: list.id },
    ];
    const r = await stat('POST', `${base}/definitions`, entries);
    expect(r.statusCode, r.body).toBe(200);
    const defs = r.json() as CustomDefinition[];
    expect(defs).toEqual(await definitions(list.id));
    expect(defs.map((d) => `${d.classCode}/${d.eventCode}`)).toEqual(['M/100', 'W/100H840', 'W/4X100']);
    expect(defs[0]).toMatchObject({ id: kept, wind: false, startAge: 20, endAge: 34, handTimeAllowed: false, environment: 0 });
    expect(defs[1]).toMatchObject({ classname: 'Frauen', eventname: expect.any(String), wind: true, handTimeAllowed: true, heightWeight: 84, heightWeightUnit: 'cm', startAge: 0, endAge: 0, environment: 1 });
    expect(defs[2]).toMatchObject({ wind: false, heightWeight: null, environment: 1 });
    expect(defs.some((d) => d.eventId === ljId)).toBe(false);
  });

  it('refuses an empty matrix, one naming several lists and unknown events or classes, changing nothing', async () => {
    const a = await create({ name: 'Matrix A' });
    const b = await create({ name: 'Matrix B' });
    await insertStoredDefinition(t.database.db, a.id, { eventCode: '100', classCode: 'M' });
    const [m100, men] = [await eventIdOf(t.database.db, '100'), await classIdOf(t.database.db, 'M')];
    const before = await fingerprint(t);
    const empty = await stat('POST', `${base}/definitions`, []);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ Model: ['Bitte wählen Sie mindestens eine Kombination aus Disziplin und Klasse'] });
    expect(empty.json().message).toBe('Bitte wählen Sie mindestens eine Kombination aus Disziplin und Klasse');
    const mixed = await stat('POST', `${base}/definitions`, [
      { eventId: m100, classId: men, performanceListId: a.id },
      { eventId: m100, classId: men, performanceListId: b.id },
    ]);
    expect(mixed.json().errors).toHaveProperty('Model');
    expect((await stat('POST', `${base}/definitions`, [{ eventId: 999_999, classId: men, performanceListId: a.id }])).json().errors).toHaveProperty('EventId');
    expect((await stat('POST', `${base}/definitions`, [{ eventId: m100, classId: 999_999, performanceListId: a.id }])).json().errors).toHaveProperty('ClassId');
    expect((await stat('POST', `${base}/definitions`, [{ eventId: m100, classId: men }])).statusCode).toBe(422);
    expect((await stat('POST', `${base}/definitions`, { eventId: m100, classId: men, performanceListId: a.id })).statusCode).toBe(422);
    expect(await fingerprint(t)).toBe(before);
  });

  it('saves the values of the definitions and refuses invalid ones, changing nothing', async () => {
    const list = await create({ name: 'Werte' });
    const other = await create({ name: 'Werte andere' });
    const db = t.database.db;
    const first = await insertStoredDefinition(db, list.id, { eventCode: '100', classCode: 'MU18', wind: true });
    const second = await insertStoredDefinition(db, list.id, { eventCode: 'SP5000', classCode: 'MU18', heightWeight: 5 });
    const elsewhere = await insertStoredDefinition(db, other.id, { eventCode: '100', classCode: 'M' });
    const row = (id: number, values: Record<string, unknown> = {}) => ({ id, startAge: 16, endAge: 17, heightWeight: null, wind: true, environment: 1, handTimeAllowed: false, ...values });
    const r = await stat('PUT', `${base}/definitions`, [row(first), row(second, { startAge: '14', endAge: '0', heightWeight: '4,5', wind: false, environment: 2 })]);
    expect(r.statusCode, r.body).toBe(200);
    expect((r.json() as CustomDefinition[]).map((d) => [d.id, d.startAge, d.endAge, d.heightWeight, d.wind, d.environment, d.handTimeAllowed])).toEqual([
      [first, 16, 17, null, true, 1, false],
      [second, 14, 0, 4.5, false, 2, false],
    ]);
    const before = await fingerprint(t);
    const invalid: [unknown, number, string?][] = [
      [[], 422, 'Model'],
      // A row's problem names the row (its index in the payload).
      [[row(first), row(second, { startAge: 18, endAge: 17 })], 422, '1'],
      [[row(first, { startAge: '' })], 422, '0'],
      [[row(first, { startAge: -1 })], 422],
      [[row(first, { endAge: 151 })], 422],
      [[row(first, { startAge: 1.5 })], 422],
      [[row(first, { environment: 3 })], 422],
      [[row(first, { heightWeight: 'schwer' })], 422],
      [[row(first, { wind: 'vielleicht' })], 422],
      [[row(first), row(elsewhere)], 422, 'Model'],
      [[row(999_999)], 404],
      [[row(first), row(999_999)], 404],
    ];
    for (const [payload, status, field] of invalid) {
      const res = await stat('PUT', `${base}/definitions`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      if (field) expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    expect((await stat('PUT', `${base}/definitions`, [row(first, { startAge: 18, endAge: 17 })])).json().errors).toEqual({ 0: ['Das Endalter darf nicht kleiner als das Startalter sein (0 = ohne Grenze)'] });
    expect(await fingerprint(t)).toBe(before);
  });

  it('answers the classes of a list and its events for a class and environment', async () => {
    const list = await create({ name: 'Filter' });
    const db = t.database.db;
    await insertStoredDefinition(db, list.id, { eventCode: '60', classCode: 'M', environment: 0 });
    await insertStoredDefinition(db, list.id, { eventCode: '100', classCode: 'M', environment: 1 });
    await insertStoredDefinition(db, list.id, { eventCode: 'HJ', classCode: 'M', environment: 2 });
    await insertStoredDefinition(db, list.id, { eventCode: 'HJ', classCode: 'W', environment: 2 });
    const classes = (await stat('GET', `${base}/${list.id}/classes`)).json() as { id: number; code: string; name: string }[];
    expect(classes).toEqual([
      { id: await classIdOf(db, 'M'), code: 'M', name: 'Männer' },
      { id: await classIdOf(db, 'W'), code: 'W', name: 'Frauen' },
    ]);
    const men = classes[0].id;
    const events = async (env: number) => ((await stat('GET', `${base}/${list.id}/classes/${men}/events/${env}`)).json() as { code: string }[]).map((e) => e.code);
    expect(await events(0)).toEqual(['60', 'HJ']);
    expect(await events(1)).toEqual(['100', 'HJ']);
    expect(await events(2)).toEqual(['60', '100', 'HJ']);
    expect((await stat('GET', `${base}/${list.id}/classes/${men}/events/3`)).statusCode).toBe(422);
    expect(((await stat('GET', `${base}/${list.id}/classes?culture=nl`)).json() as { name: string }[]).map((c) => c.name)).toEqual(['Mannen', 'Vrouwen']);
    const english = (await stat('GET', `${base}/${list.id}/classes/${men}/events/2?culture=en`)).json() as { code: string; name: string }[];
    expect(english.map((e) => e.name)).toEqual(['60 m', '100 m', 'High jump']);
    const defs = (await stat('GET', `${base}/${list.id}/definitions?culture=en`)).json() as CustomDefinition[];
    expect(defs.find((d) => d.eventCode === 'HJ' && d.classCode === 'W')).toMatchObject({ classname: 'Women', eventname: 'High jump' });
    expect((await definitions(list.id)).find((d) => d.eventCode === 'HJ' && d.classCode === 'W')).toMatchObject({ classname: 'Frauen', eventname: 'Hochsprung' });
  });
});
