import type { SearchRequest } from '@lojista/contracts'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import { activityLog } from '../../db/schema/activity.ts'
import { storeSettings } from '../../db/schema/settings.ts'
import type { StoreTx } from '../../db/scope.ts'
import { cappedCount, totalOf } from '../../lib/capped-count.ts'
import { cursorOf, sortText } from '../../lib/cursor-values.ts'
import { keysetPage } from '../../lib/keyset.ts'
import { containsAllWords } from '../../lib/text-search.ts'

export type ActivityRow = typeof activityLog.$inferSelect

export interface ActivityFilter {
  words: string[]
  area?: string
  person?: string
  from?: string
  to?: string
}

/** Midnight of a day in the store's time zone (the store's own calendar decides what "today" is). */
function storeMidnight(tenantId: string, day: string): SQL {
  const zone = sql`coalesce((select ${storeSettings.timeZone} from ${storeSettings} where ${storeSettings.tenantId} = ${tenantId}), 'America/Sao_Paulo')`
  return sql`((${day}::date)::timestamp at time zone ${zone})`
}

/** The store's activity, newest first, by words of who and what, area, person and days. */
export async function searchActivity(
  tx: StoreTx,
  tenantId: string,
  request: SearchRequest,
  filter: ActivityFilter,
) {
  const page = keysetPage<ActivityRow & { cursorValue: string }>({
    sort: activityLog.at,
    id: activityLog.id,
    direction: 'desc',
    request,
    sortValueOf: (row) => row.cursorValue,
    idOf: (row) => row.id,
    isValidCursor: cursorOf.timestamp,
  })
  const where = and(
    eq(activityLog.tenantId, tenantId),
    containsAllWords(activityLog.searchText, filter.words),
    filter.area ? eq(activityLog.area, filter.area) : undefined,
    filter.person ? eq(activityLog.actorUserId, filter.person) : undefined,
    filter.from ? sql`${activityLog.at} >= ${storeMidnight(tenantId, filter.from)}` : undefined,
    filter.to ? sql`${activityLog.at} < ${storeMidnight(tenantId, filter.to)} + interval '1 day'` : undefined,
  )
  const matches = tx.select({ one: sql`1` }).from(activityLog).where(where).$dynamic()
  const rows = await tx
    .select({ row: activityLog, cursorValue: sortText(activityLog.at), total: cappedCount(matches) })
    .from(activityLog)
    .where(and(where, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit)
  const total = await totalOf(tx, rows, matches)
  return { rows: rows.map(({ row, cursorValue }) => ({ ...row, cursorValue })), total, page }
}
