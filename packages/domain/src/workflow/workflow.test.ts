import { describe, expect, it } from 'vitest';
import { roleRequestWorkflow } from '../role-requests/role-request.workflow';
import { RoleRequestStatus } from '../platform/statuses';

const decider = new Set(['decider'] as const);
const requester = new Set(['requester'] as const);
const none = new Set<'decider' | 'requester'>();

describe('role request workflow', () => {
  it('offers a decider approve, reject and remove on an open request, approve and remove on a rejected one', () => {
    expect(roleRequestWorkflow.allowed(RoleRequestStatus.requested, decider)).toEqual(['approve', 'reject', 'remove']);
    expect(roleRequestWorkflow.allowed(RoleRequestStatus.rejected, decider)).toEqual(['approve', 'remove']);
    expect(roleRequestWorkflow.allowed(RoleRequestStatus.approved, decider)).toEqual([]);
    expect(roleRequestWorkflow.allowed(RoleRequestStatus.deleted, decider)).toEqual([]);
  });

  it('lets the requester only remove, and others nothing', () => {
    expect(roleRequestWorkflow.allowed(RoleRequestStatus.requested, requester)).toEqual(['remove']);
    expect(roleRequestWorkflow.allowed(RoleRequestStatus.requested, none)).toEqual([]);
    expect(roleRequestWorkflow.mayEver('approve', requester)).toBe(false);
    expect(roleRequestWorkflow.mayEver('remove', requester)).toBe(true);
  });

  it('names the transition a status change makes, with its effects', () => {
    expect(roleRequestWorkflow.actionTo(RoleRequestStatus.approved)).toBe('approve');
    expect(roleRequestWorkflow.actionTo(RoleRequestStatus.deleted)).toBe('remove');
    expect(roleRequestWorkflow.actionTo(RoleRequestStatus.requested)).toBeUndefined();
    expect(roleRequestWorkflow.find(RoleRequestStatus.requested, 'reject', decider)?.effects).toEqual(['requireReason', 'mailRequester']);
    expect(roleRequestWorkflow.find(RoleRequestStatus.approved, 'reject', decider)).toBeUndefined();
  });
});
