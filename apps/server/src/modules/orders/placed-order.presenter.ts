import { formatPpm, fromMinorUnits, money, type PlacedOrder, paymentMethodSchema } from '@lojista/contracts'
import type { OrderTimelineEvent } from '@lojista/contracts/sales/timeline'
import type { FulfillmentRow, OrderLineRow, OrderRow } from './placed-order.repository.ts'

/** A fulfilment is named after its order: '#1001-F1'. */
export function fulfillmentName(orderName: string, fulfillment: number): string {
  return `${orderName}-F${fulfillment}`
}

export function presentSummary(order: OrderRow) {
  const currency = order.currencyCode
  return {
    id: order.id,
    name: order.name,
    number: order.number,
    customer: order.customerId ? { id: order.customerId, displayName: order.customerName } : null,
    email: order.email,
    financialStatus: order.financialStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    totalQuantity: order.totalQuantity,
    total: money(order.totalMinor, currency),
    dueAt: order.dueAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
  }
}

export function presentOrder(
  order: OrderRow,
  details: {
    lines: OrderLineRow[]
    events: (OrderTimelineEvent & { id: string; author: string | null; createdAt: Date })[]
    fulfillments: FulfillmentRow[]
  },
  draftName: string | null,
): PlacedOrder {
  const currency = order.currencyCode
  const m = (minor: number) => money(minor, currency)
  const titles = new Map(
    details.lines.map((line) => [
      line.id,
      line.variantTitle ? `${line.title} – ${line.variantTitle}` : line.title,
    ]),
  )
  const term = order.paymentTerm
  const discount = order.orderDiscount
  return {
    ...presentSummary(order),
    draftOrderId: order.draftOrderId,
    draftName,
    paymentMethod: paymentMethodSchema.safeParse(order.paymentMethod).data ?? null,
    cancelReason: order.cancelReason,
    note: order.note,
    tags: order.tags,
    currencyCode: currency,
    lines: details.lines.map((line) => ({
      id: line.id,
      variantId: line.variantId,
      productId: line.productId,
      title: line.title,
      variantTitle: line.variantTitle,
      sku: line.sku,
      imageUrl: line.imageUrl,
      selectedOptions: line.selectedOptions,
      quantity: line.quantity,
      fulfilledQuantity: line.fulfilledQuantity,
      unitPrice: m(line.unitPriceMinor),
      discountedTotal: m(line.discountedTotalMinor),
      tax: m(line.taxMinor),
    })),
    appliedDiscount: discount
      ? {
          type: discount.type,
          value:
            discount.type === 'percentage'
              ? formatPpm(discount.value, 'fraction')
              : fromMinorUnits(discount.value),
          title: discount.title,
          discountId: discount.discountId ?? null,
        }
      : null,
    shippingLine: order.shippingLine
      ? { title: order.shippingLine.title, price: m(order.shippingLine.price) }
      : null,
    taxLines: order.taxLines.map((tax) => ({
      title: tax.title,
      rate: formatPpm(tax.ratePpm, 'percent'),
      amount: m(tax.amount),
    })),
    taxesIncluded: order.taxesIncluded,
    paymentTerm: term
      ? {
          type: term.type,
          dueInDays: term.dueInDays,
          paymentSchedules: {
            edges: [{ node: { issuedAt: term.issuedAt, dueAt: term.dueAt }, cursor: '0' }],
            pageInfo: {
              hasNextPage: false,
              hasPreviousPage: false,
              startCursor: '0',
              endCursor: '0',
              total: 1,
              totalIsExact: true,
            },
          },
        }
      : null,
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    subtotal: m(order.subtotalMinor),
    totalDiscounts: m(order.totalDiscountsMinor),
    totalShipping: m(order.totalShippingMinor),
    totalTax: m(order.totalTaxMinor),
    paid: m(order.paidMinor),
    refunded: m(order.refundedMinor),
    // A cancelled order is owed nothing more.
    balance: m(order.cancelledAt ? 0 : Math.max(0, order.totalMinor - order.paidMinor)),
    fulfillments: details.fulfillments.map((fulfillment) => ({
      id: fulfillment.id,
      name: fulfillmentName(order.name, fulfillment.number),
      trackingNumber: fulfillment.trackingNumber,
      carrier: fulfillment.carrier,
      lines: fulfillment.lines.map((line) => ({
        orderLineId: line.orderLineId,
        title: titles.get(line.orderLineId) ?? '',
        quantity: line.quantity,
      })),
      createdAt: fulfillment.createdAt.toISOString(),
    })),
    events: details.events.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
    version: order.version,
    updatedAt: order.updatedAt.toISOString(),
  }
}
