import { randomUUID } from 'node:crypto'
import { calculateOrder, normalizeSearchText } from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { draftOrderEvents } from '../../db/schema/index.ts'
import { HttpProblem, problems } from '../../lib/problem.ts'
import type { OrderStock } from '../inventory/order-stock.ts'
import { nextNumber } from './counters.ts'
import { customerSummary } from './customer-summary.ts'
import { calcInputOf, draftName } from './draft.presenter.ts'
import * as drafts from './draft.repository.ts'
import { orderName } from './placed-order.presenter.ts'
import * as placed from './placed-order.repository.ts'

export type Payment = { kind: 'pending' } | { kind: 'paid'; gateway: 'manual' | 'test'; reference: string }

export const FIRST_ORDER_NUMBER = 1001

/**
 * Turns a draft into an order inside the caller's store-scoped transaction: copies its lines and the
 * server's totals, takes the stock, numbers the order, records the payment when paid, and closes the
 * draft. The draft row is locked first, so a draft becomes at most one order.
 */
export async function placeOrder(
  tx: Db,
  stock: OrderStock,
  input: {
    tenantId: string
    userId: string | null
    draftOrderId: string
    version?: number
    payment: Payment
  },
): Promise<string> {
  const { tenantId, userId } = input
  const found = await drafts.findDraft(tx, tenantId, input.draftOrderId, { forUpdate: true })
  if (!found) throw problems.notFound('No such draft order.')
  const { draft, lines } = found
  if (draft.status === 'completed') {
    const existing = await placed.findOrderByDraft(tx, tenantId, draft.id)
    throw new HttpProblem(409, 'Conflict', {
      detail: 'This draft is already an order.',
      extensions: existing ? { orderId: existing.id } : {},
    })
  }
  if (input.version !== undefined && input.version !== draft.version) {
    throw problems.conflict('This draft was changed since you last saw it. Review it and try again.')
  }
  if (lines.length === 0) {
    throw problems.badRequest('Add a product before creating the order.', [
      { path: 'lineItems', message: 'An order needs at least one item' },
    ])
  }
  const calculation = calculateOrder(calcInputOf(draft, lines))
  const number = await nextNumber(tx, tenantId, 'order', FIRST_ORDER_NUMBER)
  const name = orderName(number)
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
      draftOrderId: draft.id,
      customerId: draft.customerId,
      customerName: customer?.displayName ?? '',
      email: draft.email,
      currencyCode: draft.currencyCode,
      financialStatus: paid ? 'paid' : 'pending',
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
      totalQuantity: calculation.totalQuantity,
      subtotalMinor: calculation.subtotal,
      totalDiscountsMinor: calculation.totalDiscounts,
      totalShippingMinor: calculation.shipping,
      totalTaxMinor: calculation.totalTax,
      totalMinor: calculation.total,
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
  await placed.addEvent(tx, {
    tenantId,
    orderId,
    type: 'placed',
    message: `Order created from draft ${draftName(draft.number)}.`,
    userId,
  })
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
      type: 'paid',
      message: input.payment.gateway === 'test' ? 'The customer paid at checkout.' : 'Marked as paid.',
      userId,
      data: { amountMinor: calculation.total },
    })
  }
  await drafts.updateDraft(tx, tenantId, draft.id, {
    status: 'completed',
    version: draft.version + 1,
    updatedAt: new Date(),
  })
  await tx.insert(draftOrderEvents).values({
    tenantId,
    draftOrderId: draft.id,
    type: 'completed',
    message: `Became order ${name}.`,
    userId,
  })
  return orderId
}
