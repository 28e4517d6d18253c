import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { competitionApprovalWorkflow, type ApprovalEffect } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/harness';
import { competitionApprovals } from '../db/schema';
import { findApplication, type ApplicationRecord } from './approval.repo';
import { effectMails } from './approval.mail';

/** The workflow table says who is told of an action (`mailOrganiser`, `mailApprovers`); the server follows it. */
let t: TestApp;
let record: ApplicationRecord;
let approvers: number[];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // A demo application with a contact address, and the organisations whose approvers are in the demo.
  const [row] = await db.select({ id: competitionApprovals.id }).from(competitionApprovals).where(and(isNotNull(competitionApprovals.regionId), sql`${competitionApprovals.details}->>'contact_Email' <> ''`)).limit(1);
  record = (await findApplication(db, row.id, eq(competitionApprovals.id, row.id)))!;
  approvers = (await db.execute<{ id: number }>(sql`select distinct ur.organization_id as id from user_roles ur join roles r on r.id = ur.role_id join users u on u.id = ur.user_id where r.code = 'Approver' and u.approver`)).rows.map((r) => r.id);
});
afterAll(() => t.close());

const mails = (effects: readonly ApprovalEffect[], action: 'request' | 'cancel' | 'decide') =>
  effectMails(t.app.deps, t.database.db, record, effects, {
    action,
    approvers,
    reason: 'Strecke gesperrt',
    decision: action === 'decide' ? { organization: 'Hessischer Leichtathletik-Verband', approved: true, result: 'approved' } : undefined,
  });

describe('the mails of an approval action', () => {
  it('are those the table names, in its order', async () => {
    const effectsOf = (action: 'request' | 'cancel' | 'decide') => competitionApprovalWorkflow.transitions.find((tr) => tr.action === action)!.effects;
    const request = await mails(effectsOf('request'), 'request');
    expect(request.length).toBeGreaterThan(0);
    expect(new Set(request.map((m) => m.message.template))).toEqual(new Set(['approvalRequested']));
    const cancel = await mails(effectsOf('cancel'), 'cancel');
    expect(cancel[0]).toMatchObject({ to: record.app.details.contact_Email, message: { template: 'approvalCanceled', reason: 'Strecke gesperrt' } });
    expect(cancel.slice(1).length).toBe(request.length);
    const decide = await mails(effectsOf('decide'), 'decide');
    expect(decide.map((m) => m.message.template)).toEqual(['approvalDecided']);
  });

  it('tell nobody where the table names no mail, and only whom it names', async () => {
    expect(await mails([], 'cancel')).toEqual([]);
    expect(await mails(['requireReason'], 'cancel')).toEqual([]);
    expect((await mails(['mailOrganiser'], 'cancel')).map((m) => m.to)).toEqual([record.app.details.contact_Email]);
    expect((await mails(['mailApprovers'], 'cancel')).every((m) => m.message.template === 'approvalCanceled' && m.to !== record.app.details.contact_Email)).toBe(true);
  });
});
