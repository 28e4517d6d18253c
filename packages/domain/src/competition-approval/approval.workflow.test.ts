import { describe, expect, it } from 'vitest';
import { changedKeyFields, competitionApprovalWorkflow, stateAfterDecisions, stateAfterEdit } from './approval.workflow';
import { approvingOrganizations } from './approving-organizations';

const organiser = new Set(['organiser'] as const);
const approver = new Set(['approver'] as const);

describe('competition approval workflow (PRODUCT §4)', () => {
  it('requests in 0 and 2, deletes only in 0, cancels in every state but 5, decides only in 1', () => {
    const allowed = (state: 0 | 1 | 2 | 3 | 4 | 5, actors: ReadonlySet<'organiser' | 'approver'>) => competitionApprovalWorkflow.allowed(state, actors);
    expect(allowed(0, organiser)).toEqual(['update', 'copy', 'request', 'delete', 'cancel', 'attach']);
    expect(allowed(2, organiser)).toContain('request');
    expect(allowed(1, organiser)).not.toContain('request');
    expect(allowed(3, organiser)).not.toContain('delete');
    expect(allowed(5, organiser)).toEqual(['copy']);
    expect(allowed(1, approver)).toEqual(['decide']);
    expect(allowed(3, approver)).toEqual(['createReceipt']);
    expect(allowed(0, approver)).toEqual([]);
  });

  it('moves to editing only when a key field changes in 1, 3 or 4', () => {
    expect(stateAfterEdit(3, true)).toBe(2);
    expect(stateAfterEdit(1, true)).toBe(2);
    expect(stateAfterEdit(4, true)).toBe(2);
    expect(stateAfterEdit(3, false)).toBe(3);
    expect(stateAfterEdit(0, true)).toBe(0);
    expect(stateAfterEdit(2, true)).toBe(2);
  });

  it('declines on the first decline, approves when all approved', () => {
    expect(stateAfterDecisions([1, 0])).toBe(1);
    expect(stateAfterDecisions([1, 1])).toBe(3);
    expect(stateAfterDecisions([1, 2])).toBe(4);
    expect(stateAfterDecisions([0, 2])).toBe(4);
  });

  it('names the key fields that changed, also inside classes and events', () => {
    const before = { startDate: '2026-05-03T10:00', eventLocation_Town: 'Frankfurt', events: [{ id: 1, courseLength: 10 }] };
    expect(changedKeyFields(before, { ...before })).toEqual([]);
    expect(changedKeyFields(before, { ...before, eventLocation_Town: 'Offenbach', events: [{ courseLength: 10, id: 1 }] })).toEqual(['eventLocation_Town']);
    expect(changedKeyFields(before, { ...before, events: [{ id: 1, courseLength: 12 }] })).toEqual(['events']);
  });

  it('asks the state association always, area and district for their championships, the federation for 9, 12–15', () => {
    const place = { masterId: 1, regionId: 10, areaId: 20, districtId: 30 };
    expect(approvingOrganizations({ ...place, category: 16 })).toEqual([10]);
    expect(approvingOrganizations({ ...place, category: 6 })).toEqual([10]);
    expect(approvingOrganizations({ ...place, category: 2 })).toEqual([10, 20]);
    expect(approvingOrganizations({ ...place, category: 4 })).toEqual([10, 30]);
    for (const category of [9, 12, 13, 14, 15]) expect(approvingOrganizations({ ...place, category })).toEqual([10, 1]);
  });
});
