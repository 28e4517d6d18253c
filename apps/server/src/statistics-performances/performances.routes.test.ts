import type { Link, PerformanceDetail, PerformancePage } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { AU, DARMSTADT, DLV, EINTRACHT, FRANKFURT, HESSEN, LG_NORD, PHANOS, TSV, ensureActiveRole, loadOrgs, loginAll, type Org } from '../test/fixtures';
import { athletes, performanceRelayMembers, performanceSubResults, performances } from '../db/schema';
import { classIdOf, eventIdOf, insertAthlete, insertCompetition } from '../statistics/statistics.fixtures';

const base = '/api/statistics/performances';

let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let org: (name: string) => Org;
let ids: {
  dlv: number;
  hessen: number;
  eintracht: number;
  tsv: number;
  lgNord: number;
  competition: number;
  indoor: number;
  m100: number;
  lj: number;
  relay: number;
  dec: number;
  men: number;
  women: number;
  runner: number;
  jumper: number;
  woman: number;
  bavarian: number;
  relayRunners: number[];
  dutch: number;
};

/** The state of every table the area writes, to prove that a refused call changed nothing. */
async function state(): Promise<string> {
  const result = await t.database.db.execute<{ f: string }>(sql`
    select (select md5(coalesce(string_agg(p::text, ',' order by p.id), '')) from performances p)
        || (select md5(coalesce(string_agg(a::text, ',' order by a.id), '')) from athletes a)
        || (select md5(coalesce(string_agg(m::text, ',' order by m.performance_id, m.position), '')) from performance_relay_members m)
        || (select md5(coalesce(string_agg(r::text, ',' order by r.performance_id, r.position), '')) from performance_sub_results r)
        || (select md5(coalesce(string_agg(c::text, ',' order by c.id), '')) from checkings c) as f`);
  return result.rows[0].f;
}

const rels = (links: Link[]) => links.map((l) => l.rel);

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  org = await loadOrgs(t);
  const db = t.database.db;
  const dlv = org(DLV).id;
  // A second statistician, of the Hessen association, and one of the Dutch federation.
  await ensureActiveRole(t, s.region.id, 'Statistiker', org(HESSEN).id);
  await ensureActiveRole(t, s.nl.id, 'Statistiker', org(AU).id);
  const athlete = (lastName: string, organizationId: number, gender = 0, firstName = 'Test', masterId = dlv) =>
    insertAthlete(db, { masterId, organizationId, firstName, lastName, gender, yearOfBirth: 1998 });
  ids = {
    dlv,
    hessen: org(HESSEN).id,
    eintracht: org(EINTRACHT).id,
    tsv: org(TSV).id,
    lgNord: org(LG_NORD).id,
    competition: await insertCompetition(db, { masterId: dlv, ownerId: dlv, name: 'Pfingstsportfest', date: '2026-06-01' }),
    indoor: await insertCompetition(db, { masterId: dlv, ownerId: dlv, name: 'Hallenmeeting', date: '2026-02-01' }),
    m100: await eventIdOf(db, '100'),
    lj: await eventIdOf(db, 'LJ'),
    relay: await eventIdOf(db, '4X100'),
    dec: await eventIdOf(db, 'DEC'),
    men: await classIdOf(db, 'M'),
    women: await classIdOf(db, 'W'),
    runner: await athlete('Sprinter', org(EINTRACHT).id, 0, 'Sven'),
    jumper: await athlete('Springer', org(EINTRACHT).id, 0, 'Jan'),
    woman: await athlete('Läuferin', org(EINTRACHT).id, 1, 'Lena'),
    bavarian: await athlete('Huber', org(TSV).id, 0, 'Sepp'),
    relayRunners: [
      await athlete('Eins', org(EINTRACHT).id),
      await athlete('Zwei', org(EINTRACHT).id),
      await athlete('Drei', org(EINTRACHT).id),
      await athlete('Vier', org(EINTRACHT).id),
      await athlete('Fünf', org(EINTRACHT).id),
    ],
    dutch: await athlete('Sprinter', org(PHANOS).id, 0, 'Sven', org(AU).id),
  };
});
afterAll(() => t?.close());

const create = (payload: Record<string, unknown>, token = s.statistician.token) => t.as(token, { method: 'POST', url: base, payload });
const sprint = (over: Record<string, unknown> = {}) => ({
  competitionId: ids.competition,
  eventId: ids.m100,
  classId: ids.men,
  competitorId: ids.runner,
  organizationId: '00000000-0000-0000-0000-000000000000',
  performanceDateTime: '2026-06-01T00:00:00',
  bestResult: '10,52',
  windResult: '+1,8',
  heightWeight: null,
  relayMembers: [],
  multiEventResults: null,
  ...over,
});
async function created(payload: Record<string, unknown>, token = s.statistician.token): Promise<PerformanceDetail> {
  const res = await create(payload, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Mayer's world record (Talence 2018): the marks, the published points per event, 9126 in total. */
const mayer: [string, string | null, number][] = [
  ['10,55', '+0.3', 963],
  ['7,80', '+0.8', 1010],
  ['16,00', null, 851],
  ['2,05', null, 850],
  ['48,42', null, 889],
  ['13,75', '-1.0', 1007],
  ['50,54', null, 882],
  ['5,45', null, 1051],
  ['71,90', null, 918],
  ['4:36,11', null, 705],
];
async function decathlonRows(over: (i: number) => Record<string, unknown> = () => ({})) {
  const info = (await t.as(s.statistician.token, { method: 'GET', url: `${base}/events/${ids.dec}` })).json();
  return info.subEvents.map((sub: { eventId: number }, i: number) => ({ eventId: sub.eventId, result: mayer[i][0], windResult: mayer[i][1], ...over(i) }));
}

describe('area catalogue and access', () => {
  it('is offered to statisticians only; every route refuses the others with 403', async () => {
    const root = (token: string) => t.as(token, { method: 'GET', url: '/api' }).then((r) => rels(r.json().links));
    expect(await root(s.statistician.token)).toContain('performance_links');
    expect(await root(s.club.token)).not.toContain('performance_links');
    const catalogue = await t.as(s.statistician.token, { method: 'GET', url: `${base}/links` });
    expect(rels(catalogue.json().links).sort()).toEqual(
      ['club_search', 'competitor_search', 'delete_perf', 'get_by_id', 'get_checkings', 'get_event_info', 'get_performances', 'new', 'new_checking', 'new_competitor', 'update', 'update_checking'].sort(),
    );
    const before = await state();
    for (const [method, url] of [
      ['GET', `${base}/links`],
      ['GET', `${base}?classCode=M&eventCode=100`],
      ['GET', `${base}/competitors?search=Sprinter`],
      ['GET', `${base}/1`],
      ['DELETE', `${base}/1`],
      ['GET', `${base}/1/checkings`],
    ] as const) {
      expect((await t.as(s.club.token, { method, url })).statusCode, url).toBe(403);
      expect((await t.as(s.federation.token, { method, url })).statusCode, url).toBe(403);
    }
    expect((await create(sprint(), s.club.token)).statusCode).toBe(403);
    expect(await state()).toBe(before);
  });
});

describe('competitors and clubs', () => {
  it('searches athletes of the own federation from 3 trimmed characters, at most 20', async () => {
    const short = await t.as(s.statistician.token, { method: 'GET', url: `${base}/competitors?search=${encodeURIComponent(' Sp ')}` });
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().errors)).toEqual(['Search']);
    const found = (await t.as(s.statistician.token, { method: 'GET', url: `${base}/competitors?search=${encodeURIComponent(' sprinter ')}` })).json();
    expect(found).toEqual([
      {
        id: ids.runner,
        fullName: 'Sven Sprinter',
        firstName: 'Sven',
        lastName: 'Sprinter',
        gender: 0,
        yearOfBirth: 1998,
        nation: 'GER',
        organizationId: ids.eintracht,
        organizationName: EINTRACHT,
        organizationPath: [ids.dlv, ids.hessen, org(FRANKFURT).id, ids.eintracht],
      },
    ]);
    // "first last" and "last first" both match.
    expect((await t.as(s.statistician.token, { method: 'GET', url: `${base}/competitors?search=${encodeURIComponent('Springer Jan')}` })).json().map((a: { id: number }) => a.id)).toEqual([ids.jumper]);
    const dutch = (await t.as(s.nl.token, { method: 'GET', url: `${base}/competitors?search=Sprinter` })).json();
    expect(dutch.map((a: { id: number }) => a.id)).toEqual([ids.dutch]);
    for (let i = 0; i < 25; i++) await insertAthlete(t.database.db, { masterId: ids.dlv, organizationId: ids.tsv, lastName: `Vielfach${i}`, yearOfBirth: 2000 });
    expect((await t.as(s.statistician.token, { method: 'GET', url: `${base}/competitors?search=vielfach` })).json()).toHaveLength(20);
  });

  it('creates an athlete in a club of the own federation, with a 422 per field', async () => {
    const payload = { firstName: 'Neu', lastName: 'Athlet', gender: 1, yearOfBirth: 2004, nation: 'ger', organizationId: ids.lgNord, nationalAthleteCode: 'A123' };
    const res = await t.as(s.statistician.token, { method: 'POST', url: `${base}/competitors`, payload });
    expect(res.statusCode, res.body).toBe(201);
    // Answered as the search finds the athlete, so a relay form can check the new member at once.
    expect(res.json()).toMatchObject({ fullName: 'Neu Athlet', gender: 1, organizationId: ids.lgNord, organizationName: LG_NORD, organizationPath: [ids.dlv, ids.hessen, org(FRANKFURT).id, ids.lgNord] });
    const [row] = await t.database.db.select().from(athletes).where(eq(athletes.id, res.json().id));
    expect(row).toMatchObject({ masterId: ids.dlv, firstName: 'Neu', lastName: 'Athlet', gender: 1, yearOfBirth: 2004, nation: 'GER', organizationId: ids.lgNord, nationalAthleteCode: 'A123' });

    const before = await state();
    const refused = async (over: Record<string, unknown>, key: string) => {
      const r = await t.as(s.statistician.token, { method: 'POST', url: `${base}/competitors`, payload: { ...payload, ...over }, query: { culture: 'en' } });
      expect(r.statusCode, JSON.stringify(over)).toBe(422);
      expect(Object.keys(r.json().errors), JSON.stringify(over)).toEqual([key]);
      return r.json().errors[key][0] as string;
    };
    await refused({ firstName: ' ' }, 'FirstName');
    await refused({ lastName: '' }, 'LastName');
    expect(await refused({ gender: 2 }, 'Gender')).toBe('Please choose the sex');
    await refused({ yearOfBirth: 'abc' }, 'YearOfBirth');
    await refused({ nation: 'XYZ' }, 'Nation');
    // A state association is no club; another federation's club does not exist here.
    expect(await refused({ organizationId: ids.hessen }, 'OrganizationId')).toBe('Please choose a club');
    await refused({ organizationId: org(PHANOS).id }, 'OrganizationId');
    expect(await state()).toBe(before);
  });

  it('searches clubs, LGs and StGs of the own federation by name', async () => {
    const clubs = (await t.as(s.statistician.token, { method: 'GET', url: `${base}/clubs?search=frankfurt` })).json();
    expect(clubs).toEqual(expect.arrayContaining([{ value: ids.eintracht, text: EINTRACHT }, { value: ids.lgNord, text: LG_NORD }]));
    expect(clubs.every((c: { text: string }) => !c.text.includes('Kreis'))).toBe(true);
    expect((await t.as(s.statistician.token, { method: 'GET', url: `${base}/clubs?search=fr` })).statusCode).toBe(422);
    expect((await t.as(s.nl.token, { method: 'GET', url: `${base}/clubs?search=frankfurt` })).json()).toEqual([]);
  });
});

describe('entering performances', () => {
  it('creates an individual performance with the derived columns, the creator taken from the caller', async () => {
    const p = await created(sprint({ creatorUserId: s.club.id, creatorOrganisationId: ids.tsv, lastEditorUserId: s.club.id, organizationId: ids.tsv }));
    const [row] = await t.database.db.select().from(performances).where(eq(performances.id, p.id));
    expect(row).toMatchObject({
      masterId: ids.dlv,
      athleteId: ids.runner,
      competitorKey: ids.runner,
      organizationId: ids.eintracht,
      yearOfBirth: 1998,
      nation: 'GER',
      performanceDate: '2026-06-01',
      environment: 1,
      seasonYear: 2026,
      markUnits: 1052,
      handTimed: false,
      sortKey: 2104,
      windTenths: 18,
      creatorUserId: s.statistician.id,
      creatorOrganizationId: ids.dlv,
      lastEditorUserId: null,
    });
    expect(p).toMatchObject({ bestResultString: '10.52', bestWind: '+1.8', windResult: 1.8, competitorId: ids.runner, organizationId: ids.eintracht, creatorName: 'Stefanie Zahl', status: 0 });
    expect(p.event).toMatchObject({ code: '100', isRelayEvent: false, isMultiEvent: false, measurement: 'time', windRequired: true });
    expect(rels(p.links)).toEqual(['get_by_id', 'update', 'delete_perf', 'get_checkings']);
  });

  it('stores hand times with a star, below the equal automatic time, and the implement of a throw', async () => {
    const hand = await created(sprint({ bestResult: '10,8*', windResult: 0.4 }));
    const [row] = await t.database.db.select().from(performances).where(eq(performances.id, hand.id));
    expect(row).toMatchObject({ markUnits: 1080, handTimed: true, sortKey: 2161, windTenths: 4 });
    expect(hand.bestResultString).toBe('10.8*');
    const jump = await created(sprint({ eventId: ids.lj, competitorId: ids.jumper, bestResult: '7,85', windResult: '-0.4', heightWeight: '7,26' }));
    expect(jump).toMatchObject({ bestResultString: '7.85', windResult: -0.4, heightWeight: 7.26 });
    // Indoors no wind is stored, whatever was typed.
    const indoor = await created(sprint({ competitionId: ids.indoor, performanceDateTime: '2026-02-01', eventId: ids.lj, competitorId: ids.jumper, bestResult: '7,50', windResult: '+1,0' }));
    expect(indoor).toMatchObject({ windResult: null, bestWind: '' });
  });

  it('refuses every invalid field with a translated 422 and changes nothing', async () => {
    const before = await state();
    const refused = async (payload: Record<string, unknown>, key: string, message?: string) => {
      const r = await t.as(s.statistician.token, { method: 'POST', url: `${base}?culture=en`, payload });
      expect(r.statusCode, `${key}: ${r.body}`).toBe(422);
      expect(Object.keys(r.json().errors), r.body).toContain(key);
      if (message) expect(r.json().errors[key]).toContain(message);
    };
    const foreignCompetition = await insertCompetition(t.database.db, { masterId: org(AU).id, ownerId: org(AU).id, date: '2026-06-01' });
    await refused(sprint({ competitionId: null }), 'CompetitionId', 'Please choose a competition');
    await refused(sprint({ competitionId: foreignCompetition }), 'CompetitionId');
    await refused(sprint({ eventId: 999_999 }), 'EventId', 'Please choose an event');
    await refused(sprint({ classId: undefined }), 'ClassId', 'Please choose a class');
    await refused(sprint({ competitorId: null }), 'CompetitorId', 'Please choose an athlete');
    await refused(sprint({ competitorId: ids.dutch }), 'CompetitorId');
    await refused(sprint({ competitorId: ids.woman }), 'CompetitorId', "The athlete's sex does not match the class");
    await refused(sprint({ bestResult: '' }), 'BestResult', 'Please enter a result');
    await refused(sprint({ bestResult: '8,50' }), 'BestResult');
    await refused(sprint({ bestResult: 'abc' }), 'BestResult');
    await refused(sprint({ eventId: ids.lj, competitorId: ids.jumper, bestResult: '7,85*' }), 'BestResult');
    await refused(sprint({ windResult: 'abc' }), 'WindResult', 'Please enter a decimal number (+/-00.00)');
    await refused(sprint({ heightWeight: 'sieben' }), 'HeightWeight', 'Please enter a decimal number (+/-00.00)');
    await refused(sprint({ performanceDateTime: '2026-06-02' }), 'PerformanceDateTime', 'The date must lie within the days of the competition');
    await refused(sprint({ performanceDateTime: null }), 'PerformanceDateTime');
    // Several problems at once are named together.
    const r = await t.as(s.statistician.token, { method: 'POST', url: base, payload: sprint({ competitorId: null, bestResult: '', performanceDateTime: '2025-01-01' }) });
    expect(Object.keys(r.json().errors).sort()).toEqual(['BestResult', 'CompetitorId', 'PerformanceDateTime']);
    expect(await state()).toBe(before);
  });
});

describe('odd input', () => {
  it('never answers 500 to odd values in any field of the save payload', async () => {
    const odd = [null, '', ' ', 'x', '0', 0, -1, 1e308, 2_147_483_648, '99999:59:59', '999999', '1,23456', '+99,9', true, [], {}, 'ä%_\\'];
    const fields = ['competitionId', 'eventId', 'classId', 'competitorId', 'organizationId', 'performanceDateTime', 'bestResult', 'windResult', 'heightWeight', 'relayMembers', 'multiEventResults'];
    const before = await state();
    for (const field of fields) {
      for (const value of odd) {
        const r = await create(sprint({ [field]: value }));
        expect(r.statusCode, `${field}=${JSON.stringify(value)}: ${r.body.slice(0, 120)}`).toBeLessThan(500);
        if (r.statusCode === 201) await t.as(s.statistician.token, { method: 'DELETE', url: `${base}/${r.json().id}` });
      }
    }
    const rows = [{ eventId: ids.m100, result: '99999:59:59', windResult: 1e308, points: 1e308, overrideReason: 'x'.repeat(500) }];
    expect((await create(sprint({ eventId: ids.dec, multiEventResults: rows }))).statusCode).toBe(422);
    expect(await state()).toBe(before);
  });
});

describe('relays', () => {
  const relay = (over: Record<string, unknown> = {}) =>
    sprint({ eventId: ids.relay, competitorId: null, organizationId: ids.eintracht, bestResult: '39,80', windResult: null, relayMembers: ids.relayRunners.slice(0, 4).reverse().map((competitorId) => ({ competitorId })), ...over });

  it('stores the club as competitor and the members in running order', async () => {
    const p = await created(relay());
    expect(p.relayMembers.map((m) => m.competitorId)).toEqual(ids.relayRunners.slice(0, 4).reverse());
    expect(p.relayMembers[0].fullName).toBe('Test Vier');
    expect(p).toMatchObject({ competitor: null, competitorId: null, organization: { value: ids.eintracht, text: EINTRACHT } });
    expect(p.event).toMatchObject({ isRelayEvent: true, isTeamEvent: true, relayMembers: 4 });
    const [row] = await t.database.db.select().from(performances).where(eq(performances.id, p.id));
    expect(row).toMatchObject({ athleteId: null, competitorKey: -ids.eintracht, organizationId: ids.eintracht, yearOfBirth: null, nation: null });
    const members = await t.database.db.select().from(performanceRelayMembers).where(eq(performanceRelayMembers.performanceId, p.id)).orderBy(performanceRelayMembers.position);
    expect(members.map((m) => m.position)).toEqual([0, 1, 2, 3]);
  });

  it('refuses a missing club, more members than the event has and a member twice', async () => {
    const before = await state();
    const refused = async (payload: Record<string, unknown>, key: string) => {
      const r = await create(payload);
      expect(r.statusCode, r.body).toBe(422);
      expect(Object.keys(r.json().errors)).toEqual([key]);
    };
    await refused(relay({ organizationId: '00000000-0000-0000-0000-000000000000' }), 'OrganizationId');
    await refused(relay({ organizationId: ids.hessen }), 'OrganizationId');
    await refused(relay({ relayMembers: ids.relayRunners.map((competitorId) => ({ competitorId })) }), 'RelayMembers');
    await refused(relay({ relayMembers: [ids.relayRunners[0], ids.relayRunners[1], ids.relayRunners[0]].map((competitorId) => ({ competitorId })) }), 'RelayMembers');
    await refused(relay({ relayMembers: [{ competitorId: ids.dutch }] }), 'RelayMembers');
    expect(await state()).toBe(before);
  });
});

describe('marks that cannot be true (decision 030)', () => {
  const refusedWith = async (payload: Record<string, unknown>, culture = 'de') => {
    const r = await t.as(s.statistician.token, { method: 'POST', url: `${base}?culture=${culture}`, payload });
    expect(r.statusCode, r.body).toBe(422);
    return r.json().errors as Record<string, string[]>;
  };

  it('refuses a mark outside the event\'s plausible range and names the range in the reader\'s language', async () => {
    const before = await state();
    expect(await refusedWith(sprint({ bestResult: '5,00' }))).toEqual({ BestResult: ['Zu schnell: Für 100 m muss die Zeit zwischen 9,39 und 60,00 s liegen'] });
    expect(await refusedWith(sprint({ bestResult: '61,00' }), 'en')).toEqual({ BestResult: ['Too slow: for 100 m the time must be between 9.39 and 60.00 s'] });
    expect(await refusedWith(sprint({ eventId: ids.lj, competitorId: ids.jumper, bestResult: '9,50' }), 'nl')).toEqual({
      BestResult: ['Te hoog: voor Verspringen moet de prestatie tussen 1,00 en 9,12 m liggen'],
    });
    expect(await state()).toBe(before);
    expect(await created(sprint({ bestResult: '9,58' }))).toMatchObject({ bestResultString: '9.58' });
    expect(await created(sprint({ bestResult: '60,00' }))).toMatchObject({ bestResultString: '1:00.00' });
  });

  it('refuses a foul or a zero as a performance, but not as a combined event\'s sub-result', async () => {
    const before = await state();
    for (const bestResult of ['0', '0,00', 'x']) {
      expect(await refusedWith(sprint({ bestResult }))).toEqual({ BestResult: ['Ein ungültiger Versuch (x oder 0) ist keine Leistung für Listen und Rekorde'] });
    }
    expect(await state()).toBe(before);
    const rows = await decathlonRows((i) => (i === 7 ? { result: 'x', points: 0 } : {}));
    const p = await created(sprint({ eventId: ids.dec, competitorId: ids.jumper, bestResult: null, windResult: null, multiEventResults: rows }));
    expect(p.multiEventResults[7]).toMatchObject({ result: '0.0', points: 0 });
  });

  it('refuses a wind reading beyond ±9.9 m/s, also in a combined event\'s row', async () => {
    const before = await state();
    expect(await refusedWith(sprint({ windResult: '+12,5' }))).toEqual({ WindResult: ['Der Wind muss zwischen -9,9 und +9,9 m/s liegen'] });
    expect(await refusedWith(sprint({ windResult: -10 }), 'en')).toEqual({ WindResult: ['The wind must be between -9.9 and +9.9 m/s'] });
    const rows = await decathlonRows((i) => (i === 1 ? { windResult: '+12,5' } : {}));
    expect(await refusedWith(sprint({ eventId: ids.dec, competitorId: ids.jumper, bestResult: null, windResult: null, multiEventResults: rows }))).toEqual({
      'MultiEventResults[1].WindResult': ['Der Wind muss zwischen -9,9 und +9,9 m/s liegen'],
    });
    expect(await state()).toBe(before);
    expect(await created(sprint({ windResult: '+9,9' }))).toMatchObject({ windResult: 9.9 });
  });

  it('refuses a day after today, even inside the competition\'s days', async () => {
    const nextYear = new Date().getFullYear() + 1;
    const future = await insertCompetition(t.database.db, { masterId: ids.dlv, ownerId: ids.dlv, name: 'Zukunftssportfest', date: `${nextYear}-06-01` });
    const before = await state();
    expect(await refusedWith(sprint({ competitionId: future, performanceDateTime: `${nextYear}-06-01` }))).toEqual({ PerformanceDateTime: ['Das Datum darf nicht in der Zukunft liegen'] });
    expect(await state()).toBe(before);
  });

  it('refuses points that add up to more than any combined event scored', async () => {
    const rows = await decathlonRows((i) => (i === 0 ? { points: 2000, overrideReason: 'Tippfehler' } : {}));
    expect(await refusedWith(sprint({ eventId: ids.dec, competitorId: ids.jumper, bestResult: null, windResult: null, multiEventResults: rows }))).toEqual({
      BestResult: ['Zu hoch: Für Zehnkampf muss die Leistung zwischen 1 und 9.308 Punkte liegen'],
    });
  });
});

describe('relay members (decision 030)', () => {
  let others: { darmstadt: number[]; lg: number[]; women: number[] };
  beforeAll(async () => {
    const db = t.database.db;
    const athlete = (lastName: string, organizationId: number, gender = 0) => insertAthlete(db, { masterId: ids.dlv, organizationId, firstName: 'Staffel', lastName, gender, yearOfBirth: 2000 });
    others = {
      darmstadt: [await athlete('Darmstädter', org(DARMSTADT).id), await athlete('Bayer', ids.tsv)],
      lg: [await athlete('Nord Eins', ids.lgNord), await athlete('Nord Zwei', ids.lgNord), await athlete('Nord Drei', ids.lgNord, 1), await athlete('Nord Vier', ids.lgNord, 1)],
      women: [await athlete('Frau Eins', ids.eintracht, 1), await athlete('Frau Zwei', ids.eintracht, 1)],
    };
  });
  const relay = (members: number[], over: Record<string, unknown> = {}) =>
    sprint({ eventId: ids.relay, competitorId: null, organizationId: ids.eintracht, bestResult: '39,80', windResult: null, relayMembers: members.map((competitorId) => ({ competitorId })), ...over });

  it('refuses members of other clubs and names each of them', async () => {
    const before = await state();
    const r = await create(relay([ids.relayRunners[0], others.darmstadt[0], others.darmstadt[1], ids.relayRunners[1]]));
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().errors).toEqual({
      RelayMembers: [
        `Staffel Darmstädter startet nicht für ${EINTRACHT} und kann nicht in dieser Staffel laufen`,
        `Staffel Bayer startet nicht für ${EINTRACHT} und kann nicht in dieser Staffel laufen`,
      ],
    });
    // An LG's relay takes the LG's athletes, not those of a club beside it in the district.
    const lgRelay = await create(relay([others.lg[0], others.lg[1], ids.relayRunners[2]], { organizationId: ids.lgNord }));
    expect(lgRelay.json().errors).toEqual({ RelayMembers: [`Test Drei startet nicht für ${LG_NORD} und kann nicht in dieser Staffel laufen`] });
    expect(await state()).toBe(before);
    expect(await created(relay(others.lg.slice(0, 2), { organizationId: ids.lgNord }))).toMatchObject({ organizationId: ids.lgNord });
  });

  it('takes men in a men\'s relay, women in a women\'s, either in a mixed relay', async () => {
    const before = await state();
    const r = await create(relay([ids.relayRunners[0], others.women[0]]), undefined);
    expect(r.json().errors.RelayMembers[0]).toMatch(/^Staffel Frau Eins passt nicht zur Klasse der Staffel/);
    const women = await create(relay([others.women[0], ids.relayRunners[0]], { classId: ids.women }));
    expect(women.json().errors.RelayMembers[0]).toMatch(/^Test Eins passt nicht zur Klasse der Staffel/);
    expect(await state()).toBe(before);
    expect(await created(relay(others.women, { classId: ids.women }))).toMatchObject({ organizationId: ids.eintracht });
    const mixed = await eventIdOf(t.database.db, 'MX4X400');
    const p = await created(relay([ids.relayRunners[0], others.women[0], ids.relayRunners[1], others.women[1]], { eventId: mixed, bestResult: '3:30,00' }));
    expect(p.relayMembers.map((m) => m.gender)).toEqual([0, 1, 0, 1]);
  });

  it('offers in the member search only athletes who may run in the relay', async () => {
    const search = async (query: string) =>
      (await t.as(s.statistician.token, { method: 'GET', url: `${base}/competitors?${query}` })).json().map((a: { lastName: string }) => a.lastName).sort();
    expect(await search('search=Staffel')).toEqual(['Bayer', 'Darmstädter', 'Frau Eins', 'Frau Zwei', 'Nord Drei', 'Nord Eins', 'Nord Vier', 'Nord Zwei']);
    expect(await search(`search=Staffel&teamClubId=${ids.eintracht}&classId=${ids.men}&eventId=${ids.relay}`)).toEqual([]);
    expect(await search(`search=Staffel&teamClubId=${ids.eintracht}&classId=${ids.women}&eventId=${ids.relay}`)).toEqual(['Frau Eins', 'Frau Zwei']);
    expect(await search(`search=Staffel&teamClubId=${ids.lgNord}&classId=${ids.men}&eventId=${ids.relay}`)).toEqual(['Nord Eins', 'Nord Zwei']);
    const mixed = await eventIdOf(t.database.db, 'MX4X400');
    expect(await search(`search=Nord&teamClubId=${ids.lgNord}&classId=${ids.men}&eventId=${mixed}`)).toEqual(['Nord Drei', 'Nord Eins', 'Nord Vier', 'Nord Zwei']);
    expect(await search(`search=Test&teamClubId=${ids.eintracht}&classId=${ids.men}&eventId=${ids.relay}`)).toContain('Eins');
  });
});

describe('multi-team events', () => {
  it('need a club and a value per member (event type 9)', async () => {
    // The reference data has no multi-team event yet; the federation may add one.
    const [event] = await t.database.db.execute<{ id: number }>(sql`
      insert into events (code, name, short_name, short_international, event_type, measurement, wind_required, hand_time_allowed, relay_members, sub_events, environment, sort_order)
      values ('MTEAM', 'Mannschaftsmehrkampf', 'Mannschaft', 'Team', 9, 'points', false, false, 0, '[]'::jsonb, 1, 999) returning id`).then((r) => r.rows);
    const team = (over: Record<string, unknown>) =>
      sprint({ eventId: event.id, competitorId: null, organizationId: ids.eintracht, bestResult: '12345', windResult: null, relayMembers: ids.relayRunners.map((competitorId, i) => ({ competitorId, value: String(2000 + i) })), ...over });
    const info = (await t.as(s.statistician.token, { method: 'GET', url: `${base}/events/${event.id}` })).json();
    expect(info).toMatchObject({ isMultiTeamEvent: true, isTeamEvent: true, isRelayEvent: false, relayMembers: 0 });
    const before = await state();
    const noValue = await create(team({ relayMembers: [{ competitorId: ids.relayRunners[0], value: ' ' }] }));
    expect(noValue.json().errors).toEqual({ 'RelayMembers[0].Value': ['Bitte geben Sie für jedes Mitglied eine Leistung ein'] });
    expect(Object.keys((await create(team({ organizationId: null }))).json().errors)).toEqual(['OrganizationId']);
    expect(await state()).toBe(before);
    const p = await created(team({}));
    expect(p.relayMembers.map((m) => m.value)).toEqual(['2000', '2001', '2002', '2003', '2004']);
    expect(p).toMatchObject({ bestResultString: '12345', competitorId: null, organizationId: ids.eintracht });
  });
});

describe('combined events', () => {
  const decathlon = async (over: (i: number) => Record<string, unknown> = () => ({})) =>
    sprint({ eventId: ids.dec, competitorId: ids.jumper, bestResult: null, windResult: null, multiEventResults: await decathlonRows(over) });

  it('computes the points of every event from the World Athletics tables and totals them (Mayer 2018: 9126)', async () => {
    const p = await created(await decathlon());
    expect(p.multiEventResults.map((r) => r.points)).toEqual(mayer.map(([, , points]) => points));
    expect(p.multiEventResults.map((r) => r.result)).toEqual(['10.55', '7.80', '16.00', '2.05', '48.42', '13.75', '50.54', '5.45', '71.90', '4:36.11']);
    expect(p.multiEventResults[0]).toMatchObject({ eventCode: '100', windResult: 0.3, overrideReason: null });
    expect(p.bestResultString).toBe('9126');
    const [row] = await t.database.db.select().from(performances).where(eq(performances.id, p.id));
    expect(row).toMatchObject({ markUnits: 9126, sortKey: -18252, windTenths: null });
    expect(p.event).toMatchObject({ name: 'Zehnkampf', eventShortNational: 'Zehnkampf' });
    expect(p.class).toMatchObject({ code: 'M', name: 'Männer' });
  });

  it('names the event, its sub-events and the class in the reader’s language', async () => {
    const p = await created(await decathlon());
    const en = (await t.as(s.statistician.token, { method: 'GET', url: `${base}/${p.id}?culture=en` })).json() as PerformanceDetail;
    expect(en.event).toMatchObject({ code: 'DEC', name: 'Decathlon', eventShortNational: 'Decathlon' });
    expect(en.class).toMatchObject({ code: 'M', name: 'Men', classShort: 'M' });
    const subEvents = ['100m', 'LJ', 'Shot 7.26kg', 'HJ', '400m', '110mH (106.7)', 'Discus 2kg', 'PV', 'Javelin 800g', '1500m'];
    expect(en.event.subEvents.map((e) => e.eventShortNational)).toEqual(subEvents);
    expect(en.multiEventResults.map((r) => r.eventShortNational)).toEqual(subEvents);
    const info = (await t.as(s.statistician.token, { method: 'GET', url: `${base}/events/${ids.dec}?culture=nl` })).json() as PerformanceDetail['event'];
    expect(info).toMatchObject({ name: 'Tienkamp' });
    expect(info.subEvents[2].eventShortNational).toBe('Kogel 7,26kg');
  });

  it('keeps overridden points with a reason and refuses them without one', async () => {
    const before = await state();
    const without = await create(await decathlon((i) => (i === 2 ? { points: 900 } : {})));
    expect(without.statusCode).toBe(422);
    expect(Object.keys(without.json().errors)).toEqual(['MultiEventResults[2].OverrideReason']);
    expect(await state()).toBe(before);
    const p = await created(await decathlon((i) => (i === 2 ? { points: 900, overrideReason: 'Protokoll' } : i === 3 ? { points: 850 } : {})));
    expect(p.multiEventResults[2]).toMatchObject({ points: 900, overrideReason: 'Protokoll' });
    // Points equal to the computed ones are no override.
    expect(p.multiEventResults[3]).toMatchObject({ points: 850, overrideReason: null });
    const subs = await t.database.db.select().from(performanceSubResults).where(eq(performanceSubResults.performanceId, p.id));
    expect(subs.reduce((sum, r) => sum + r.points, 0)).toBe(9126 - 851 + 900);
    const [row] = await t.database.db.select().from(performances).where(eq(performances.id, p.id));
    expect(row.markUnits).toBe(9126 - 851 + 900);
  });

  it('refuses sub rows that are not the event’s, an empty result, a missing wind outdoors and points that are no whole number', async () => {
    const before = await state();
    const refused = async (payload: Record<string, unknown>, keys: string[]) => {
      const r = await create(payload);
      expect(r.statusCode, r.body).toBe(422);
      expect(Object.keys(r.json().errors).sort()).toEqual(keys.sort());
    };
    const rows = await decathlonRows();
    await refused(sprint({ eventId: ids.dec, competitorId: ids.jumper, multiEventResults: rows.slice(1) }), ['MultiEventResults']);
    await refused(sprint({ eventId: ids.dec, competitorId: ids.jumper, multiEventResults: [rows[1], rows[0], ...rows.slice(2)] }), ['MultiEventResults']);
    await refused(sprint({ eventId: ids.dec, competitorId: ids.jumper, multiEventResults: null }), ['MultiEventResults']);
    await refused(await decathlon((i) => (i === 0 ? { result: '' } : {})), ['MultiEventResults[0].Result']);
    await refused(await decathlon((i) => (i === 1 ? { windResult: null } : {})), ['MultiEventResults[1].WindResult']);
    await refused(await decathlon((i) => (i === 4 ? { points: 12.5 } : {})), ['MultiEventResults[4].Points']);
    await refused(await decathlon((i) => (i === 9 ? { result: '4:36,115' } : {})), ['MultiEventResults[9].Result']);
    // The decathlon is a men's event.
    await refused(await decathlon().then((p) => ({ ...p, classId: ids.women, competitorId: ids.woman })), ['ClassId']);
    expect(await state()).toBe(before);
  });
});

describe('changing and deleting', () => {
  it('lets only the creator organisation change or delete, keeping the creator and recording the editor', async () => {
    const p = await created(sprint());
    const url = `${base}/${p.id}`;
    // The Hessen statistician sees the performance but may not change it.
    const seen = (await t.as(s.region.token, { method: 'GET', url })).json() as PerformanceDetail;
    expect(rels(seen.links)).toEqual(['get_by_id', 'get_checkings']);
    const before = await state();
    expect((await t.as(s.region.token, { method: 'PUT', url, payload: sprint({ bestResult: '10,40' }) })).statusCode).toBe(403);
    expect((await t.as(s.region.token, { method: 'DELETE', url })).statusCode).toBe(403);
    // A current organisation where they are no statistician does not help.
    expect((await t.as(s.region.token, { method: 'DELETE', url, org: ids.dlv })).statusCode).toBe(403);
    expect(await state()).toBe(before);

    const res = await t.as(s.statistician.token, { method: 'PUT', url, payload: { ...sprint({ bestResult: '10,40', windResult: null, competitionId: ids.indoor }), creatorUserId: s.club.id } });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json() as PerformanceDetail;
    expect(changed).toMatchObject({ bestResultString: '10.40', windResult: null, creatorUserId: s.statistician.id, creatorOrganisationId: ids.dlv, lastEditorUserId: s.statistician.id, lastEditorName: 'Stefanie Zahl' });
    // The competition stays: it is not part of an update.
    expect(changed.competition.id).toBe(ids.competition);
    expect(changed.lastEditDatetime).not.toBeNull();
    const invalid = await t.as(s.statistician.token, { method: 'PUT', url, payload: sprint({ bestResult: '' }) });
    expect(invalid.statusCode).toBe(422);

    expect((await t.as(s.statistician.token, { method: 'DELETE', url })).statusCode).toBe(200);
    expect((await t.as(s.statistician.token, { method: 'GET', url })).statusCode).toBe(404);
  });

  it('answers 404 for another federation’s performance', async () => {
    const p = await created(sprint());
    const url = `${base}/${p.id}`;
    const before = await state();
    expect((await t.as(s.nl.token, { method: 'GET', url })).statusCode).toBe(404);
    expect((await t.as(s.nl.token, { method: 'PUT', url, payload: sprint() })).statusCode).toBe(404);
    expect((await t.as(s.nl.token, { method: 'DELETE', url })).statusCode).toBe(404);
    expect((await t.as(s.nl.token, { method: 'GET', url: `${url}/checkings` })).statusCode).toBe(404);
    expect(await state()).toBe(before);
  });
});

describe('the performance list', () => {
  it('lists through the ranking with the row fields and links of spec §3', async () => {
    const fresh = await insertCompetition(t.database.db, { masterId: ids.dlv, ownerId: ids.dlv, name: 'Listenfest', town: 'Kassel', date: '2026-07-04' });
    const a = await created(sprint({ competitionId: fresh, performanceDateTime: '2026-07-04', bestResult: '10,01', windResult: 1.0 }));
    const b = await created(sprint({ competitionId: fresh, performanceDateTime: '2026-07-04', competitorId: ids.jumper, bestResult: '10,02', windResult: 0.5 }), s.region.token);
    const res = await t.as(s.statistician.token, { method: 'GET', url: `${base}?classCode=M&eventCode=100&environment=1&freetextSearch=Listenfest&culture=en` });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as PerformancePage;
    expect(page.entities.map((r) => r.id)).toEqual([a.id, b.id]);
    expect(page.paginationMetadata).toEqual({ currentPage: 1, totalPages: 1, totalCount: 2, pageSize: 10 });
    expect(page.entities[0]).toMatchObject({
      status: 0,
      statusLocalized: 'Not declined',
      statusChecking: 2,
      bestResultString: '10.01',
      bestWind: '+1.0',
      eventShortNational: '100m',
      classShort: 'M',
      competitorFullName: 'Sven Sprinter',
      nation: 'GER',
      yob: 1998,
      performanceOrganizationName: EINTRACHT,
      performanceDateTime: '2026-07-04',
      performanceCompetitionName: 'Listenfest',
      performanceCompetitionTown: 'Kassel',
      creatorName: 'Stefanie Zahl',
      creatorOrganisationId: ids.dlv,
      noPerfList: true,
      onePerfList: false,
      perfListId: null,
    });
    // Edit and delete only on the caller's own organisation's rows; no list, so no reject.
    expect(rels(page.entities[0].links)).toEqual(['update', 'delete_perf', 'get_checkings']);
    expect(rels(page.entities[1].links)).toEqual(['get_checkings']);
    const theirs = (await t.as(s.region.token, { method: 'GET', url: `${base}?classCode=M&eventCode=100&environment=1&freetextSearch=Listenfest` })).json() as PerformancePage;
    expect(theirs.entities.map((r) => rels(r.links))).toEqual([['get_checkings'], ['update', 'delete_perf', 'get_checkings']]);
    // The Dutch federation sees none of it.
    expect((await t.as(s.nl.token, { method: 'GET', url: `${base}?classCode=M&eventCode=100&environment=1&freetextSearch=Listenfest` })).json().paginationMetadata.totalCount).toBe(0);
  });

  it('shows "Automatic Import" without a creator and "Unknown user" for one that resolves to no user', async () => {
    const fresh = await insertCompetition(t.database.db, { masterId: ids.dlv, ownerId: ids.dlv, name: 'Importfest', date: '2026-07-11' });
    const p = await created(sprint({ competitionId: fresh, performanceDateTime: '2026-07-11' }));
    await t.database.db.update(performances).set({ creatorUserId: null }).where(eq(performances.id, p.id));
    const list = async (culture: string) =>
      ((await t.as(s.statistician.token, { method: 'GET', url: `${base}?classCode=M&eventCode=100&environment=1&freetextSearch=Importfest&culture=${culture}` })).json() as PerformancePage).entities[0];
    expect((await list('en')).creatorName).toBe('Automatic Import');
    expect((await list('de')).creatorName).toBe('Automatischer Import');
  });

  it('refuses an unknown class or event and another federation’s best list', async () => {
    expect(Object.keys((await t.as(s.statistician.token, { method: 'GET', url: `${base}?classCode=X&eventCode=100` })).json().errors)).toEqual(['ClassCode']);
    expect(Object.keys((await t.as(s.statistician.token, { method: 'GET', url: `${base}?classCode=M&eventCode=XYZ` })).json().errors)).toEqual(['EventCode']);
    expect((await t.as(s.statistician.token, { method: 'GET', url: `${base}?classCode=M&eventCode=100&pageSize=401` })).statusCode).toBe(422);
    const [foreign] = await t.database.db.execute<{ id: number }>(sql`insert into best_lists (master_id, owner_id, name) values (${org(AU).id}, ${org(AU).id}, 'NL') returning id`).then((r) => r.rows);
    expect((await t.as(s.statistician.token, { method: 'GET', url: `${base}?classCode=M&eventCode=100&performanceListId=${foreign.id}` })).statusCode).toBe(404);
  });
});
