import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { fulfillments, orderEvents, orderLines, orderPayments, orders, users } from '../../db/schema/index.ts'

export type OrderRow = typeof orders.$inferSelect
export type OrderLineRow = typeof orderLines.$inferSelect
export type FulfillmentRow = typeof fulfillments.$inferSelect

export async function insertOrder(
  tx: Db,
  order: typeof orders.$inferInsert,
  lines: (typeof orderLines.$inferInsert)[],
) {
  await tx.insert(orders).values(order)
  if (lines.length > 0) await tx.insert(orderLines).values(lines)
}

export async function addEvent(
  tx: Db,
  event: {
    tenantId: string
    orderId: string
    type: string
    message: string
    userId: string | null
    data?: Record<string, unknown>
  },
) {
  // clock_timestamp: events of one transaction keep the order in which they happened.
  await tx.insert(orderEvents).values({ ...event, createdAt: sql`clock_timestamp()` })
}

export async function addPayment(tx: Db, payment: typeof orderPayments.$inferInsert) {
  await tx.insert(orderPayments).values(payment)
}

export async function findOrder(tx: Db, tenantId: string, id: string, { forUpdate = false } = {}) {
  const query = tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)))
  const [order] = forUpdate ? await query.for('update') : await query
  return order
}

export async function findOrderByDraft(tx: Db, tenantId: string, draftOrderId: string) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.draftOrderId, draftOrderId)))
  return order
}

export async function orderDetails(tx: Db, tenantId: string, orderId: string) {
  const lines = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.tenantId, tenantId), eq(orderLines.orderId, orderId)))
    .orderBy(asc(orderLines.position))
  const events = await tx
    .select({
      id: orderEvents.id,
      type: orderEvents.type,
      message: orderEvents.message,
      author: users.name,
      createdAt: orderEvents.createdAt,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.userId))
    .where(and(eq(orderEvents.tenantId, tenantId), eq(orderEvents.orderId, orderId)))
    .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id))
  const shipped = await tx
    .select()
    .from(fulfillments)
    .where(and(eq(fulfillments.tenantId, tenantId), eq(fulfillments.orderId, orderId)))
    .orderBy(asc(fulfillments.number))
  return { lines, events, fulfillments: shipped }
}

export async function updateOrder(
  tx: Db,
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
  tx: Db,
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

export async function insertFulfillment(tx: Db, fulfillment: typeof fulfillments.$inferInsert) {
  await tx.insert(fulfillments).values(fulfillment)
}

export async function searchOrders(
  tx: Db,
  tenantId: string,
  filter: SQL | undefined,
  page: { where: SQL | undefined; orderBy: SQL[]; limit: number },
) {
  const scope = and(eq(orders.tenantId, tenantId), filter)
  const rows = await tx
    .select()
    .from(orders)
    .where(and(scope, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit)
  const [counted] = await tx.select({ total: sql<number>`count(*)::int` }).from(orders).where(scope)
  return { rows, total: counted?.total ?? 0 }
}

export async function searchFulfillments(
  tx: Db,
  tenantId: string,
  page: { where: SQL | undefined; orderBy: SQL[]; limit: number },
) {
  const scope = eq(fulfillments.tenantId, tenantId)
  const rows = await tx
    .select({ fulfillment: fulfillments, order: orders })
    .from(fulfillments)
    .innerJoin(orders, and(eq(orders.tenantId, fulfillments.tenantId), eq(orders.id, fulfillments.orderId)))
    .where(and(scope, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit)
  const [counted] = await tx.select({ total: sql<number>`count(*)::int` }).from(fulfillments).where(scope)
  const lineIds = rows.flatMap((row) => row.fulfillment.lines.map((line) => line.orderLineId))
  const titles =
    lineIds.length === 0
      ? []
      : await tx
          .select({ id: orderLines.id, title: orderLines.title, variantTitle: orderLines.variantTitle })
          .from(orderLines)
          .where(and(eq(orderLines.tenantId, tenantId), inArray(orderLines.id, lineIds)))
  return { rows, total: counted?.total ?? 0, titles }
}
