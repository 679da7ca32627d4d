import type { OutboxEmail, SearchRequest } from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope } from '../../db/scope.ts'
import { problems } from '../../lib/problem.ts'
import { splitQuery } from '../../lib/text-search.ts'
import {
  type EmailStatus,
  emailStatuses,
  findStoreEmail,
  type OutboxRow,
  searchStoreEmails,
} from './outbox.repository.ts'

function present(row: OutboxRow): OutboxEmail {
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
      const { text, filters } = splitQuery(request.query, ['status'])
      if (filters.status?.some((status) => !emailStatuses.includes(status as never))) {
        throw problems.badRequest('Unknown status in the search.', [
          { path: 'query', message: `status: takes ${emailStatuses.join(', ')}` },
        ])
      }
      const filter = {
        words: text.split(' ').filter(Boolean),
        statuses: filters.status as EmailStatus[] | undefined,
      }
      return inScope(db, scope, async (tx) => {
        const { rows, total, page } = await searchStoreEmails(tx, scope.tenantId, request, filter)
        return page.toConnection(rows, total, present)
      })
    },

    get(scope: { tenantId: string; userId: string }, id: string) {
      return inScope(db, scope, async (tx) => {
        const row = await findStoreEmail(tx, scope.tenantId, id)
        if (!row) throw problems.notFound('No such email.')
        return present(row)
      })
    },
  }
}

export type OutboxService = ReturnType<typeof createOutboxService>
