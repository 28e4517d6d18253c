import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import type { FooterLinks, OrganizationType } from '@portal/domain';
import { sortKeySql } from '../lib/sql-sort';
import { languages } from '../db/schema/reference';

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
