import { integer, timestamp, uuid } from 'drizzle-orm/pg-core'
import { tenants } from './tenancy.ts'

/** The tenant column every tenant-owned table starts with; it leads every primary key and foreign key. */
export const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' })

export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Optimistic concurrency: a write names the version it read; a stale one gets 409. */
export const version = () => integer('version').notNull().default(1)
