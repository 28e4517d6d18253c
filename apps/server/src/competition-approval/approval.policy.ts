import { competitionApprovalWorkflow, type ApprovalAction, type ApprovalActor, type CompetitionStateValue, type GrantableRoleCode } from '@portal/domain';
import type { Grant } from '../access/grants';

/** Roles that may apply for their own organisation (PRODUCT §2); OrgAdmin above it may too. */
const organiserRoles: readonly GrantableRoleCode[] = ['OrgAdmin', 'OrgUser', 'Official'];

/** What the caller is, for deciding: their grants and the approver flag. */
export interface Caller {
  grants: readonly Grant[];
  approverFlag: boolean;
}

/** An application as the policy sees it. */
export interface ApplicationForPolicy {
  state: CompetitionStateValue;
  ownerPath: readonly number[];
  ownerOrganizationId: number;
  regionId: number;
  /** The approving organisations and whether each has decided. */
  decisions: readonly { organizationId: number; state: number }[];
  startPassed: boolean;
  finishersSent: boolean;
  invoiced: boolean;
}

/** Staff (OrgAdmin, OrgUser, Official) of the organisation, or OrgAdmin above it. */
export function isOrganiserOf(grants: readonly Grant[], owner: { id: number; path: readonly number[] }): boolean {
  return grants.some(
    (g) => (g.organizationId === owner.id && organiserRoles.includes(g.role)) || (g.role === 'OrgAdmin' && owner.path.includes(g.organizationId)),
  );
}

/** Organisations where the caller may decide approvals: the Approver role there and the approver flag. */
export function approverOrganizations(caller: Caller): number[] {
  if (!caller.approverFlag) return [];
  return caller.grants.filter((g) => g.role === 'Approver').map((g) => g.organizationId);
}

/** The approving organisations of the application for which the caller may record a decision now. */
export function decidableOrganizations(caller: Caller, app: ApplicationForPolicy): number[] {
  if (app.state !== 1) return [];
  const mine = approverOrganizations(caller);
  return app.decisions.filter((d) => d.state === 0 && mine.includes(d.organizationId)).map((d) => d.organizationId);
}

/** Who the caller is for this application. */
export function approvalActors(caller: Caller, app: ApplicationForPolicy): Set<ApprovalActor> {
  const actors = new Set<ApprovalActor>();
  if (isOrganiserOf(caller.grants, { id: app.ownerOrganizationId, path: app.ownerPath })) actors.add('organiser');
  const mine = approverOrganizations(caller);
  if (app.decisions.some((d) => mine.includes(d.organizationId))) actors.add('approver');
  if (mine.includes(app.regionId)) actors.add('stateApprover');
  return actors;
}

/**
 * The actions the caller may take on the application now: the workflow table, narrowed by the
 * conditions it does not hold (spec §4): finishers once the start has passed and before an invoice,
 * by the organiser once, afterwards only by the state association; the invoice once finishers are in.
 */
export function approvalActions(caller: Caller, app: ApplicationForPolicy): ApprovalAction[] {
  const actors = approvalActors(caller, app);
  return competitionApprovalWorkflow.allowed(app.state, actors).filter((action) => {
    switch (action) {
      case 'sendFinishers':
        return app.startPassed && !app.finishersSent && !app.invoiced;
      case 'changeFinishers':
        return app.startPassed && app.finishersSent && !app.invoiced;
      case 'createReceipt':
        return app.finishersSent && !app.invoiced;
      case 'decide':
        return decidableOrganizations(caller, app).length > 0;
      default:
        return true;
    }
  });
}
