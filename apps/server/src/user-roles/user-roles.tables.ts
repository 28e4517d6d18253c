import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { GrantableRoleCode, UserRoleStatusValue } from '@portal/domain';
import { organizations } from '../organizations/organizations.tables';
import { users } from '../users/users.tables';
import { createdAt } from '../db/columns';

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 40 }).$type<GrantableRoleCode>().notNull().unique(),
});

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
