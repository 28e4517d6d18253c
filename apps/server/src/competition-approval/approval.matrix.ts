/**
 * The competition approval rows of the permission matrix: who may do what on an application
 * (PRODUCT §2 and §4), derived from the demo accounts' grants, not from the policy code.
 */
import { inArray } from 'drizzle-orm';
import { clubTypes, competitionApprovalInputSchema } from '@portal/domain';
import { demoUsers } from '../seed/demo';
import { approvalAttachments, approvalDecisions, competitionApprovals, resultImportRows, resultImports } from '../db/schema';
import { accounts, DLV, type AccountKey, type Org } from '../test/fixtures';
import type { Call, Ctx, Row, MatrixEnv, AreaMatrix } from '../test/matrix';
import { applicationPayload, dayFromNow, finishers } from './approval.fixtures';

const organiserRoles = ['OrgAdmin', 'OrgUser', 'Official'];

export function approvalRows(env: MatrixEnv): Row[] {
  const created: number[] = [];
  const isClub = (o: Org) => (clubTypes as readonly string[]).includes(o.type);
  /** The application's owner for target X: X when it is a club, else a club of X's federation. */
  const ownerOf = (c: Ctx) => (isClub(c.x) ? c.x : env.org(env.orgById().get(c.x.masterId)!.name === DLV ? 'Eintracht Frankfurt e.V.' : 'AV Phanos'));
  const regionOf = (owner: Org) => env.orgById().get(owner.path.find((id) => env.orgById().get(id)?.type === 'Region')!)!;
  const german = (c: Ctx) => c.masterId === env.org(DLV).id;
  const flag = (who: AccountKey) => demoUsers.find((u) => u.email === accounts[who])!.approver === true;

  const organiser = (who: AccountKey, owner: Org) =>
    env.grantIds(who).some((g) => (g.orgId === owner.id && organiserRoles.includes(g.role)) || (g.role === 'OrgAdmin' && owner.path.includes(g.orgId)));
  const approverAt = (who: AccountKey, orgId: number) => flag(who) && env.grantIds(who).some((g) => g.role === 'Approver' && g.orgId === orgId);
  /** The arranged applications are open races (category 16): their state association alone approves them. */
  const sees = (who: AccountKey, owner: Org) => organiser(who, owner) || approverAt(who, regionOf(owner).id);
  /** Roles of PRODUCT §2 that show applications, held in X: organiser roles, or Approver with the flag. */
  const seesFrom = (who: AccountKey, x: Org) => env.grantIds(who).some((g) => g.orgId === x.id && (organiserRoles.includes(g.role) || (g.role === 'Approver' && flag(who))));
  /** The area is the organisers' and approvers' of the German federation; everyone else gets 403 on its paths. */
  const offered = (c: Ctx) => german(c) && env.grantIds(c.who).some((g) => organiserRoles.includes(g.role) || (g.role === 'Approver' && flag(c.who)));

  /** A draft (state 0, never requested) is its organisers' alone; approvers see an application once it is requested. */
  const hiddenDraft = (who: AccountKey, owner: Org) => !organiser(who, owner);
  const hiddenRequested = (who: AccountKey, owner: Org) => !sees(who, owner);

  /** 403 where the area is not offered, 404 for what the caller cannot see, else `ok` when `may`. */
  const onApplication =
    (may: (who: AccountKey, owner: Org) => boolean, ok = 200, hidden = hiddenDraft) =>
    (c: Ctx) => {
      if (!offered(c)) return 403;
      const owner = ownerOf(c);
      if (c.foreign || hidden(c.who, owner)) return 404;
      return may(c.who, owner) ? ok : 403;
    };
  const area = (ok = 200) => (c: Ctx) => (offered(c) ? ok : 403);

  /** An application of the target's club, arranged directly in the database in the state the call needs. */
  async function arrange(c: Ctx, opts: { state?: 0 | 1 | 3; past?: boolean; finishers?: boolean; invoice?: boolean; attachment?: 'text' | 'file'; byCaller?: boolean } = {}) {
    const t = env.t();
    const owner = ownerOf(c);
    const region = regionOf(owner);
    const state = opts.state ?? 0;
    // Stored as the server stores it: the parsed values, with their defaults.
    const payload = competitionApprovalInputSchema.parse(applicationPayload({ owner: owner.id, region: region.id }, opts.past ? { startDate: `${dayFromNow(-3)}T10:00`, endDate: dayFromNow(-3) } : {}));
    const [row] = await t.database.db
      .insert(competitionApprovals)
      .values({
        masterId: owner.masterId,
        ownerOrganizationId: owner.id,
        ownerPath: owner.path,
        name: `Matrix ${c.who} ${c.target}`,
        state,
        competitionType: 0,
        category: 16,
        subType: 1,
        approvalType: 2,
        startAt: `${payload.startDate.replace('T', ' ')}:00`,
        endDate: payload.endDate,
        nation: 'GER',
        town: payload.eventLocation_Town,
        regionId: region.id,
        content: { classes: payload.classes, events: payload.events, eventClasses: payload.eventClasses },
        details: {
          contact_Firstname: 'Clara',
          contact_Lastname: 'Vereinsam',
          contact_Street: 'Mainkai 1',
          contact_Zip: '60311',
          contact_Town: 'Frankfurt am Main',
          contact_Email: 'lauf@eintracht.test',
          eventLocation_Startplace: 'Eiserner Steg',
          eventLocation_Street: 'Mainkai',
          eventLocation_Zip: '60311',
          ...(opts.finishers ? { finisher_Women_Active: 10, finisher_Men_Active: 10, totalSum_Runners: 20 } : {}),
        },
        finishersSentAt: opts.finishers ? new Date() : null,
        invoiceNumber: opts.invoice ? `M-${c.who}-${c.target}` : null,
        invoiceKey: opts.invoice ? `matrix/${c.who}-${c.target}.pdf` : null,
        // Written by someone else unless the row is about the caller's own application (four eyes).
        createdBy: opts.byCaller ? c.me : c.subjectOfX,
        changedBy: opts.byCaller ? c.me : c.subjectOfX,
      })
      .returning({ id: competitionApprovals.id });
    created.push(row.id);
    if (state !== 0) await t.database.db.insert(approvalDecisions).values({ applicationId: row.id, organizationId: region.id, position: 0, state: state === 3 ? 1 : 0 });
    if (opts.invoice) await t.app.deps.storage.put(`matrix/${c.who}-${c.target}.pdf`, Buffer.from('%PDF-1.7 matrix'), { contentType: 'application/pdf' });
    let attachmentId = 0;
    if (opts.attachment) {
      const file = opts.attachment === 'file';
      if (file) await t.app.deps.storage.put(`matrix/${row.id}.txt`, Buffer.from('Ausschreibung'), { contentType: 'application/octet-stream' });
      const [a] = await t.database.db
        .insert(approvalAttachments)
        .values({ applicationId: row.id, title: 'Ausschreibung', sort: 1, attachmentGroup: 0, attachmentType: file ? 1 : 0, text: file ? null : 'Start 10 Uhr', fileKey: file ? `matrix/${row.id}.txt` : null, fileName: file ? 'ausschreibung.txt' : null, size: file ? 13 : null })
        .returning({ id: approvalAttachments.id });
      attachmentId = a.id;
    }
    return { id: row.id, owner, region, attachmentId };
  }
  const cleanup = async () => {
    if (created.length) await env.t().database.db.delete(competitionApprovals).where(inArray(competitionApprovals.id, created.splice(0)));
  };
  const stateOf = async (id: number) => (await env.t().database.db.select({ state: competitionApprovals.state }).from(competitionApprovals).where(inArray(competitionApprovals.id, [id])))[0]?.state;
  const textAttachment = (title: string) => {
    const boundary = '----matrix-boundary';
    const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    return {
      payload: Buffer.from(`${field('title', title)}${field('sort', '2')}${field('attachmentGroup', '0')}${field('attachmentType', '0')}${field('text', 'Zeitplan folgt')}--${boundary}--\r\n`),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  };
  /** A timing company's list with two finishers, as the organiser uploads it. */
  const resultList = () => {
    const boundary = '----matrix-boundary';
    const csv = 'Startnr.;Name;Jg.;M/W;AK;Brutto\r\n1;Müller, Jörg;1990;M;M;0:35:12\r\n2;Schröder, Bärbel;1980;W;W45;0:41:05\r\n';
    return {
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ergebnisse.csv"\r\nContent-Type: text/csv\r\n\r\n`),
        Buffer.from(csv),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  };
  const importsOf = (applicationId: number) => env.t().database.db.select({ id: resultImports.id, state: resultImports.state }).from(resultImports).where(inArray(resultImports.applicationId, [applicationId]));
  /** The previews an upload made go with the applications. */
  const cleanupWithImports = async () => {
    const db = env.t().database.db;
    for (const applicationId of created) {
      const ids = (await importsOf(applicationId)).map((i) => i.id);
      if (ids.length === 0) continue;
      await db.delete(resultImportRows).where(inArray(resultImportRows.importId, ids));
      await db.delete(resultImports).where(inArray(resultImports.id, ids));
    }
    await cleanup();
  };
  const withId = async (c: Ctx, rest: (a: Awaited<ReturnType<typeof arrange>>) => Call, opts?: Parameters<typeof arrange>[1]) => rest(await arrange(c, opts));

  return [
    // Look-ups of the area: every user of the German federation.
    { rel: 'competition_approval_links:get_all_classes', once: true, expected: area(), call: () => ({ rel: 'competition_approval_links:get_all_classes' }) },
    { rel: 'get_endurance_events', once: true, expected: area(), call: () => ({ rel: 'get_endurance_events' }) },
    { rel: 'fee_schedule', once: true, expected: area(), call: () => ({ rel: 'fee_schedule' }) },
    { rel: 'owner_organizations', once: true, expected: area(), call: () => ({ rel: 'owner_organizations', params: { search: 'Eintracht' } }) },
    { rel: 'date_clashes', expected: area(), call: (c) => ({ rel: 'date_clashes', query: `startDate=${dayFromNow(40)}T09:30&regionId=${regionOf(ownerOf(c)).id}` }) },
    // The list under a current organisation: a role there.
    {
      rel: 'get_by_org',
      expected: (c) => (!offered(c) ? 403 : c.foreign ? 404 : seesFrom(c.who, c.x) ? 200 : 403),
      call: (c) => ({ rel: 'get_by_org', params: { organizationId: c.x.id } }),
    },
    {
      rel: 'competition_approval_links:get_by_id',
      expected: onApplication(() => true),
      call: (c) => withId(c, (a) => ({ rel: 'competition_approval_links:get_by_id', params: { id: a.id } })),
      cleanup,
    },
    // Applying: staff of the club or an admin above it; anyone else is told the owner is not theirs.
    {
      rel: 'competition_approval_links:new',
      mutating: true,
      expected: (c) => (!offered(c) ? 403 : !c.foreign && organiser(c.who, ownerOf(c)) ? 201 : 422),
      call: (c) => ({ rel: 'competition_approval_links:new', payload: applicationPayload({ owner: ownerOf(c).id, region: regionOf(ownerOf(c)).id }, { name: `Neu ${c.who} ${c.target}` }) }),
      changed: async (c) => {
        const rows = await env.t().database.db.select({ id: competitionApprovals.id, name: competitionApprovals.name }).from(competitionApprovals);
        const mine = rows.filter((r) => r.name === `Neu ${c.who} ${c.target}`);
        created.push(...mine.map((r) => r.id));
        return mine.length === 1 ? [] : [`created ${mine.length}`];
      },
      cleanup,
    },
    {
      rel: 'update_comp',
      mutating: true,
      expected: onApplication(organiser),
      call: (c) => withId(c, (a) => ({ rel: 'update_comp', params: { id: a.id }, payload: { ...applicationPayload({ owner: a.owner.id, region: a.region.id }, { name: 'Geändert' }), version: 0 } })),
      cleanup,
    },
    { rel: 'copy_competition', mutating: true, expected: onApplication(organiser, 201), call: (c) => withId(c, (a) => ({ rel: 'copy_competition', params: { id: a.id } })), cleanup: async (c) => {
      const copies = await env.t().database.db.select({ id: competitionApprovals.id, name: competitionApprovals.name }).from(competitionApprovals);
      created.push(...copies.filter((r) => r.name === `Matrix ${c.who} ${c.target}`).map((r) => r.id));
      await cleanup();
    } },
    {
      rel: 'request_comp_approval',
      mutating: true,
      expected: onApplication(organiser),
      call: (c) => withId(c, (a) => ({ rel: 'request_comp_approval', params: { id: a.id }, payload: { version: 0 } })),
      changed: async (_c, call) => ((await stateOf(Number(call.params!.id))) === 1 ? [] : ['not open']),
      cleanup,
    },
    { rel: 'delete_competition', mutating: true, expected: onApplication(organiser), call: (c) => withId(c, (a) => ({ rel: 'delete_competition', params: { id: a.id } })), cleanup },
    {
      rel: 'cancel_comp',
      mutating: true,
      expected: onApplication(organiser),
      call: (c) => withId(c, (a) => ({ rel: 'cancel_comp', params: { id: a.id }, payload: { version: 0, cancelationReason: 'Sturmwarnung' } })),
      changed: async (_c, call) => ((await stateOf(Number(call.params!.id))) === 5 ? [] : ['not canceled']),
      cleanup,
    },
    // Deciding: the Approver role with the approver flag at the approving organisation.
    {
      rel: 'approve_competition',
      mutating: true,
      expected: onApplication((who, owner) => approverAt(who, regionOf(owner).id), 200, hiddenRequested),
      call: (c) => withId(c, (a) => ({ rel: 'approve_competition', params: { id: a.id, organizationId: a.region.id }, payload: { approvalState: 1, version: 0 } }), { state: 1 }),
      changed: async (_c, call) => ((await stateOf(Number(call.params!.id))) === 3 ? [] : ['not approved']),
      cleanup,
    },
    // Four eyes (PRODUCT §9): nobody decides on an application they created and last changed.
    {
      rel: 'approve_competition',
      variant: 'an application the caller created',
      mutating: true,
      expected: onApplication(() => false, 200, hiddenRequested),
      call: (c) => withId(c, (a) => ({ rel: 'approve_competition', params: { id: a.id, organizationId: a.region.id }, payload: { approvalState: 2, reason: 'Termin belegt', version: 0 } }), { state: 1, byCaller: true }),
      cleanup,
    },
    // Finishers: the organiser, once the race has passed.
    {
      rel: 'send_finishers',
      mutating: true,
      expected: onApplication(organiser, 200, hiddenRequested),
      call: (c) =>
        withId(
          c,
          (a) => ({ rel: 'send_finishers', params: { id: a.id }, payload: finishers(0) }),
          { state: 3, past: true },
        ),
      cleanup,
    },
    // The invoice: an approver of the application; its PDF for the organiser and the approvers.
    {
      rel: 'create_receipt',
      mutating: true,
      expected: onApplication((who, owner) => approverAt(who, regionOf(owner).id), 200, hiddenRequested),
      call: (c) => withId(c, (a) => ({ rel: 'create_receipt', params: { id: a.id } }), { state: 3, past: true, finishers: true }),
      cleanup,
    },
    {
      rel: 'download_invoice',
      expected: onApplication(() => true, 200, (who, owner) => !organiser(who, owner) && !approverAt(who, regionOf(owner).id)),
      call: (c) => withId(c, (a) => ({ rel: 'download_invoice', params: { id: a.id } }), { state: 3, past: true, finishers: true, invoice: true }),
      cleanup,
    },
    // Attachments: added and changed by the organiser, read by whoever sees the application.
    {
      rel: 'new_attachment',
      mutating: true,
      expected: onApplication(organiser),
      call: (c) => withId(c, (a) => ({ rel: 'new_attachment', params: { id: a.id }, ...textAttachment('Zeitplan') })),
      cleanup,
    },
    // The result list fills the finisher form: whoever may send the finishers as the organiser.
    {
      rel: 'upload_results',
      mutating: true,
      expected: onApplication(organiser, 200, hiddenRequested),
      call: (c) => withId(c, (a) => ({ rel: 'upload_results', params: { id: a.id }, ...resultList() }), { state: 3, past: true }),
      changed: async (_c, call) => {
        const imports = await importsOf(Number(call.params!.id));
        return imports.length === 1 && imports[0].state === 'preview' ? [] : [`imports ${JSON.stringify(imports)}`];
      },
      cleanup: cleanupWithImports,
    },
    {
      rel: 'edit_attachment',
      mutating: true,
      expected: onApplication(organiser),
      call: (c) => withId(c, (a) => ({ rel: 'edit_attachment', params: { id: a.id, attachmentId: a.attachmentId }, ...textAttachment('Neuer Titel') }), { attachment: 'text' }),
      cleanup,
    },
    {
      rel: 'delete_attachment',
      mutating: true,
      expected: onApplication(organiser),
      call: (c) => withId(c, (a) => ({ rel: 'delete_attachment', params: { id: a.id, attachmentId: a.attachmentId } }), { attachment: 'text' }),
      cleanup,
    },
    {
      rel: 'download',
      expected: onApplication(() => true),
      call: (c) => withId(c, (a) => ({ rel: 'download', params: { id: a.id, attachmentId: a.attachmentId } }), { attachment: 'file' }),
      cleanup,
    },
  ];
}

/** This area's part of the permission matrix (gathered by api/permission-matrix.test.ts). */
export const matrix: AreaMatrix = { rows: approvalRows, offeredByRole: ['competition_approval_links'], anonymousRels: ['public_calendar', 'public_calendar_ics'] };
