import {
  type ActivityAction,
  type ActivityEntry,
  type ActivityListQuery,
  normalizeSearchText,
  type PermissionArea,
} from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope } from '../../db/scope.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import { searchWords } from '../../lib/text-search.ts'
import { type ActivityRow, searchActivity } from './activity.repository.ts'

function present(row: ActivityRow): ActivityEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { userId: row.actorUserId, name: row.actorName },
    area: row.area as PermissionArea,
    action: row.action as ActivityAction,
    subject: { type: row.subjectType, id: row.subjectId, label: row.subjectLabel },
    changes: row.changes,
    ip: row.ip,
  }
}

/** Reading the store's activity log; entries are written by the services whose changes they record. */
export function createActivityService(db: Db) {
  return {
    list(scope: StoreScope, query: ActivityListQuery) {
      return inScope(db, scope, async (tx) => {
        const { rows, total, page } = await searchActivity(tx, scope.tenantId, query, {
          words: searchWords(normalizeSearchText(query.query)),
          area: query.area,
          person: query.person,
          from: query.from,
          to: query.to,
        })
        return page.toConnection(rows, total, ({ cursorValue: _, ...row }) => present(row))
      })
    },
  }
}

export type ActivityService = ReturnType<typeof createActivityService>
