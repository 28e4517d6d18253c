import type { CompetitionApproval } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { DARMSTADT, DISTRICT_DA, DLV, EINTRACHT, FRANKFURT, HESSEN, loadOrgs, loginAll, TSV, BAYERN, type Org } from '../test/fixtures';
import { competitionApprovals, approvalHistory } from '../db/schema';
import { applicationPayload, base, createApplication, dayFromNow, finishers, rels } from './approval.fixtures';

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
const item = async (token: string, id: number): Promise<CompetitionApproval> => {
  const r = await get(token, id);
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};
const follow = (token: string, app: CompetitionApproval, rel: string, payload?: unknown, method?: string) => {
  const link = app.links.find((l) => l.rel === rel);
  if (!link) throw new Error(`no ${rel} on ${app.id}: ${rels(app).join(', ')}`);
  return t.as(token, { method: (method ?? link.method) as 'GET', url: link.href, ...(payload === undefined ? {} : { payload: payload as object }) });
};
const requested = async (token: string, app: CompetitionApproval) => {
  const r = await follow(token, app, 'request_comp_approval', { version: app.version });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as CompetitionApproval;
};
const decide = (token: string, app: CompetitionApproval, organizationId: number, approvalState: 1 | 2, reason?: string) =>
  t.as(token, { method: 'PUT', url: `${base}/${app.id}/approvals/${organizationId}`, payload: { approvalState, reason, version: app.version } });

describe('area catalogue', () => {
  it('is offered to users of the German federation only, and its routes refuse the others', async () => {
    const root = await t.as(s.club.token, { method: 'GET', url: '/api' });
    expect(root.json().links.map((l: { rel: string }) => l.rel)).toContain('competition_approval_links');
    const catalogue = await t.as(s.club.token, { method: 'GET', url: `${base}/links` });
    expect(catalogue.json().links.map((l: { rel: string }) => l.rel)).toEqual(
      expect.arrayContaining(['get_by_org', 'get_by_id', 'new', 'get_all_classes', 'get_endurance_events', 'fee_schedule', 'owner_organizations', 'date_clashes']),
    );
    const nlRoot = await t.as(s.nl.token, { method: 'GET', url: '/api' });
    expect(nlRoot.json().links.map((l: { rel: string }) => l.rel)).not.toContain('competition_approval_links');
    expect((await t.as(s.nl.token, { method: 'GET', url: `${base}/links` })).statusCode).toBe(403);
    expect((await t.as(s.nl.token, { method: 'POST', url: base, payload: applicationPayload(ids) })).statusCode).toBe(403);
    const anonymous = await t.as(null, { method: 'GET', url: '/api' });
    expect(anonymous.json().links.map((l: { rel: string }) => l.rel)).toEqual(expect.arrayContaining(['public_calendar', 'public_calendar_ics']));
  });

  it('answers the federation events with their course lengths and the age classes', async () => {
    const events = (await t.as(s.club.token, { method: 'GET', url: `${base}/definitions/events` })).json() as { code: string; courseLength: number }[];
    expect(events.find((e) => e.code === 'HM')?.courseLength).toBe(21_097_500);
    expect(events.find((e) => e.code === 'MAR')?.courseLength).toBe(42_195_000);
    const classes = (await t.as(s.club.token, { method: 'GET', url: `${base}/definitions/classes` })).json() as { code: string }[];
    expect(classes.map((c) => c.code)).toEqual(expect.arrayContaining(['M', 'W', 'MU18', 'W35']));
    const fee = (await t.as(s.club.token, { method: 'GET', url: `${base}/fee-schedule` })).json();
    expect(fee).toMatchObject({ perFinisherCents: 50, handlingFeeCents: 1500, chargeableGroups: ['Active', 'U2018', 'Masters'] });
  });
});

describe('creating and the rules of spec §5', () => {
  it('creates an application in state 0 with exactly the organiser links', async () => {
    const app = await createApplication(t, s.club.token, applicationPayload(ids));
    expect(app).toMatchObject({ competitionState: 0, version: 0, ownerOrganizationName: EINTRACHT, eventLocation_RegionName: HESSEN, contact_Website: 'http://www.mainuferlauf.test' });
    expect(app.endDate).toBe(app.startDate.slice(0, 10));
    expect(rels(app)).toEqual(['cancel_comp', 'copy_competition', 'delete_competition', 'get_by_id', 'new_attachment', 'request_comp_approval', 'update_comp']);
    expect(app.history.map((h) => h.action)).toEqual(['create']);
    // A draft is the club's own: the approver of the state association sees it once approval is requested.
    expect((await get(s.approver.token, app.id)).statusCode).toBe(404);
  });

  it('refuses an empty application with every required field keyed as the screens expect, in the request language', async () => {
    const r = await t.as(s.club.token, { method: 'POST', url: `${base}?culture=en`, payload: {} });
    expect(r.statusCode).toBe(422);
    const errors = r.json().errors as Record<string, string[]>;
    for (const key of ['Name', 'StartDate', 'OwnerOrganizationId', 'CompetitionType', 'Contact_Firstname', 'Contact_Lastname', 'Contact_Street', 'Contact_Zip', 'Contact_Town', 'Contact_Email', 'EventLocation_Startplace', 'EventLocation_Street', 'EventLocation_Zip', 'EventLocation_Town', 'EventLocation_Region_Id']) {
      expect(errors[key], key).toEqual(['This field is required']);
    }
  });

  it.each([
    ['e-mail', { contact_Email: 'kein-at-zeichen' }, 'Contact_Email', 'Ungültige E-Mail-Adresse'],
    ['zip over 30', { eventLocation_Zip: '1'.repeat(31) }, 'EventLocation_Zip', 'Die Eingabe ist zu lang'],
    ['phone over 20', { contact_Phone: '0'.repeat(21) }, 'Contact_Phone', 'Die Eingabe ist zu lang'],
    ['name over 200', { name: 'x'.repeat(201) }, 'Name', 'Die Eingabe ist zu lang'],
    ['time 24:00', { startDate: `${dayFromNow(40)}T24:00` }, 'StartDate', 'Ungültige Eingabe'],
    ['end before start', { endDate: dayFromNow(39) }, 'EndDate', 'Das Enddatum darf nicht vor dem Startdatum liegen'],
    ['100 days', { endDate: dayFromNow(140) }, 'EndDate', 'Die Veranstaltung muss weniger als 100 Tage dauern'],
    ['start 2010-02-01', { startDate: '2010-02-01T10:00', endDate: '2010-02-01' }, 'StartDate', 'Das Startdatum muss nach dem 01.02.2010 und weniger als 2000 Tage in der Zukunft liegen'],
    ['2000 days ahead', { startDate: `${dayFromNow(2000)}T10:00`, endDate: dayFromNow(2000) }, 'StartDate', 'Das Startdatum muss nach dem 01.02.2010 und weniger als 2000 Tage in der Zukunft liegen'],
    ['non-profit without reason', { nonProfit: true }, 'NonProfitReason', 'Dieses Feld ist erforderlich'],
    ['kind 2 for measured', { competitionType: 0, competitionSubType: 2 }, 'CompetitionSubType', 'Ungültiger Wert'],
    ['custom event without name', { events: [{ id: 1, definitionEventId: null, longname: '', order: 1, courseLength: 5000, measurement: 'm', enduranceEventType: 0 }], eventClasses: [] }, 'Events', 'Dieses Feld ist erforderlich'],
    ['custom event for type 0', { competitionApprovalType: 0 }, 'Events', 'Bei dieser Genehmigungsart sind nur Wettbewerbe des Verbandes möglich'],
    ['matrix cell of no event', { eventClasses: [{ eventId: 9, classId: 1 }] }, 'EventClasses', 'Ungültiger Wert'],
    ['course length missing', { events: [{ id: 1, definitionEventId: null, longname: 'Lauf', order: 1, courseLength: 0, measurement: 'm', enduranceEventType: 0 }], eventClasses: [] }, 'Events', 'Dieses Feld ist erforderlich'],
    ['area championship without area', { competitionCategory: 2 }, 'EventLocation_Area_Id', 'Dieses Feld ist erforderlich'],
  ])('refuses %s', async (_what, over, key, message) => {
    const before = await t.database.db.$count(competitionApprovals);
    const r = await t.as(s.club.token, { method: 'POST', url: base, payload: applicationPayload(ids, over as object) });
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().errors[key]).toContain(message);
    expect(await t.database.db.$count(competitionApprovals)).toBe(before);
  });

  it('locks the owner to organisations the caller may apply for; an admin above applies for any club below', async () => {
    const foreign = await t.as(s.club.token, { method: 'POST', url: base, payload: applicationPayload({ ...ids, owner: org(DARMSTADT).id }) });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.OwnerOrganizationId).toBeDefined();
    const byAdmin = await t.as(s.region.token, { method: 'POST', url: base, payload: applicationPayload({ owner: org(DARMSTADT).id, region: ids.region, district: org(DISTRICT_DA).id }) });
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    const owners = (await t.as(s.region.token, { method: 'GET', url: `${base}/owners/Darm` })).json() as { text: string }[];
    expect(owners.map((o) => o.text)).toContain(DARMSTADT);
    const clubOwners = (await t.as(s.club.token, { method: 'GET', url: `${base}/owners/Darm` })).json() as { text: string }[];
    expect(clubOwners).toEqual([]);
  });

  it('refuses a place outside the tree: a region of another kind, a district of another region', async () => {
    const notRegion = await t.as(s.club.token, { method: 'POST', url: base, payload: applicationPayload({ ...ids, region: org(FRANKFURT).id }) });
    expect(notRegion.json().errors.EventLocation_Region_Id).toBeDefined();
    const wrongDistrict = await t.as(s.club.token, { method: 'POST', url: base, payload: applicationPayload({ ...ids, region: org(BAYERN).id }) });
    expect(wrongDistrict.json().errors.EventLocation_District_Id).toBeDefined();
  });
});

describe('the chain of a state-only event', () => {
  it('goes 0 → 1 → 3, mails the approvers and the organiser, and keeps the history', async () => {
    let app = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Kette Landesverband' }));
    t.mails.length = 0;
    app = await requested(s.club.token, app);
    expect(app.competitionState).toBe(1);
    expect(app.approvals).toEqual([expect.objectContaining({ organizationId: ids.region, approvalState: 0, organization: HESSEN })]);
    expect(rels(app)).not.toContain('request_comp_approval');
    expect(rels(app)).not.toContain('delete_competition');
    await t.runJobs();
    const toApprover = t.mails.find((m) => m.to === 'approver@demo.test');
    expect(toApprover?.subject).toBe('Genehmigungsantrag: Kette Landesverband');
    expect(toApprover?.link).toBe(`${t.config.publicOrigin}/CompetitionApprovalEditState/${app.id}`);
    expect(t.mails.some((m) => m.to === 'federation.approver@demo.test')).toBe(false);

    const forApprover = await item(s.approver.token, app.id);
    expect(forApprover.links.filter((l) => l.rel === 'approve_competition').map((l) => l.href)).toEqual([`${base}/${app.id}/approvals/${ids.region}`]);
    // The federation approves none of a state-only race, so its approver does not see it.
    expect((await get(s.federationApprover.token, app.id)).statusCode).toBe(404);

    const approved = await decide(s.approver.token, forApprover, ids.region, 1, 'Alles in Ordnung');
    expect(approved.statusCode, approved.body).toBe(200);
    app = approved.json();
    expect(app.competitionState).toBe(3);
    expect(app.nationalCode).toMatch(/^HE-\d{4}-\d{5}$/);
    expect(app.approvals[0]).toMatchObject({ approvalState: 1, reason: 'Alles in Ordnung', changedByUsername: 'Anton Genehm' });
    expect(app.history.map((h) => [h.action, h.fromState, h.toState])).toEqual([
      ['create', null, 0],
      ['request', 0, 1],
      ['decide', 1, 3],
    ]);
    t.mails.length = 0;
    await t.runJobs();
    const toOrganiser = t.mails.find((m) => m.to === 'lauf@eintracht.test');
    expect(toOrganiser?.text).toContain('Hessischer Leichtathletik-Verband hat die Veranstaltung „Kette Landesverband“');
    expect(toOrganiser?.text).toContain('Damit ist die Veranstaltung genehmigt.');
  });

  it('editing a key field after approval moves it to 2 and resets every approval; requesting again reopens it', async () => {
    let app = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Neu zu genehmigen' }));
    app = await requested(s.club.token, app);
    expect((await decide(s.approver.token, app, ids.region, 1)).json().competitionState).toBe(3);
    app = await item(s.club.token, app.id);
    // A field that needs no new approval keeps the state.
    const phone = await follow(s.club.token, app, 'update_comp', { ...applicationPayload(ids, { name: app.name, startDate: app.startDate }), contact_Phone: '069 123', version: app.version });
    expect(phone.statusCode, phone.body).toBe(200);
    app = phone.json();
    expect(app.competitionState).toBe(3);
    const moved = await follow(s.club.token, app, 'update_comp', { ...applicationPayload(ids, { name: app.name, startDate: app.startDate, eventLocation_Town: 'Offenbach' }), version: app.version });
    expect(moved.statusCode, moved.body).toBe(200);
    app = moved.json();
    expect(app.competitionState).toBe(2);
    expect(app.approvals[0]).toMatchObject({ approvalState: 0, reason: null });
    expect(rels(app)).toContain('request_comp_approval');
    app = await requested(s.club.token, app);
    expect(app.competitionState).toBe(1);
  });

  it('a decline declines the application', async () => {
    let app = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Abgelehnt' }));
    app = await requested(s.club.token, app);
    const r = await decide(s.approver.token, app, ids.region, 2, 'Termin belegt');
    expect(r.json()).toMatchObject({ competitionState: 4, approvals: [expect.objectContaining({ approvalState: 2, reason: 'Termin belegt' })] });
  });

  it('refuses a decline without a reason on the reason field, deciding nothing', async () => {
    let app = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Ohne Grund' }));
    app = await requested(s.club.token, app);
    for (const reason of [undefined, '  ']) {
      const r = await decide(s.approver.token, app, ids.region, 2, reason);
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().errors.Reason).toContain('Dieses Feld ist erforderlich');
    }
    const after = (await t.as(s.approver.token, { method: 'GET', url: `${base}/${app.id}` })).json() as CompetitionApproval;
    expect(after).toMatchObject({ competitionState: 1, approvals: [expect.objectContaining({ approvalState: 0 })] });
  });

  it('refuses a stale update and a stale decision, changing nothing', async () => {
    let app = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Veraltet' }));
    const first = await follow(s.club.token, app, 'update_comp', { ...applicationPayload(ids, { name: 'Erste Fassung' }), version: app.version });
    expect(first.statusCode).toBe(200);
    const stale = await follow(s.club.token, app, 'update_comp', { ...applicationPayload(ids, { name: 'Zweite Fassung' }), version: app.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Der Antrag wurde inzwischen geändert. Bitte laden Sie ihn neu.');
    app = await item(s.club.token, app.id);
    expect(app.name).toBe('Erste Fassung');
    app = await requested(s.club.token, app);
    const staleDecision = await t.as(s.approver.token, { method: 'PUT', url: `${base}/${app.id}/approvals/${ids.region}`, payload: { approvalState: 1, version: app.version - 1 } });
    expect(staleDecision.statusCode).toBe(409);
    expect((await item(s.club.token, app.id)).competitionState).toBe(1);
  });

  it('of two decisions at once on the same approval exactly one counts', async () => {
    let app = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Gleichzeitig' }));
    app = await requested(s.club.token, app);
    const answers = await Promise.all([decide(s.approver.token, app, ids.region, 1), decide(s.approver.token, app, ids.region, 2, 'Termin belegt'), decide(s.approver.token, app, ids.region, 1)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const history = await t.database.db.select().from(approvalHistory).where(eq(approvalHistory.applicationId, app.id));
    expect(history.filter((h) => h.action === 'decide')).toHaveLength(1);
  });
});

describe('a national championship', () => {
  it('needs the state association and the federation; each approver decides only for their own', async () => {
    let app = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Deutsche Meisterschaften 10 km', competitionCategory: 9 }));
    await t.runJobs();
    t.mails.length = 0;
    app = await requested(s.club.token, app);
    expect(app.approvals.map((a) => a.organization)).toEqual([HESSEN, DLV]);
    await t.runJobs();
    expect(t.mails.map((m) => m.to).sort()).toEqual(['approver@demo.test', 'federation.approver@demo.test']);
    const wrongOrg = await decide(s.approver.token, app, org(DLV).id, 1);
    expect(wrongOrg.statusCode).toBe(403);
    app = (await decide(s.approver.token, app, ids.region, 1)).json();
    expect(app.competitionState).toBe(1);
    app = await item(s.federationApprover.token, app.id);
    expect(app.links.filter((l) => l.rel === 'approve_competition')).toHaveLength(1);
    app = (await decide(s.federationApprover.token, app, org(DLV).id, 1)).json();
    expect(app.competitionState).toBe(3);
  });
});

describe('cancel, delete and copy', () => {
  it('cancels from any state but 5 with a reason, telling the organiser and the approvers', async () => {
    let app = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Abgesagt' }));
    app = await requested(s.club.token, app);
    const noReason = await follow(s.club.token, app, 'cancel_comp', { version: app.version, cancelationReason: ' ' });
    expect(noReason.json().errors.CancelationReason).toBeDefined();
    await t.runJobs();
    t.mails.length = 0;
    const r = await follow(s.club.token, app, 'cancel_comp', { version: app.version, cancelationReason: 'Hochwasser am Main' });
    app = r.json();
    expect(app).toMatchObject({ competitionState: 5, cancelationReason: 'Hochwasser am Main' });
    expect(rels(app)).toEqual(['copy_competition', 'get_by_id']);
    await t.runJobs();
    expect(t.mails.map((m) => m.to).sort()).toEqual(['approver@demo.test', 'lauf@eintracht.test']);
    const again = await t.as(s.club.token, { method: 'POST', url: `${base}/${app.id}/cancel`, payload: { version: app.version, cancelationReason: 'nochmal' } });
    expect(again.statusCode).toBe(422);
  });

  it('deletes only in state 0', async () => {
    let app = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Zu löschen' }));
    const open = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Nicht zu löschen' }));
    const opened = await requested(s.club.token, open);
    const refused = await t.as(s.club.token, { method: 'DELETE', url: `${base}/${opened.id}` });
    expect(refused.statusCode).toBe(422);
    expect((await t.as(s.approver.token, { method: 'DELETE', url: `${base}/${app.id}` })).statusCode).toBe(404);
    expect((await t.as(s.approver.token, { method: 'DELETE', url: `${base}/${opened.id}` })).statusCode).toBe(403);
    expect((await follow(s.club.token, app, 'delete_competition')).statusCode).toBe(200);
    expect((await get(s.club.token, app.id)).statusCode).toBe(404);
    app = opened;
  });

  it('copies into a new application in state 0 without approvals, finishers, invoice or history', async () => {
    let app = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Vorlage', startDate: `${dayFromNow(-5)}T10:00`, endDate: dayFromNow(-5) }));
    app = await requested(s.club.token, app);
    await decide(s.approver.token, app, ids.region, 1);
    app = await item(s.club.token, app.id);
    app = (await follow(s.club.token, app, 'send_finishers', finishers(app.version))).json();
    const r = await follow(s.club.token, app, 'copy_competition');
    expect(r.statusCode).toBe(201);
    const copy = await item(s.club.token, r.json().id);
    expect(copy).toMatchObject({ competitionState: 0, name: 'Vorlage (Kopie)', approvals: [], finisher_Men_Active: null, invoiceNumber: null, finishersSentAt: null });
    expect(copy.events).toEqual(app.events);
    expect(copy.history.map((h) => h.action)).toEqual(['copy']);
  });
});

describe('finisher numbers', () => {
  it('are sent once after the start, by the organiser; then only the state association changes them', async () => {
    let future = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Noch nicht gelaufen' }));
    future = await requested(s.club.token, future);
    await decide(s.approver.token, future, ids.region, 1);
    future = await item(s.club.token, future.id);
    expect(rels(future)).not.toContain('send_finishers');
    const early = await t.as(s.club.token, { method: 'PUT', url: `${base}/${future.id}/finishers`, payload: finishers(future.version) });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.Model).toEqual(['Die Veranstaltung hat noch nicht stattgefunden']);

    let app = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Gelaufen', startDate: `${dayFromNow(-3)}T10:00`, endDate: dayFromNow(-3) }));
    app = await requested(s.club.token, app);
    await decide(s.approver.token, app, ids.region, 1);
    app = await item(s.club.token, app.id);
    expect(app.startPassed).toBe(true);
    const wrongSum = await follow(s.club.token, app, 'send_finishers', { ...finishers(app.version), totalSum_Runners: 121 });
    expect(wrongSum.statusCode).toBe(422);
    expect(wrongSum.json().errors.Model).toEqual(['Die Summe der Teilnehmer nach Art muss der Summe nach Geschlecht und Altersklasse entsprechen']);
    const negative = await follow(s.club.token, app, 'send_finishers', { ...finishers(app.version), finisher_Men_U12: -1 });
    expect(negative.json().errors.Finisher_Men_U12).toEqual(['Der Wert darf nicht kleiner als 0 sein']);
    const sent = await follow(s.club.token, app, 'send_finishers', finishers(app.version));
    expect(sent.statusCode, sent.body).toBe(200);
    app = sent.json();
    expect(app).toMatchObject({ finisher_Women_Active: 40, totalSum_Walker: 30 });
    expect(app.finishersSentAt).not.toBeNull();
    expect(rels(app)).not.toContain('send_finishers');
    const again = await t.as(s.club.token, { method: 'PUT', url: `${base}/${app.id}/finishers`, payload: finishers(app.version) });
    expect(again.json().errors.Model).toEqual(['Die Teilnehmerzahlen wurden bereits gemeldet']);
    const forState = await item(s.approver.token, app.id);
    expect(rels(forState)).toEqual(expect.arrayContaining(['send_finishers', 'create_receipt']));
    const changed = await follow(s.approver.token, forState, 'send_finishers', { ...finishers(forState.version), finisher_Men_Active: 51, totalSum_Runners: 121 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().finisher_Men_Active).toBe(51);
  });
});

describe('visibility and tenancy', () => {
  it('lists what the current organisation may see, with the filters of spec §3', async () => {
    await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Filterlauf Bornheim', eventLocation_Town: 'Bornheim' }));
    const list = (token: string, organizationId: number, query = '') => t.as(token, { method: 'GET', url: `${base}/organizations/${organizationId}?${query}`, org: organizationId });
    const mine = await list(s.club.token, ids.owner, 'freetextSearch=bornheim');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().items.map((i: { name: string }) => i.name)).toEqual(['Filterlauf Bornheim']);
    const year = Number(dayFromNow(40).slice(0, 4));
    const byYear = await list(s.club.token, ids.owner, `year=${year + 3}`);
    expect(byYear.json().paginationMetadata.totalCount).toBe(0);
    const byState = (await list(s.approver.token, ids.region, 'approvalState=3&pageSize=400')).json();
    expect(byState.items.length).toBeGreaterThan(0);
    expect(byState.items.every((i: { competitionState: number }) => i.competitionState === 3)).toBe(true);
    // Another club's list of the same federation sees none of Eintracht's; another tenant's organisation is absent.
    expect((await list(s.club.token, org(TSV).id)).statusCode).toBe(403);
    expect((await t.as(s.federation.token, { method: 'GET', url: `${base}/organizations/${org(TSV).id}` })).statusCode).toBe(403);
  });

  it('hides an application from a club that neither owns nor hosts it', async () => {
    const draft = await createApplication(t, s.region.token, applicationPayload({ owner: org(DARMSTADT).id, region: ids.region, district: org(DISTRICT_DA).id }, { name: 'Darmstädter Lauf' }));
    const app = await requested(s.region.token, draft);
    expect((await get(s.club.token, app.id)).statusCode).toBe(404);
    expect((await get(s.nl.token, app.id)).statusCode).toBe(403);
    expect((await get(s.approver.token, app.id)).statusCode).toBe(200);
  });
});
