import type { FastifyBaseLogger } from 'fastify'
import type { Transporter } from 'nodemailer'
import type { Db } from '../../db/client.ts'
import type { DeliverySeal } from './delivery-seal.ts'
import { claimDue, markFailed, markSent } from './outbox.repository.ts'

const BATCH_SIZE = 10
const MAX_ATTEMPTS = 8
/** A claimed email is not claimed again for this long, in case its process dies mid-delivery. */
const LEASE_SECONDS = 300

export interface MailWorkerOptions {
  db: Db
  transport: Transporter
  from: string
  log: FastifyBaseLogger
  /** Opens the sealed copy of an email that carries its secret link, as it is sent. */
  seal: DeliverySeal
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
export function startMailWorker({ db, transport, from, log, seal, pollMs = 1000 }: MailWorkerOptions) {
  let stopped = false
  let busy = false
  let running: Promise<void> = Promise.resolve()

  async function deliverDue(): Promise<number> {
    const claimed = await claimDue(db, BATCH_SIZE, LEASE_SECONDS)
    for (const email of claimed) {
      let delivery: ReturnType<DeliverySeal['open']>
      try {
        delivery = seal.open(email)
      } catch (error) {
        // Sealed under another signing secret, or altered: its link can go to nobody, and no retry helps.
        // Sending the kept copy instead would give the recipient an email without its link.
        log.error({ err: error, emailId: email.id }, 'email not sent: its sealed copy does not open')
        await markFailed(db, email.id, {
          failed: true,
          error: error instanceof Error ? error.message : String(error),
          retryInSeconds: 0,
        })
        continue
      }
      try {
        await transport.sendMail({
          from,
          to: email.recipient,
          subject: email.subject,
          text: delivery?.text ?? email.textBody,
          html: (delivery ? delivery.html : email.htmlBody) ?? undefined,
        })
        // Delivered: the copy with the secret link has done its work, and only the kept one stays.
        await markSent(db, email.id)
      } catch (error) {
        const failed = email.attempts >= MAX_ATTEMPTS
        log.warn({ err: error, emailId: email.id, attempts: email.attempts }, 'email delivery failed')
        await markFailed(db, email.id, {
          failed,
          error: error instanceof Error ? error.message : String(error),
          retryInSeconds: retryDelaySeconds(email.attempts),
        })
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
