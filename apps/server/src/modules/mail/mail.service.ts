import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.ts'
import type { StoreTx } from '../../db/scope.ts'
import { tooManyRequests } from '../../lib/problem.ts'
import { type DeliverySeal, SEALED_PREFIX } from './delivery-seal.ts'
import {
  insertEmail,
  lockStoreCap,
  plainDeliveryCopies,
  replaceDeliveryCopy,
  sentSince,
} from './outbox.repository.ts'

export interface Email {
  tenantId: string | null
  to: string
  subject: string
  text: string
  html?: string
  /**
   * When text and html carry a secret link: the same email with the link replaced by a notice
   * (withSecretLink). The outbox keeps this copy; the one with the link only sealed, and only until it
   * is delivered.
   */
  kept?: { text: string; html?: string }
  /**
   * 'staff' for an email to the store's own people (staff notifications): it is not counted against,
   * nor refused by, the store's hourly cap on emails to its customers. 'customer' when absent.
   */
  audience?: 'customer' | 'staff'
}

/** An email to a customer of a store, written in that store's scope and counted against its cap. */
export type StoreEmail = Email & { tenantId: string }
/** An email about a person's account (a reset, a verification): it belongs to no store. */
export type AccountEmail = Email & { tenantId: null }

export interface MailServiceOptions {
  /** Whether an SMTP server is configured; without one, emails are held in the outbox. */
  canDeliver: boolean
  /** Outside production, held emails are also written to the log (their kept copy, without secret links). */
  logHeldEmails: boolean
  log: FastifyBaseLogger
  /** Emails a store may send its customers in any hour. */
  capPerStorePerHour: number
  /** Seals the copy of an email that carries its secret link (the key comes from the signing secret). */
  seal: DeliverySeal
  now?: () => Date
}

const HOUR_MS = 60 * 60 * 1000

/** "This store has sent 200 emails in the last hour, the most allowed; try again in 12 minutes." */
export function emailCapMessage(cap: number, minutes: number): string {
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`
  return `This store has sent ${cap} emails in the last hour, the most allowed; try again in ${wait}.`
}

export function createMailService(options: MailServiceOptions) {
  const { canDeliver, logHeldEmails, log, capPerStorePerHour, seal } = options
  const now = options.now ?? (() => new Date())

  /**
   * A store's emails go to its customers: a hijacked or abusive account must not turn the product into a
   * spam cannon, so a store sends at most so many an hour. Emails of one store queue on a lock here,
   * so concurrent sends cannot all slip under the cap.
   */
  async function checkCap(tx: StoreTx, tenantId: string, at: Date) {
    await lockStoreCap(tx, tenantId)
    const sent = await sentSince(tx, tenantId, new Date(at.getTime() - HOUR_MS))
    if (sent.total < capPerStorePerHour) return
    // Room comes back as the emails of the hour age out; the oldest leaves first.
    const retryAfter = Math.max(1, Math.ceil(((sent.oldest ?? at).getTime() + HOUR_MS - at.getTime()) / 1000))
    throw tooManyRequests(emailCapMessage(capPerStorePerHour, Math.ceil(retryAfter / 60)), retryAfter)
  }

  /**
   * Records an email in the outbox inside the caller's transaction, so that it exists if and only if
   * the change that caused it was committed. The mail worker delivers it. A store's email is written in
   * that store's transaction; past its hourly cap it is refused with 429, and the caller's change with it.
   * An account email has no store and is written outside any store's scope.
   */
  async function enqueue(tx: StoreTx, email: StoreEmail): Promise<void>
  async function enqueue(tx: Db, email: AccountEmail): Promise<void>
  async function enqueue(tx: Db, email: Email): Promise<void> {
    const at = now()
    // The overloads hold that a store's email comes with its store's transaction.
    if (email.tenantId && email.audience !== 'staff') await checkCap(tx as StoreTx, email.tenantId, at)
    const kept = email.kept ?? email
    const id = randomUUID()
    // The copy with the link rests only sealed, for this email and recipient (delivery-seal.ts).
    const delivery = email.kept
      ? seal.seal({ id, recipient: email.to }, { text: email.text, html: email.html ?? null })
      : { text: null, html: null }
    await insertEmail(tx, {
      id,
      tenantId: email.tenantId,
      recipient: email.to,
      subject: email.subject,
      textBody: kept.text,
      htmlBody: kept.html ?? null,
      deliveryTextBody: delivery.text,
      deliveryHtmlBody: delivery.html,
      status: canDeliver ? 'queued' : 'held',
      audience: email.audience ?? 'customer',
      createdAt: at,
    })
    if (!canDeliver && logHeldEmails) {
      log.info(
        { to: email.to, subject: email.subject, text: kept.text },
        'email held: no SMTP_URL configured',
      )
    }
  }

  return { enqueue }
}

export type MailService = ReturnType<typeof createMailService>

/**
 * Seals the delivery copies a release before sealing kept as they were (held or queued emails with their
 * link in plain text), at start-up. Several processes may do it at once: a copy is replaced only while it
 * is still the plain one. Answers how many were sealed.
 */
export async function sealPlainDeliveryCopies(db: Db, seal: DeliverySeal): Promise<number> {
  let sealed = 0
  for (const row of await plainDeliveryCopies(db, SEALED_PREFIX)) {
    const copy = seal.open(row)
    if (!copy) continue
    if (await replaceDeliveryCopy(db, row, seal.seal(row, copy))) sealed += 1
  }
  return sealed
}
