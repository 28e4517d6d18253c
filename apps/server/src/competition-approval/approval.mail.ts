import { and, eq, inArray, sql } from 'drizzle-orm';
import { languageCodeOf, type ApprovalAction, type ApprovalEffect, type LanguageCode } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { organizations, roles, userRoles, users } from '../db/schema';
import type { Deps } from '../deps';
import type { MailJob, MailMessage } from '../mail/templates';
import type { ApplicationRecord } from './approval.repo';

// The mails are built here and queued by the action through `enqueueActorMails`, which counts them
// against the acting user's budget in the action's transaction (decision 028).

/** Users who may decide for the organisations: the approver flag and an active Approver role there. */
async function approversOf(tx: DbOrTx, organizationIds: number[]) {
  if (!organizationIds.length) return [];
  return tx
    .selectDistinct({ email: users.email, firstName: users.firstName, lastName: users.lastName, languageId: users.languageId, organizationId: userRoles.organizationId, organization: organizations.name })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(organizations, eq(organizations.id, userRoles.organizationId))
    .where(and(inArray(userRoles.organizationId, organizationIds), eq(roles.code, 'Approver'), eq(userRoles.status, 0), eq(users.approver, true)));
}

/** The start day; the mail writes it in its recipient's language. */
const dateOf = (record: ApplicationRecord) => record.app.startAt.slice(0, 10);

/** The mails to the approvers of the organisations, in their languages. */
export async function approverMails(deps: Deps, tx: DbOrTx, record: ApplicationRecord, organizationIds: number[], what: 'requested' | 'canceled', reason = ''): Promise<MailJob[]> {
  const a = record.app;
  return (await approversOf(tx, organizationIds)).map((u) => {
    const message: MailMessage =
      what === 'requested'
        ? {
            template: 'approvalRequested',
            name: a.name,
            organizer: record.ownerName,
            organization: u.organization,
            date: dateOf(record),
            town: a.town,
            link: `${deps.config.publicOrigin}/CompetitionApprovalEditState/${a.id}`,
          }
        : { template: 'approvalCanceled', name: a.name, date: dateOf(record), town: a.town, reason, link: `${deps.config.publicOrigin}/competitionapprovalDetailView/${a.id}` };
    return { to: u.email, name: `${u.firstName} ${u.lastName}`, language: languageCodeOf(u.languageId), message };
  });
}

type OrganiserMessage =
  | { template: 'approvalDecided'; organization: string; approved: boolean; reason: string; result: 'approved' | 'declined' | 'open' }
  | { template: 'approvalCanceled'; reason: string };

/**
 * The mail to the application's contact (none without an address): in the language of the portal
 * user with that address if there is one, else in the federation's default language.
 */
export async function organiserMail(deps: Deps, tx: DbOrTx, record: ApplicationRecord, message: OrganiserMessage): Promise<MailJob | null> {
  const a = record.app;
  const to = String(a.details.contact_Email ?? '');
  if (!to) return null;
  const [user] = await tx.select({ languageId: users.languageId }).from(users).where(sql`lower(${users.email}) = lower(${to})`).limit(1);
  const [master] = await tx.select({ languageId: organizations.defaultLanguageId }).from(organizations).where(eq(organizations.id, a.masterId));
  const language: LanguageCode = languageCodeOf(user?.languageId ?? master?.languageId ?? 1);
  const link = `${deps.config.publicOrigin}/competitionapprovalDetailView/${a.id}`;
  const common = { name: a.name, date: dateOf(record), link };
  const full: MailMessage = message.template === 'approvalDecided' ? { ...common, ...message } : { ...common, ...message, town: a.town };
  return { to, name: `${a.details.contact_Firstname ?? ''} ${a.details.contact_Lastname ?? ''}`.trim(), language, message: full };
}

/** What the mails of an action say beyond the application itself. */
export interface ActionMailFacts {
  action: ApprovalAction;
  /** The organisations whose approvers are told. */
  approvers: readonly number[];
  reason?: string;
  /** An approver's decision (`decide`). */
  decision?: { organization: string; approved: boolean; result: 'approved' | 'declined' | 'open' };
}

/**
 * The mails the effects of a transition of the workflow table call for (`approval.workflow.ts`:
 * `mailOrganiser`, `mailApprovers`), in the table's order; the table alone decides who is told.
 */
export async function effectMails(deps: Deps, tx: DbOrTx, record: ApplicationRecord, effects: readonly ApprovalEffect[], facts: ActionMailFacts): Promise<MailJob[]> {
  const mails: MailJob[] = [];
  for (const effect of effects) {
    if (effect === 'mailOrganiser') {
      const reason = facts.reason ?? '';
      const mail = await organiserMail(deps, tx, record, facts.decision ? { template: 'approvalDecided', ...facts.decision, reason } : { template: 'approvalCanceled', reason });
      if (mail) mails.push(mail);
    } else if (effect === 'mailApprovers') {
      mails.push(...(await approverMails(deps, tx, record, [...facts.approvers], facts.action === 'cancel' ? 'canceled' : 'requested', facts.reason)));
    }
  }
  return mails;
}
