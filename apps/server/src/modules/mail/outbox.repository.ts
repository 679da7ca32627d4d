import type { SearchRequest } from '@lojista/contracts'
import {
  and,
  count,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNotNull,
  lte,
  min,
  notLike,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { emailOutbox, emailStatuses } from '../../db/schema/outbox.ts'
import type { StoreTx } from '../../db/scope.ts'
import { countUpToCap } from '../../lib/capped-count.ts'
import { cursorOf, sortText } from '../../lib/cursor-values.ts'
import { keysetPage } from '../../lib/keyset.ts'
import { escapeLike } from '../../lib/text-search.ts'

export type OutboxRow = typeof emailOutbox.$inferSelect
export type EmailStatus = (typeof emailStatuses)[number]
export { emailStatuses }

/** Holds the store's lock on its hourly cap until the caller's transaction ends: its emails queue here. */
export async function lockStoreCap(tx: StoreTx, tenantId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`email-cap:${tenantId}`}, 0))`)
}

/** How many emails the store wrote its customers since then, and when the oldest of them was written. */
export async function sentSince(tx: StoreTx, tenantId: string, since: Date) {
  const [sent] = await tx
    .select({ total: count(), oldest: min(emailOutbox.createdAt) })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.tenantId, tenantId),
        gt(emailOutbox.createdAt, since),
        eq(emailOutbox.audience, 'customer'),
      ),
    )
  return { total: sent?.total ?? 0, oldest: sent?.oldest ?? null }
}

/** An account email (no store) is written outside any store's scope, so this takes either connection. */
export async function insertEmail(tx: Db, row: typeof emailOutbox.$inferInsert) {
  await tx.insert(emailOutbox).values(row)
}

/** The store's emails, newest first; each word must be in the recipient or the subject. */
export async function searchStoreEmails(
  tx: StoreTx,
  tenantId: string,
  request: SearchRequest<'createdAt'>,
  filter: { words: string[]; statuses?: EmailStatus[] },
) {
  const where: SQL[] = [eq(emailOutbox.tenantId, tenantId)]
  for (const word of filter.words) {
    const pattern = `%${escapeLike(word)}%`
    where.push(
      sql`(lower(${emailOutbox.recipient}) LIKE ${pattern} OR lower(${emailOutbox.subject}) LIKE ${pattern})`,
    )
  }
  if (filter.statuses) where.push(inArray(emailOutbox.status, filter.statuses))
  const page = keysetPage<OutboxRow & { cursorValue: string }>({
    sort: emailOutbox.createdAt,
    id: emailOutbox.id,
    direction: request.orderBy?.direction ?? 'desc',
    request,
    sortValueOf: (row) => row.cursorValue,
    idOf: (row) => row.id,
    isValidCursor: cursorOf.timestamp,
  })
  const rows = await tx
    .select({ ...getTableColumns(emailOutbox), cursorValue: sortText(emailOutbox.createdAt) })
    .from(emailOutbox)
    .where(and(...where, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit)
  const total = await countUpToCap(
    tx,
    tx
      .select({ one: sql`1` })
      .from(emailOutbox)
      .where(and(...where))
      .$dynamic(),
  )
  return { rows, total, page }
}

export async function findStoreEmail(tx: StoreTx, tenantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.tenantId, tenantId), eq(emailOutbox.id, id)))
  return row
}

// The mail worker's side: it reads and writes every store's emails with the owner connection, whose
// own row-level security policy is for delivery.

/** The delivery copies not sealed yet (written by a release before sealing): not starting with `sealedPrefix`. */
export function plainDeliveryCopies(db: Db, sealedPrefix: string) {
  return db
    .select({
      id: emailOutbox.id,
      recipient: emailOutbox.recipient,
      deliveryTextBody: emailOutbox.deliveryTextBody,
      deliveryHtmlBody: emailOutbox.deliveryHtmlBody,
    })
    .from(emailOutbox)
    .where(
      and(
        isNotNull(emailOutbox.deliveryTextBody),
        or(
          notLike(emailOutbox.deliveryTextBody, `${sealedPrefix}%`),
          notLike(emailOutbox.deliveryHtmlBody, `${sealedPrefix}%`),
        ),
      ),
    )
}

/** Puts the sealed copy in place of the plain one, unless the row changed meanwhile (sent, or sealed). */
export async function replaceDeliveryCopy(
  db: Db,
  plain: { id: string; deliveryTextBody: string | null },
  sealed: { text: string; html: string | null },
): Promise<boolean> {
  if (plain.deliveryTextBody === null) return false
  const replaced = await db
    .update(emailOutbox)
    .set({ deliveryTextBody: sealed.text, deliveryHtmlBody: sealed.html })
    .where(and(eq(emailOutbox.id, plain.id), eq(emailOutbox.deliveryTextBody, plain.deliveryTextBody)))
    .returning({ id: emailOutbox.id })
  return replaced.length > 0
}

/** Clears the copy of an email that carries its secret link (see mail.enqueue). */
const forgetDelivery = { deliveryTextBody: null, deliveryHtmlBody: null }

/**
 * Claims up to `batchSize` due emails, skipping rows another worker holds, and leases them for
 * `leaseSeconds` (a claimed email is not claimed again meanwhile, in case its process dies mid-delivery).
 */
export function claimDue(db: Db, batchSize: number, leaseSeconds: number): Promise<OutboxRow[]> {
  return db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(
      inArray(
        emailOutbox.id,
        db
          .select({ id: emailOutbox.id })
          .from(emailOutbox)
          .where(and(eq(emailOutbox.status, 'queued'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
          .orderBy(emailOutbox.nextAttemptAt)
          .limit(batchSize)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning()
}

/** Delivered: the copy with the secret link has done its work, and only the kept one stays. */
export async function markSent(db: Db, id: string) {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: new Date(), lastError: null, ...forgetDelivery })
    .where(eq(emailOutbox.id, id))
}

/** A failed delivery: tried again later, or failed for good (`failed`). */
export async function markFailed(
  db: Db,
  id: string,
  outcome: { failed: boolean; error: string; retryInSeconds: number },
) {
  await db
    .update(emailOutbox)
    .set({
      status: outcome.failed ? 'failed' : 'queued',
      lastError: outcome.error,
      nextAttemptAt: sql`now() + make_interval(secs => ${outcome.retryInSeconds})`,
      // An email that will never go out has no use for its secret link either.
      ...(outcome.failed ? forgetDelivery : {}),
    })
    .where(eq(emailOutbox.id, id))
}

/** How many emails are in each state, across every store. */
export async function countByStatus(db: Db): Promise<Record<EmailStatus, number>> {
  const rows = await db
    .select({ status: emailOutbox.status, count: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .groupBy(emailOutbox.status)
  const depth = Object.fromEntries(emailStatuses.map((status) => [status, 0])) as Record<EmailStatus, number>
  for (const row of rows) depth[row.status] = Number(row.count)
  return depth
}
