import { defineWorkflow } from '../workflow/workflow';
import { CompetitionState, type CompetitionStateValue } from './constants';

/**
 * Who acts on an application: staff of the owner organisation or an admin above it (organiser), an
 * approver of one of its approving organisations, or an approver of its state association.
 */
export type ApprovalActor = 'organiser' | 'approver' | 'stateApprover';
export type ApprovalAction = 'update' | 'copy' | 'request' | 'delete' | 'cancel' | 'attach' | 'decide' | 'sendFinishers' | 'changeFinishers' | 'createReceipt';
export type ApprovalEffect = 'resetApprovalsOnKeyChange' | 'createApprovals' | 'mailApprovers' | 'mailOrganiser' | 'deleteFiles' | 'requireReason' | 'newApplication';

const { created, open, editing, approved, declined, canceled } = CompetitionState;
const live = [created, open, editing, approved, declined] as const;

/**
 * PRODUCT §4 as data. `to` null: the action leaves the state as it is (an edit of fields that need no
 * new approval, a decision that is not the last). Date and finisher conditions (start passed,
 * finishers sent, invoice made) are checked by the policy on top of this table.
 */
export const competitionApprovalWorkflow = defineWorkflow<CompetitionStateValue | null, ApprovalAction, ApprovalActor, ApprovalEffect>([
  { action: 'update', from: live, to: null, by: ['organiser'], effects: ['resetApprovalsOnKeyChange'] },
  { action: 'copy', from: [...live, canceled], to: created, by: ['organiser'], effects: ['newApplication'] },
  { action: 'request', from: [created, editing], to: open, by: ['organiser'], effects: ['createApprovals', 'mailApprovers'] },
  { action: 'delete', from: [created], to: null, by: ['organiser'], effects: ['deleteFiles'] },
  { action: 'cancel', from: live, to: canceled, by: ['organiser'], effects: ['requireReason', 'mailOrganiser', 'mailApprovers'] },
  { action: 'attach', from: live, to: null, by: ['organiser'], effects: [] },
  { action: 'decide', from: [open], to: null, by: ['approver'], effects: ['mailOrganiser'] },
  { action: 'sendFinishers', from: [approved], to: null, by: ['organiser'], effects: [] },
  { action: 'changeFinishers', from: [approved], to: null, by: ['stateApprover'], effects: [] },
  { action: 'createReceipt', from: [approved], to: null, by: ['approver'], effects: [] },
]);

/** The state after an edit: fields that need a new approval changed in 1, 3 or 4 → 2 editing. */
export function stateAfterEdit(state: CompetitionStateValue, keyFieldsChanged: boolean): CompetitionStateValue {
  return keyFieldsChanged && (state === open || state === approved || state === declined) ? editing : state;
}

/** The state after a decision: declined as soon as one organisation declines, approved when all approved, else still open. */
export function stateAfterDecisions(decisions: readonly number[]): CompetitionStateValue {
  if (decisions.includes(2)) return declined;
  if (decisions.length > 0 && decisions.every((d) => d === 1)) return approved;
  return open;
}

/** Fields whose change needs a new approval (PRODUCT §4): start date, owner, region, area, district, town; and classes, events, matrix. */
export const keyFields = [
  'startDate',
  'ownerOrganizationId',
  'eventLocation_Region_Id',
  'eventLocation_Area_Id',
  'eventLocation_District_Id',
  'eventLocation_Town',
  'classes',
  'events',
  'eventClasses',
] as const;
export type KeyField = (typeof keyFields)[number];

const canonical = (value: unknown): string => JSON.stringify(value, (_k, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));

/** The key fields whose values differ between `before` and `after` (the form lists them in its confirm dialog). */
export function changedKeyFields(before: Partial<Record<KeyField, unknown>>, after: Partial<Record<KeyField, unknown>>): KeyField[] {
  return keyFields.filter((f) => canonical(before[f] ?? null) !== canonical(after[f] ?? null));
}
