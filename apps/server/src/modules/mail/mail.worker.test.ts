import { eq } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.ts'
import { emailOutbox } from '../../db/schema/index.ts'
import { startSmtpReceiver } from '../../test/smtp-receiver.ts'
import { openTestDatabase, uniqueEmail } from '../../test/test-app.ts'
import { createMailService } from './mail.service.ts'
import { startMailWorker } from './mail.worker.ts'

let database: Database
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>
const log = pino({ level: 'silent' })

beforeAll(async () => {
  database = await openTestDatabase()
  smtp = await startSmtpReceiver()
})
afterAll(async () => {
  await smtp.close()
  await database.close()
})

function worker() {
  return startMailWorker({
    db: database.db,
    transport: nodemailer.createTransport(smtp.url),
    from: 'Lojista <no-reply@example.com>',
    log,
    pollMs: 60_000,
  })
}

async function outboxRow(recipient: string) {
  const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, recipient))
  return row
}

describe('mail delivery', () => {
  it('delivers a queued email through SMTP and marks it sent', async () => {
    const to = uniqueEmail('smtp')
    const mail = createMailService({ canDeliver: true, logHeldEmails: false, log })
    await database.db.transaction((tx) =>
      mail.enqueue(tx, { tenantId: null, to, subject: 'Olá', text: 'Corpo do email' }),
    )
    expect(await outboxRow(to)).toMatchObject({ status: 'queued' })

    const running = worker()
    await running.deliverDue()
    await running.stop()

    const delivered = smtp.received.find((message) => message.to.includes(to))
    expect(delivered?.raw).toContain('Corpo do email')
    expect(await outboxRow(to)).toMatchObject({ status: 'sent', attempts: 1, lastError: null })
  })

  it('keeps a refused email queued with a later retry, then delivers it', async () => {
    const to = uniqueEmail('retry')
    const mail = createMailService({ canDeliver: true, logHeldEmails: false, log })
    await database.db.transaction((tx) =>
      mail.enqueue(tx, { tenantId: null, to, subject: 'Retry', text: 'Again' }),
    )
    smtp.failNext(1)
    const running = worker()
    await running.deliverDue()
    const afterFailure = await outboxRow(to)
    expect(afterFailure).toMatchObject({ status: 'queued', attempts: 1 })
    expect(afterFailure?.lastError).toContain('Mailbox unavailable')
    expect(afterFailure?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now())

    // Once the retry is due, it goes through.
    await database.db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(emailOutbox.recipient, to))
    await running.deliverDue()
    await running.stop()
    expect(await outboxRow(to)).toMatchObject({ status: 'sent', attempts: 2 })
    expect(smtp.received.filter((message) => message.to.includes(to))).toHaveLength(1)
  })

  it('holds emails in the outbox when no SMTP server is configured, and never sends them', async () => {
    const to = uniqueEmail('held')
    const mail = createMailService({ canDeliver: false, logHeldEmails: false, log })
    await database.db.transaction((tx) =>
      mail.enqueue(tx, { tenantId: null, to, subject: 'Held', text: 'Kept' }),
    )
    const running = worker()
    await running.deliverDue()
    await running.stop()
    expect(await outboxRow(to)).toMatchObject({ status: 'held', attempts: 0 })
    expect(smtp.received.some((message) => message.to.includes(to))).toBe(false)
  })
})
