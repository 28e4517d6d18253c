import type { Link, PublicManualBestlist, PublicManualBestlistGroup } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { AU, DLV, loadOrgs, loginAll, type Org } from '../test/fixtures';
import { base, insertStoredList, performancePayload, publicBase } from './manual-bestlists.fixtures';

let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let org: (name: string) => Org;
let list: number;
let dutch: number;

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  org = await loadOrgs(t);
  list = await insertStoredList(t, org(DLV).id, { name: 'Ewige Bestenliste Frauen', code: 'EWF', eventEnvironment: 1 });
  dutch = await insertStoredList(t, org(AU).id, { name: 'Nederlandse ranglijst', code: 'NL' });
  const marks = [
    { athleteFirstname: 'Marlies', athleteLastname: 'Göhr', formatedValue: '10,81', windSpeed: '+1,7', isRecord: true },
    { athleteFirstname: 'Hand', athleteLastname: 'Gestoppt', formatedValue: '10,9', handtime: true, windSpeed: null, performanceStatus: 2 },
    { athleteFirstname: 'Heike', athleteLastname: 'Drechsler', eventCode: 'LJ', formatedValue: '7,48', windSpeed: '+1,2', date: '1988-07-09' },
    { athleteFirstname: 'Rosemarie', athleteLastname: 'Ackermann', eventCode: 'HJ', formatedValue: '2,00', windSpeed: null, date: '1977-08-26' },
  ];
  for (const mark of marks) {
    const r = await t.as(s.manual.token, { method: 'POST', url: `${base}/${list}/performances`, payload: performancePayload(mark) as object });
    expect(r.statusCode, r.body).toBe(201);
  }
});
afterAll(() => t.close());

describe('public manual best lists', () => {
  it('are listed in the root for anonymous callers', async () => {
    const rels = ((await t.as(null, { method: 'GET', url: '/api' })).json().links as Link[]).map((l) => l.rel);
    expect(rels).toEqual(expect.arrayContaining(['public_manual_bestlists', 'public_manual_bestlist']));
  });

  it('lists every federation’s lists without signing in, or one federation’s', async () => {
    const all = (await t.as(null, { method: 'GET', url: publicBase })).json() as PublicManualBestlistGroup[];
    expect(all.map((g) => g.masterOrganizationName)).toEqual([DLV, AU]);
    expect(all[0].lists[0]).toEqual({ id: list, name: 'Ewige Bestenliste Frauen', code: 'EWF', className: 'Frauen', year: null, eventEnvironment: 1, links: [{ rel: 'public_manual_bestlist', href: `${publicBase}/${list}`, templated: false, method: 'GET' }] });
    const dutchOnly = (await t.as(null, { method: 'GET', url: `${publicBase}?masterOrganizationId=${org(AU).id}&culture=nl` })).json() as PublicManualBestlistGroup[];
    expect(dutchOnly.map((g) => g.lists.map((l) => [l.id, l.className]))).toEqual([[[dutch, 'Vrouwen']]]);
  });

  it('shows a list’s marks grouped by event type and event, ranked, official and unofficial marked', async () => {
    const r = await t.as(null, { method: 'GET', url: `${publicBase}/${list}` });
    expect(r.statusCode).toBe(200);
    const page = r.json() as PublicManualBestlist;
    expect(page).toMatchObject({ id: list, name: 'Ewige Bestenliste Frauen', className: 'Frauen', year: null, masterOrganizationName: DLV });
    expect(page.groups.map((g) => [g.eventType, g.events.map((e) => [e.eventCode, e.eventName, e.wind])])).toEqual([
      [10, [['100', '100 m', true]]],
      [1, [['HJ', 'Hochsprung', false]]],
      [2, [['LJ', 'Weitsprung', true]]],
    ]);
    const sprint = page.groups[0].events[0].entries;
    expect(sprint.map((e) => [e.rank, e.mark, e.wind, e.athleteName, e.performanceStatus, e.isRecord, e.handTimed])).toEqual([
      [1, '10.81', '+1.7', 'Marlies Göhr', 1, true, false],
      [2, '10.9*', null, 'Hand Gestoppt', 2, false, true],
    ]);
    expect(sprint[0]).toMatchObject({ athleteIocCode: 'GDR', yearOfBirth: 1958, organizationName: 'SC Motor Jena', date: '1983-06-08', town: 'Berlin', country: 'GDR', location: 'Friedrich-Ludwig-Jahn-Sportpark' });
    const english = (await t.as(null, { method: 'GET', url: `${publicBase}/${list}?culture=en` })).json() as PublicManualBestlist;
    expect(english.groups[2].events[0].eventName).toBe('Long jump');
  });

  it('answers 404 for an unknown list', async () => {
    expect((await t.as(null, { method: 'GET', url: `${publicBase}/999999` })).statusCode).toBe(404);
  });
});
