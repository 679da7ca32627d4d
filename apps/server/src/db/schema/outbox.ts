import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { tenants } from './tenancy.ts'

export const emailStatuses = ['queued', 'sent', 'failed', 'held', 'cancelled'] as const
/** Whom a store's email is for: its customers (counted against its hourly cap), or its own people. */
export const emailAudiences = ['customer', 'staff'] as const

/**
 * Every email the product sends, written in the same transaction as the change that causes it and
 * delivered by the mail worker with retries. 'held' means no SMTP server is configured: the email is
 * kept here and not delivered; 'cancelled', that its customer's data was erased before it went. Account emails (password reset) have no tenant and are never shown to
 * store staff, since they carry secrets.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /**
     * The email as it goes out, when it carries a secret link (a checkout, a password reset, an address
     * to verify), sealed (modules/mail/delivery-seal.ts): text_body and html_body then hold a copy with
     * the link replaced by a notice, and these are cleared once the email is sent or has failed for
     * good, so the link rests nowhere readable.
     */
    deliveryTextBody: text('delivery_text_body'),
    deliveryHtmlBody: text('delivery_html_body'),
    status: text('status', { enum: emailStatuses }).notNull(),
    audience: text('audience', { enum: emailAudiences }).notNull().default('customer'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().default(sql`now()`),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_tenant_idx').on(t.tenantId, t.createdAt),
  ],
)
