import type { SearchRequest } from '@lojista/contracts'
import type { OrderTimelineEvent } from '@lojista/contracts/sales/timeline'
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  type SQL,
  sql,
} from 'drizzle-orm'
import { fulfillments, orderEvents, orderLines, orderPayments, orders } from '../../db/schema/sales.ts'
import type { StoreTx } from '../../db/scope.ts'
import { cappedCount, listTotal, totalOf } from '../../lib/capped-count.ts'
import { cursorOf, sortText } from '../../lib/cursor-values.ts'
import { pageAndTotal } from '../../lib/found-first.ts'
import { keysetPage } from '../../lib/keyset.ts'
import { containsAllWords } from '../../lib/text-search.ts'

export type OrderRow = typeof orders.$inferSelect
export type OrderLineRow = typeof orderLines.$inferSelect
export type FulfillmentRow = typeof fulfillments.$inferSelect

export async function insertOrder(
  tx: StoreTx,
  order: typeof orders.$inferInsert,
  lines: (typeof orderLines.$inferInsert)[],
) {
  await tx.insert(orders).values(order)
  if (lines.length > 0) await tx.insert(orderLines).values(lines)
}

export async function addEvent(
  tx: StoreTx,
  event: {
    tenantId: string
    orderId: string
    userId: string | null
    data?: Record<string, unknown>
  } & OrderTimelineEvent,
) {
  // clock_timestamp: events of one transaction keep the order in which they happened.
  await tx.insert(orderEvents).values({ ...event, createdAt: sql`clock_timestamp()` })
}

export async function addPayment(tx: StoreTx, payment: typeof orderPayments.$inferInsert) {
  await tx.insert(orderPayments).values(payment)
}

export async function findOrder(tx: StoreTx, tenantId: string, id: string, { forUpdate = false } = {}) {
  const query = tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)))
  const [order] = forUpdate ? await query.for('update') : await query
  return order
}

export async function findOrderByDraft(tx: StoreTx, tenantId: string, draftOrderId: string) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.draftOrderId, draftOrderId)))
  return order
}

export async function orderDetails(tx: StoreTx, tenantId: string, orderId: string) {
  const lines = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.tenantId, tenantId), eq(orderLines.orderId, orderId)))
    .orderBy(asc(orderLines.position))
  const events = await tx
    .select({
      id: orderEvents.id,
      type: orderEvents.type,
      params: orderEvents.params,
      userId: orderEvents.userId,
      createdAt: orderEvents.createdAt,
    })
    .from(orderEvents)
    .where(and(eq(orderEvents.tenantId, tenantId), eq(orderEvents.orderId, orderId)))
    .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id))
  const shipped = await tx
    .select()
    .from(fulfillments)
    .where(and(eq(fulfillments.tenantId, tenantId), eq(fulfillments.orderId, orderId)))
    .orderBy(asc(fulfillments.number))
  // The columns hold what addEvent wrote, which the type union describes.
  const timeline = events as (OrderTimelineEvent & { id: string; userId: string | null; createdAt: Date })[]
  return { lines, events: timeline, fulfillments: shipped }
}

export async function updateOrder(
  tx: StoreTx,
  tenantId: string,
  id: string,
  changes: Partial<typeof orders.$inferInsert>,
) {
  await tx
    .update(orders)
    .set({ ...changes, version: sql`${orders.version} + 1`, updatedAt: new Date() })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)))
}

export async function setFulfilledQuantities(
  tx: StoreTx,
  tenantId: string,
  updates: { id: string; fulfilledQuantity: number }[],
) {
  for (const update of updates) {
    await tx
      .update(orderLines)
      .set({ fulfilledQuantity: update.fulfilledQuantity })
      .where(and(eq(orderLines.tenantId, tenantId), eq(orderLines.id, update.id)))
  }
}

export async function insertFulfillment(tx: StoreTx, fulfillment: typeof fulfillments.$inferInsert) {
  await tx.insert(fulfillments).values(fulfillment)
}

/** A listed order, with its sort value as the database holds it (timestamps keep their microseconds). */
type ListedOrder = OrderRow & { cursorValue: string }

const ORDER_SORTS = {
  createdAt: {
    column: orders.createdAt,
    value: (row: ListedOrder) => row.cursorValue,
    cursor: cursorOf.timestamp,
  },
  number: { column: orders.number, value: (row: ListedOrder) => row.number, cursor: cursorOf.int4 },
  total: { column: orders.totalMinor, value: (row: ListedOrder) => row.totalMinor, cursor: cursorOf.int8 },
} as const
export type OrderSortField = keyof typeof ORDER_SORTS

/** What the orders list filters by; every date bound and customer named must hold. */
export interface OrderFilter {
  words: string[]
  financialStatuses?: OrderRow['financialStatus'][]
  fulfillmentStatuses?: OrderRow['fulfillmentStatus'][]
  /** Created at or after each of these. */
  createdFrom: Date[]
  /** Created before each of these. */
  createdBefore: Date[]
  customerIds: string[]
  /** Each true asks for cancelled orders, each false for open ones. */
  cancelled: boolean[]
}

function orderConditions(filter: OrderFilter): (SQL | undefined)[] {
  return [
    containsAllWords(orders.searchText, filter.words),
    filter.financialStatuses && inArray(orders.financialStatus, filter.financialStatuses),
    filter.fulfillmentStatuses && inArray(orders.fulfillmentStatus, filter.fulfillmentStatuses),
    ...filter.createdFrom.map((from) => gte(orders.createdAt, from)),
    ...filter.createdBefore.map((before) => lt(orders.createdAt, before)),
    ...filter.customerIds.map((customerId) => eq(orders.customerId, customerId)),
    ...filter.cancelled.map((cancelled) =>
      cancelled ? isNotNull(orders.cancelledAt) : isNull(orders.cancelledAt),
    ),
  ]
}

export async function searchOrders(
  tx: StoreTx,
  tenantId: string,
  filter: OrderFilter,
  request: SearchRequest<OrderSortField>,
) {
  const sort = ORDER_SORTS[request.orderBy?.field ?? 'createdAt']
  const direction = request.orderBy?.direction ?? (request.orderBy ? 'asc' : 'desc')
  const page = keysetPage<ListedOrder>({
    sort: sort.column,
    id: orders.id,
    direction,
    request,
    sortValueOf: sort.value,
    idOf: (row) => row.id,
    isValidCursor: sort.cursor,
  })
  const narrowing = orderConditions(filter)
  const scope = and(eq(orders.tenantId, tenantId), ...narrowing)
  const matches = tx.select({ one: sql`1` }).from(orders).where(scope).$dynamic()
  const columns = { ...getTableColumns(orders), cursorValue: sortText(sort.column) }
  // Words (an order's number, a customer's name) are searched first, by their index (lib/found-first.ts).
  const { rows, total } = await pageAndTotal(tx, matches, {
    foundFirst:
      filter.words.length > 0
        ? {
            tenantId,
            table: orders,
            id: orders.id,
            sort: sort.column,
            where: scope,
            keyset: { direction, request },
            fromFound: (found) =>
              found.source
                .select({ ...columns, total: found.total })
                .from(orders)
                .innerJoin(found.page, found.joins(orders.tenantId, orders.id))
                .orderBy(...page.orderBy),
          }
        : undefined,
    alongSort: () =>
      tx
        .select({ ...columns, total: listTotal(tenantId, orders, narrowing, matches) })
        .from(orders)
        .where(and(scope, page.where))
        .orderBy(...page.orderBy)
        .limit(page.limit),
  })
  return { rows, total, page }
}

/** Fulfilments, newest first unless asked otherwise, with their order and the titles of their lines. */
export async function searchFulfillments(
  tx: StoreTx,
  tenantId: string,
  words: string[],
  request: SearchRequest<'createdAt'>,
) {
  const page = keysetPage<{ fulfillment: FulfillmentRow; order: OrderRow; cursorValue: string }>({
    sort: fulfillments.createdAt,
    id: fulfillments.id,
    direction: request.orderBy?.direction ?? 'desc',
    request,
    sortValueOf: (row) => row.cursorValue,
    idOf: (row) => row.fulfillment.id,
    isValidCursor: cursorOf.timestamp,
  })
  const scope = and(
    eq(fulfillments.tenantId, tenantId),
    containsAllWords(sql`${orders.searchText} || ' ' || lower(${fulfillments.trackingNumber})`, words),
  )
  const ofOrder = and(eq(orders.tenantId, fulfillments.tenantId), eq(orders.id, fulfillments.orderId))
  const matches = tx
    .select({ one: sql`1` })
    .from(fulfillments)
    .innerJoin(orders, ofOrder)
    .where(scope)
    .$dynamic()
  const rows = await tx
    .select({
      fulfillment: fulfillments,
      order: orders,
      cursorValue: sortText(fulfillments.createdAt),
      total: cappedCount(matches),
    })
    .from(fulfillments)
    .innerJoin(orders, ofOrder)
    .where(and(scope, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit)
  const total = await totalOf(tx, rows, matches)
  const lineIds = rows.flatMap((row) => row.fulfillment.lines.map((line) => line.orderLineId))
  const titles =
    lineIds.length === 0
      ? []
      : await tx
          .select({ id: orderLines.id, title: orderLines.title, variantTitle: orderLines.variantTitle })
          .from(orderLines)
          .where(and(eq(orderLines.tenantId, tenantId), inArray(orderLines.id, lineIds)))
  return { rows, total, titles, page }
}
