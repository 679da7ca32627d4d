import type { OutboxEmail, SearchRequest } from '@lojista/contracts'
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { emailOutbox, emailStatuses } from '../../db/schema/index.ts'
import { inScope } from '../../db/scope.ts'
import { cursorOf } from '../../lib/cursor-values.ts'
import { keysetPage } from '../../lib/keyset.ts'
import { problems } from '../../lib/problem.ts'
import { escapeLike, splitQuery } from '../../lib/text-search.ts'

type Row = typeof emailOutbox.$inferSelect

function present(row: Row): OutboxEmail {
  return {
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }
}

/**
 * The store's emails as staff read them in the app: what was sent, or is held because no SMTP server is
 * configured. Only the store's own; account emails (password resets) have no store and never show.
 */
export function createOutboxService(db: Db) {
  return {
    search(scope: { tenantId: string; userId: string }, request: SearchRequest<'createdAt'>) {
      return inScope(db, scope, async (tx) => {
        const { text, filters } = splitQuery(request.query, ['status'])
        const where: SQL[] = [eq(emailOutbox.tenantId, scope.tenantId)]
        for (const word of text.split(' ').filter(Boolean)) {
          const pattern = `%${escapeLike(word)}%`
          where.push(
            sql`(lower(${emailOutbox.recipient}) LIKE ${pattern} OR lower(${emailOutbox.subject}) LIKE ${pattern})`,
          )
        }
        if (filters.status) {
          if (filters.status.some((status) => !emailStatuses.includes(status as never))) {
            throw problems.badRequest('Unknown status in the search.', [
              { path: 'query', message: `status: takes ${emailStatuses.join(', ')}` },
            ])
          }
          where.push(inArray(emailOutbox.status, filters.status as (typeof emailStatuses)[number][]))
        }
        const page = keysetPage<Row>({
          sort: emailOutbox.createdAt,
          id: emailOutbox.id,
          direction: request.orderBy?.direction ?? 'desc',
          request,
          sortValueOf: (row) => row.createdAt.toISOString(),
          idOf: (row) => row.id,
          isValidCursor: cursorOf.timestamp,
        })
        const rows = await tx
          .select()
          .from(emailOutbox)
          .where(and(...where, page.where))
          .orderBy(...page.orderBy)
          .limit(page.limit)
        const [counted] = await tx
          .select({ total: sql<number>`count(*)::int` })
          .from(emailOutbox)
          .where(and(...where))
        return page.toConnection(rows, counted?.total ?? 0, present)
      })
    },

    get(scope: { tenantId: string; userId: string }, id: string) {
      return inScope(db, scope, async (tx) => {
        const [row] = await tx
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.tenantId, scope.tenantId), eq(emailOutbox.id, id)))
        if (!row) throw problems.notFound('No such email.')
        return present(row)
      })
    },
  }
}

export type OutboxService = ReturnType<typeof createOutboxService>
