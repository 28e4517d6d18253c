import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, varchar, date, primaryKey, doublePrecision } from 'drizzle-orm/pg-core';
import type { ApprovalStateValue, CompetitionStateValue, FeeSchedule } from '@portal/domain';
import { organizations } from '../organizations/organizations.tables';
import { users } from '../users/users.tables';
import { at } from '../db/columns';

/** The classes, events and matrix of an application: one document, never queried across applications. */
export interface ApprovalContent {
  classes: { id: number; definitionClassId: string; longname: string | null; order: number }[];
  events: {
    id: number;
    definitionEventId: string | null;
    longname: string | null;
    order: number;
    courseLength: number;
    measurement: 'm' | 'h';
    enduranceEventType: number;
    measurementProtocol: string | null;
    protocolAvailable: boolean;
  }[];
  eventClasses: { eventId: number; classId: number }[];
}

/**
 * The fields of an application that no list filters or sorts on (contact, addresses, comments,
 * finisher counts, billing contact), kept under the names of the API payload.
 */
export type ApprovalDetails = Record<string, string | number | boolean | null>;

/** Applications for approval of road and off-stadium races (spec competition-approval.md §3). */
export const competitionApprovals = pgTable(
  'competition_approvals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    masterId: integer('master_id').notNull().references(() => organizations.id),
    ownerOrganizationId: integer('owner_organization_id').notNull().references(() => organizations.id),
    /** The owner's path (root first), so that "the owner or an admin above it" is one array test. */
    ownerPath: integer('owner_path').array().notNull(),
    name: text('name').notNull(),
    state: smallint('state').$type<CompetitionStateValue>().notNull().default(0),
    /** Raised by every change; a write based on an older version is refused. */
    version: integer('version').notNull().default(0),
    competitionType: smallint('competition_type').notNull(),
    category: smallint('category').notNull(),
    subType: smallint('sub_type').notNull(),
    approvalType: smallint('approval_type').notNull(),
    onlyWithLicense: boolean('only_with_license').notNull().default(false),
    /** Local date and time of the start (events start at their local time). */
    startAt: timestamp('start_at', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    entryEndDate: date('entry_end_date', { mode: 'string' }),
    nation: varchar('nation', { length: 3 }).notNull(),
    nationalCode: varchar('national_code', { length: 20 }),
    town: text('town').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    regionId: integer('region_id').notNull().references(() => organizations.id),
    areaId: integer('area_id').references(() => organizations.id),
    districtId: integer('district_id').references(() => organizations.id),
    content: jsonb('content').$type<ApprovalContent>().notNull(),
    details: jsonb('details').$type<ApprovalDetails>().notNull(),
    cancelationReason: text('cancelation_reason'),
    finishersSentAt: at('finishers_sent_at'),
    invoiceNumber: varchar('invoice_number', { length: 30 }),
    receiptAt: at('receipt_at'),
    /** Storage key of the invoice PDF. */
    invoiceKey: text('invoice_key'),
    createdAt: at('created_at').notNull().defaultNow(),
    createdBy: integer('created_by').notNull().references(() => users.id),
    changedAt: at('changed_at').notNull().defaultNow(),
    changedBy: integer('changed_by').notNull().references(() => users.id),
  },
  (t) => [
    index('competition_approvals_master_start_idx').on(t.masterId, t.startAt, t.id),
    index('competition_approvals_owner_path_idx').using('gin', t.ownerPath),
    index('competition_approvals_region_idx').on(t.regionId, t.startAt),
    index('competition_approvals_area_idx').on(t.areaId),
    index('competition_approvals_district_idx').on(t.districtId),
  ],
);

/** One row per approving organisation of an application (PRODUCT §4). */
export const approvalDecisions = pgTable(
  'competition_approval_decisions',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => competitionApprovals.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').notNull().references(() => organizations.id),
    /** Order of the chain: state association first, then area/district, then the federation. */
    position: smallint('position').notNull(),
    state: smallint('state').$type<ApprovalStateValue>().notNull().default(0),
    reason: text('reason'),
    changedAt: at('changed_at'),
    changedBy: integer('changed_by').references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.organizationId] }), index('competition_approval_decisions_org_idx').on(t.organizationId, t.state)],
);

/** Every state change and decision, shown in the detail view. */
export const approvalHistory = pgTable(
  'competition_approval_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => competitionApprovals.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
    byUserId: integer('by_user_id').notNull().references(() => users.id),
    action: varchar('action', { length: 20 }).notNull(),
    fromState: smallint('from_state').$type<CompetitionStateValue>(),
    toState: smallint('to_state').$type<CompetitionStateValue>().notNull(),
    organizationId: integer('organization_id').references(() => organizations.id),
    reason: text('reason'),
  },
  (t) => [index('competition_approval_history_app_idx').on(t.applicationId, t.id)],
);

/** Texts, links and files of an application (spec §3 "Attachment"). */
export const approvalAttachments = pgTable(
  'competition_approval_attachments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => competitionApprovals.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sort: integer('sort').notNull(),
    attachmentGroup: smallint('attachment_group').notNull(),
    attachmentType: smallint('attachment_type').notNull(),
    text: text('text'),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    size: integer('size'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('competition_approval_attachments_app_idx').on(t.applicationId)],
);

/** A federation's fee schedule, kept as data so that it changes without a release. */
export const feeSchedules = pgTable('fee_schedules', {
  masterId: integer('master_id')
    .primaryKey()
    .references(() => organizations.id),
  schedule: jsonb('schedule').$type<FeeSchedule>().notNull(),
  /** Invoice numbers read `<prefix>-<year>-<number>`. */
  invoicePrefix: varchar('invoice_prefix', { length: 10 }).notNull(),
  // What §14 UStG asks of the issuer besides its name, and where and by when to pay (decision 036).
  street: text('street').notNull().default(''),
  zip: text('zip').notNull().default(''),
  town: text('town').notNull().default(''),
  taxNumber: text('tax_number').notNull().default(''),
  vatId: text('vat_id').notNull().default(''),
  iban: text('iban').notNull().default(''),
  bic: text('bic').notNull().default(''),
  accountHolder: text('account_holder').notNull().default(''),
  paymentDays: smallint('payment_days').notNull().default(30),
});

/** The last invoice number per federation and year; taken and raised in the invoice's own transaction, so numbers have no gaps. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    masterId: integer('master_id')
      .notNull()
      .references(() => organizations.id),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.masterId, t.year] })],
);
