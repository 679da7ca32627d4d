import type { SearchRequest } from '@lojista/contracts'
import type { DraftTimelineEvent } from '@lojista/contracts/sales/timeline'
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import { draftOrderLines, draftOrders, draftStatuses } from '../../db/schema/orders.ts'
import { draftOrderEvents } from '../../db/schema/sales.ts'
import type { StoreTx } from '../../db/scope.ts'
import { listTotal, totalOf } from '../../lib/capped-count.ts'
import { cursorOf, sortText } from '../../lib/cursor-values.ts'
import { keysetPage } from '../../lib/keyset.ts'
import { containsAllWords } from '../../lib/text-search.ts'

export type DraftRow = typeof draftOrders.$inferSelect
export type DraftLineRow = typeof draftOrderLines.$inferSelect
export type NewDraftRow = typeof draftOrders.$inferInsert
export type NewDraftLineRow = typeof draftOrderLines.$inferInsert

/** The draft and its lines; `forUpdate` locks the draft row so concurrent saves queue behind each other. */
export async function findDraft(tx: StoreTx, tenantId: string, id: string, { forUpdate = false } = {}) {
  const query = tx
    .select()
    .from(draftOrders)
    .where(and(eq(draftOrders.tenantId, tenantId), eq(draftOrders.id, id)))
  const [draft] = forUpdate ? await query.for('update') : await query
  if (!draft) return undefined
  const lines = await tx
    .select()
    .from(draftOrderLines)
    .where(and(eq(draftOrderLines.tenantId, tenantId), eq(draftOrderLines.draftOrderId, id)))
    .orderBy(asc(draftOrderLines.position))
  return { draft, lines }
}

export async function insertDraft(tx: StoreTx, row: NewDraftRow) {
  await tx.insert(draftOrders).values(row)
}

export async function updateDraft(tx: StoreTx, tenantId: string, id: string, changes: Partial<NewDraftRow>) {
  await tx
    .update(draftOrders)
    .set(changes)
    .where(and(eq(draftOrders.tenantId, tenantId), eq(draftOrders.id, id)))
}

/** Replaces a draft's lines with the given ones (ids kept, so lines keep their identity across saves). */
export async function replaceLines(tx: StoreTx, tenantId: string, draftId: string, lines: NewDraftLineRow[]) {
  await tx
    .delete(draftOrderLines)
    .where(and(eq(draftOrderLines.tenantId, tenantId), eq(draftOrderLines.draftOrderId, draftId)))
  if (lines.length > 0) await tx.insert(draftOrderLines).values(lines)
}

export async function deleteDraft(tx: StoreTx, tenantId: string, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(draftOrders)
    .where(and(eq(draftOrders.tenantId, tenantId), eq(draftOrders.id, id)))
    .returning({ id: draftOrders.id })
  return deleted.length > 0
}

/** A listed draft, with its sort value as the database holds it (timestamps keep their microseconds). */
type ListedDraft = DraftRow & { cursorValue: string }

const SORTS = {
  number: { column: draftOrders.number, value: (row: ListedDraft) => row.number, cursor: cursorOf.int4 },
  updatedAt: {
    column: draftOrders.updatedAt,
    value: (row: ListedDraft) => row.cursorValue,
    cursor: cursorOf.timestamp,
  },
  createdAt: {
    column: draftOrders.createdAt,
    value: (row: ListedDraft) => row.cursorValue,
    cursor: cursorOf.timestamp,
  },
  total: {
    column: draftOrders.totalMinor,
    value: (row: ListedDraft) => row.totalMinor,
    cursor: cursorOf.int8,
  },
} as const
export type DraftSortField = keyof typeof SORTS

export { draftStatuses }
export type DraftStatus = DraftRow['status']

/** What the drafts list filters by: words of the number, customer and email; statuses; customers. */
export interface DraftFilter {
  words: string[]
  statuses: DraftStatus[]
  customerIds: string[]
}

export async function searchDrafts(
  tx: StoreTx,
  tenantId: string,
  filter: DraftFilter,
  request: SearchRequest<DraftSortField>,
) {
  const field = request.orderBy?.field ?? 'updatedAt'
  const sort = SORTS[field]
  const page = keysetPage<ListedDraft>({
    sort: sort.column,
    id: draftOrders.id,
    direction: request.orderBy?.direction ?? (request.orderBy ? 'asc' : 'desc'),
    request,
    sortValueOf: sort.value,
    idOf: (row) => row.id,
    isValidCursor: sort.cursor,
  })
  const narrowing = [
    containsAllWords(draftOrders.searchText, filter.words),
    filter.statuses.length > 0 ? inArray(draftOrders.status, filter.statuses) : undefined,
    ...filter.customerIds.map((customerId) => eq(draftOrders.customerId, customerId)),
  ]
  const scope = and(eq(draftOrders.tenantId, tenantId), ...narrowing)
  const matches = tx.select({ one: sql`1` }).from(draftOrders).where(scope).$dynamic()
  const rows = await tx
    .select({
      ...getTableColumns(draftOrders),
      cursorValue: sortText(sort.column),
      total: listTotal(tenantId, draftOrders, narrowing, matches),
    })
    .from(draftOrders)
    .where(and(scope, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit)
  const total = await totalOf(tx, rows, matches)
  return { rows, total, page }
}

/** The draft's name, which its order's page shows; undefined when there is no such draft. */
export async function findDraftName(tx: StoreTx, tenantId: string, id: string) {
  const [draft] = await tx
    .select({ name: draftOrders.name })
    .from(draftOrders)
    .where(and(eq(draftOrders.tenantId, tenantId), eq(draftOrders.id, id)))
  return draft?.name
}

/** A line of the draft's history: created, sent, opened, paid, became an order. */
export async function addDraftEvent(
  tx: StoreTx,
  event: { tenantId: string; draftOrderId: string; userId: string | null } & DraftTimelineEvent,
) {
  await tx.insert(draftOrderEvents).values(event)
}

/** The draft's history, newest first, with the name of whoever did each thing. */
export async function findDraftEvents(tx: StoreTx, tenantId: string, draftOrderId: string) {
  const rows = await tx.execute(sql`
    SELECT e.id, e.type, e.params, u.name AS author, e.created_at AS "createdAt"
    FROM draft_order_events e LEFT JOIN users u ON u.id = e.user_id
    WHERE e.tenant_id = ${tenantId} AND e.draft_order_id = ${draftOrderId}
    ORDER BY e.created_at DESC, e.id DESC`)
  return (
    rows as unknown as {
      rows: (DraftTimelineEvent & { id: string; author: string | null; createdAt: Date | string })[]
    }
  ).rows
}
