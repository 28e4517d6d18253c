import { z } from 'zod';
import { flagInput, idInput, idOutput, intInput, linkSchema, oneLineText, optionalIdInput } from '../api/common.schemas';
import { paginationMetadataSchema, pagingQuery } from '../platform/paging';
import { ageClassByCode } from '../reference/classes';
import { countryByCode } from '../reference/countries';
import {
  approvalTypes,
  attachmentGroups,
  attachmentTypes,
  competitionCategories,
  competitionStates,
  competitionSubTypes,
  competitionTypes,
  contactTitles,
  customEventTypes,
  DEFAULT_CATEGORY,
  DEFAULT_CONTACT_TITLE,
  DEFAULT_NATION,
  Limits,
  subTypesFor,
  TIME_RUN_EVENT_TYPE,
  Category,
  type CompetitionSubTypeValue,
} from './constants';
import { daysBetween, parseDay, parseLocalDateTime, startDayProblem, dayOf } from './dates';
import { feeScheduleSchema, finisherCountFields, finisherSumsMatch, finisherTotals, type FinisherCounts } from './fees';

// Messages are catalogue keys (validation.*): errorEmpty, errorTooLong, errorInvalidEmail, …
const required = (max: number) => z.string({ error: 'errorEmpty' }).trim().min(1, 'errorEmpty').max(max, 'errorTooLong');
const optionalOf = (text: z.ZodString) => text.nullish().transform((v) => v || null);
const optional = (max: number) => optionalOf(z.string({ error: 'errorInvalidValue' }).trim().max(max, 'errorTooLong'));
// Names, addresses and titles are printed on one line (lists, mails, the invoice): no line breaks, no bidi controls.
const line = (max: number) => oneLineText(required(max));
const optionalLine = (max: number) => optionalOf(oneLineText(z.string({ error: 'errorInvalidValue' }).trim().max(max, 'errorTooLong')));
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const requiredEmail = required(Limits.long).regex(emailPattern, 'errorInvalidEmail');
const choice = <T extends readonly number[]>(values: T, fallback?: T[number]) => {
  const base = z.coerce.number<number | string>({ error: 'errorEmpty' }).int('errorInvalidValue').refine((v) => values.includes(v), 'errorInvalidValue');
  return fallback === undefined ? base : base.default(fallback);
};
const flag = (fallback: boolean) => z.boolean({ error: 'errorInvalidValue' }).default(fallback);

/** Adds `http://` to a web address typed without a scheme (spec §2 base form). */
export function withHttp(url: string | null): string | null {
  if (!url) return null;
  return /^https?:\/\//i.test(url) ? url : `http://${url}`;
}
const webAddress = optional(Limits.long).transform(withHttp);
const coordinate = (limit: number) => z.number({ error: 'errorInvalidValue' }).min(-limit, 'errorInvalidValue').max(limit, 'errorInvalidValue').nullish().transform((v) => v ?? null);
const optionalDay = z
  .string({ error: 'errorInvalidValue' })
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const day = parseDay(v);
    if (!day) ctx.addIssue({ code: 'custom', message: 'errorInvalidInput' });
    return day;
  });

/** A class of the application: a federation age class (spec §3 "Class"); `id` is local to the application. */
export const approvalClassSchema = z.object({
  id: z.number().int().min(1).max(100_000),
  definitionClassId: z.string().max(10).refine((code) => ageClassByCode(code) !== undefined, 'errorInvalidValue'),
  longname: optionalLine(Limits.long),
  order: z.number().int().min(0).max(10_000).default(0),
});

/** An event of the application: a federation definition or a custom event (spec §3 "Event"). */
export const approvalEventSchema = z.object({
  id: z.number().int().min(1).max(100_000),
  definitionEventId: z.string().max(16).nullish().transform((v) => v || null),
  longname: optionalLine(Limits.long),
  order: z.number().int().min(0).max(10_000).default(0),
  /** Metres × 1000, or milliseconds for time runs. */
  courseLength: z.number({ error: 'errorEmpty' }).int('errorInvalidInput').positive('errorEmpty').max(1_000_000_000, 'errorInvalidInput'),
  measurement: z.enum(['m', 'h']).default('m'),
  enduranceEventType: choice(customEventTypes, 0),
  measurementProtocol: optionalDay,
  protocolAvailable: flag(false),
});
export type ApprovalEvent = z.output<typeof approvalEventSchema>;

export const eventClassSchema = z.object({ eventId: z.number().int().min(1).max(100_000), classId: z.number().int().min(1).max(100_000) });

/** The fields of the base form (spec §3 Competition approval, Contact, Event location, Alternative arrival). */
const baseFields = {
  name: line(Limits.long),
  ownerOrganizationId: idInput('errorEmpty'),
  competitionType: choice(competitionTypes),
  /** Date and time joined, `YYYY-MM-DDTHH:mm` local time. */
  startDate: z.string({ error: 'errorEmpty' }).min(1, 'errorEmpty').max(40, 'errorInvalidInput'),
  endDate: optionalDay,
  entryEndDate: optionalDay,
  nation: z
    .string({ error: 'errorEmpty' })
    .trim()
    .toUpperCase()
    .min(1, 'errorEmpty')
    .refine((code) => countryByCode(code) !== undefined, 'errorInvalidValue')
    .default(DEFAULT_NATION),
  nonProfit: flag(false),
  nonProfitReason: optional(Limits.long),
  fees: flag(true),
  firstTimeEvent: flag(true),
  linkEntrySystem: webAddress,
  additionalComment: optional(Limits.comment),

  contact_PersonTitel: choice(contactTitles, DEFAULT_CONTACT_TITLE),
  contact_Firstname: line(Limits.long),
  contact_Lastname: line(Limits.long),
  contact_Street: line(Limits.long),
  contact_StreetAddition: optionalLine(Limits.long),
  contact_Zip: line(Limits.zip),
  contact_Town: line(Limits.long),
  contact_Phone: optional(Limits.phone),
  contact_Mobile: optional(Limits.phone),
  contact_Fax: optional(Limits.phone),
  contact_Email: requiredEmail,
  contact_Website: webAddress,
  contact_ExtraInfos: optional(Limits.comment),

  eventLocation_Startplace: line(Limits.long),
  eventLocation_Street: line(Limits.long),
  eventLocation_Zip: line(Limits.zip),
  eventLocation_Town: line(Limits.long),
  eventLocation_Latitude: coordinate(90),
  eventLocation_Longitude: coordinate(180),
  eventLocation_Region_Id: idInput('errorEmpty'),
  eventLocation_Area_Id: idInput().nullish().transform((v) => v ?? null),
  eventLocation_District_Id: idInput().nullish().transform((v) => v ?? null),

  offsite_Arrival_Street: optionalLine(Limits.long),
  offsite_Arrival_Zip: optionalLine(Limits.zip),
  offsite_Arrival_Town: optionalLine(Limits.long),
  offsite_Arrival_Latitude: coordinate(90),
  offsite_Arrival_Longitude: coordinate(180),

  // Category and kind step (spec §2), and the classes and events of the later steps.
  onlyWithLicense: flag(false),
  competitionCategory: choice(competitionCategories, DEFAULT_CATEGORY),
  competitionSubType: choice(competitionSubTypes, 0),
  competitionApprovalType: choice(approvalTypes, 2),
  classes: z.array(approvalClassSchema).max(Limits.maxClasses, 'errorTooLong').default([]),
  events: z.array(approvalEventSchema).max(Limits.maxEvents, 'errorTooLong').default([]),
  eventClasses: z.array(eventClassSchema).max(Limits.maxClasses * Limits.maxEvents, 'errorTooLong').default([]),
};

type BaseInput = z.output<z.ZodObject<typeof baseFields>>;

/** The rules across fields of spec §5 (dates, kinds, events, matrix), checked against `today`. */
function crossFieldRules(value: BaseInput, ctx: z.RefinementCtx, today: () => string): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const start = parseLocalDateTime(value.startDate);
  if (!start) issue('startDate', 'errorInvalidInput');
  else {
    const startDay = start.slice(0, 10);
    const problem = startDayProblem(startDay, today(), Limits.earliestStart, Limits.maxDaysAhead);
    if (problem) issue('startDate', problem);
    if (value.endDate) {
      if (daysBetween(startDay, value.endDate) < 0) issue('endDate', 'errorEndBeforeStart');
      else if (daysBetween(startDay, value.endDate) >= Limits.maxEventDays) issue('endDate', 'errorEventTooLong');
    }
  }
  if (value.nonProfit && !value.nonProfitReason) issue('nonProfitReason', 'errorEmpty');
  if (!subTypesFor(value.competitionType).includes(value.competitionSubType as CompetitionSubTypeValue)) issue('competitionSubType', 'errorInvalidValue');
  if (value.competitionCategory === Category.area && !value.eventLocation_Area_Id) issue('eventLocation_Area_Id', 'errorEmpty');
  if (value.competitionCategory === Category.district && !value.eventLocation_District_Id) issue('eventLocation_District_Id', 'errorEmpty');

  const classIds = new Set<number>();
  for (const c of value.classes) {
    if (classIds.has(c.id)) issue('classes', 'errorInvalidValue');
    classIds.add(c.id);
  }
  const eventIds = new Set<number>();
  for (const e of value.events) {
    if (eventIds.has(e.id)) issue('events', 'errorInvalidValue');
    eventIds.add(e.id);
    const custom = e.definitionEventId === null;
    if (custom && !e.longname) issue('events', 'errorEmpty');
    if (custom && value.competitionApprovalType === 0) issue('events', 'errorCustomEventNotAllowed');
    if (!custom && value.competitionApprovalType === 1) issue('events', 'errorFederationEventNotAllowed');
    if ((e.enduranceEventType === TIME_RUN_EVENT_TYPE) !== (e.measurement === 'h')) issue('events', 'errorInvalidInput');
  }
  const cells = new Set<string>();
  for (const cell of value.eventClasses) {
    const key = `${cell.eventId}/${cell.classId}`;
    if (!eventIds.has(cell.eventId) || !classIds.has(cell.classId) || cells.has(key)) issue('eventClasses', 'errorInvalidValue');
    cells.add(key);
  }
}

/** Normalises what the rules accepted: the end date defaults to the start day. */
function normalise(value: BaseInput) {
  const startDate = parseLocalDateTime(value.startDate) ?? value.startDate;
  return { ...value, startDate, endDate: value.endDate ?? startDate.slice(0, 10), nonProfitReason: value.nonProfit ? value.nonProfitReason : null };
}

/**
 * The application as created or saved (spec §3, §5). `today` is the server's day for the start-date
 * window; the form passes the browser's.
 */
export const competitionApprovalInput = (today: () => string = () => dayOf(new Date())) =>
  z
    .object(baseFields)
    .superRefine((value, ctx) => crossFieldRules(value, ctx, today))
    .transform(normalise);
export const competitionApprovalInputSchema = competitionApprovalInput();
export type CompetitionApprovalInput = z.input<typeof competitionApprovalInputSchema>;
export type CompetitionApprovalValues = z.output<typeof competitionApprovalInputSchema>;

/** Update (`update_comp`): the whole application plus the version it was based on (stale writes are refused). */
export const competitionApprovalUpdateSchema = z
  .object({ ...baseFields, version: z.number({ error: 'errorEmpty' }).int().min(0) })
  .superRefine((value, ctx) => crossFieldRules(value, ctx, () => dayOf(new Date())))
  .transform((value) => ({ ...normalise(value), version: value.version }));
export type CompetitionApprovalUpdate = z.input<typeof competitionApprovalUpdateSchema>;

/** A call that acts on a given version of an application (request, cancel, copy, delete). */
export const versionSchema = z.object({ version: z.number({ error: 'errorEmpty' }).int().min(0) });

export const cancelSchema = versionSchema.extend({ cancelationReason: required(Limits.reason) });
export type CancelPayload = z.input<typeof cancelSchema>;

/** An approver's decision for one approving organisation: 1 approve, 2 decline; a decline owes the organiser its reason. */
const decisionFieldsObject = z.object({
  approvalState: z.union([z.literal(1), z.literal(2)], { error: 'errorInvalidValue' }),
  reason: optional(Limits.reason),
});
function declineNeedsReason(value: { approvalState: 1 | 2; reason?: string | null }, ctx: z.RefinementCtx): void {
  if (value.approvalState === 2 && !value.reason?.trim()) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'errorEmpty' });
}
/** The decision without the version, for the form (the page adds the version of the application it shows). */
export const decisionFieldsSchema = decisionFieldsObject.superRefine(declineNeedsReason);
export const decisionSchema = versionSchema.extend(decisionFieldsObject.shape).superRefine(declineNeedsReason);
export type DecisionPayload = z.input<typeof decisionSchema>;

const count = z.number({ error: 'errorMinZero' }).int('errorInvalidInput').min(0, 'errorMinZero').max(1_000_000, 'errorInvalidInput');
const countFields = Object.fromEntries([...finisherCountFields, ...finisherTotals].map((f) => [f, count])) as Record<keyof FinisherCounts, typeof count>;
const billingFields = {
  otherContact: flag(false),
  billing_ClubCompany: optionalLine(Limits.long),
  billing_Titel: choice(contactTitles, DEFAULT_CONTACT_TITLE),
  billing_Firstname: optionalLine(Limits.long),
  billing_Lastname: optionalLine(Limits.long),
  billing_Street: optionalLine(Limits.long),
  billing_Zip: optionalLine(Limits.zip),
  billing_Town: optionalLine(Limits.long),
  billing_Mail: optional(Limits.long),
};

/** Finisher numbers and billing contact (spec §3, §5): totals by kind equal the counts by gender and age. */
export const finishersSchema = versionSchema
  .extend({ ...countFields, ...billingFields })
  .superRefine((value, ctx) => {
    if (!finisherSumsMatch(value)) ctx.addIssue({ code: 'custom', path: [], message: 'errorFinisherSum' });
    if (value.otherContact) {
      for (const f of ['billing_Firstname', 'billing_Lastname', 'billing_Street', 'billing_Zip', 'billing_Town', 'billing_Mail'] as const) {
        if (!value[f]) ctx.addIssue({ code: 'custom', path: [f], message: 'errorEmpty' });
      }
      if (value.billing_Mail && !emailPattern.test(value.billing_Mail)) ctx.addIssue({ code: 'custom', path: ['billing_Mail'], message: 'errorInvalidEmail' });
    }
  });
export type FinishersPayload = z.input<typeof finishersSchema>;

/** The text fields of an attachment upload (multipart; spec §5 Attachments). */
export const attachmentFieldsSchema = z
  .object({
    title: line(Limits.long),
    sort: z.coerce.number<number | string>({ error: 'errorEmpty' }).int('errorInvalidInput').min(0, 'errorMinZero').max(10_000, 'errorInvalidInput'),
    attachmentType: z.coerce.number<number | string>({ error: 'errorEmpty' }).refine((v) => (attachmentTypes as readonly number[]).includes(v), 'errorInvalidValue'),
    attachmentGroup: z.coerce.number<number | string>({ error: 'errorEmpty' }).refine((v) => (attachmentGroups as readonly number[]).includes(v), 'errorInvalidValue'),
    text: optional(Limits.attachmentText),
  })
  .superRefine((value, ctx) => {
    if (value.attachmentType === 0 && !value.text) ctx.addIssue({ code: 'custom', path: ['text'], message: 'errorEmpty' });
    if (value.attachmentType === 2) {
      if (!value.text) ctx.addIssue({ code: 'custom', path: ['text'], message: 'errorEmpty' });
      else if (!/^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value.text)) ctx.addIssue({ code: 'custom', path: ['text'], message: 'errorInvalidUrl' });
    }
  });
export type AttachmentFields = z.output<typeof attachmentFieldsSchema>;

/** The timing company's result list of a road race (`upload_results`): its one part `file`, no text fields. */
export const resultListFieldsSchema = z.object({});

/**
 * What a result list gives (`upload_results`): the finisher counts to fill the finisher form with
 * (not sent), how many finishers, how its rows were read, and the results import the statisticians
 * check (null when the race has no event the best lists know).
 */
export const roadRaceResultsSchema = z.object({
  counts: z.object(Object.fromEntries([...finisherCountFields, ...finisherTotals].map((f) => [f, z.number().int()])) as Record<keyof FinisherCounts, z.ZodNumber>),
  finishers: z.number().int(),
  rows: z.object({ ok: z.number().int(), warnings: z.number().int(), errors: z.number().int() }),
  importId: idOutput.nullable(),
});
export type RoadRaceResultsAnswer = z.infer<typeof roadRaceResultsSchema>;

/** The overview list's query (spec §3 "List query"). */
const optionalInt = (min: number, max: number) => z.preprocess((v) => (v === '' ? undefined : v), intInput(min, max).optional());
export const competitionApprovalListQuery = pagingQuery.extend({
  freetextSearch: z.string().max(200, 'errorTooLong').optional(),
  approvalState: optionalInt(0, 5),
  year: optionalInt(2000, 2200),
  competitionType: optionalInt(0, 2),
  competitionCategory: optionalInt(0, 99),
  regionGuid: optionalIdInput(),
  areaGuid: optionalIdInput(),
  districtGuid: optionalIdInput(),
  /** Only applications open for a decision the caller may take now (an approver's work list). */
  awaitingMyDecision: flagInput,
});
export type CompetitionApprovalListQuery = z.input<typeof competitionApprovalListQuery>;

export const attachmentSchema = z.object({
  id: idOutput,
  title: z.string(),
  sort: z.number().int(),
  attachmentGroup: z.number().int(),
  attachmentType: z.number().int(),
  text: z.string().nullable(),
  file: z.string().nullable(),
  size: z.number().int().nullable(),
  links: z.array(linkSchema),
});
export type ApprovalAttachment = z.infer<typeof attachmentSchema>;

export const approvalRowSchema = z.object({
  organization: z.string(),
  organizationId: idOutput,
  approvalState: z.number().int(),
  reason: z.string().nullable(),
  changedAt: z.string().nullable(),
  changedByUsername: z.string().nullable(),
});
export type ApprovalRow = z.infer<typeof approvalRowSchema>;

export const historyEntrySchema = z.object({
  at: z.string(),
  byUserName: z.string(),
  action: z.string(),
  fromState: z.number().int().nullable(),
  toState: z.number().int(),
  organizationId: idOutput.nullable(),
  organization: z.string().nullable(),
  reason: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** Another application on the same day nearby (same state association, within 30 km, or the same town without coordinates). */
export const dateClashSchema = z.object({
  id: idOutput,
  name: z.string(),
  startDate: z.string(),
  town: z.string(),
  organizer: z.string(),
  state: z.number().int(),
  distanceKm: z.number().nullable(),
});
export type DateClash = z.infer<typeof dateClashSchema>;

const nullableText = z.string().nullable();
const finisherOutput = Object.fromEntries([...finisherCountFields, ...finisherTotals].map((f) => [f, z.number().int().nullable()])) as Record<keyof FinisherCounts, z.ZodNullable<z.ZodNumber>>;

const applicationOutputFields = {
  id: idOutput,
  version: z.number().int(),
  competitionState: z.number().int(),
  name: z.string(),
  ownerOrganizationId: idOutput,
  ownerOrganizationName: z.string(),
  competitionType: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  entryEndDate: nullableText,
  nationalCode: nullableText,
  nation: z.string(),
  country: z.string(),
  eventLocation_Town: z.string(),
  eventLocation_Region_Id: idOutput,
  eventLocation_Area_Id: idOutput.nullable(),
  eventLocation_District_Id: idOutput.nullable(),
  eventLocation_RegionName: z.string(),
  eventLocation_AreaName: nullableText,
  eventLocation_DistrictName: nullableText,
  competitionCategory: z.number().int(),
  competitionSubType: z.number().int(),
  contact_Website: nullableText,
  createdAt: z.string(),
  createdByUsername: z.string(),
  changedAt: z.string(),
  changedByUsername: z.string(),
  receipt_At: nullableText,
  billing_Filename: nullableText,
  invoiceNumber: nullableText,
  finishersSentAt: nullableText,
  approvals: z.array(approvalRowSchema),
  links: z.array(linkSchema),
};

/** A row of the overview list (the expanded row's fields included). */
export const competitionApprovalRowSchema = z.object(applicationOutputFields);
export type CompetitionApprovalRow = z.infer<typeof competitionApprovalRowSchema>;

/** One application with everything the wizard, detail, finisher and decision pages show. */
export const competitionApprovalSchema = z.object({
  ...applicationOutputFields,
  competitionApprovalType: z.number().int(),
  onlyWithLicense: z.boolean(),
  nonProfit: z.boolean(),
  nonProfitReason: nullableText,
  fees: z.boolean(),
  firstTimeEvent: z.boolean(),
  linkEntrySystem: nullableText,
  additionalComment: nullableText,
  cancelationReason: nullableText,
  contact_PersonTitel: z.number().int(),
  contact_Firstname: z.string(),
  contact_Lastname: z.string(),
  contact_Street: z.string(),
  contact_StreetAddition: nullableText,
  contact_Zip: z.string(),
  contact_Town: z.string(),
  contact_Phone: nullableText,
  contact_Mobile: nullableText,
  contact_Fax: nullableText,
  contact_Email: z.string(),
  contact_ExtraInfos: nullableText,
  eventLocation_Startplace: z.string(),
  eventLocation_Street: z.string(),
  eventLocation_Zip: z.string(),
  eventLocation_Latitude: z.number().nullable(),
  eventLocation_Longitude: z.number().nullable(),
  offsite_Arrival_Street: nullableText,
  offsite_Arrival_Zip: nullableText,
  offsite_Arrival_Town: nullableText,
  offsite_Arrival_Latitude: z.number().nullable(),
  offsite_Arrival_Longitude: z.number().nullable(),
  classes: z.array(z.object({ id: z.number().int(), definitionClassId: z.string(), longname: nullableText, order: z.number().int() })),
  events: z.array(
    z.object({
      id: z.number().int(),
      definitionEventId: nullableText,
      longname: nullableText,
      order: z.number().int(),
      courseLength: z.number().int(),
      measurement: z.enum(['m', 'h']),
      enduranceEventType: z.number().int(),
      measurementProtocol: nullableText,
      protocolAvailable: z.boolean(),
    }),
  ),
  eventClasses: z.array(z.object({ eventId: z.number().int(), classId: z.number().int() })),
  ...finisherOutput,
  otherContact: z.boolean(),
  billing_ClubCompany: nullableText,
  billing_Titel: z.number().int().nullable(),
  billing_Firstname: nullableText,
  billing_Lastname: nullableText,
  billing_Street: nullableText,
  billing_Zip: nullableText,
  billing_Town: nullableText,
  billing_Mail: nullableText,
  attachments: z.array(attachmentSchema),
  history: z.array(historyEntrySchema),
  clashes: z.array(dateClashSchema),
  /** Whether the start date has passed (finisher numbers may be sent). */
  startPassed: z.boolean(),
});
export type CompetitionApproval = z.infer<typeof competitionApprovalSchema>;

export const competitionApprovalPageSchema = z.object({
  items: z.array(competitionApprovalRowSchema),
  links: z.array(linkSchema),
  paginationMetadata: paginationMetadataSchema,
});

/** Spec §3 "Receipt response": 1 means success. */
export const receiptSchema = z.object({ receiptInformation: z.number().int(), filename: z.string() });

/** A class or event definition the classes step offers. */
export const classDefinitionSchema = z.object({ id: z.string(), code: z.string(), name: z.string(), order: z.number().int() });
export const enduranceEventDefinitionSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  /** Metres × 1000 (spec §3). */
  courseLength: z.number().int(),
  measurement: z.enum(['m', 'h']),
  enduranceEventType: z.number().int(),
  order: z.number().int(),
});

export const feeScheduleResponseSchema = feeScheduleSchema;

export const dateClashQuery = z.object({
  startDate: z.string().max(40),
  regionId: idInput(),
  town: z.string().max(200).optional(),
  latitude: z.coerce.number<number | string>().min(-90).max(90).optional(),
  longitude: z.coerce.number<number | string>().min(-180).max(180).optional(),
  excludeId: optionalIdInput(),
});

/** The public calendar: approved upcoming runs (anonymous). */
export const publicCalendarQuery = z.object({
  masterOrganizationId: optionalIdInput(),
  regionId: optionalIdInput(),
  /** `YYYY-MM` */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'errorInvalidInput')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export const publicCalendarItemSchema = z.object({
  id: idOutput,
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  town: z.string(),
  region: z.string(),
  distances: z.array(z.object({ name: z.string(), courseLength: z.number().int(), measurement: z.enum(['m', 'h']) })),
  organizer: z.string(),
  website: z.string().nullable(),
  entryLink: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type PublicCalendarItem = z.infer<typeof publicCalendarItemSchema>;

/** States in list order (for the filter). */
export { competitionStates };
