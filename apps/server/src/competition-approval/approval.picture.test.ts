import type { CompetitionApproval } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { EINTRACHT, FRANKFURT, HESSEN, loadOrgs, loginAll, type Org } from '../test/fixtures';
import { applicationPayload, base, createApplication, dayFromNow, finishers, hrefOf, rels } from './approval.fixtures';

let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let org: (name: string) => Org;
let ids: { owner: number; region: number; district: number };

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  org = await loadOrgs(t);
  ids = { owner: org(EINTRACHT).id, region: org(HESSEN).id, district: org(FRANKFURT).id };
});
afterAll(() => t.close());

const get = (token: string, id: number) => t.as(token, { method: 'GET', url: `${base}/${id}` });
const request = (app: CompetitionApproval, culture = 'de') => t.as(s.club.token, { method: 'POST', url: `${base}/${app.id}/request?culture=${culture}`, payload: { version: app.version } });
const requested = async (app: CompetitionApproval) => {
  const r = await request(app);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as CompetitionApproval;
};
const approve = async (app: CompetitionApproval) => {
  const r = await t.as(s.approver.token, { method: 'PUT', url: `${base}/${app.id}/approvals/${ids.region}`, payload: { approvalState: 1, version: app.version } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as CompetitionApproval;
};
const listIds = async (token: string, organizationId: number, query = '') => {
  const r = await t.as(token, { method: 'GET', url: `${base}/organizations/${organizationId}?pageSize=400&${query}`, org: organizationId });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json().items as { id: number }[]).map((i) => i.id);
};

describe('requesting approval', () => {
  it('refuses a federation event without a measurement protocol date, naming the event, and stays a draft', async () => {
    const payload = applicationPayload(ids, { name: 'Ungemessen' });
    const events = (payload.events ?? []).map((e) => (e.definitionEventId ? { ...e, measurementProtocol: null, protocolAvailable: false } : e));
    const app = await createApplication(t, s.club.token, { ...payload, events });
    const refused = await request(app);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.Model[0]).toContain('„10 km Straßenlauf“');
    expect((await request(app, 'en')).json().errors.Model[0]).toMatch(/^“10 km Straßenlauf” has no date of its course measurement certificate/);
    const after = (await get(s.club.token, app.id)).json() as CompetitionApproval;
    expect(after).toMatchObject({ competitionState: 0, approvals: [], version: app.version });
    // A custom event needs no protocol: with the federation event measured, the request goes through.
    const measured = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Gemessen' }));
    expect((await request(measured)).statusCode).toBe(200);
  });
});

describe('what approvers see', () => {
  it('not a club’s draft: from the moment approval is requested', async () => {
    const draft = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Entwurf Sachsenhausen' }));
    for (const who of ['approver', 'federationApprover'] as const) expect((await get(s[who].token, draft.id)).statusCode, who).toBe(404);
    expect(await listIds(s.approver.token, ids.region)).not.toContain(draft.id);
    // A draft cancelled before any request stays the club's own.
    const cancelled = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Entwurf abgesagt' }));
    const c = await t.as(s.club.token, { method: 'POST', url: `${base}/${cancelled.id}/cancel`, payload: { version: cancelled.version, cancelationReason: 'Doch nicht' } });
    expect(c.statusCode, c.body).toBe(200);
    expect((await get(s.approver.token, cancelled.id)).statusCode).toBe(404);

    await requested(draft);
    expect((await get(s.approver.token, draft.id)).statusCode).toBe(200);
    expect(await listIds(s.approver.token, ids.region)).toContain(draft.id);
  });

  it('a work list of what awaits their decision: open, undecided by their body, not their own', async () => {
    const waiting = await requested(await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Wartet auf Hessen' })));
    const decided = await approve(await requested(await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Schon entschieden' }))));
    const awaiting = await listIds(s.approver.token, ids.region, 'awaitingMyDecision=true');
    expect(awaiting).toContain(waiting.id);
    expect(awaiting).not.toContain(decided.id);
    expect(await listIds(s.approver.token, ids.region)).toContain(decided.id);
    // The count the dashboard shows is the list's total.
    const page = await t.as(s.approver.token, { method: 'GET', url: `${base}/organizations/${ids.region}?awaitingMyDecision=true&pageSize=1`, org: ids.region });
    expect(page.json().paginationMetadata.totalCount).toBe(awaiting.length);
    // The club's own staff have nothing to decide.
    expect(await listIds(s.club.token, ids.owner, 'awaitingMyDecision=true')).toEqual([]);
  });
});

describe('after the invoice', () => {
  it('the organiser can no longer change or cancel the application', async () => {
    let app = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Abgerechnet', startDate: `${dayFromNow(-2)}T10:00`, endDate: dayFromNow(-2) }));
    app = await approve(await requested(app));
    const sent = await t.as(s.club.token, { method: 'PUT', url: `${base}/${app.id}/finishers`, payload: finishers(app.version) });
    expect(sent.statusCode, sent.body).toBe(200);
    app = sent.json();
    expect(rels(app)).toEqual(expect.arrayContaining(['update_comp', 'cancel_comp']));
    const forApprover = (await get(s.approver.token, app.id)).json() as CompetitionApproval;
    expect((await t.as(s.approver.token, { method: 'POST', url: hrefOf(forApprover, 'create_receipt') })).statusCode).toBe(200);
    app = (await get(s.club.token, app.id)).json();
    expect(rels(app)).not.toContain('update_comp');
    expect(rels(app)).not.toContain('cancel_comp');
    const payload = applicationPayload(ids, { name: 'Abgerechnet, umbenannt', startDate: `${dayFromNow(-2)}T10:00`, endDate: dayFromNow(-2) });
    const changed = await t.as(s.club.token, { method: 'PUT', url: `${base}/${app.id}`, payload: { ...payload, version: app.version } });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors.Model).toEqual(['Die Rechnung ist erstellt: Der Antrag kann nicht mehr geändert oder abgesagt werden']);
    const cancelled = await t.as(s.club.token, { method: 'POST', url: `${base}/${app.id}/cancel`, payload: { version: app.version, cancelationReason: 'Zu spät' } });
    expect(cancelled.statusCode).toBe(422);
    expect((await get(s.club.token, app.id)).json()).toMatchObject({ name: 'Abgerechnet', competitionState: 3, version: app.version });
  });
});

describe('a copy', () => {
  it('is marked in its name in the reader’s language', async () => {
    const app = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Vorlage Kopie' }));
    const copy = async (culture: string) => {
      const r = await t.as(s.club.token, { method: 'POST', url: `${base}/${app.id}/copy?culture=${culture}` });
      expect(r.statusCode, r.body).toBe(201);
      return ((await get(s.club.token, r.json().id)).json() as CompetitionApproval).name;
    };
    expect(await copy('de')).toBe('Vorlage Kopie (Kopie)');
    expect(await copy('en')).toBe('Vorlage Kopie (copy)');
    expect(await copy('nl')).toBe('Vorlage Kopie (kopie)');
  });
});
