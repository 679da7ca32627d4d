import type { CustomerDataExport } from '@lojista/contracts'
import { fromMinorUnits } from '@lojista/contracts/common/minor-units'
import type { StoredAddress } from '../../db/schema/orders.ts'
import type { StoreTx } from '../../db/scope.ts'
import {
  blankCustomerInOrders,
  deleteOpenDraftsOfCustomer,
  draftsOfCustomer,
  openOrdersOfCustomer,
  ordersOfCustomer,
} from './customer-orders.repository.ts'

// What a customer's privacy requests (modules/privacy) read and change of the customer's orders and
// drafts, inside their own store transaction.

const addressOf = (stored: StoredAddress | null) => (stored ? { ...stored } : null)

const lineOf = (line: {
  title: string
  variantTitle: string
  sku: string
  quantity: number
  unitPriceMinor: number
  discountedTotalMinor: number
}) => ({
  title: line.title,
  variantTitle: line.variantTitle,
  sku: line.sku,
  quantity: line.quantity,
  unitPrice: fromMinorUnits(line.unitPriceMinor),
  total: fromMinorUnits(line.discountedTotalMinor),
})

/** The customer's orders, with lines, totals and payments, as the data export writes them. */
export async function exportedOrdersOf(
  tx: StoreTx,
  tenantId: string,
  customerId: string,
): Promise<CustomerDataExport['orders']> {
  const found = await ordersOfCustomer(tx, tenantId, customerId)
  return found.map(({ order, lines, payments }) => ({
    id: order.id,
    name: order.name,
    placedAt: order.createdAt.toISOString(),
    currencyCode: order.currencyCode,
    financialStatus: order.financialStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    email: order.email,
    customerTaxId: order.customerTaxId,
    acceptsMarketing: order.acceptsMarketing,
    note: order.note,
    shippingAddress: addressOf(order.shippingAddress),
    billingAddress: addressOf(order.billingAddress),
    lines: lines.map(lineOf),
    subtotal: fromMinorUnits(order.subtotalMinor),
    discounts: fromMinorUnits(order.totalDiscountsMinor),
    shipping: fromMinorUnits(order.totalShippingMinor),
    tax: fromMinorUnits(order.totalTaxMinor),
    total: fromMinorUnits(order.totalMinor),
    paid: fromMinorUnits(order.paidMinor),
    refunded: fromMinorUnits(order.refundedMinor),
    payments: payments.map((payment) => ({
      at: payment.createdAt.toISOString(),
      direction: payment.direction,
      amount: fromMinorUnits(payment.amountMinor),
      method: payment.method || payment.gateway,
    })),
  }))
}

/** The customer's drafts (and the invoices and quotes sent from them) that never became orders. */
export async function exportedDraftsOf(
  tx: StoreTx,
  tenantId: string,
  customerId: string,
): Promise<CustomerDataExport['drafts']> {
  const found = await draftsOfCustomer(tx, tenantId, customerId)
  return found.map(({ draft, lines, links }) => ({
    id: draft.id,
    name: draft.name,
    status: draft.status,
    createdAt: draft.createdAt.toISOString(),
    email: draft.email,
    note: draft.note,
    shippingAddress: addressOf(draft.shippingAddress),
    billingAddress: addressOf(draft.billingAddress),
    lines: lines.map(lineOf),
    total: fromMinorUnits(draft.totalMinor),
    checkouts: links.map((link) => ({
      kind: link.kind,
      sentAt: link.createdAt.toISOString(),
      openedAt: link.openedAt?.toISOString() ?? null,
      completedAt: link.completedAt?.toISOString() ?? null,
      abandoned: link.openedAt !== null && link.completedAt === null,
    })),
  }))
}

/** The email addresses the customer's orders and drafts were written to (lower case). */
export async function orderEmailsOf(tx: StoreTx, tenantId: string, customerId: string): Promise<string[]> {
  const placed = await ordersOfCustomer(tx, tenantId, customerId)
  const drafts = await draftsOfCustomer(tx, tenantId, customerId)
  const emails = [
    ...placed.map(({ order }) => order.email),
    ...drafts.flatMap(({ draft, links }) => [draft.email, ...links.map((link) => link.recipient)]),
  ]
  return [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))]
}

/** The customer's orders still to finish (awaiting payment or unfulfilled, not cancelled), locked. */
export function openOrdersOf(tx: StoreTx, tenantId: string, customerId: string) {
  return openOrdersOfCustomer(tx, tenantId, customerId)
}

/**
 * Takes the person out of their orders: placed orders keep lines, totals and payments with the contact
 * and addresses blanked; drafts that never became orders go, and their checkout links with them.
 */
export async function forgetCustomerInOrders(tx: StoreTx, tenantId: string, customerId: string) {
  const removed = await deleteOpenDraftsOfCustomer(tx, tenantId, customerId)
  const ordersAnonymised = await blankCustomerInOrders(tx, tenantId, customerId)
  return { ordersAnonymised, draftsRemoved: removed.drafts, checkoutLinksRevoked: removed.links }
}
