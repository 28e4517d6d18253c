import {
  competitionApprovalApi,
  countryDisplayName,
  finisherCountFields,
  finisherTotals,
  translate,
  type ApprovalAction,
  type CompetitionApproval,
  type CompetitionApprovalRow,
  type DateClash,
  type LanguageCode,
  type Link,
} from '@portal/domain';
import type { Linker } from '../api/links';
import type { ApplicationRecord, AttachmentRecord, DecisionRecord } from './approval.repo';
import { approvalActions, approvalActors, decidableOrganizations, type ApplicationForPolicy, type Caller } from './approval.policy';

/** What presenting needs besides the rows: the caller, the time, the links. */
export interface PresentContext {
  caller: Caller;
  /** Local wall time `YYYY-MM-DDTHH:mm` (events start at their local time). */
  localNow: string;
  culture: LanguageCode;
  links: Linker;
}

const api = competitionApprovalApi;

/** `2026-05-03 09:30:00` (as stored) → `2026-05-03T09:30`. */
export const isoLocal = (stored: string) => stored.replace(' ', 'T').slice(0, 16);

export function policyView(record: ApplicationRecord, decisions: readonly DecisionRecord[], localNow: string): ApplicationForPolicy {
  const a = record.app;
  return {
    state: a.state,
    ownerPath: a.ownerPath,
    ownerOrganizationId: a.ownerOrganizationId,
    regionId: a.regionId,
    createdBy: a.createdBy,
    changedBy: a.changedBy,
    decisions,
    startPassed: isoLocal(a.startAt) < localNow,
    finishersSent: a.finishersSentAt !== null,
    invoiced: a.invoiceKey !== null,
  };
}

const actionRel: Partial<Record<ApprovalAction, keyof typeof api>> = {
  update: 'update_comp',
  copy: 'copy_competition',
  request: 'request_comp_approval',
  delete: 'delete_competition',
  cancel: 'cancel_comp',
  attach: 'new_attachment',
  sendFinishers: 'send_finishers',
  changeFinishers: 'send_finishers',
  createReceipt: 'create_receipt',
};

/** The links of what the caller may do with the application now (PRODUCT §2: exactly those). */
function applicationLinks(record: ApplicationRecord, decisions: readonly DecisionRecord[], ctx: PresentContext): { links: Link[]; actions: ApprovalAction[] } {
  const view = policyView(record, decisions, ctx.localNow);
  const actions = approvalActions(ctx.caller, view);
  const id = record.app.id;
  const links: Link[] = [ctx.links.to(api.get_by_id, { id })];
  const seen = new Set<string>();
  for (const action of actions) {
    const rel = actionRel[action];
    if (rel && !seen.has(rel)) {
      seen.add(rel);
      links.push(ctx.links.to(api[rel], { id }));
    }
  }
  // The result list fills the finisher form, so it is offered to whoever may send the finishers as the organiser.
  if (actions.includes('sendFinishers')) links.push(ctx.links.to(api.upload_results, { id }));
  if (actions.includes('decide')) {
    for (const organizationId of decidableOrganizations(ctx.caller, view)) links.push(ctx.links.to(api.approve_competition, { id, organizationId }));
  }
  if (record.app.invoiceKey && approvalActors(ctx.caller, view).size > 0) links.push(ctx.links.to(api.download_invoice, { id }));
  return { links, actions };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function presentDecisions(decisions: readonly DecisionRecord[]) {
  return decisions.map((d) => ({
    organization: d.organizationName,
    organizationId: d.organizationId,
    approvalState: d.state,
    reason: d.reason,
    changedAt: iso(d.changedAt),
    changedByUsername: d.changedByName,
  }));
}

/** A row of the overview list with the fields of the expanded row. */
export function presentRow(record: ApplicationRecord, decisions: readonly DecisionRecord[], ctx: PresentContext): CompetitionApprovalRow {
  const a = record.app;
  const details = a.details;
  return {
    id: a.id,
    version: a.version,
    competitionState: a.state,
    name: a.name,
    ownerOrganizationId: a.ownerOrganizationId,
    ownerOrganizationName: record.ownerName,
    competitionType: a.competitionType,
    startDate: isoLocal(a.startAt),
    endDate: a.endDate,
    entryEndDate: a.entryEndDate,
    nationalCode: a.nationalCode,
    nation: a.nation,
    country: countryDisplayName(a.nation, ctx.culture),
    eventLocation_Town: a.town,
    eventLocation_Region_Id: a.regionId,
    eventLocation_Area_Id: a.areaId,
    eventLocation_District_Id: a.districtId,
    eventLocation_RegionName: record.regionName,
    eventLocation_AreaName: record.areaName,
    eventLocation_DistrictName: record.districtName,
    competitionCategory: a.category,
    competitionSubType: a.subType,
    contact_Website: (details.contact_Website as string | null) ?? null,
    createdAt: a.createdAt.toISOString(),
    createdByUsername: record.createdByName,
    changedAt: a.changedAt.toISOString(),
    changedByUsername: record.changedByName,
    receipt_At: iso(a.receiptAt),
    billing_Filename: a.invoiceKey ? invoiceFileName(a.invoiceNumber!, ctx.culture) : null,
    invoiceNumber: a.invoiceNumber,
    finishersSentAt: iso(a.finishersSentAt),
    approvals: presentDecisions(decisions),
    links: applicationLinks(record, decisions, ctx).links,
  };
}

/** The invoice's download name in the reader's language: `Rechnung-DLV-2026-0001.pdf`, `Invoice-…`, `Factuur-…`. */
export const invoiceFileName = (number: string, culture: LanguageCode) => `${translate(culture, 'invoice.title')}-${number}.pdf`;

export interface FullContext extends PresentContext {
  attachments: readonly AttachmentRecord[];
  history: readonly {
    at: Date;
    byUserName: string;
    action: string;
    fromState: number | null;
    toState: number;
    organizationId: number | null;
    organization: string | null;
    reason: string | null;
  }[];
  clashes: DateClash[];
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown) => (typeof v === 'number' ? v : null);

/** One application with everything the wizard, detail, finisher and decision pages show. */
export function presentApplication(record: ApplicationRecord, decisions: readonly DecisionRecord[], ctx: FullContext): CompetitionApproval {
  const a = record.app;
  const d = a.details;
  const row = presentRow(record, decisions, ctx);
  const { actions } = applicationLinks(record, decisions, ctx);
  const mayEditAttachments = actions.includes('attach');
  const finishers = Object.fromEntries([...finisherCountFields, ...finisherTotals].map((f) => [f, num(d[f])])) as Record<(typeof finisherCountFields)[number] | (typeof finisherTotals)[number], number | null>;
  return {
    ...row,
    competitionApprovalType: a.approvalType,
    onlyWithLicense: a.onlyWithLicense,
    nonProfit: d.nonProfit === true,
    nonProfitReason: text(d.nonProfitReason),
    fees: d.fees !== false,
    firstTimeEvent: d.firstTimeEvent !== false,
    linkEntrySystem: text(d.linkEntrySystem),
    additionalComment: text(d.additionalComment),
    cancelationReason: a.cancelationReason,
    contact_PersonTitel: num(d.contact_PersonTitel) ?? 2,
    contact_Firstname: text(d.contact_Firstname) ?? '',
    contact_Lastname: text(d.contact_Lastname) ?? '',
    contact_Street: text(d.contact_Street) ?? '',
    contact_StreetAddition: text(d.contact_StreetAddition),
    contact_Zip: text(d.contact_Zip) ?? '',
    contact_Town: text(d.contact_Town) ?? '',
    contact_Phone: text(d.contact_Phone),
    contact_Mobile: text(d.contact_Mobile),
    contact_Fax: text(d.contact_Fax),
    contact_Email: text(d.contact_Email) ?? '',
    contact_ExtraInfos: text(d.contact_ExtraInfos),
    eventLocation_Startplace: text(d.eventLocation_Startplace) ?? '',
    eventLocation_Street: text(d.eventLocation_Street) ?? '',
    eventLocation_Zip: text(d.eventLocation_Zip) ?? '',
    eventLocation_Latitude: a.latitude,
    eventLocation_Longitude: a.longitude,
    offsite_Arrival_Street: text(d.offsite_Arrival_Street),
    offsite_Arrival_Zip: text(d.offsite_Arrival_Zip),
    offsite_Arrival_Town: text(d.offsite_Arrival_Town),
    offsite_Arrival_Latitude: num(d.offsite_Arrival_Latitude),
    offsite_Arrival_Longitude: num(d.offsite_Arrival_Longitude),
    classes: a.content.classes,
    events: a.content.events,
    eventClasses: a.content.eventClasses,
    ...finishers,
    otherContact: d.otherContact === true,
    billing_ClubCompany: text(d.billing_ClubCompany),
    billing_Titel: num(d.billing_Titel),
    billing_Firstname: text(d.billing_Firstname),
    billing_Lastname: text(d.billing_Lastname),
    billing_Street: text(d.billing_Street),
    billing_Zip: text(d.billing_Zip),
    billing_Town: text(d.billing_Town),
    billing_Mail: text(d.billing_Mail),
    attachments: ctx.attachments.map((att) => ({
      id: att.id,
      title: att.title,
      sort: att.sort,
      attachmentGroup: att.attachmentGroup,
      attachmentType: att.attachmentType,
      text: att.text,
      file: att.fileName,
      size: att.size,
      links: [
        ...(att.fileKey ? [ctx.links.to(api.download, { id: a.id, attachmentId: att.id })] : []),
        ...(mayEditAttachments
          ? [ctx.links.to(api.edit_attachment, { id: a.id, attachmentId: att.id }), ctx.links.to(api.delete_attachment, { id: a.id, attachmentId: att.id })]
          : []),
      ],
    })),
    history: ctx.history.map((h) => ({
      at: h.at.toISOString(),
      byUserName: h.byUserName,
      action: h.action,
      fromState: h.fromState,
      toState: h.toState,
      organizationId: h.organizationId,
      organization: h.organization,
      reason: h.reason,
    })),
    clashes: ctx.clashes,
    startPassed: isoLocal(a.startAt) < ctx.localNow,
  };
}
