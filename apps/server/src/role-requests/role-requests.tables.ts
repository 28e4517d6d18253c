import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RoleRequestStatusValue } from '@portal/domain';
import { organizations } from '../organizations/organizations.tables';
import { roles } from '../user-roles/user-roles.tables';
import { users } from '../users/users.tables';
import { createdAt } from '../db/columns';

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
