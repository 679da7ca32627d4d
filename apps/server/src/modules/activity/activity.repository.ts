import type { SearchRequest } from '@lojista/contracts'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { activityLog } from '../../db/schema/activity.ts'
import { storeSettings } from '../../db/schema/settings.ts'
import type { StoreTx } from '../../db/scope.ts'
import { cappedCount } from '../../lib/capped-count.ts'
import { cursorOf, sortText } from '../../lib/cursor-values.ts'
import { pageAndTotal } from '../../lib/found-first.ts'
import { keysetPage } from '../../lib/keyset.ts'
import { containsAllWords } from '../../lib/text-search.ts'

export type ActivityRow = typeof activityLog.$inferSelect

export interface ActivityFilter {
  words: string[]
  area?: string
  person?: string
  from?: string
  to?: string
  /** Only these actions (the privacy page's exports and erasures). */
  actions?: string[]
}

/**
 * The instants that begin the days `from` and the day after `to` in the store's time zone (the store's
 * own calendar decides what "today" is). Worked out first, on their own: compared as plain instants, the
 * log's time index serves the range under row-level security, where a time-zone conversion in the
 * condition itself (not leakproof) would make the database read every entry of the store.
 */
async function storeDayBounds(tx: StoreTx, tenantId: string, filter: ActivityFilter) {
  if (!filter.from && !filter.to) return {}
  const zone = sql`coalesce((select ${storeSettings.timeZone} from ${storeSettings} where ${storeSettings.tenantId} = ${tenantId}), 'America/Sao_Paulo')`
  const midnight = (day: string | undefined, plusDays: number) =>
    day
      ? sql`(((${day}::date + ${sql.raw(String(plusDays))})::timestamp at time zone ${zone}))::text`
      : sql`null`
  const result = (await tx.execute(
    sql`select ${midnight(filter.from, 0)} as "from", ${midnight(filter.to, 1)} as "before"`,
  )) as unknown as { rows: { from: string | null; before: string | null }[] }
  const bounds = result.rows[0]
  return { from: bounds?.from ?? undefined, before: bounds?.before ?? undefined }
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
  const bounds = await storeDayBounds(tx, tenantId, filter)
  const where = and(
    eq(activityLog.tenantId, tenantId),
    containsAllWords(activityLog.searchText, filter.words),
    filter.area ? eq(activityLog.area, filter.area) : undefined,
    filter.person ? eq(activityLog.actorUserId, filter.person) : undefined,
    filter.actions ? inArray(activityLog.action, filter.actions) : undefined,
    bounds.from ? sql`${activityLog.at} >= ${bounds.from}::timestamptz` : undefined,
    bounds.before ? sql`${activityLog.at} < ${bounds.before}::timestamptz` : undefined,
  )
  const matches = tx.select({ one: sql`1` }).from(activityLog).where(where).$dynamic()
  // Words are searched first, by their index (lib/found-first.ts): read along the time index instead,
  // the page and its count each went through the word index on their own.
  const { rows, total } = await pageAndTotal(tx, matches, {
    foundFirst:
      filter.words.length > 0
        ? {
            tenantId,
            table: activityLog,
            id: activityLog.id,
            sort: activityLog.at,
            where,
            keyset: { direction: 'desc', request },
            fromFound: (found) =>
              found.source
                .select({ row: activityLog, cursorValue: sortText(activityLog.at), total: found.total })
                .from(activityLog)
                .innerJoin(found.page, found.joins(activityLog.tenantId, activityLog.id))
                .orderBy(...page.orderBy),
          }
        : undefined,
    alongSort: () =>
      tx
        .select({ row: activityLog, cursorValue: sortText(activityLog.at), total: cappedCount(matches) })
        .from(activityLog)
        .where(and(where, page.where))
        .orderBy(...page.orderBy)
        .limit(page.limit),
  })
  return { rows: rows.map(({ row, cursorValue }) => ({ ...row, cursorValue })), total, page }
}

/** Every entry about one subject (a customer), oldest first. */
export async function entriesAboutSubject(tx: StoreTx, tenantId: string, type: string, id: string) {
  return tx
    .select()
    .from(activityLog)
    .where(
      and(
        eq(activityLog.tenantId, tenantId),
        eq(activityLog.subjectType, type),
        eq(activityLog.subjectId, id),
      ),
    )
    .orderBy(asc(activityLog.at), asc(activityLog.id))
}

/**
 * Takes the subject's name and changed values out of its entries, keeping who did what and when: what a
 * customer's erasure leaves of them in the log. The log is append-only for the application role; the
 * migration's function (0038) is the one way to change an entry, and only in the scope's own store.
 */
export async function blankEntriesAboutSubject(tx: StoreTx, type: string, id: string) {
  await tx.execute(sql`select forget_activity_subject(${type}, ${id})`)
}
