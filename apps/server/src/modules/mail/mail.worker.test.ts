import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.ts'
import { emailOutbox } from '../../db/schema/index.ts'
import { draftWithStock, storeAccount } from '../../test/order-helpers.ts'
import { startSmtpReceiver } from '../../test/smtp-receiver.ts'
import {
  bearer,
  createTestApp,
  emailedLink,
  openTestDatabase,
  TEST_JWT_SECRET,
  type TestApp,
  uniqueAddress,
  uniqueEmail,
} from '../../test/test-app.ts'
import { createDeliverySeal, SEALED_PREFIX } from './delivery-seal.ts'
import { createMailService, sealPlainDeliveryCopies } from './mail.service.ts'
import { startMailWorker } from './mail.worker.ts'
import { LINK_REMOVED, withSecretLink } from './secret-link.ts'

let database: Database
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>
const log = pino({ level: 'silent' })
/** The seal of the test apps, whose signing secret is TEST_JWT_SECRET. */
const seal = createDeliverySeal(TEST_JWT_SECRET)
const mailService = (canDeliver: boolean) =>
  createMailService({ canDeliver, logHeldEmails: false, log, capPerStorePerHour: 200, seal })

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
    seal,
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
    const mail = mailService(true)
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
    const mail = mailService(true)
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
    const mail = mailService(false)
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

/** An account email carrying a secret link, as the auth module renders one. */
function emailWithLink(to: string, token: string) {
  const url = `https://admin.example.com/auth/reset-password?token=${token}`
  return {
    tenantId: null,
    to,
    subject: 'Reset',
    ...withSecretLink(url, (link) => ({ text: `Open ${link.text}`, html: `<p>${link.html('Open')}</p>` })),
  }
}

describe('sealed delivery copies', () => {
  it('sends no copy that does not open: moved to another address, or sealed under another secret', async () => {
    const moved = uniqueEmail('moved')
    const elsewhere = uniqueEmail('elsewhere')
    const otherSecret = uniqueEmail('other-secret')
    const formerSeal = createDeliverySeal('a signing secret the server no longer has, 48 chars')
    await database.db.transaction(async (tx) => {
      await mailService(true).enqueue(tx, emailWithLink(moved, 'Moved-Token-1'))
      await createMailService({
        canDeliver: true,
        logHeldEmails: false,
        log,
        capPerStorePerHour: 200,
        seal: formerSeal,
      }).enqueue(tx, emailWithLink(otherSecret, 'Former-Token-2'))
    })
    // Someone who can write to the database, but has not the key, points the reset link at themselves.
    await database.db
      .update(emailOutbox)
      .set({ recipient: elsewhere })
      .where(eq(emailOutbox.recipient, moved))

    const running = worker()
    await running.deliverDue()
    await running.stop()

    for (const to of [elsewhere, otherSecret]) {
      expect(await outboxRow(to)).toMatchObject({
        status: 'failed',
        deliveryTextBody: null,
        deliveryHtmlBody: null,
        lastError: expect.stringContaining('JWT_SECRET'),
      })
      expect(smtp.received.some((message) => message.to.includes(to))).toBe(false)
    }
  })

  it('seals at start the copies an earlier release kept in plain text, and still delivers them', async () => {
    const queued = uniqueEmail('plain-queued')
    const held = uniqueEmail('plain-held')
    for (const [to, status] of [
      [queued, 'queued'],
      [held, 'held'],
    ] as const) {
      await database.db.insert(emailOutbox).values({
        recipient: to,
        subject: 'Reset',
        textBody: `Open ${LINK_REMOVED}`,
        deliveryTextBody: 'Open https://admin.example.com/auth/reset-password?token=Plain-Token-3',
        deliveryHtmlBody:
          '<a href="https://admin.example.com/auth/reset-password?token=Plain-Token-3">Open</a>',
        status,
      })
    }

    expect(await sealPlainDeliveryCopies(database.db, seal)).toBeGreaterThanOrEqual(2)
    for (const to of [queued, held]) {
      const row = await outboxRow(to)
      expect(row?.deliveryTextBody).toMatch(new RegExp(`^${SEALED_PREFIX}`))
      expect(JSON.stringify(row)).not.toContain('Plain-Token-3')
    }
    expect(await sealPlainDeliveryCopies(database.db, seal)).toBe(0)

    const running = worker()
    await running.deliverDue()
    await running.stop()
    expect(await outboxRow(queued)).toMatchObject({ status: 'sent', deliveryTextBody: null })
    const delivered = smtp.received.find((message) => message.to.includes(queued))
    expect(delivered?.raw).toContain('Open https://admin.example.com/auth/reset-password?token=Plain-Token-3')
  })
})

// Links that open something by themselves (a checkout, a password reset) reach their recipient and
// rest nowhere else: not in the outbox once sent, not in what staff read, not in the log.

// (In this file, the only one whose tests run a mail worker: on a shared PostgreSQL, another file's
// worker would deliver these emails to its own SMTP receiver.)
let t: TestApp
const logLines: string[] = []

beforeAll(async () => {
  t = await createTestApp(
    { env: 'development', publicUrl: 'https://loja.example.com', smtpUrl: smtp.url },
    { log: { write: (line) => logLines.push(line) } },
  )
})
afterAll(() => t.close())

/** Runs the mail worker once, as the server's would, logging into the app's log. */
async function deliverForApp() {
  const worker = startMailWorker({
    db: t.db,
    transport: nodemailer.createTransport(smtp.url),
    from: 'Lojista <no-reply@example.com>',
    log: t.app.log,
    seal,
    pollMs: 60_000,
  })
  await worker.deliverDue()
  await worker.stop()
}

/** What the SMTP server received for `to`, its quoted-printable text decoded. */
function receivedBy(to: string): string {
  return smtp.received
    .filter((mail) => mail.to.includes(to))
    .map((mail) =>
      mail.raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    )
    .join('\n')
}

/** Asks for a password reset link for `email`; answers the token the owner is sent. */
async function requestReset(app: TestApp['app'], email: string): Promise<string> {
  const requested = await app.inject({
    method: 'POST',
    url: '/v1/auth/password-reset/request',
    payload: { email },
    remoteAddress: uniqueAddress(),
  })
  expect(requested.statusCode).toBe(202)
  return emailedLink(app, email, /reset-password\?token=(\S+)/)
}

async function rowsTo(to: string) {
  return t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, to))
}

describe('secret links in emails', () => {
  it('delivers a checkout link to the customer, then keeps the invoice without it and never logs it', async () => {
    const account = await storeAccount(t.app)
    const customer = uniqueEmail('cliente')
    const { draft } = await draftWithStock(t, account, { email: customer })
    const logStart = logLines.length
    const sent = await t.app.inject({
      method: 'POST',
      url: '/v1/order/send-invoice',
      headers: { ...bearer(account.token), 'idempotency-key': randomUUID() },
      payload: { draftOrderId: draft.id, version: draft.version },
    })
    expect(sent.statusCode).toBe(200)
    const token = await emailedLink(t.app, customer, /\/checkout\/([\w-]+)/)
    await deliverForApp()

    // The customer got the link, and it works.
    expect(receivedBy(customer)).toContain(`https://loja.example.com/checkout/${token}`)
    const page = await t.app.inject({ method: 'GET', url: `/v1/public/checkout/${token}` })
    expect(page.statusCode).toBe(200)

    const [row] = await rowsTo(customer)
    expect(row).toMatchObject({ status: 'sent', deliveryTextBody: null, deliveryHtmlBody: null })
    expect(JSON.stringify(row)).not.toContain(token)
    expect(row?.textBody).toContain(`Review and pay: ${LINK_REMOVED}`)

    // Staff read the sent email, with the link removed.
    const staff = { headers: bearer(account.token) }
    const listed = await t.app.inject({
      method: 'POST',
      url: '/v1/email/search',
      payload: { query: customer },
      ...staff,
    })
    const shown = await t.app.inject({ method: 'GET', url: `/v1/email/${row?.id}`, ...staff })
    expect(shown.json().email).toMatchObject({
      status: 'sent',
      subject: `Invoice ${draft.name} from Loja da Maria`,
    })
    expect(shown.json().email.html).toContain(LINK_REMOVED)
    for (const answer of [listed, shown]) {
      expect(answer.statusCode).toBe(200)
      expect(answer.body).not.toContain(token)
    }

    // The log of the send, the delivery and the customer's visit says nothing that opens the checkout.
    const log = logLines.slice(logStart).join('')
    expect(log).toContain('/v1/public/checkout/[redacted]')
    expect(log).not.toContain(token)
  })

  it('delivers a password reset link to the owner, then keeps the email without it and never logs it', async () => {
    const account = await storeAccount(t.app)
    const logStart = logLines.length
    const token = await requestReset(t.app, account.email)
    await deliverForApp()
    expect(receivedBy(account.email)).toContain(`reset-password?token=${token}`)
    // Following the link opens the page; the log keeps the address without the token.
    await t.app.inject({ method: 'GET', url: `/auth/reset-password?token=${token}` })

    const rows = await rowsTo(account.email)
    expect(rows.map((row) => row.subject).sort()).toEqual([
      'Reset your Lojista password',
      'Verify your Lojista email address',
    ])
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'sent', deliveryTextBody: null, deliveryHtmlBody: null })
      expect(row.textBody).toContain(LINK_REMOVED)
    }
    expect(JSON.stringify(rows)).not.toContain(token)
    const log = logLines.slice(logStart).join('')
    expect(log).toContain('token=[redacted]')
    expect(log).not.toContain(token)
  })

  it('forgets the link of an email that failed for good', async () => {
    const account = await storeAccount(t.app)
    const token = await requestReset(t.app, account.email)
    // Its last try: the worker counts this one as the eighth.
    await t.db
      .update(emailOutbox)
      .set({ attempts: 7 })
      .where(
        and(eq(emailOutbox.recipient, account.email), eq(emailOutbox.subject, 'Reset your Lojista password')),
      )
    smtp.failNext(100)
    try {
      await deliverForApp()
    } finally {
      smtp.failNext(0)
    }
    const [row] = (await rowsTo(account.email)).filter((mail) => mail.subject.startsWith('Reset'))
    expect(row).toMatchObject({ status: 'failed', deliveryTextBody: null, deliveryHtmlBody: null })
    expect(JSON.stringify(row)).not.toContain(token)
  })
})

describe('secret links at rest', () => {
  /** The outbox's rows to `to` as the database holds them, read with plain SQL. */
  async function rawRows(app: TestApp, to: string) {
    const result = (await app.db.execute(
      sql`select * from email_outbox where recipient = ${to} order by created_at`,
    )) as unknown as { rows: Record<string, unknown>[] }
    return result.rows
  }

  it('keeps the link of a queued email, and of a held one, only sealed: no row holds it', async () => {
    const held = await createTestApp({ publicUrl: 'https://admin.example.com' })
    try {
      for (const [app, status] of [
        [t, 'queued'],
        [held, 'held'],
      ] as const) {
        const account = await storeAccount(app.app)
        const token = await requestReset(app.app, account.email)
        const rows = await rawRows(app, account.email)
        // The verification email of the sign-up, and the reset.
        expect(rows.map((row) => row.status)).toEqual([status, status])
        for (const row of rows) {
          expect(String(row.delivery_text_body)).toMatch(new RegExp(`^${SEALED_PREFIX}`))
          expect(String(row.delivery_html_body)).toMatch(new RegExp(`^${SEALED_PREFIX}`))
        }
        const stored = JSON.stringify(rows)
        expect(stored).not.toContain(token)
        expect(stored).not.toContain('token=')
      }
    } finally {
      await held.close()
    }
  })
})

describe('held emails in development', () => {
  it('are logged without their secret link', async () => {
    const lines: string[] = []
    const held = await createTestApp(
      { env: 'development', publicUrl: 'https://admin.example.com' },
      { log: { write: (line) => lines.push(line) } },
    )
    try {
      const account = await storeAccount(held.app)
      const token = await requestReset(held.app, account.email)
      const heldLines = lines.filter((line) => line.includes('email held'))
      expect(heldLines.join('')).toContain('Reset your Lojista password')
      expect(heldLines.join('')).toContain(LINK_REMOVED)
      expect(lines.join('')).not.toContain(token)
    } finally {
      await held.close()
    }
  })
})
