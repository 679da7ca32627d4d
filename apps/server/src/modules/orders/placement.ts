import { randomUUID } from 'node:crypto'
import {
  calculateWithinBound,
  fromMinorUnits,
  type ManualPaymentMethod,
  normalizeSearchText,
  orderMessages,
} from '@lojista/contracts'
import type { StoreTx } from '../../db/scope.ts'
import { conflict } from '../../lib/conflict.ts'
import { problems } from '../../lib/problem.ts'
import { type ChosenCode, useDiscounts } from '../discounts/discount-usage.service.ts'
import type { OrderStock } from '../inventory/order-stock.ts'
import { customerSummary } from '../party/party.service.ts'
import { numberFormat } from '../settings/settings.service.ts'
import type { StaffNotifier } from '../staff/staff-notifications.ts'
import * as links from './checkout.repository.ts'
import { nextNumber } from './counters.repository.ts'
import { calcInputOf } from './draft.presenter.ts'
import * as drafts from './draft.repository.ts'
import * as placed from './placed-order.repository.ts'
import { chosenCodes, discountCartOf } from './save-draft/discounts.ts'
import { shippingRefusal } from './save-draft/shipping.ts'
import { staleDraftProblem } from './stale-draft.ts'
import { storedTotals } from './stored-totals.ts'

export type Payment =
  | { kind: 'pending' }
  /** Placed at checkout with a manual method: pending until staff mark the payment received. */
  | { kind: 'awaiting'; method: ManualPaymentMethod }
  | { kind: 'paid'; gateway: 'manual' | 'test'; reference: string; method?: 'card' }

export const FIRST_ORDER_NUMBER = 1001

/** What the order keeps of how the customer paid: the checkout's method, none for staff's orders. */
function paymentMethodOf(payment: Payment): string {
  if (payment.kind === 'awaiting') return payment.method
  return payment.kind === 'paid' ? (payment.method ?? '') : ''
}

/**
 * Turns a draft into an order inside the caller's store-scoped transaction: copies its lines and the
 * server's totals, takes the stock, numbers the order, records the payment when paid, and closes the
 * draft. The draft row is locked first, so a draft becomes at most one order.
 */
export async function placeOrder(
  tx: StoreTx,
  { stock, notifier }: { stock: OrderStock; notifier: StaffNotifier },
  input: {
    tenantId: string
    userId: string | null
    draftOrderId: string
    /** The version the person placing the order saw: an order is only made from the draft they saw. */
    version: number
    payment: Payment
    /** A code the customer entered at checkout: refused with the order, like a code staff chose. */
    customerCode?: ChosenCode
  },
): Promise<string> {
  const { tenantId, userId } = input
  const found = await drafts.findDraft(tx, tenantId, input.draftOrderId, { forUpdate: true })
  if (!found) throw problems.notFound('No such draft order.')
  const { draft, lines } = found
  if (draft.status === 'completed') {
    const existing = await placed.findOrderByDraft(tx, tenantId, draft.id)
    throw conflict('This draft is already an order.', {
      extensions: existing ? { orderId: existing.id } : {},
    })
  }
  if (input.version !== draft.version) throw await staleDraftProblem(tx, tenantId, found)
  if (lines.length === 0) {
    throw problems.badRequest('Add a product before creating the order.', [
      { path: 'lineItems', message: 'An order needs at least one item' },
    ])
  }
  // A chosen shipping option is charged only while it applies at the price saved (decision 036).
  const refusal = await shippingRefusal(tx, draft, lines)
  if (refusal) {
    throw conflict(
      refusal === 'unavailable' ? orderMessages.chosenShippingUnavailable : orderMessages.shippingRepriced,
    )
  }
  // A draft saved today always fits; one stored before amounts were bounded may not.
  const bounded = calculateWithinBound(calcInputOf(draft, lines))
  if (!bounded.ok) {
    throw problems.badRequest('The draft passes the largest amount an order may have.', bounded.errors)
  }
  const calculation = bounded.result
  const number = await nextNumber(tx, tenantId, 'order', FIRST_ORDER_NUMBER)
  // Named once, with the store's numbering of the moment: a later change of prefix names later orders.
  const name = (await numberFormat(tx, tenantId)).order(number)
  const locations = await stock.take(
    tx,
    tenantId,
    userId,
    lines.flatMap((line, index) =>
      line.variantId
        ? [{ variantId: line.variantId, quantity: line.quantity, path: `lineItems.${index}` }]
        : [],
    ),
    `Order ${name}`,
  )
  const customer = draft.customerId ? await customerSummary(tx, tenantId, draft.customerId) : undefined
  const orderId = randomUUID()
  const results = new Map(calculation.lines.map((line) => [line.id, line]))
  const paid = input.payment.kind === 'paid'
  await placed.insertOrder(
    tx,
    {
      tenantId,
      id: orderId,
      number,
      name,
      draftOrderId: draft.id,
      customerId: draft.customerId,
      customerName: customer?.displayName ?? '',
      email: draft.email,
      currencyCode: draft.currencyCode,
      financialStatus: paid ? 'paid' : 'pending',
      paymentMethod: paymentMethodOf(input.payment),
      note: draft.note,
      tags: draft.tags,
      taxesIncluded: draft.taxesIncluded,
      taxExempt: draft.taxExempt,
      orderDiscount: draft.orderDiscount,
      shippingLine: draft.shippingLine,
      taxLines: calculation.taxLines,
      paymentTerm: paid ? null : draft.paymentTerm,
      dueAt: !paid && draft.paymentTerm?.dueAt ? new Date(draft.paymentTerm.dueAt) : null,
      shippingAddress: draft.shippingAddress,
      billingAddress: draft.billingAddress,
      ...storedTotals(calculation),
      paidMinor: paid ? calculation.total : 0,
      searchText: normalizeSearchText(
        [name, String(number), customer?.displayName, customer?.email, draft.email].filter(Boolean).join(' '),
      ),
      createdBy: userId,
    },
    lines.map((line, position) => {
      const result = results.get(line.id)
      return {
        tenantId,
        id: randomUUID(),
        orderId,
        position,
        variantId: line.variantId,
        productId: line.productId,
        title: line.title,
        variantTitle: line.variantTitle,
        sku: line.sku,
        selectedOptions: line.selectedOptions,
        imageUrl: line.imageUrl,
        quantity: line.quantity,
        unitPriceMinor: line.unitPriceMinor,
        discountedTotalMinor: result?.discountedTotal ?? 0,
        taxMinor: (result?.taxes ?? []).reduce((sum, tax) => sum + tax.amount, 0),
        taxable: line.taxable,
        physical: line.physical,
        locationId: line.variantId ? (locations.get(line.variantId) ?? null) : null,
      }
    }),
  )
  await useDiscounts(tx, {
    tenantId,
    orderId,
    customerId: draft.customerId,
    currencyCode: draft.currencyCode,
    cart: discountCartOf(draft, lines),
    chosen: [...chosenCodes(draft, lines), ...(input.customerCode ? [input.customerCode] : [])],
    applications: draft.discountApplications,
    now: new Date(),
  })
  await placed.addEvent(tx, {
    tenantId,
    orderId,
    type: 'placed',
    params: { draftName: draft.name },
    userId,
  })
  if (input.payment.kind === 'awaiting') {
    await placed.addEvent(tx, {
      tenantId,
      orderId,
      type: 'awaiting_payment',
      params: { method: input.payment.method },
      userId,
    })
  }
  if (input.payment.kind === 'paid') {
    await placed.addPayment(tx, {
      tenantId,
      orderId,
      amountMinor: calculation.total,
      gateway: input.payment.gateway,
      reference: input.payment.reference,
    })
    await placed.addEvent(tx, {
      tenantId,
      orderId,
      type: input.payment.gateway === 'test' ? 'paid_at_checkout' : 'marked_paid',
      params: { amount: fromMinorUnits(calculation.total), currency: draft.currencyCode },
      userId,
      data: { amountMinor: calculation.total },
    })
  }
  await tellStaff(tx, notifier, input, {
    orderId,
    orderName: name,
    customerName: customer?.displayName || draft.email || '',
    totalMinor: calculation.total,
    currencyCode: draft.currencyCode,
  })
  await drafts.updateDraft(tx, tenantId, draft.id, {
    status: 'completed',
    version: draft.version + 1,
    updatedAt: new Date(),
  })
  await links.finishDraftLinks(tx, tenantId, draft.id)
  await drafts.addDraftEvent(tx, {
    tenantId,
    draftOrderId: draft.id,
    type: 'completed',
    params: { orderName: name },
    userId,
  })
  return orderId
}

/**
 * Emails the store's people about the new order. A customer paying their invoice is news of its own
 * ("A customer pays an invoice"); whoever wants only new orders still hears of it as one, and nobody
 * gets both.
 */
async function tellStaff(
  tx: StoreTx,
  notifier: StaffNotifier,
  input: { tenantId: string; userId: string | null; payment: Payment },
  order: {
    orderId: string
    orderName: string
    customerName: string
    totalMinor: number
    currencyCode: string
  },
) {
  const paidByCustomer = input.userId === null && input.payment.kind === 'paid'
  const told = paidByCustomer
    ? await notifier.notify(tx, input.tenantId, { topic: 'draftInvoicePaid', ...order }, null)
    : new Set<string>()
  await notifier.notify(tx, input.tenantId, { topic: 'orderPlaced', ...order }, input.userId, told)
}
