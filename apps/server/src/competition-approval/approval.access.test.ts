import type { CompetitionApproval } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { DLV, EINTRACHT, ensureActiveRole, ensureNoRole, FRANKFURT, HESSEN, loadOrgs, loginAll, TSV, type Org } from '../test/fixtures';
import { approvalAttachments, approvalDecisions, approvalHistory, competitionApprovals, jobs, mailBudgetEntries } from '../db/schema';
import { applicationPayload, base, createApplication, hrefOf, rels } from './approval.fixtures';

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
const request = async (app: CompetitionApproval): Promise<CompetitionApproval> => {
  const r = await t.as(s.club.token, { method: 'POST', url: `${base}/${app.id}/request`, payload: { version: app.version } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};
// A decline carries its reason, so that these tests meet the access rule and not the reason rule.
const decide = (token: string, app: CompetitionApproval, organizationId: number, approvalState: 1 | 2) =>
  t.as(token, { method: 'PUT', url: `${base}/${app.id}/approvals/${organizationId}`, payload: { approvalState, reason: approvalState === 2 ? 'Termin belegt' : undefined, version: app.version } });
const approveLinks = (app: CompetitionApproval) => app.links.filter((l) => l.rel === 'approve_competition').map((l) => l.href);

/** A multipart body with text fields and an optional file. */
function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const boundary = '----access-test-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const fileFields = { title: 'Ausschreibung', sort: '1', attachmentType: '1', attachmentGroup: '0' };
const textFields = (title: string) => ({ title, sort: '2', attachmentType: '0', attachmentGroup: '4', text: 'Start um 10 Uhr' });

describe('who sees applications (PRODUCT §2)', () => {
  it('shows them to organisers and approvers only: the statistician, the record and the manual list admins get no area and 403 on its paths', async () => {
    let app = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Nur für Beteiligte' }));
    app = (await t.as(s.club.token, { method: 'POST', url: hrefOf(app, 'new_attachment'), ...multipart(fileFields, { name: 'ausschreibung.pdf', data: pdfBytes }) })).json();
    app = await request(app);
    const download = hrefOf(app.attachments[0], 'download');
    for (const who of ['statistician', 'records', 'manual', 'norole'] as const) {
      const token = s[who].token;
      const root = (await t.as(token, { method: 'GET', url: '/api' })).json().links.map((l: { rel: string }) => l.rel);
      expect(root, who).not.toContain('competition_approval_links');
      const calls = [
        { method: 'GET', url: `${base}/links` },
        { method: 'GET', url: `${base}/organizations/${org(DLV).id}` },
        { method: 'GET', url: `${base}/${app.id}` },
        { method: 'GET', url: download },
        { method: 'GET', url: `${base}/${app.id}/invoice` },
        { method: 'GET', url: `${base}/clashes?startDate=${app.startDate}&regionId=${ids.region}` },
      ] as const;
      for (const call of calls) expect((await t.as(token, call)).statusCode, `${who} ${call.url}`).toBe(403);
    }
    for (const who of ['club', 'region', 'federation', 'approver'] as const) expect((await get(s[who].token, app.id)).statusCode, who).toBe(200);
  });

  it('counts only the roles that show applications: a Statistiker of the federation who is OrgUser of another club sees neither its list nor other clubs’ applications', async () => {
    const app = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Nicht für die Statistik' }));
    const statistician = s.statistician;
    await ensureActiveRole(t, statistician.id, 'OrgUser', org(TSV).id);
    try {
      const root = (await t.as(statistician.token, { method: 'GET', url: '/api' })).json().links.map((l: { rel: string }) => l.rel);
      expect(root).toContain('competition_approval_links');
      expect((await get(statistician.token, app.id)).statusCode).toBe(404);
      const fromFederation = await t.as(statistician.token, { method: 'GET', url: `${base}/organizations/${org(DLV).id}`, org: org(DLV).id });
      expect(fromFederation.statusCode).toBe(403);
      const fromClub = await t.as(statistician.token, { method: 'GET', url: `${base}/organizations/${org(TSV).id}?pageSize=400`, org: org(TSV).id });
      expect(fromClub.statusCode, fromClub.body).toBe(200);
      expect(fromClub.json().items.map((i: { id: number }) => i.id)).not.toContain(app.id);
    } finally {
      await ensureNoRole(t, statistician.id, 'OrgUser', org(TSV).id);
    }
  });

  it('shows the federation’s approver the races the federation approves, not every race of the federation', async () => {
    const local = await request(await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Nur Landesverband' })));
    const national = await request(await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Deutsche Meisterschaft Straße', competitionCategory: 9 })));
    expect((await get(s.federationApprover.token, local.id)).statusCode).toBe(404);
    expect((await get(s.federationApprover.token, national.id)).statusCode).toBe(200);
    const list = (await t.as(s.federationApprover.token, { method: 'GET', url: `${base}/organizations/${org(DLV).id}?pageSize=400&freetextSearch=Landesverband`, org: org(DLV).id })).json();
    expect(list.items.map((i: { id: number }) => i.id)).not.toContain(local.id);
  });
});

describe('four eyes on decisions (PRODUCT §9)', () => {
  /** A second approver of the Hessen association: the federation's approver, given the role there too. */
  async function withSecondApprover(work: () => Promise<void>) {
    await ensureActiveRole(t, s.federationApprover.id, 'Approver', ids.region);
    try {
      await work();
    } finally {
      await ensureNoRole(t, s.federationApprover.id, 'Approver', ids.region);
    }
  }
  const arranged = async (name: string, change: Partial<typeof competitionApprovals.$inferInsert>) => {
    const app = await request(await createApplication(t, s.club.token, applicationPayload(ids, { name })));
    await t.database.db.update(competitionApprovals).set(change).where(eq(competitionApprovals.id, app.id));
    return app;
  };

  it.each([
    ['created', { createdBy: 'approver' }],
    ['changed last', { changedBy: 'approver' }],
  ] as const)('refuses the approver a decision on an application they %s; another approver of the body decides', async (_what, who) => {
    await withSecondApprover(async () => {
      const change = Object.fromEntries(Object.entries(who).map(([column, account]) => [column, s[account].id]));
      const app = await arranged(`Vier Augen ${_what}`, change);
      const mine = await item(s.approver.token, app.id);
      expect(approveLinks(mine)).toEqual([]);
      expect(rels(mine)).toEqual(['get_by_id']);
      expect((await decide(s.approver.token, mine, ids.region, 1)).statusCode).toBe(403);
      expect((await decide(s.approver.token, mine, ids.region, 2)).statusCode).toBe(403);
      expect((await item(s.club.token, app.id)).approvals[0].approvalState).toBe(0);
      const other = await item(s.federationApprover.token, app.id);
      expect(approveLinks(other)).toEqual([`${base}/${app.id}/approvals/${ids.region}`]);
      const decided = await decide(s.federationApprover.token, other, ids.region, 1);
      expect(decided.statusCode, decided.body).toBe(200);
      expect(decided.json().competitionState).toBe(3);
    });
  });

  it('refuses an approver who holds another role in the owner organisation, not one who holds a role above it', async () => {
    const app = await request(await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Eigener Verein' })));
    await ensureActiveRole(t, s.approver.id, 'Trainer', ids.owner);
    try {
      const mine = await item(s.approver.token, app.id);
      expect(approveLinks(mine)).toEqual([]);
      expect((await decide(s.approver.token, mine, ids.region, 2)).statusCode).toBe(403);
    } finally {
      await ensureNoRole(t, s.approver.id, 'Trainer', ids.owner);
    }
    // A role in the state association above the club is no conflict: the association is the approving body.
    await ensureActiveRole(t, s.approver.id, 'Trainer', ids.region);
    try {
      const above = await item(s.approver.token, app.id);
      expect(approveLinks(above)).toEqual([`${base}/${app.id}/approvals/${ids.region}`]);
      expect((await decide(s.approver.token, above, ids.region, 1)).statusCode).toBe(200);
    } finally {
      await ensureNoRole(t, s.approver.id, 'Trainer', ids.region);
    }
  });

  it('answers 403, not 409, to an approver deciding for a body that is not theirs once that body has decided', async () => {
    let app = await request(await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Meisterschaft fremde Stelle', competitionCategory: 9 })));
    const dlv = org(DLV).id;
    app = (await decide(s.federationApprover.token, app, dlv, 1)).json();
    expect(app.competitionState).toBe(1);
    expect((await decide(s.approver.token, app, dlv, 1)).statusCode).toBe(403);
    expect((await decide(s.approver.token, app, dlv, 2)).statusCode).toBe(403);
    expect((await item(s.club.token, app.id)).approvals.map((a) => a.approvalState)).toEqual([0, 1]);
    // Their own body's decision is still theirs to make.
    expect((await decide(s.approver.token, await item(s.approver.token, app.id), ids.region, 1)).json().competitionState).toBe(3);
  });

  it('counts a decision as a change: whoever decided for one body of the chain does not decide for another', async () => {
    await ensureActiveRole(t, s.approver.id, 'Approver', org(DLV).id);
    try {
      let app = await request(await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Zwei Stellen, zwei Personen', competitionCategory: 9 })));
      app = (await decide(s.approver.token, app, ids.region, 1)).json();
      expect(approveLinks(await item(s.approver.token, app.id))).toEqual([]);
      expect((await decide(s.approver.token, app, org(DLV).id, 1)).statusCode).toBe(403);
      expect((await decide(s.federationApprover.token, app, org(DLV).id, 1)).json().competitionState).toBe(3);
    } finally {
      await ensureNoRole(t, s.approver.id, 'Approver', org(DLV).id);
    }
  });
});

describe('attachments per application', () => {
  const arrangeAttachments = async (applicationId: number, rows: number, size: number | null) =>
    t.database.db.insert(approvalAttachments).values(
      Array.from({ length: rows }, (_, i) => ({ applicationId, title: `Anhang ${i}`, sort: i, attachmentGroup: 0, attachmentType: size === null ? 0 : 1, text: size === null ? 'Text' : null, size })),
    );
  const countOf = async (applicationId: number) => t.database.db.$count(approvalAttachments, eq(approvalAttachments.applicationId, applicationId));

  it('are at most 20, with a translated message on the file', async () => {
    const app = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Viele Anhänge' }));
    await arrangeAttachments(app.id, 20, null);
    const refused = await t.as(s.club.token, { method: 'POST', url: hrefOf(app, 'new_attachment'), ...multipart(textFields('Einer zu viel')) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.File).toEqual(['Ein Antrag kann höchstens 20 Anhänge haben']);
    const english = await t.as(s.club.token, { method: 'POST', url: `${hrefOf(app, 'new_attachment')}?culture=en`, ...multipart(fileFields, { name: 'a.pdf', data: pdfBytes }) });
    expect(english.json().errors.File).toEqual(['An application can have at most 20 attachments']);
    expect(await countOf(app.id)).toBe(20);
  });

  it('hold at most 50 MB of files together, also when a file is replaced', async () => {
    const app = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Große Anhänge' }));
    await arrangeAttachments(app.id, 5, 10 * 1024 * 1024);
    const refused = await t.as(s.club.token, { method: 'POST', url: hrefOf(app, 'new_attachment'), ...multipart(fileFields, { name: 'noch-eine.pdf', data: pdfBytes }) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.File).toEqual(['Die Anhänge eines Antrags dürfen zusammen höchstens 50 MB groß sein']);
    // A text needs no room for files.
    const text = await t.as(s.club.token, { method: 'POST', url: hrefOf(app, 'new_attachment'), ...multipart(textFields('Hinweis')) });
    expect(text.statusCode, text.body).toBe(200);
    await t.database.db
      .update(approvalAttachments)
      .set({ size: 10 * 1024 * 1024 - 1000 })
      .where(and(eq(approvalAttachments.applicationId, app.id), eq(approvalAttachments.title, 'Anhang 0')));
    const added = await t.as(s.club.token, { method: 'POST', url: hrefOf(app, 'new_attachment'), ...multipart(fileFields, { name: 'klein.pdf', data: pdfBytes }) });
    expect(added.statusCode, added.body).toBe(200);
    const small = (added.json() as CompetitionApproval).attachments.find((a) => a.file === 'klein.pdf')!;
    const larger = Buffer.concat([pdfBytes, Buffer.alloc(2000)]);
    const replaced = await t.as(s.club.token, { method: 'PUT', url: hrefOf(small, 'edit_attachment'), ...multipart(fileFields, { name: 'gross.pdf', data: larger }) });
    expect(replaced.statusCode).toBe(422);
    expect(replaced.json().errors.File).toEqual(['Die Anhänge eines Antrags dürfen zusammen höchstens 50 MB groß sein']);
    const fits = await t.as(s.club.token, { method: 'PUT', url: hrefOf(small, 'edit_attachment'), ...multipart(fileFields, { name: 'passt.pdf', data: Buffer.concat([pdfBytes, Buffer.alloc(500)]) }) });
    expect(fits.statusCode, fits.body).toBe(200);
  });

  it('stay within the limit when uploads arrive at once', async () => {
    const app = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Gleichzeitige Anhänge' }));
    await arrangeAttachments(app.id, 17, null);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => t.as(s.club.token, { method: 'POST', url: hrefOf(app, 'new_attachment'), ...multipart(textFields(`Parallel ${i}`)) })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 422, 422, 422]);
    expect(await countOf(app.id)).toBe(20);
  });
});

describe('one-line names', () => {
  it('refuses bidirectional controls and line breaks in the name, the town and an attachment’s title and file name', async () => {
    const before = await t.database.db.$count(competitionApprovals);
    const name = await t.as(s.club.token, { method: 'POST', url: base, payload: applicationPayload(ids, { name: 'Stadtlauf \u202Eefeiw' }) });
    expect(name.statusCode).toBe(422);
    expect(name.json().errors.Name).toEqual(['Die Eingabe darf keine Zeilenumbrüche und keine Steuerzeichen der Schreibrichtung enthalten']);
    const town = await t.as(s.club.token, { method: 'POST', url: `${base}?culture=en`, payload: applicationPayload(ids, { eventLocation_Town: 'Frankfurt\nam Main', contact_Lastname: 'Verein\u2067sam' }) });
    expect(town.json().errors).toMatchObject({
      EventLocation_Town: ['The input must be a single line, without line breaks or characters that control the text direction'],
      Contact_Lastname: ['The input must be a single line, without line breaks or characters that control the text direction'],
    });
    expect(await t.database.db.$count(competitionApprovals)).toBe(before);

    const app = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Saubere Namen' }));
    const disguised = await t.as(s.club.token, { method: 'POST', url: hrefOf(app, 'new_attachment'), ...multipart(fileFields, { name: 'Rechnung\u202Efdp.exe.pdf', data: pdfBytes }) });
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json().errors.File).toEqual(['Die Eingabe darf keine Zeilenumbrüche und keine Steuerzeichen der Schreibrichtung enthalten']);
    const title = await t.as(s.club.token, { method: 'POST', url: hrefOf(app, 'new_attachment'), ...multipart({ ...fileFields, title: 'Aus\u202Eschreibung' }, { name: 'a.pdf', data: pdfBytes }) });
    expect(title.json().errors.Title).toEqual(['Die Eingabe darf keine Zeilenumbrüche und keine Steuerzeichen der Schreibrichtung enthalten']);
    expect((await item(s.club.token, app.id)).attachments).toEqual([]);
  });
});

describe('approval mails and the mail budget', () => {
  it('refuses a request with 429 when the organiser’s hourly mail budget is spent, changing nothing', async () => {
    const app = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Budget erschöpft' }));
    const now = t.clock.now();
    await t.database.db.delete(mailBudgetEntries).where(eq(mailBudgetEntries.userId, s.club.id));
    await t.database.db.insert(mailBudgetEntries).values(Array.from({ length: 50 }, (_, i) => ({ userId: s.club.id, address: `someone${i}@demo.test`, sentAt: now })));
    const jobsBefore = await t.database.db.$count(jobs);
    const refused = await t.as(s.club.token, { method: 'POST', url: `${base}/${app.id}/request`, payload: { version: app.version } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('validation.errorMailBudget');
    const after = await item(s.club.token, app.id);
    expect(after).toMatchObject({ competitionState: 0, version: app.version, approvals: [] });
    expect(await t.database.db.$count(approvalDecisions, eq(approvalDecisions.applicationId, app.id))).toBe(0);
    expect((await t.database.db.select().from(approvalHistory).where(eq(approvalHistory.applicationId, app.id))).map((h) => h.action)).toEqual(['create']);
    expect(await t.database.db.$count(jobs)).toBe(jobsBefore);
    expect(await t.database.db.$count(mailBudgetEntries, eq(mailBudgetEntries.userId, s.club.id))).toBe(50);
    await t.database.db.delete(mailBudgetEntries).where(eq(mailBudgetEntries.userId, s.club.id));
  });

  it('counts the request’s mails against the organiser and the decision’s against the approver', async () => {
    await t.database.db.delete(mailBudgetEntries);
    const app = await request(await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Budget gezählt' })));
    const spent = async (userId: number) => (await t.database.db.select({ address: mailBudgetEntries.address }).from(mailBudgetEntries).where(eq(mailBudgetEntries.userId, userId))).map((r) => r.address);
    expect(await spent(s.club.id)).toEqual(['approver@demo.test']);
    expect((await decide(s.approver.token, app, ids.region, 1)).statusCode).toBe(200);
    expect(await spent(s.approver.id)).toEqual(['lauf@eintracht.test']);
  });
});
