import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import { draftOrderLines, draftOrders } from '../../db/schema/orders.ts'
import { checkoutLinks, orderLines, orderPayments, orders } from '../../db/schema/sales.ts'
import type { StoreTx } from '../../db/scope.ts'

// One customer's orders, drafts and checkout links, for the customer's privacy requests: what a data
// export holds, and what an erasure blanks or removes.

/** The customer's placed orders, oldest first, with their lines and payments. */
export async function ordersOfCustomer(tx: StoreTx, tenantId: string, customerId: string) {
  const rows = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.customerId, customerId)))
    .orderBy(asc(orders.createdAt), asc(orders.id))
  const ids = rows.map((row) => row.id)
  if (ids.length === 0) return []
  const lines = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.tenantId, tenantId), inArray(orderLines.orderId, ids)))
    .orderBy(asc(orderLines.position))
  const payments = await tx
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.tenantId, tenantId), inArray(orderPayments.orderId, ids)))
    .orderBy(asc(orderPayments.createdAt), asc(orderPayments.id))
  return rows.map((order) => ({
    order,
    lines: lines.filter((line) => line.orderId === order.id),
    payments: payments.filter((payment) => payment.orderId === order.id),
  }))
}

/** The customer's drafts that never became orders, with their lines and checkout links. */
export async function draftsOfCustomer(tx: StoreTx, tenantId: string, customerId: string) {
  const rows = await tx
    .select()
    .from(draftOrders)
    .where(
      and(
        eq(draftOrders.tenantId, tenantId),
        eq(draftOrders.customerId, customerId),
        ne(draftOrders.status, 'completed'),
      ),
    )
    .orderBy(asc(draftOrders.createdAt), asc(draftOrders.id))
  const ids = rows.map((row) => row.id)
  if (ids.length === 0) return []
  const lines = await tx
    .select()
    .from(draftOrderLines)
    .where(and(eq(draftOrderLines.tenantId, tenantId), inArray(draftOrderLines.draftOrderId, ids)))
    .orderBy(asc(draftOrderLines.position))
  const links = await tx
    .select()
    .from(checkoutLinks)
    .where(and(eq(checkoutLinks.tenantId, tenantId), inArray(checkoutLinks.draftOrderId, ids)))
    .orderBy(desc(checkoutLinks.createdAt))
  return rows.map((draft) => ({
    draft,
    lines: lines.filter((line) => line.draftOrderId === draft.id),
    links: links.filter((link) => link.draftOrderId === draft.id),
  }))
}

/** The customer's orders a store still has to finish: not cancelled, and awaiting payment or unfulfilled. */
export async function openOrdersOfCustomer(tx: StoreTx, tenantId: string, customerId: string) {
  return tx
    .select({ id: orders.id, name: orders.name })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.customerId, customerId),
        isNull(orders.cancelledAt),
        or(
          inArray(orders.financialStatus, ['pending', 'partially_paid']),
          ne(orders.fulfillmentStatus, 'fulfilled'),
        ),
      ),
    )
    .orderBy(asc(orders.number))
    .for('update')
}

/**
 * Blanks the person in the customer's orders: name, email, addresses (and the phones in them), CPF/CNPJ
 * and consent. Lines, totals, payments and the timeline stay; the search finds the order by its name.
 * Drafts that became those orders are blanked the same way, and their links' recipients with them.
 */
export async function blankCustomerInOrders(tx: StoreTx, tenantId: string, customerId: string) {
  const blanked = await tx
    .update(orders)
    .set({
      customerName: '',
      email: '',
      shippingAddress: null,
      billingAddress: null,
      customerTaxId: '',
      acceptsMarketing: false,
      searchText: sql`lower(${orders.name} || ' ' || ${orders.number}::text)`,
      version: sql`${orders.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.customerId, customerId)))
    .returning({ id: orders.id })
  const closedDrafts = await tx
    .update(draftOrders)
    .set({
      email: '',
      shippingAddress: null,
      billingAddress: null,
      searchText: sql`lower(${draftOrders.name})`,
    })
    .where(
      and(
        eq(draftOrders.tenantId, tenantId),
        eq(draftOrders.customerId, customerId),
        eq(draftOrders.status, 'completed'),
      ),
    )
    .returning({ id: draftOrders.id })
  if (closedDrafts.length > 0)
    await tx
      .update(checkoutLinks)
      .set({ recipient: '', revokedAt: sql`coalesce(${checkoutLinks.revokedAt}, now())` })
      .where(
        and(
          eq(checkoutLinks.tenantId, tenantId),
          inArray(
            checkoutLinks.draftOrderId,
            closedDrafts.map((draft) => draft.id),
          ),
        ),
      )
  return blanked.length
}

/**
 * Deletes the customer's drafts that never became orders, with their lines, events and checkout links
 * (so a link already emailed opens nothing); answers how many and how many of their links were open.
 */
export async function deleteOpenDraftsOfCustomer(tx: StoreTx, tenantId: string, customerId: string) {
  const own = and(
    eq(draftOrders.tenantId, tenantId),
    eq(draftOrders.customerId, customerId),
    ne(draftOrders.status, 'completed'),
  )
  const links = await tx
    .select({
      id: checkoutLinks.id,
      open: sql<boolean>`${checkoutLinks.completedAt} is null and ${checkoutLinks.revokedAt} is null`,
    })
    .from(checkoutLinks)
    .innerJoin(
      draftOrders,
      and(eq(draftOrders.tenantId, checkoutLinks.tenantId), eq(draftOrders.id, checkoutLinks.draftOrderId)),
    )
    .where(own)
  // The global token index forgets them too, so the links' tokens name nothing.
  for (const link of links) await tx.execute(sql`select forget_checkout_token(${link.id})`)
  const deleted = await tx.delete(draftOrders).where(own).returning({ id: draftOrders.id })
  return { drafts: deleted.length, links: links.filter((link) => link.open).length }
}
