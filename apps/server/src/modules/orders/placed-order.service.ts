import {
  type ActivityAction,
  type ActivityChange,
  type cancelOrderRequestSchema,
  type collectPaymentRequestSchema,
  type createOrderRequestSchema,
  financialStatusSchema,
  fromMinorUnits,
  type fulfillRequestSchema,
  isManualPaymentMethod,
  money,
  type PlacedOrder,
  type refundRequestSchema,
  type SearchRequest,
  toMinorUnits,
} from '@lojista/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { inScope, type StoreTx } from '../../db/scope.ts'
import { recordActivity } from '../../lib/activity.ts'
import { conflict } from '../../lib/conflict.ts'
import { once } from '../../lib/idempotency.ts'
import { problems } from '../../lib/problem.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import { searchWords, splitQuery } from '../../lib/text-search.ts'
import { isUuid } from '../../lib/uuid.ts'
import { namesOfUsers } from '../auth/auth.service.ts'
import { giveBackDiscountUses } from '../discounts/discount-usage.service.ts'
import type { OrderStock } from '../inventory/order-stock.ts'
import type { StaffNotifier } from '../staff/staff-notifications.ts'
import * as drafts from './draft.repository.ts'
import { fulfillmentName, presentOrder, presentSummary } from './placed-order.presenter.ts'
import * as repo from './placed-order.repository.ts'
import { placeOrder } from './placement.ts'

/** The amount asked for (all of `limit` when none), in minor units; a field error past the limit. */
function amountUpTo(asked: string | undefined, limit: number, currencyCode: string): number {
  const amount = asked === undefined ? limit : toMinorUnits(asked)
  if (amount <= 0 || amount > limit) {
    throw problems.badRequest('The amount is not valid.', [
      { path: 'amount', message: `Enter an amount up to ${money(limit, currencyCode).amount}` },
    ])
  }
  return amount
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

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

/** The orders list's query filters, checked; a bad value is a field error of the query. */
function orderFilter(text: string, filters: Record<string, string[]>): repo.OrderFilter {
  const filter: repo.OrderFilter = {
    // '#1002' and '1002' both find order #1002.
    words: searchWords(text.replaceAll('#', ' ')),
    createdFrom: [],
    createdBefore: [],
    customerIds: [],
    cancelled: [],
  }
  const financial = filters.financial_status
  if (financial) {
    const allowed = financialStatusSchema.options
    if (financial.some((value) => !allowed.includes(value as never)))
      throw filterError(`financial_status: takes ${allowed.join(', ')}`)
    filter.financialStatuses = financial as (typeof allowed)[number][]
  }
  const fulfillment = filters.fulfillment_status
  if (fulfillment) {
    const allowed = ['unfulfilled', 'partially_fulfilled', 'fulfilled'] as const
    if (fulfillment.some((value) => !allowed.includes(value as never)))
      throw filterError(`fulfillment_status: takes ${allowed.join(', ')}`)
    filter.fulfillmentStatuses = fulfillment as (typeof allowed)[number][]
  }
  for (const [key, bound] of [
    ['created_from', 'from'],
    ['created_to', 'to'],
  ] as const) {
    for (const day of filters[key] ?? []) {
      if (!DAY.test(day) || Number.isNaN(Date.parse(day)))
        throw filterError(`${key}: takes a date like 2026-01-31`)
      // Whole days: created_to includes the day it names.
      if (bound === 'from') filter.createdFrom.push(new Date(`${day}T00:00:00Z`))
      else filter.createdBefore.push(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000))
    }
  }
  for (const customer of filters.customer ?? []) {
    if (!isUuid(customer)) throw filterError('customer: takes an id')
    filter.customerIds.push(customer)
  }
  for (const status of filters.status ?? []) {
    if (status === 'open') filter.cancelled.push(false)
    else if (status === 'cancelled') filter.cancelled.push(true)
    else throw filterError('status: takes open or cancelled')
  }
  return filter
}

export function createPlacedOrderService(db: Db, stock: OrderStock, notifier: StaffNotifier) {
  async function load(tx: StoreTx, tenantId: string, id: string): Promise<PlacedOrder> {
    const order = await repo.findOrder(tx, tenantId, id)
    if (!order) throw problems.notFound('No such order.')
    const details = await repo.orderDetails(tx, tenantId, id)
    // An event's author is the staff member who made it; none for a customer paying through a checkout link.
    const names = await namesOfUsers(
      tx,
      details.events.flatMap((event) => (event.userId ? [event.userId] : [])),
    )
    const events = details.events.map(({ userId, ...event }) => ({
      ...event,
      author: userId ? (names.get(userId) ?? null) : null,
    }))
    const draftName = order.draftOrderId
      ? await drafts.findDraftName(tx, tenantId, order.draftOrderId)
      : undefined
    return presentOrder(order, { ...details, events }, draftName ?? null)
  }

  /** Locks an order that is still open (not cancelled) for a change. */
  async function lockOpen(tx: StoreTx, tenantId: string, id: string) {
    const order = await repo.findOrder(tx, tenantId, id, { forUpdate: true })
    if (!order) throw problems.notFound('No such order.')
    if (order.cancelledAt) throw conflict('This order is cancelled.')
    return order
  }

  /** The order's entry in the store's activity log, in the transaction of the change. */
  function logOrder(
    tx: StoreTx,
    ctx: StoreScope,
    action: ActivityAction,
    order: { id: string; name: string },
    changes: ActivityChange[] = [],
  ) {
    return recordActivity(tx, ctx, {
      area: 'orders',
      action,
      subject: { type: 'order', id: order.id, label: order.name },
      changes,
    })
  }

  return {
    load,

    get: (ctx: StoreScope, id: string) => inScope(db, ctx, (tx) => load(tx, ctx.tenantId, id)),

    /** Create Order (payment due later) or Mark as paid, at most once per Idempotency-Key. */
    create(ctx: StoreScope, input: z.output<typeof createOrderRequestSchema>, key: string | undefined) {
      return inScope(db, ctx, (tx) =>
        once(tx, { tenantId: ctx.tenantId, operation: 'create-order', key, body: input }, async () => {
          const id = await placeOrder(
            tx,
            { stock, notifier },
            {
              tenantId: ctx.tenantId,
              userId: ctx.userId,
              draftOrderId: input.draftOrderId,
              version: input.version,
              payment: input.paymentPending
                ? { kind: 'pending' }
                : { kind: 'paid', gateway: 'manual', reference: '' },
            },
          )
          const order = await load(tx, ctx.tenantId, id)
          await logOrder(tx, ctx, 'order.placed', order)
          return { statusCode: 201, body: { order } }
        }),
      )
    },

    search(ctx: StoreScope, request: SearchRequest<repo.OrderSortField>) {
      return inScope(db, ctx, async (tx) => {
        const { text, filters } = splitQuery(request.query, ORDER_FILTERS)
        const { rows, total, page } = await repo.searchOrders(
          tx,
          ctx.tenantId,
          orderFilter(text, filters),
          request,
        )
        return page.toConnection(rows, total, presentSummary)
      })
    },

    /** Collects (part of) the balance: the order is paid when nothing is left. */
    collectPayment(
      ctx: StoreScope,
      id: string,
      input: z.output<typeof collectPaymentRequestSchema>,
      key: string | undefined,
    ) {
      return inScope(db, ctx, (tx) =>
        once(tx, { tenantId: ctx.tenantId, operation: `collect:${id}`, key, body: input }, async () => {
          const order = await lockOpen(tx, ctx.tenantId, id)
          const balance = order.totalMinor - order.paidMinor
          if (balance <= 0) throw conflict('This order is already paid.')
          const amount = amountUpTo(input.amount, balance, order.currencyCode)
          const paidMinor = order.paidMinor + amount
          // An order placed at checkout with Pix, a deposit, cash on delivery or a boleto: what staff
          // collect is that payment received, and the timeline says so.
          const method = isManualPaymentMethod(order.paymentMethod) ? order.paymentMethod : null
          await repo.addPayment(tx, {
            tenantId: ctx.tenantId,
            orderId: id,
            amountMinor: amount,
            gateway: 'manual',
            method: method ?? '',
            reference: '',
          })
          await repo.updateOrder(tx, ctx.tenantId, id, {
            paidMinor,
            financialStatus: paidMinor >= order.totalMinor ? 'paid' : 'partially_paid',
          })
          const params = { amount: fromMinorUnits(amount), currency: order.currencyCode }
          await repo.addEvent(tx, {
            tenantId: ctx.tenantId,
            orderId: id,
            ...(method
              ? { type: 'payment_received' as const, params: { ...params, method } }
              : { type: 'payment_collected' as const, params }),
            userId: ctx.userId,
            data: { amountMinor: amount },
          })
          await logOrder(tx, ctx, 'order.payment_collected', order, [
            { field: 'paid', before: fromMinorUnits(order.paidMinor), after: fromMinorUnits(paidMinor) },
          ])
          return { statusCode: 200, body: { order: await load(tx, ctx.tenantId, id) } }
        }),
      )
    },

    fulfill(ctx: StoreScope, id: string, input: z.output<typeof fulfillRequestSchema>) {
      return inScope(db, ctx, async (tx) => {
        const order = await lockOpen(tx, ctx.tenantId, id)
        const { lines, fulfillments: done } = await repo.orderDetails(tx, ctx.tenantId, id)
        const remaining = new Map(lines.map((line) => [line.id, line.quantity - line.fulfilledQuantity]))
        const wanted =
          input.lines ??
          lines
            .filter((line) => line.quantity > line.fulfilledQuantity)
            .map((line) => ({ orderLineId: line.id, quantity: line.quantity - line.fulfilledQuantity }))
        if (wanted.length === 0) throw conflict('Every item of this order is fulfilled.')
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
          params: { units, fulfillmentName: fulfillmentName(order.name, number) },
          userId: ctx.userId,
        })
        await logOrder(tx, ctx, 'order.fulfilled', order, [
          {
            field: 'fulfillmentStatus',
            before: order.fulfillmentStatus,
            after: allDone ? 'fulfilled' : 'partially_fulfilled',
          },
        ])
        return load(tx, ctx.tenantId, id)
      })
    },

    cancel(ctx: StoreScope, id: string, input: z.output<typeof cancelOrderRequestSchema>) {
      return inScope(db, ctx, async (tx) => {
        const order = await lockOpen(tx, ctx.tenantId, id)
        if (order.fulfillmentStatus !== 'unfulfilled') {
          throw conflict('An order with fulfilled items cannot be cancelled.')
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
            `Order ${order.name} cancelled`,
          )
        }
        // Cancelling moves no money: what was collected stays collected (and shown so) until staff record
        // a refund, which says how much went back and how.
        const kept = order.paidMinor - order.refundedMinor
        await giveBackDiscountUses(tx, ctx.tenantId, id)
        await repo.updateOrder(tx, ctx.tenantId, id, {
          cancelledAt: new Date(),
          cancelReason: input.reason,
          ...(order.paidMinor === 0 ? { financialStatus: 'voided' as const } : {}),
        })
        await repo.addEvent(tx, {
          tenantId: ctx.tenantId,
          orderId: id,
          type: 'cancelled',
          params: {
            reason: input.reason,
            restocked: input.restock,
            notRefunded: kept > 0 ? { amount: fromMinorUnits(kept), currency: order.currencyCode } : null,
          },
          userId: ctx.userId,
          data: { collectedMinor: kept },
        })
        await logOrder(tx, ctx, 'order.cancelled', order, [
          { field: 'cancelReason', before: null, after: input.reason },
        ])
        return load(tx, ctx.tenantId, id)
      })
    },

    /** Records money given back to the customer: part or all of what was collected, once per key. */
    refund(
      ctx: StoreScope,
      id: string,
      input: z.output<typeof refundRequestSchema>,
      key: string | undefined,
    ) {
      return inScope(db, ctx, (tx) =>
        once(tx, { tenantId: ctx.tenantId, operation: `refund:${id}`, key, body: input }, async () => {
          const order = await repo.findOrder(tx, ctx.tenantId, id, { forUpdate: true })
          if (!order) throw problems.notFound('No such order.')
          const refundable = order.paidMinor - order.refundedMinor
          if (refundable <= 0) throw conflict('Nothing collected on this order is left to refund.')
          const amount = amountUpTo(input.amount, refundable, order.currencyCode)
          const refundedMinor = order.refundedMinor + amount
          await repo.addPayment(tx, {
            tenantId: ctx.tenantId,
            orderId: id,
            amountMinor: amount,
            direction: 'refund',
            gateway: 'manual',
            method: input.method,
            note: input.note,
            createdBy: ctx.userId,
          })
          await repo.updateOrder(tx, ctx.tenantId, id, {
            refundedMinor,
            financialStatus: refundedMinor >= order.paidMinor ? 'refunded' : 'partially_refunded',
          })
          await repo.addEvent(tx, {
            tenantId: ctx.tenantId,
            orderId: id,
            type: 'refunded',
            params: {
              amount: fromMinorUnits(amount),
              currency: order.currencyCode,
              method: input.method,
              note: input.note,
            },
            userId: ctx.userId,
            data: { amountMinor: amount, method: input.method },
          })
          await logOrder(tx, ctx, 'order.refunded', order, [
            {
              field: 'refunded',
              before: fromMinorUnits(order.refundedMinor),
              after: fromMinorUnits(refundedMinor),
            },
          ])
          return { statusCode: 200, body: { order: await load(tx, ctx.tenantId, id) } }
        }),
      )
    },

    updateNote(ctx: StoreScope, id: string, input: { version: number; note: string }) {
      return inScope(db, ctx, async (tx) => {
        const order = await repo.findOrder(tx, ctx.tenantId, id, { forUpdate: true })
        if (!order) throw problems.notFound('No such order.')
        if (order.version !== input.version)
          throw conflict('This order was changed since you opened it. Reload it and try again.')
        await repo.updateOrder(tx, ctx.tenantId, id, { note: input.note })
        if ((order.note ?? '') !== input.note) {
          await logOrder(tx, ctx, 'order.note_updated', order, [
            { field: 'note', before: order.note ?? '', after: input.note },
          ])
        }
        await repo.addEvent(tx, {
          tenantId: ctx.tenantId,
          orderId: id,
          type: 'note_updated',
          params: {},
          userId: ctx.userId,
        })
        return load(tx, ctx.tenantId, id)
      })
    },

    /**
     * Fulfilments, newest first: the shipping labels list. Free text matches the order's number,
     * customer and email, and the tracking number.
     */
    searchFulfillments(ctx: StoreScope, request: SearchRequest<'createdAt'>) {
      return inScope(db, ctx, async (tx) => {
        const { text } = splitQuery(request.query, [])
        const words = searchWords(text.replaceAll('#', ' '))
        const { rows, total, titles, page } = await repo.searchFulfillments(tx, ctx.tenantId, words, request)
        const titleOf = new Map(
          titles.map((line) => [
            line.id,
            line.variantTitle ? `${line.title} – ${line.variantTitle}` : line.title,
          ]),
        )
        return page.toConnection(rows, total, ({ fulfillment, order }) => ({
          id: fulfillment.id,
          name: fulfillmentName(order.name, fulfillment.number),
          trackingNumber: fulfillment.trackingNumber,
          carrier: fulfillment.carrier,
          lines: fulfillment.lines.map((line) => ({ ...line, title: titleOf.get(line.orderLineId) ?? '' })),
          createdAt: fulfillment.createdAt.toISOString(),
          orderId: order.id,
          orderName: order.name,
          shippingAddress: order.shippingAddress,
          customerName: order.customerName,
        }))
      })
    },
  }
}

export type PlacedOrderService = ReturnType<typeof createPlacedOrderService>
