import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseBeforeMigration } from '../test/database-before-migration.ts'
import type { Database } from './client.ts'
import { migrate } from './migrate.ts'
import { emailOutbox, users } from './schema/index.ts'

// What the migration that verifies addresses and removes secret links does to the data of a store that
// ran the release before it. Always on a fresh embedded database: the shared test databases are migrated.

let before: Awaited<ReturnType<typeof databaseBeforeMigration>>
let database: Database
let tag: string

beforeAll(async () => {
  before = await databaseBeforeMigration('_abuse_limits_and_email_verification')
  ;({ database, tag } = before)
})
afterAll(() => before.close())

describe('the migration that verifies addresses and limits abuse', () => {
  it('keeps existing accounts sending, and takes the secret links out of the emails kept so far', async () => {
    const userId = randomUUID()
    const checkout = 'https://loja.example.com/checkout/AbC-123_xyz'
    const reset = 'https://admin.example.com/auth/reset-password?token=R3s3t-T0k3n'
    await database.db.execute(sql`
      INSERT INTO users (id, email, name, password_hash) VALUES (${userId}, 'old@example.com', 'Old', 'x')`)
    const email = (status: string, link: string) => ({
      id: randomUUID(),
      status,
      text: `Review and pay: ${link}\nThis link is valid until Jan 5, 2026.`,
      html: `<p><a href="${link}">Review and pay</a></p>`,
    })
    const sent = email('sent', checkout)
    const queued = email('queued', reset)
    for (const row of [sent, queued]) {
      await database.db.execute(sql`
        INSERT INTO email_outbox (id, recipient, subject, text_body, html_body, status)
        VALUES (${row.id}, 'c@example.com', 'Invoice', ${row.text}, ${row.html}, ${row.status})`)
    }

    expect(await migrate(database)).toContain(tag)

    const [user] = await database.db.select().from(users).where(eq(users.id, userId))
    expect(user?.emailVerifiedAt).toEqual(user?.createdAt)
    const [sentRow] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, sent.id))
    expect(sentRow).toMatchObject({
      textBody:
        'Review and pay: [link removed: only the recipient has it]\nThis link is valid until Jan 5, 2026.',
      htmlBody: '<p><strong>Review and pay</strong> [link removed: only the recipient has it]</p>',
      deliveryTextBody: null,
      deliveryHtmlBody: null,
    })
    // An email still to go out keeps its link in the copy that is delivered, and only there.
    const [queuedRow] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, queued.id))
    expect(queuedRow).toMatchObject({ deliveryTextBody: queued.text, deliveryHtmlBody: queued.html })
    expect(queuedRow?.textBody).not.toContain('R3s3t-T0k3n')
    expect(queuedRow?.htmlBody).not.toContain('R3s3t-T0k3n')
  })
})
