import type { NotificationPreferences } from '@lojista/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  char,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './identity.ts'
import { nameText } from './name-text.ts'

/** A store. Its id is the tenant id that every tenant-owned row carries. */
export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: nameText('name').notNull(),
  plan: text('plan'),
  currencyCode: char('currency_code', { length: 3 }).notNull().default('BRL'),
  /** Members without two-factor authentication are refused the store's calls until they set it up. */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A store's own role: a named set of permissions beside the built-in owner, admin and staff. The
 * permissions are stored by name (see PERMISSIONS in the contracts), with the ones they need.
 */
export const storeRoles = pgTable(
  'store_roles',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    permissions: text('permissions').array().notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('store_roles_name_unique').on(t.tenantId, sql`lower(${t.name})`),
  ],
)

/**
 * A user's place in a store, with a role; at most one membership per user is the default. A member
 * with a store's own role has the built-in role `staff` and the store role's id; their permissions are
 * that role's.
 */
export const memberships = pgTable(
  'memberships',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin', 'staff'] }).notNull(),
    roleId: uuid('role_id'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while the member is suspended: the store is not theirs to open until it is cleared. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** The emails about the store the member chose to get; null until they choose. */
    notificationPreferences: jsonb('notification_preferences').$type<Partial<NotificationPreferences>>(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    index('memberships_user_idx').on(t.userId),
    uniqueIndex('memberships_one_default_per_user').on(t.userId).where(sql`${t.isDefault}`),
    // A role in use cannot be deleted: its members would be left with no permissions. Checked at the
    // end of the statement (no action), so deleting a whole store still cascades to both.
    foreignKey({
      name: 'memberships_store_role_fk',
      columns: [t.tenantId, t.roleId],
      foreignColumns: [storeRoles.tenantId, storeRoles.id],
    }).onDelete('no action'),
    check('memberships_store_role_is_staff', sql`${t.roleId} is null or ${t.role} = 'staff'`),
  ],
)

/**
 * A person invited by email to join the store with a role. Only the hash of the emailed link's secret is
 * kept; sending the invitation again replaces it, so the older link stops working. An invitation that
 * was accepted or withdrawn stays, so its link can say so.
 */
export const storeInvitations = pgTable(
  'store_invitations',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'staff'] }).notNull(),
    roleId: uuid('role_id'),
    tokenHash: text('token_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // One open invitation per address and store: inviting again is sending it again.
    uniqueIndex('store_invitations_open_email_unique')
      .on(t.tenantId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    // Deleting a role clears it from the invitations answered before (the migration sets only role_id to
    // null); the roles service refuses to delete a role that open invitations hold.
    foreignKey({
      name: 'store_invitations_store_role_fk',
      columns: [t.tenantId, t.roleId],
      foreignColumns: [storeRoles.tenantId, storeRoles.id],
    }).onDelete('set null'),
    check('store_invitations_store_role_is_staff', sql`${t.roleId} is null or ${t.role} = 'staff'`),
  ],
)
