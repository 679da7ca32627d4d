import { sql } from 'drizzle-orm'
import {
  check,
  foreignKey,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './identity.ts'
import { storeRoles, tenants } from './tenancy.ts'

/**
 * A store's API token, for its integrations: the secret is shown once and only its hash is kept. It
 * works with a role's permissions (built-in admin or staff, or a store role: `custom` with its id) until
 * it expires or is revoked; revoked tokens stay, so the log and the list can still name them.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    role: text('role', { enum: ['admin', 'staff', 'custom'] }).notNull(),
    roleId: uuid('role_id'),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('api_tokens_active_name_unique')
      .on(t.tenantId, sql`lower(${t.name})`)
      .where(sql`${t.revokedAt} is null`),
    // Deleting a store role clears only role_id (migration 0029): the token then allows nothing.
    foreignKey({
      name: 'api_tokens_store_role_fk',
      columns: [t.tenantId, t.roleId],
      foreignColumns: [storeRoles.tenantId, storeRoles.id],
    }).onDelete('set null'),
    check('api_tokens_role_is_known', sql`${t.role} in ('admin', 'staff', 'custom')`),
    check('api_tokens_store_role_is_custom', sql`${t.roleId} is null or ${t.role} = 'custom'`),
  ],
)
