import { competitionApprovalWorkflow, type ApprovalAction, type ApprovalActor, type CompetitionStateValue, type GrantableRoleCode } from '@portal/domain';
import type { Grant } from '../access/grants';

/** Roles that may apply for their own organisation (PRODUCT §2); OrgAdmin above it may too. */
const organiserRoles: readonly GrantableRoleCode[] = ['OrgAdmin', 'OrgUser', 'Official'];

/** What the caller is, for deciding: who, their grants and the approver flag. */
export interface Caller {
  userId: number;
  grants: readonly Grant[];
  approverFlag: boolean;
}

/** An application as the policy sees it. */
export interface ApplicationForPolicy {
  state: CompetitionStateValue;
  ownerPath: readonly number[];
  ownerOrganizationId: number;
  regionId: number;
  /** Who created the application, and who changed it last (a decision counts as a change). */
  createdBy: number;
  changedBy: number;
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

/**
 * Whether the caller would judge their own work (PRODUCT §9, four eyes): they created the
 * application or changed it last, or they hold a role other than Approver in its owner organisation.
 * Roles above the owner do not count: the approving bodies are the associations above it.
 */
export function judgesOwnApplication(caller: Caller, app: ApplicationForPolicy): boolean {
  return (
    app.createdBy === caller.userId ||
    app.changedBy === caller.userId ||
    caller.grants.some((g) => g.organizationId === app.ownerOrganizationId && g.role !== 'Approver')
  );
}

/** The approving organisations of the application for which the caller may decide at all, decided or not, in any state. */
export function decidingBodies(caller: Caller, app: ApplicationForPolicy): number[] {
  if (judgesOwnApplication(caller, app)) return [];
  const mine = approverOrganizations(caller);
  return app.decisions.filter((d) => mine.includes(d.organizationId)).map((d) => d.organizationId);
}

/** The approving organisations of the application for which the caller may record a decision now. */
export function decidableOrganizations(caller: Caller, app: ApplicationForPolicy): number[] {
  if (app.state !== 1) return [];
  const bodies = decidingBodies(caller, app);
  return app.decisions.filter((d) => d.state === 0 && bodies.includes(d.organizationId)).map((d) => d.organizationId);
}

/**
 * Where the caller's roles let them see applications (PRODUCT §2): as staff of the owner, as admin
 * on the owner's path, as approver of an approving organisation. Any other role sees none.
 * `at` narrows it to the roles held in one organisation (the list of that organisation).
 */
export interface Visibility {
  staffOf: number[];
  adminOf: number[];
  approverAt: number[];
}

export function visibilityOf(caller: Caller, at?: number): Visibility {
  const grants = at === undefined ? caller.grants : caller.grants.filter((g) => g.organizationId === at);
  return {
    staffOf: grants.filter((g) => organiserRoles.includes(g.role)).map((g) => g.organizationId),
    adminOf: grants.filter((g) => g.role === 'OrgAdmin').map((g) => g.organizationId),
    approverAt: approverOrganizations({ ...caller, grants }),
  };
}

/** Whether any role of the caller lets them see applications (the area is offered to them). */
export const seesApplications = (v: Visibility) => v.staffOf.length > 0 || v.approverAt.length > 0;

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
 * by the organiser once, afterwards only by the state association; the invoice once finishers are in;
 * no change or cancellation once the invoice is made.
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
      // The invoice settles the event: what it was made for no longer changes or goes away.
      case 'update':
      case 'cancel':
        return !app.invoiced;
      case 'decide':
        return decidableOrganizations(caller, app).length > 0;
      default:
        return true;
    }
  });
}
