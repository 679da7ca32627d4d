import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { emailOutbox } from '../../db/schema/outbox.ts'
import type { StoreTx } from '../../db/scope.ts'

// A customer's emails in the store's outbox, found by their addresses: what a data export lists and an
// erasure cancels and blanks. Only the store's customer emails: its staff's are not about customers.

const toAddresses = (tenantId: string, addresses: string[]) =>
  and(
    eq(emailOutbox.tenantId, tenantId),
    eq(emailOutbox.audience, 'customer'),
    inArray(sql`lower(${emailOutbox.recipient})`, addresses),
  )

/** The store's emails to these addresses (lower case), newest first. */
export async function emailsToAddresses(tx: StoreTx, tenantId: string, addresses: string[]) {
  if (addresses.length === 0) return []
  return tx
    .select({
      to: emailOutbox.recipient,
      subject: emailOutbox.subject,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
      status: emailOutbox.status,
    })
    .from(emailOutbox)
    .where(toAddresses(tenantId, addresses))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
}

/**
 * Cancels the emails to these addresses that have not gone (queued, or held without SMTP), then blanks
 * the recipient and the bodies of every email to them; the subject and dates stay in the store's list.
 * Answers how many were cancelled.
 */
export async function forgetEmailsToAddresses(tx: StoreTx, tenantId: string, addresses: string[]) {
  if (addresses.length === 0) return 0
  const cancelled = await tx
    .update(emailOutbox)
    .set({ status: 'cancelled', lastError: null })
    .where(and(toAddresses(tenantId, addresses), inArray(emailOutbox.status, ['queued', 'held'])))
    .returning({ id: emailOutbox.id })
  await tx
    .update(emailOutbox)
    .set({ recipient: '', textBody: '', htmlBody: null, deliveryTextBody: null, deliveryHtmlBody: null })
    .where(toAddresses(tenantId, addresses))
  return cancelled.length
}
