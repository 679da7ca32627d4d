import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Transporter } from 'nodemailer'
import type { Db } from '../../db/client.ts'
import { emailOutbox } from '../../db/schema/index.ts'

const BATCH_SIZE = 10
const MAX_ATTEMPTS = 8
/** A claimed email is not claimed again for this long, in case its process dies mid-delivery. */
const LEASE_SECONDS = 300

export interface MailWorkerOptions {
  db: Db
  transport: Transporter
  from: string
  log: FastifyBaseLogger
  pollMs?: number
}

/** Retry after 30 s, 2 min, 4.5 min, 8 min, ...: quadratic backoff. */
function retryDelaySeconds(attempts: number): number {
  return 30 * attempts * attempts
}

/**
 * Delivers queued emails from the outbox. Rows are claimed with SKIP LOCKED and a lease, so several
 * API processes can run a worker each without sending an email twice; the SMTP conversation happens
 * outside any transaction.
 */
export function startMailWorker({ db, transport, from, log, pollMs = 1000 }: MailWorkerOptions) {
  let stopped = false
  let busy = false
  let running: Promise<void> = Promise.resolve()

  async function deliverDue(): Promise<number> {
    const claimed = await db
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
      })
      .where(
        inArray(
          emailOutbox.id,
          db
            .select({ id: emailOutbox.id })
            .from(emailOutbox)
            .where(and(eq(emailOutbox.status, 'queued'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
            .orderBy(emailOutbox.nextAttemptAt)
            .limit(BATCH_SIZE)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning()
    for (const email of claimed) {
      try {
        await transport.sendMail({
          from,
          to: email.recipient,
          subject: email.subject,
          text: email.textBody,
          html: email.htmlBody ?? undefined,
        })
        await db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: new Date(), lastError: null })
          .where(eq(emailOutbox.id, email.id))
      } catch (error) {
        const failed = email.attempts >= MAX_ATTEMPTS
        log.warn({ err: error, emailId: email.id, attempts: email.attempts }, 'email delivery failed')
        await db
          .update(emailOutbox)
          .set({
            status: failed ? 'failed' : 'queued',
            lastError: error instanceof Error ? error.message : String(error),
            nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(email.attempts)})`,
          })
          .where(eq(emailOutbox.id, email.id))
      }
    }
    return claimed.length
  }

  const timer = setInterval(() => {
    if (stopped || busy) return
    busy = true
    running = (async () => {
      // Keep going while full batches come back, so a burst drains without waiting for the next tick.
      while (!stopped && (await deliverDue()) === BATCH_SIZE) {}
    })()
      .catch((error: unknown) => log.error({ err: error }, 'mail worker failed'))
      .finally(() => {
        busy = false
      })
  }, pollMs)
  timer.unref()

  return {
    /** Delivers what is due now; tests call it instead of waiting for the timer. */
    deliverDue,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
      transport.close()
    },
  }
}

export type MailWorker = ReturnType<typeof startMailWorker>
