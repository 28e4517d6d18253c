import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import {
  ageClasses,
  approvingOrganizations,
  changedKeyFields,
  competitionApprovalWorkflow,
  CompetitionState,
  enduranceEventDefinitions,
  finisherCountFields,
  finisherTotals,
  germanFeeSchedule,
  stateAfterDecisions,
  stateAfterEdit,
  type ApprovalAction,
  type CompetitionApprovalValues,
  type LanguageCode,
  competitionApprovalListQuery,
  finishersSchema,
  decisionSchema,
  cancelSchema,
  copyName,
  dateClashQuery,
  eventName,
  eventsWithoutProtocol,
  translate,
} from '@portal/domain';
import type { DbOrTx, Tx } from '../db/client';
import type { RequestAccess } from '../access/request-access';
import type { Auth, Deps } from '../deps';
import { conflict, fieldError, forbidden, modelError, notFound } from '../lib/problems';
import { findOrganizationInMaster, searchOrganizations } from '../core/organizations/organizations.repo';
import { competitionApprovals, type ApprovalDetails, type ApprovalContent } from '../db/schema';
import {
  addHistory,
  attachmentsOf,
  awaitingDecisionBy,
  decisionsOf,
  deleteApplication,
  feeScheduleOf,
  findApplication,
  historyOf,
  insertApplication,
  listConditions,
  pageOfApplications,
  recordDecision,
  replaceDecisions,
  resetDecisions,
  updateApplication,
  visibleTo,
  type ApplicationRecord,
} from './approval.repo';
import {
  approvalActions,
  approvalActors,
  decidableOrganizations,
  decidingBodies,
  isOrganiserOf,
  seesApplications,
  visibilityOf,
  type Caller,
} from './approval.policy';
import { policyView, presentApplication, presentRow, type PresentContext } from './approval.present';
import { clashesFor } from './date-clashes';
import { effectMails } from './approval.mail';
import { enqueueActorMails } from '../mail/mail-budget';
import { copyAttachmentFiles, deleteAttachmentFiles } from './attachment-files';
import type { ServiceContext } from '../service-context';

type ListQuery = z.output<typeof competitionApprovalListQuery>;

/** `YYYY-MM-DDTHH:mm` of a moment in the server's local time (events start at their local time). */
export function localWallTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The caller's grants and approver flag, loaded once per request. */
export async function callerOf(access: RequestAccess): Promise<Caller> {
  const [grants, approverFlag] = await Promise.all([access.grants(), access.approverFlag()]);
  return { userId: access.auth?.userId ?? 0, grants, approverFlag };
}

/**
 * The area is offered to users of the German federation whose roles let them see applications
 * (PRODUCT §2: organisers and approvers); for the others every path of the area answers 403.
 */
export async function offeredToApplicants(access: RequestAccess): Promise<boolean> {
  return (await access.germanFlag()) && seesApplications(visibilityOf(await callerOf(access)));
}

/**
 * A transaction of this area, opened after the caller's rights are loaded: they are read outside
 * the transaction (memoised per request), and an embedded database has one connection only.
 */
export async function inTransaction<T>({ deps, access }: ServiceContext<'deps' | 'access'>, work: (tx: Tx) => Promise<T>): Promise<T> {
  await callerOf(access);
  return deps.db.transaction(work);
}

async function presentContext(deps: Deps, access: RequestAccess, culture: LanguageCode): Promise<PresentContext> {
  return { caller: await callerOf(access), localNow: localWallTime(deps.clock.now()), culture, links: deps.links };
}

/** Applications the caller may see at all (through any of their roles). */
async function visibleToCaller(auth: Auth, access: RequestAccess) {
  return visibleTo(auth.masterId, visibilityOf(await callerOf(access)));
}

/**
 * One page of the applications that the caller's roles in organisation `organizationId` show; 403
 * when they hold none there that shows applications.
 */
export async function listApplications({ deps, auth, access, culture }: ServiceContext, organizationId: number, query: ListQuery) {
  const visibility = visibilityOf(await callerOf(access), organizationId);
  if (!seesApplications(visibility)) {
    throw (await findOrganizationInMaster(deps.db, organizationId, auth.masterId)) ? forbidden() : notFound();
  }
  const caller = await callerOf(access);
  const awaiting = query.awaitingMyDecision
    ? [awaitingDecisionBy({ userId: caller.userId, approverAt: visibility.approverAt, otherRoleOrganizations: caller.grants.filter((g) => g.role !== 'Approver').map((g) => g.organizationId) })]
    : [];
  const where = and(visibleTo(auth.masterId, visibility), ...listConditions(query), ...awaiting)!;
  const { rows, total } = await pageOfApplications(deps.db, where, { limit: query.pageSize, offset: (query.pageNumber - 1) * query.pageSize });
  const [decisions, ctx] = await Promise.all([decisionsOf(deps.db, rows.map((r) => r.app.id)), presentContext(deps, access, culture)]);
  return {
    items: rows.map((r) => presentRow(r, decisions.filter((d) => d.applicationId === r.app.id), ctx)),
    links: [],
    paginationMetadata: { currentPage: query.pageNumber, totalPages: Math.max(1, Math.ceil(total / query.pageSize)), totalCount: total, pageSize: query.pageSize },
  };
}

/** The application as the caller may see it (404 for another tenant's or an invisible one). */
async function loadVisible(tx: DbOrTx, auth: Auth, access: RequestAccess, id: number, lock = false): Promise<ApplicationRecord> {
  const record = await findApplication(tx, id, await visibleToCaller(auth, access), lock);
  if (!record) throw notFound();
  return record;
}

/** The whole application with links, decisions, attachments, history and date clashes. */
export async function presentFull(deps: Deps, tx: DbOrTx, access: RequestAccess, culture: LanguageCode, record: ApplicationRecord) {
  const id = record.app.id;
  const decisions = await decisionsOf(tx, [id]);
  const attachments = await attachmentsOf(tx, id);
  const history = await historyOf(tx, id);
  const clashes = await clashesFor(tx, {
    masterId: record.app.masterId,
    regionId: record.app.regionId,
    startDate: record.app.startAt,
    town: record.app.town,
    latitude: record.app.latitude,
    longitude: record.app.longitude,
    excludeId: id,
  });
  return presentApplication(record, decisions, { ...(await presentContext(deps, access, culture)), attachments, history, clashes });
}

export async function getApplication({ deps, auth, access, culture }: ServiceContext, id: number) {
  return presentFull(deps, deps.db, access, culture, await loadVisible(deps.db, auth, access, id));
}

/**
 * The owner and the place checked against the tree (the schema checked the fields): an owner the
 * caller may apply for, a state association of the federation, an area and a district below it.
 */
async function checkTree(tx: DbOrTx, auth: Auth, caller: Caller, values: CompetitionApprovalValues) {
  const owner = await findOrganizationInMaster(tx, values.ownerOrganizationId, auth.masterId);
  if (!owner || owner.type === 'master' || !isOrganiserOf(caller.grants, owner)) throw fieldError('OwnerOrganizationId', 'errorOwnerNotAllowed');
  const region = await findOrganizationInMaster(tx, values.eventLocation_Region_Id, auth.masterId);
  if (!region || region.type !== 'Region') throw fieldError('EventLocation_Region_Id', 'errorRegionInvalid');
  let areaPath: number[] | null = null;
  if (values.eventLocation_Area_Id) {
    const area = await findOrganizationInMaster(tx, values.eventLocation_Area_Id, auth.masterId);
    if (!area || area.type !== 'Area' || !area.path.includes(region.id)) throw fieldError('EventLocation_Area_Id', 'errorAreaInvalid');
    areaPath = area.path;
  }
  if (values.eventLocation_District_Id) {
    const district = await findOrganizationInMaster(tx, values.eventLocation_District_Id, auth.masterId);
    const below = district && district.path.includes(region.id) && (!areaPath || district.path.includes(values.eventLocation_Area_Id!));
    if (!district || district.type !== 'District' || !below) throw fieldError('EventLocation_District_Id', 'errorDistrictInvalid');
  }
  return { owner };
}

const detailFields = [
  'nonProfit',
  'nonProfitReason',
  'fees',
  'firstTimeEvent',
  'linkEntrySystem',
  'additionalComment',
  'contact_PersonTitel',
  'contact_Firstname',
  'contact_Lastname',
  'contact_Street',
  'contact_StreetAddition',
  'contact_Zip',
  'contact_Town',
  'contact_Phone',
  'contact_Mobile',
  'contact_Fax',
  'contact_Email',
  'contact_Website',
  'contact_ExtraInfos',
  'eventLocation_Startplace',
  'eventLocation_Street',
  'eventLocation_Zip',
  'offsite_Arrival_Street',
  'offsite_Arrival_Zip',
  'offsite_Arrival_Town',
  'offsite_Arrival_Latitude',
  'offsite_Arrival_Longitude',
] as const;

/** The stored columns of the application's fields. */
function columnsOf(values: CompetitionApprovalValues, ownerPath: number[], keptDetails: ApprovalDetails = {}) {
  const details: ApprovalDetails = { ...keptDetails };
  for (const f of detailFields) details[f] = values[f] ?? null;
  const content: ApprovalContent = { classes: values.classes, events: values.events, eventClasses: values.eventClasses };
  return {
    ownerOrganizationId: values.ownerOrganizationId,
    ownerPath,
    name: values.name,
    competitionType: values.competitionType,
    category: values.competitionCategory,
    subType: values.competitionSubType,
    approvalType: values.competitionApprovalType,
    onlyWithLicense: values.onlyWithLicense,
    startAt: `${values.startDate.replace('T', ' ')}:00`,
    endDate: values.endDate,
    entryEndDate: values.entryEndDate,
    nation: values.nation,
    town: values.eventLocation_Town,
    latitude: values.eventLocation_Latitude,
    longitude: values.eventLocation_Longitude,
    regionId: values.eventLocation_Region_Id,
    areaId: values.eventLocation_Area_Id,
    districtId: values.eventLocation_District_Id,
    content,
    details,
  };
}

/** Creates an application in state 0 for an organisation the caller may apply for. */
export async function createApplication({ deps, auth, access, culture }: ServiceContext, values: CompetitionApprovalValues) {
  const caller = await callerOf(access);
  return inTransaction({ deps, access }, async (tx) => {
    const { owner } = await checkTree(tx, auth, caller, values);
    const now = deps.clock.now();
    const id = await insertApplication(tx, { ...columnsOf(values, owner.path), masterId: auth.masterId, state: 0, createdBy: auth.userId, changedBy: auth.userId, createdAt: now, changedAt: now });
    await addHistory(tx, { applicationId: id, at: now, byUserId: auth.userId, action: 'create', fromState: null, toState: 0 });
    return presentFull(deps, tx, access, culture, (await findApplication(tx, id, eq(competitionApprovals.id, id)))!);
  });
}

/**
 * Loads the application for a change: visible to the caller, locked, at the version the client saw,
 * and the action allowed now (403 without the right, 422 in the wrong state).
 */
async function forAction(deps: Deps, tx: Tx, auth: Auth, access: RequestAccess, id: number, action: ApprovalAction, version?: number) {
  const record = await loadVisible(tx, auth, access, id, true);
  if (version !== undefined && record.app.version !== version) throw conflict('validation.errorStaleVersion');
  const caller = await callerOf(access);
  const decisions = await decisionsOf(tx, [id]);
  const view = policyView(record, decisions, localWallTime(deps.clock.now()));
  if (!approvalActions(caller, view).includes(action)) throw denial(action, caller, view);
  const transition = competitionApprovalWorkflow.find(view.state, action, approvalActors(caller, view));
  if (!transition) throw denial(action, caller, view);
  return { record, caller, decisions, view, transition };
}

/** Why an action is refused: no right (403), or the right but not now (422 with the reason). */
function denial(action: ApprovalAction, caller: Caller, view: ReturnType<typeof policyView>) {
  const actors = approvalActors(caller, view);
  if (action === 'changeFinishers' && actors.has('organiser') && !actors.has('stateApprover')) return modelError('errorFinishersRecorded');
  if (!competitionApprovalWorkflow.mayEver(action, actors)) return forbidden();
  if (!competitionApprovalWorkflow.find(view.state, action, actors)) return modelError('errorInvalidTransition');
  if ((action === 'sendFinishers' || action === 'changeFinishers') && !view.startPassed) return modelError('errorNotYetPassed');
  if (action === 'sendFinishers' && view.finishersSent) return modelError('errorFinishersRecorded');
  if (action === 'createReceipt' && view.invoiced) return modelError('errorInvoiceExists');
  if ((action === 'update' || action === 'cancel') && view.invoiced) return modelError('errorInvoicedLocked');
  if (action === 'createReceipt' && !view.finishersSent) return modelError('errorFinishersMissing');
  if (action === 'decide') return conflict('validation.errorAlreadyDecided');
  return modelError('errorInvalidTransition');
}

/** Saves the whole application; a change of key fields in 1, 3 or 4 moves it to 2 and resets every approval. */
export async function updateApplicationFields(
  { deps, auth, access, culture }: ServiceContext,
  id: number,
  values: CompetitionApprovalValues & { version: number },
) {
  return inTransaction({ deps, access }, async (tx) => {
    const { record, caller, transition } = await forAction(deps, tx, auth, access, id, 'update', values.version);
    const { owner } = await checkTree(tx, auth, caller, values);
    const a = record.app;
    const before = {
      startDate: a.startAt.replace(' ', 'T').slice(0, 16),
      ownerOrganizationId: a.ownerOrganizationId,
      eventLocation_Region_Id: a.regionId,
      eventLocation_Area_Id: a.areaId,
      eventLocation_District_Id: a.districtId,
      eventLocation_Town: a.town,
      ...a.content,
    };
    const changed = transition.effects.includes('resetApprovalsOnKeyChange') ? changedKeyFields(before, values) : [];
    const next = stateAfterEdit(a.state, changed.length > 0);
    const now = deps.clock.now();
    const written = await updateApplication(tx, id, a.version, { ...columnsOf(values, owner.path, a.details), state: next, changedAt: now, changedBy: auth.userId });
    if (!written) throw conflict('validation.errorStaleVersion');
    if (next !== a.state) {
      await resetDecisions(tx, id);
      await addHistory(tx, { applicationId: id, at: now, byUserId: auth.userId, action: 'update', fromState: a.state, toState: next, reason: changed.join(', ') });
    }
    return presentFull(deps, tx, access, culture, (await findApplication(tx, id, eq(competitionApprovals.id, id)))!);
  });
}

/** A copy in state 0: no approvals, finishers, invoice or history of the original; its attachments copied. */
export async function copyApplication({ deps, auth, access, culture }: ServiceContext, id: number) {
  return inTransaction({ deps, access }, async (tx) => {
    const { record } = await forAction(deps, tx, auth, access, id, 'copy');
    const a = record.app;
    const now = deps.clock.now();
    const details: ApprovalDetails = {};
    for (const f of detailFields) details[f] = a.details[f] ?? null;
    const copyId = await insertApplication(tx, {
      masterId: a.masterId,
      ownerOrganizationId: a.ownerOrganizationId,
      ownerPath: a.ownerPath,
      name: copyName(a.name, translate(culture, 'approvalCommon.copyMark')),
      competitionType: a.competitionType,
      category: a.category,
      subType: a.subType,
      approvalType: a.approvalType,
      onlyWithLicense: a.onlyWithLicense,
      startAt: a.startAt,
      endDate: a.endDate,
      entryEndDate: a.entryEndDate,
      nation: a.nation,
      town: a.town,
      latitude: a.latitude,
      longitude: a.longitude,
      regionId: a.regionId,
      areaId: a.areaId,
      districtId: a.districtId,
      content: a.content,
      details,
      state: 0,
      createdBy: auth.userId,
      changedBy: auth.userId,
      createdAt: now,
      changedAt: now,
    });
    await copyAttachmentFiles(deps, tx, id, copyId);
    await addHistory(tx, { applicationId: copyId, at: now, byUserId: auth.userId, action: 'copy', fromState: null, toState: 0, reason: `#${id}` });
    return { id: copyId };
  });
}

/** Requests approval: 0 or 2 → 1, one undecided row per approving organisation, mails to their approvers. */
export async function requestApproval({ deps, auth, access, culture }: ServiceContext, id: number, version: number) {
  return inTransaction({ deps, access }, async (tx) => {
    const { record, transition } = await forAction(deps, tx, auth, access, id, 'request', version);
    const a = record.app;
    if (a.content.events.length === 0) throw modelError('errorNoEvents');
    const unmeasured = eventsWithoutProtocol(a.content.events);
    if (unmeasured.length > 0) throw modelError('errorMeasurementProtocolMissing', { event: unmeasured.map(eventName).join(', ') });
    const approvers = approvingOrganizations({ category: a.category, masterId: a.masterId, regionId: a.regionId, areaId: a.areaId, districtId: a.districtId });
    if (transition.effects.includes('createApprovals')) await replaceDecisions(tx, id, approvers);
    const now = deps.clock.now();
    if (!(await updateApplication(tx, id, a.version, { state: CompetitionState.open, changedAt: now, changedBy: auth.userId }))) throw conflict('validation.errorStaleVersion');
    await addHistory(tx, { applicationId: id, at: now, byUserId: auth.userId, action: 'request', fromState: a.state, toState: CompetitionState.open });
    await enqueueActorMails(tx, auth.userId, now, await effectMails(deps, tx, record, transition.effects, { action: 'request', approvers }));
    return presentFull(deps, tx, access, culture, (await findApplication(tx, id, eq(competitionApprovals.id, id)))!);
  });
}

/** Deletes an application in state 0 with its files. */
export async function removeApplication({ deps, auth, access }: ServiceContext<'deps' | 'auth' | 'access'>, id: number) {
  const keys = await inTransaction({ deps, access }, async (tx) => {
    const { record } = await forAction(deps, tx, auth, access, id, 'delete');
    const files = (await attachmentsOf(tx, id)).flatMap((f) => (f.fileKey ? [f.fileKey] : []));
    if (record.app.invoiceKey) files.push(record.app.invoiceKey);
    await deleteApplication(tx, id);
    return files;
  });
  // After the commit: a failed file removal leaves an orphan file, never a row without its file.
  await deleteAttachmentFiles(deps, keys);
  return {};
}

/** Cancels (any state but 5) with a reason; the organiser and the approvers are told. */
export async function cancelApplication({ deps, auth, access, culture }: ServiceContext, id: number, body: z.output<typeof cancelSchema>) {
  return inTransaction({ deps, access }, async (tx) => {
    const { record, decisions, transition } = await forAction(deps, tx, auth, access, id, 'cancel', body.version);
    const a = record.app;
    const now = deps.clock.now();
    const reason = body.cancelationReason;
    // The schema asks for the reason already; the table says why.
    if (transition.effects.includes('requireReason') && !reason.trim()) throw modelError('errorReasonRequired');
    if (!(await updateApplication(tx, id, a.version, { state: CompetitionState.canceled, cancelationReason: reason, changedAt: now, changedBy: auth.userId }))) {
      throw conflict('validation.errorStaleVersion');
    }
    await addHistory(tx, { applicationId: id, at: now, byUserId: auth.userId, action: 'cancel', fromState: a.state, toState: CompetitionState.canceled, reason });
    const approvers = decisions.map((d) => d.organizationId);
    await enqueueActorMails(tx, auth.userId, now, await effectMails(deps, tx, record, transition.effects, { action: 'cancel', approvers, reason }));
    return presentFull(deps, tx, access, culture, (await findApplication(tx, id, eq(competitionApprovals.id, id)))!);
  });
}

/**
 * An approver's decision for one organisation; the last approval makes the application approved, a
 * decline declines it. Of two approvers deciding at once, the second finds the row decided (409).
 */
export async function decideApproval({ deps, auth, access, culture }: ServiceContext, id: number, organizationId: number, body: z.output<typeof decisionSchema>) {
  return inTransaction({ deps, access }, async (tx) => {
    const record = await loadVisible(tx, auth, access, id, true);
    if (record.app.version !== body.version) throw conflict('validation.errorStaleVersion');
    const caller = await callerOf(access);
    const decisions = await decisionsOf(tx, [id]);
    const view = policyView(record, decisions, localWallTime(deps.clock.now()));
    // Not theirs to decide (another body, or their own application) is 403 whatever its state; only
    // their own body's decision taken meanwhile is 409.
    if (!decidingBodies(caller, view).includes(organizationId)) throw forbidden();
    if (view.state !== CompetitionState.open) throw modelError('errorInvalidTransition');
    if (!decidableOrganizations(caller, view).includes(organizationId)) throw conflict('validation.errorAlreadyDecided');
    const transition = competitionApprovalWorkflow.find(view.state, 'decide', approvalActors(caller, view));
    if (!transition) throw modelError('errorInvalidTransition');
    const now = deps.clock.now();
    const reason = body.reason;
    if (!(await recordDecision(tx, id, organizationId, { state: body.approvalState, reason, at: now, by: auth.userId }))) throw conflict('validation.errorAlreadyDecided');
    const states = decisions.map((d) => (d.organizationId === organizationId ? body.approvalState : d.state));
    const next = stateAfterDecisions(states);
    const a = record.app;
    const nationalCode = next === CompetitionState.approved && !a.nationalCode ? `${record.regionStateCode ?? 'X'}-${a.startAt.slice(0, 4)}-${String(id).padStart(5, '0')}` : a.nationalCode;
    if (!(await updateApplication(tx, id, a.version, { state: next, nationalCode, changedAt: now, changedBy: auth.userId }))) throw conflict('validation.errorStaleVersion');
    await addHistory(tx, { applicationId: id, at: now, byUserId: auth.userId, action: 'decide', fromState: a.state, toState: next, organizationId, reason });
    const organization = decisions.find((d) => d.organizationId === organizationId)!.organizationName;
    const decision = {
      organization,
      approved: body.approvalState === 1,
      result: next === CompetitionState.approved ? ('approved' as const) : next === CompetitionState.declined ? ('declined' as const) : ('open' as const),
    };
    await enqueueActorMails(tx, auth.userId, now, await effectMails(deps, tx, record, transition.effects, { action: 'decide', approvers: [organizationId], reason: reason ?? '', decision }));
    return presentFull(deps, tx, access, culture, (await findApplication(tx, id, eq(competitionApprovals.id, id)))!);
  });
}

/** Finisher numbers and billing contact: by the organiser once after the start, afterwards by the state association's approver. */
export async function sendFinishers({ deps, auth, access, culture }: ServiceContext, id: number, body: z.output<typeof finishersSchema>) {
  return inTransaction({ deps, access }, async (tx) => {
    const probe = await loadVisible(tx, auth, access, id, true);
    const action: ApprovalAction = probe.app.finishersSentAt ? 'changeFinishers' : 'sendFinishers';
    const { record } = await forAction(deps, tx, auth, access, id, action, body.version);
    const a = record.app;
    const details: ApprovalDetails = { ...a.details };
    for (const f of [...finisherCountFields, ...finisherTotals]) details[f] = body[f];
    for (const f of ['otherContact', 'billing_ClubCompany', 'billing_Titel', 'billing_Firstname', 'billing_Lastname', 'billing_Street', 'billing_Zip', 'billing_Town', 'billing_Mail'] as const) {
      details[f] = body[f] ?? null;
    }
    const now = deps.clock.now();
    if (!(await updateApplication(tx, id, a.version, { details, finishersSentAt: a.finishersSentAt ?? now, changedAt: now, changedBy: auth.userId }))) {
      throw conflict('validation.errorStaleVersion');
    }
    await addHistory(tx, { applicationId: id, at: now, byUserId: auth.userId, action: 'finishers', fromState: a.state, toState: a.state });
    return presentFull(deps, tx, access, culture, (await findApplication(tx, id, eq(competitionApprovals.id, id)))!);
  });
}

export { forAction, loadVisible };

/** The federation's age classes for the classes step. */
export const classDefinitions = () => ageClasses.map((c) => ({ id: c.code, code: c.code, name: c.name, order: c.order }));

/** The federation's road events for the classes step. */
export const enduranceEvents = () => enduranceEventDefinitions();

/** The caller's federation's fee schedule (the German default when none is stored). */
export async function feeSchedule({ deps, auth }: ServiceContext<'deps' | 'auth'>) {
  return (await feeScheduleOf(deps.db, auth.masterId))?.schedule ?? germanFeeSchedule;
}

/** Other events on the same day nearby, for the form's warning. */
export async function dateClashes({ deps, auth }: ServiceContext<'deps' | 'auth'>, query: z.output<typeof dateClashQuery>) {
  return clashesFor(deps.db, {
    masterId: auth.masterId,
    regionId: query.regionId,
    startDate: query.startDate,
    town: query.town ?? '',
    latitude: query.latitude ?? null,
    longitude: query.longitude ?? null,
    excludeId: query.excludeId,
  });
}

/** Organisations of the federation the caller may apply for whose name contains `search`. */
export async function ownerOrganizations({ deps, auth, access }: ServiceContext<'deps' | 'auth' | 'access'>, search: string) {
  const grants = await access.grants();
  const found = await searchOrganizations(deps.db, auth.masterId, search, 200);
  return found
    .filter((o) => o.type !== 'master' && isOrganiserOf(grants, o))
    .slice(0, 50)
    .map((o) => ({ value: o.id, text: o.name, type: o.type, stateCode: o.stateCode, externalId: o.externalId }));
}
