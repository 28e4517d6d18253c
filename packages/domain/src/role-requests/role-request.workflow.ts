import { defineWorkflow } from '../workflow/workflow';
import { RoleRequestStatus, type RoleRequestStatusValue } from '../platform/statuses';

/** Who acts on a role request: the user who filed it, or an administrator who may decide it. */
export type RoleRequestActor = 'requester' | 'decider';
/** What a role request allows (the row links of the list carry these names). */
export type RoleRequestAction = 'approve' | 'reject' | 'remove';
/** What a transition sets off besides the status change. */
export type RoleRequestEffect = 'grantRole' | 'mailRequester' | 'requireReason';

const { requested, rejected, approved, deleted } = RoleRequestStatus;

/**
 * Spec §4: approve (enabled unless deleted or approved, so a rejected request can still be approved),
 * reject (only while requested, with a reason), remove (unless deleted or approved). Nobody decides
 * their own request: the requester may only remove it.
 */
export const roleRequestWorkflow = defineWorkflow<RoleRequestStatusValue, RoleRequestAction, RoleRequestActor, RoleRequestEffect>([
  { action: 'approve', from: [requested, rejected], to: approved, by: ['decider'], effects: ['grantRole', 'mailRequester'] },
  { action: 'reject', from: [requested], to: rejected, by: ['decider'], effects: ['requireReason', 'mailRequester'] },
  { action: 'remove', from: [requested, rejected], to: deleted, by: ['requester', 'decider'], effects: [] },
]);
