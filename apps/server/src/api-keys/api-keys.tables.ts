import { index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.tables';
import { users } from '../users/users.tables';
import { at } from '../db/columns';

/** Keys that meeting software posts results with (`Authorization: ApiKey …`); only a hash is kept. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    masterId: integer('master_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    /** SHA-256 of the key, hex. */
    keyHash: varchar('key_hash', { length: 64 }).notNull().unique(),
    /** The key's first characters, shown in the list so that people tell keys apart. */
    keyPrefix: varchar('key_prefix', { length: 16 }).notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
    /** Calls in the current minute (`windowStart`), for the 60-per-minute limit. */
    windowStart: at('window_start'),
    windowCalls: smallint('window_calls').notNull().default(0),
  },
  (t) => [index('api_keys_master_idx').on(t.masterId, t.id)],
);
