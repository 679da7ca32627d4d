import {
  type cancelOrderRequestSchema,
  type collectPaymentRequestSchema,
  type createOrderRequestSchema,
  type fulfillRequestSchema,
  money,
  type PlacedOrder,
  type SearchRequest,
  toMinorUnits,
} from '@lojista/contracts'
import { and, eq, gte, inArray, isNotNull, isNull, lt, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { draftOrders, fulfillments, orders } from '../../db/schema/index.ts'
import { inScope } from '../../db/scope.ts'
import { cursorOf } from '../../lib/cursor-values.ts'
import { once } from '../../lib/idempotency.ts'
import { keysetPage } from '../../lib/keyset.ts'
import { problems } from '../../lib/problem.ts'
import type { PricedScope } from '../../lib/store-scope.ts'
import { containsAllWords, searchWords, splitQuery } from '../../lib/text-search.ts'
import type { OrderStock } from '../inventory/order-stock.ts'
import { fulfillmentName, orderName, presentOrder, presentSummary } from './placed-order.presenter.ts'
import * as repo from './placed-order.repository.ts'
import { placeOrder } from './placement.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const DAY = /^\d{4}-\d{2}-\d{2}$/

const SORTS = {
  createdAt: {
    column: orders.createdAt,
    value: (row: repo.OrderRow) => row.createdAt.toISOString(),
    cursor: cursorOf.timestamp,
  },
  number: { column: orders.number, value: (row: repo.OrderRow) => row.number, cursor: cursorOf.int4 },
  total: { column: orders.totalMinor, value: (row: repo.OrderRow) => row.totalMinor, cursor: cursorOf.int8 },
} as const

function filterError(message: string) {
  return problems.badRequest('The search has an invalid filter.', [{ path: 'query', message }])
}

/** The `key:value` filters the orders list knows; any other term is searched as text. */
const ORDER_FILTERS = [
  'financial_status',
  'fulfillment_status',
  'created_from',
  'created_to',
  'customer',
  'status',
]

/** The where-clause of the orders list's query filters. */
function orderFilters(filters: Record<string, string[]>): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = []
  const financial = filters.financial_status
  if (financial) {
    const allowed = ['pending', 'paid', 'partially_paid', 'refunded', 'voided'] as const
    if (financial.some((value) => !allowed.includes(value as never)))
      throw filterError(`financial_status: takes ${allowed.join(', ')}`)
    where.push(inArray(orders.financialStatus, financial as (typeof allowed)[number][]))
  }
  const fulfillment = filters.fulfillment_status
  if (fulfillment) {
    const allowed = ['unfulfilled', 'partially_fulfilled', 'fulfilled'] as const
    if (fulfillment.some((value) => !allowed.includes(value as never)))
      throw filterError(`fulfillment_status: takes ${allowed.join(', ')}`)
    where.push(inArray(orders.fulfillmentStatus, fulfillment as (typeof allowed)[number][]))
  }
  for (const [key, bound] of [
    ['created_from', 'from'],
    ['created_to', 'to'],
  ] as const) {
    for (const day of filters[key] ?? []) {
      if (!DAY.test(day) || Number.isNaN(Date.parse(day)))
        throw filterError(`${key}: takes a date like 2026-01-31`)
      // Whole days: created_to includes the day it names.
      where.push(
        bound === 'from'
          ? gte(orders.createdAt, new Date(`${day}T00:00:00Z`))
          : lt(orders.createdAt, new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000)),
      )
    }
  }
  for (const customer of filters.customer ?? []) {
    if (!UUID.test(customer)) throw filterError('customer: takes an id')
    where.push(eq(orders.customerId, customer))
  }
  for (const status of filters.status ?? []) {
    if (status === 'open') where.push(isNull(orders.cancelledAt))
    else if (status === 'cancelled') where.push(isNotNull(orders.cancelledAt))
    else throw filterError('status: takes open or cancelled')
  }
  return where
}

export function createPlacedOrderService(db: Db, stock: OrderStock) {
  async function load(tx: Db, tenantId: string, id: string): Promise<PlacedOrder> {
    const order = await repo.findOrder(tx, tenantId, id)
    if (!order) throw problems.notFound('No such order.')
    const details = await repo.orderDetails(tx, tenantId, id)
    const [draft] = order.draftOrderId
      ? await tx
          .select({ number: draftOrders.number })
          .from(draftOrders)
          .where(and(eq(draftOrders.tenantId, tenantId), eq(draftOrders.id, order.draftOrderId)))
      : []
    return presentOrder(order, details, draft?.number ?? null)
  }

  /** Locks an order that is still open (not cancelled) for a change. */
  async function lockOpen(tx: Db, tenantId: string, id: string) {
    const order = await repo.findOrder(tx, tenantId, id, { forUpdate: true })
    if (!order) throw problems.notFound('No such order.')
    if (order.cancelledAt) throw problems.conflict('This order is cancelled.')
    return order
  }

  return {
    load,

    get: (ctx: PricedScope, id: string) => inScope(db, ctx, (tx) => load(tx, ctx.tenantId, id)),

    /** Create Order (payment due later) or Mark as paid, at most once per Idempotency-Key. */
    create(ctx: PricedScope, input: z.output<typeof createOrderRequestSchema>, key: string | undefined) {
      return inScope(db, ctx, (tx) =>
        once(tx, { tenantId: ctx.tenantId, operation: 'create-order', key, body: input }, async () => {
          const id = await placeOrder(tx, stock, {
            tenantId: ctx.tenantId,
            userId: ctx.userId,
            draftOrderId: input.draftOrderId,
            version: input.version,
            payment: input.paymentPending
              ? { kind: 'pending' }
              : { kind: 'paid', gateway: 'manual', reference: '' },
          })
          return { statusCode: 201, body: { order: await load(tx, ctx.tenantId, id) } }
        }),
      )
    },

    search(ctx: PricedScope, request: SearchRequest<keyof typeof SORTS>) {
      return inScope(db, ctx, async (tx) => {
        const { text, filters } = splitQuery(request.query, ORDER_FILTERS)
        const where = orderFilters(filters)
        // '#1002' and '1002' both find order #1002.
        where.push(containsAllWords(orders.searchText, searchWords(text.replaceAll('#', ' '))))
        const sort = SORTS[request.orderBy?.field ?? 'createdAt']
        const page = keysetPage<repo.OrderRow>({
          sort: sort.column,
          id: orders.id,
          direction: request.orderBy?.direction ?? (request.orderBy ? 'asc' : 'desc'),
          request,
          sortValueOf: sort.value,
          idOf: (row) => row.id,
          isValidCursor: sort.cursor,
        })
        const { rows, total } = await repo.searchOrders(tx, ctx.tenantId, and(...where), page)
        return page.toConnection(rows, total, presentSummary)
      })
    },

    /** Collects (part of) the balance: the order is paid when nothing is left. */
    collectPayment(
      ctx: PricedScope,
      id: string,
      input: z.output<typeof collectPaymentRequestSchema>,
      key: string | undefined,
    ) {
      return inScope(db, ctx, (tx) =>
        once(tx, { tenantId: ctx.tenantId, operation: `collect:${id}`, key, body: input }, async () => {
          const order = await lockOpen(tx, ctx.tenantId, id)
          const balance = order.totalMinor - order.paidMinor
          if (balance <= 0) throw problems.conflict('This order is already paid.')
          const amount = input.amount === undefined ? balance : toMinorUnits(input.amount)
          if (amount <= 0 || amount > balance) {
            throw problems.badRequest('The amount is not valid.', [
              {
                path: 'amount',
                message: `Enter an amount up to ${money(balance, order.currencyCode).amount}`,
              },
            ])
          }
          const paidMinor = order.paidMinor + amount
          await repo.addPayment(tx, {
            tenantId: ctx.tenantId,
            orderId: id,
            amountMinor: amount,
            gateway: 'manual',
            reference: '',
          })
          await repo.updateOrder(tx, ctx.tenantId, id, {
            paidMinor,
            financialStatus: paidMinor >= order.totalMinor ? 'paid' : 'partially_paid',
          })
          await repo.addEvent(tx, {
            tenantId: ctx.tenantId,
            orderId: id,
            type: 'paid',
            message: `Payment of ${money(amount, order.currencyCode).amount} ${order.currencyCode} collected.`,
            userId: ctx.userId,
            data: { amountMinor: amount },
          })
          return { statusCode: 200, body: { order: await load(tx, ctx.tenantId, id) } }
        }),
      )
    },

    fulfill(ctx: PricedScope, id: string, input: z.output<typeof fulfillRequestSchema>) {
      return inScope(db, ctx, async (tx) => {
        const order = await lockOpen(tx, ctx.tenantId, id)
        const { lines, fulfillments: done } = await repo.orderDetails(tx, ctx.tenantId, id)
        const remaining = new Map(lines.map((line) => [line.id, line.quantity - line.fulfilledQuantity]))
        const wanted =
          input.lines ??
          lines
            .filter((line) => line.quantity > line.fulfilledQuantity)
            .map((line) => ({ orderLineId: line.id, quantity: line.quantity - line.fulfilledQuantity }))
        if (wanted.length === 0) throw problems.conflict('Every item of this order is fulfilled.')
        const errors = wanted.flatMap((line, index) => {
          const left = remaining.get(line.orderLineId)
          if (left === undefined)
            return [{ path: `lines.${index}.orderLineId`, message: 'Not a line of this order' }]
          if (line.quantity > left)
            return [{ path: `lines.${index}.quantity`, message: `Only ${left} left to fulfil` }]
          remaining.set(line.orderLineId, left - line.quantity)
          return []
        })
        if (errors.length > 0) throw problems.badRequest('The fulfilment has invalid lines.', errors)
        const number = done.length + 1
        await repo.insertFulfillment(tx, {
          tenantId: ctx.tenantId,
          orderId: id,
          number,
          trackingNumber: input.trackingNumber,
          carrier: input.carrier,
          lines: wanted,
          createdBy: ctx.userId,
        })
        await repo.setFulfilledQuantities(
          tx,
          ctx.tenantId,
          lines.map((line) => ({
            id: line.id,
            fulfilledQuantity: line.quantity - (remaining.get(line.id) ?? 0),
          })),
        )
        const allDone = [...remaining.values()].every((left) => left === 0)
        await repo.updateOrder(tx, ctx.tenantId, id, {
          fulfillmentStatus: allDone ? 'fulfilled' : 'partially_fulfilled',
        })
        const units = wanted.reduce((sum, line) => sum + line.quantity, 0)
        await repo.addEvent(tx, {
          tenantId: ctx.tenantId,
          orderId: id,
          type: 'fulfilled',
          message: `${units} item${units === 1 ? '' : 's'} fulfilled (${fulfillmentName(order.number, number)}).`,
          userId: ctx.userId,
        })
        return load(tx, ctx.tenantId, id)
      })
    },

    cancel(ctx: PricedScope, id: string, input: z.output<typeof cancelOrderRequestSchema>) {
      return inScope(db, ctx, async (tx) => {
        const order = await lockOpen(tx, ctx.tenantId, id)
        if (order.fulfillmentStatus !== 'unfulfilled') {
          throw problems.conflict('An order with fulfilled items cannot be cancelled.')
        }
        const { lines } = await repo.orderDetails(tx, ctx.tenantId, id)
        if (input.restock) {
          await stock.restock(
            tx,
            ctx.tenantId,
            ctx.userId,
            lines.flatMap((line) =>
              line.variantId && line.locationId
                ? [{ variantId: line.variantId, locationId: line.locationId, quantity: line.quantity }]
                : [],
            ),
            `Order ${orderName(order.number)} cancelled`,
          )
        }
        await repo.updateOrder(tx, ctx.tenantId, id, {
          cancelledAt: new Date(),
          cancelReason: input.reason,
          financialStatus: order.paidMinor > 0 ? 'refunded' : 'voided',
        })
        await repo.addEvent(tx, {
          tenantId: ctx.tenantId,
          orderId: id,
          type: 'cancelled',
          message:
            `Order cancelled (${input.reason})${input.restock ? ', items restocked' : ''}.` +
            (order.paidMinor > 0
              ? ` Refund ${money(order.paidMinor, order.currencyCode).amount} ${order.currencyCode} to the customer.`
              : ''),
          userId: ctx.userId,
        })
        return load(tx, ctx.tenantId, id)
      })
    },

    updateNote(ctx: PricedScope, id: string, input: { version: number; note: string }) {
      return inScope(db, ctx, async (tx) => {
        const order = await repo.findOrder(tx, ctx.tenantId, id, { forUpdate: true })
        if (!order) throw problems.notFound('No such order.')
        if (order.version !== input.version)
          throw problems.conflict('This order was changed since you opened it. Reload it and try again.')
        await repo.updateOrder(tx, ctx.tenantId, id, { note: input.note })
        await repo.addEvent(tx, {
          tenantId: ctx.tenantId,
          orderId: id,
          type: 'note',
          message: 'Note updated.',
          userId: ctx.userId,
        })
        return load(tx, ctx.tenantId, id)
      })
    },

    /** Fulfilments, newest first: the shipping labels list. */
    searchFulfillments(ctx: PricedScope, request: SearchRequest<'createdAt'>) {
      return inScope(db, ctx, async (tx) => {
        const page = keysetPage<{ fulfillment: repo.FulfillmentRow; order: repo.OrderRow }>({
          sort: fulfillments.createdAt,
          id: fulfillments.id,
          direction: request.orderBy?.direction ?? 'desc',
          request,
          sortValueOf: (row) => row.fulfillment.createdAt.toISOString(),
          idOf: (row) => row.fulfillment.id,
          isValidCursor: cursorOf.timestamp,
        })
        const { rows, total, titles } = await repo.searchFulfillments(tx, ctx.tenantId, page)
        const titleOf = new Map(
          titles.map((line) => [
            line.id,
            line.variantTitle ? `${line.title} – ${line.variantTitle}` : line.title,
          ]),
        )
        return page.toConnection(rows, total, ({ fulfillment, order }) => ({
          id: fulfillment.id,
          name: fulfillmentName(order.number, fulfillment.number),
          trackingNumber: fulfillment.trackingNumber,
          carrier: fulfillment.carrier,
          lines: fulfillment.lines.map((line) => ({ ...line, title: titleOf.get(line.orderLineId) ?? '' })),
          createdAt: fulfillment.createdAt.toISOString(),
          orderId: order.id,
          orderName: orderName(order.number),
          shippingAddress: order.shippingAddress,
          customerName: order.customerName,
        }))
      })
    },
  }
}

export type PlacedOrderService = ReturnType<typeof createPlacedOrderService>
