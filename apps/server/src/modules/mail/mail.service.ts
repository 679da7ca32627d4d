import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.ts'
import { emailOutbox } from '../../db/schema/index.ts'

export interface Email {
  tenantId: string | null
  to: string
  subject: string
  text: string
  html?: string
}

export interface MailServiceOptions {
  /** Whether an SMTP server is configured; without one, emails are held in the outbox. */
  canDeliver: boolean
  /** Outside production, held emails are also written to the log so that links in them can be followed. */
  logHeldEmails: boolean
  log: FastifyBaseLogger
}

export function createMailService({ canDeliver, logHeldEmails, log }: MailServiceOptions) {
  return {
    /**
     * Records an email in the outbox inside the caller's transaction, so that it exists if and only if
     * the change that caused it was committed. The mail worker delivers it.
     */
    async enqueue(tx: Db, email: Email): Promise<void> {
      await tx.insert(emailOutbox).values({
        tenantId: email.tenantId,
        recipient: email.to,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html ?? null,
        status: canDeliver ? 'queued' : 'held',
      })
      if (!canDeliver && logHeldEmails) {
        log.info(
          { to: email.to, subject: email.subject, text: email.text },
          'email held: no SMTP_URL configured',
        )
      }
    },
  }
}

export type MailService = ReturnType<typeof createMailService>
