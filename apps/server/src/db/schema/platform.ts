import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { JobLane, JobState } from '../../jobs/lanes';
import { sortKeySql } from '../../lib/sql-sort';
import type { FooterLinks, GrantableRoleCode, OrganizationType, RoleRequestStatusValue, UserRoleStatusValue } from '@portal/domain';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const languages = pgTable('languages', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 5 }).notNull().unique(),
  name: text('name').notNull(),
});

export const organizations = pgTable(
  'organizations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    type: varchar('type', { length: 20 }).$type<OrganizationType>().notNull(),
    parentId: integer('parent_id'),
    /** The master organisation (tenant) the organisation belongs to; a master points at itself. */
    masterId: integer('master_id'),
    stateCode: varchar('state_code', { length: 10 }),
    district: text('district'),
    area: text('area'),
    externalId: varchar('external_id', { length: 40 }),
    defaultLanguageId: integer('default_language_id').references(() => languages.id),
    /** Master organisations: the legal pages linked in the footer for their users. */
    footerLinks: jsonb('footer_links').$type<FooterLinks>(),
    /** Master organisations: their country (IOC code); athletes of other nations are foreigners in the best lists. */
    nation: varchar('nation', { length: 3 }),
    /** Ids of this organisation and all its ancestors, root first (for "admin of X" checks). */
    path: integer('path').array().notNull().default(sql`'{}'::integer[]`),
    /** The name as lists sort it (`sortKey`), kept with the row so that a sort does not compute it per row. */
    sortName: text('sort_name').generatedAlwaysAs(sortKeySql('"organizations"."name"')),
  },
  (t) => [
    index('organizations_parent_idx').on(t.parentId),
    index('organizations_master_idx').on(t.masterId, t.type),
    index('organizations_name_idx').on(sql`lower(${t.name})`),
    index('organizations_path_idx').using('gin', t.path),
  ],
);

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 40 }).$type<GrantableRoleCode>().notNull().unique(),
});

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: varchar('title', { length: 10 }),
    languageId: integer('language_id').notNull().references(() => languages.id),
    masterOrganizationId: integer('master_organization_id').notNull().references(() => organizations.id),
    newsletter: boolean('newsletter').notNull().default(false),
    approver: boolean('approver').notNull().default(false),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    /** The name as lists show and sort it (first name, last name; `sortKey`), kept with the row. */
    sortName: text('sort_name').generatedAlwaysAs(sortKeySql(`"users"."first_name" || ' ' || "users"."last_name"`)),
  },
  (t) => [uniqueIndex('users_email_idx').on(sql`lower(${t.email})`), index('users_master_idx').on(t.masterOrganizationId)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id),
    roleId: integer('role_id').notNull().references(() => roles.id),
    organizationId: integer('organization_id').notNull().references(() => organizations.id),
    /** 0 created, 1 deleted. */
    status: smallint('status').$type<UserRoleStatusValue>().notNull().default(0),
    createdAt: createdAt(),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('user_roles_user_idx').on(t.userId),
    index('user_roles_org_idx').on(t.organizationId),
    uniqueIndex('user_roles_active_idx').on(t.userId, t.roleId, t.organizationId).where(sql`${t.status} = 0`),
  ],
);

export const roleRequests = pgTable(
  'role_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id),
    roleId: integer('role_id').notNull().references(() => roles.id),
    organizationId: integer('organization_id').notNull().references(() => organizations.id),
    /** 0 requested, 1 rejected, 2 approved, 3 deleted. */
    status: smallint('status').$type<RoleRequestStatusValue>().notNull().default(0),
    reason: text('reason'),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    changedBy: integer('changed_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('role_requests_org_idx').on(t.organizationId),
    index('role_requests_user_idx').on(t.userId),
    index('role_requests_changed_idx').on(t.changedAt, t.id),
    uniqueIndex('role_requests_open_idx').on(t.userId, t.roleId, t.organizationId).where(sql`${t.status} = 0`),
  ],
);

/** What an account code is for. */
export type AccountCodePurpose = 'confirm' | 'reset';

/** Single-use codes for e-mail confirmation and password reset; only their hash is kept. */
export const accountCodes = pgTable(
  'account_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id),
    purpose: varchar('purpose', { length: 10 }).$type<AccountCodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('account_codes_user_idx').on(t.userId, t.purpose)],
);

/** Rotating refresh tokens; a family is every token descending from one login. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id),
    familyId: varchar('family_id', { length: 40 }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/**
 * Fixed-window counters for throttling (sign-in failures per account and per address, mails per
 * address and per client), counted atomically with one upsert.
 */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Mails a signed-in user's actions caused to addresses other than their own, one row per mail: the
 * budget per acting user counts them over a rolling hour (decision 028).
 */
export const mailBudgetEntries = pgTable(
  'mail_budget_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The recipient, normalised (lower case, without a +tag). */
    address: text('address').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('mail_budget_entries_user_idx').on(t.userId, t.sentAt)],
);

/** Background jobs (mails, exports, invoices), written in the transaction of the change that causes them. */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: varchar('kind', { length: 40 }).notNull(),
    /** The lane the job runs in; each lane has its own concurrency (jobs/lanes.ts). */
    lane: varchar('lane', { length: 20 }).$type<JobLane>().notNull().default('default'),
    payload: jsonb('payload').notNull(),
    state: varchar('state', { length: 10 }).$type<JobState>().notNull().default('queued'),
    /** Set: a queued or running job of the same kind and key is not queued again. */
    dedupeKey: text('dedupe_key'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The lease of the runner that holds the job; renewed by its heartbeat while the job runs. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('jobs_due_idx').on(t.lane, t.state, t.runAt),
    index('jobs_finished_idx').on(t.state, t.finishedAt),
    uniqueIndex('jobs_dedupe_idx').on(t.kind, t.dedupeKey).where(sql`${t.dedupeKey} is not null and ${t.state} in ('queued', 'running')`),
  ],
);

/**
 * One row whose version moves on at the commit of every change to the tables above that signed-in
 * answers are kept by (migration 0008, decision 026): languages, organisations, roles, users, their
 * roles and role requests.
 */
export const platformVersion = pgTable('platform_version', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
