import {
  isManualPaymentMethod,
  money,
  orderStatusMessages,
  type PublicOrderStatus,
  paymentMethodSchema,
} from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope } from '../../db/scope.ts'
import { HttpProblem, problems } from '../../lib/problem.ts'
import { orderStatusLinkOf, storefrontOf } from '../checkout-settings/checkout-settings.service.ts'
import { customerSummary } from '../party/party.service.ts'
import { customerPaymentInstructions, storePaymentSettings } from '../payments/payment-settings.service.ts'
import { storeName } from '../tenancy/tenancy.service.ts'
import { resolveOrderStatusToken } from './order-status-links.ts'
import { findOrder, orderDetails } from './placed-order.repository.ts'

const DAY_MS = 24 * 60 * 60 * 1000

const gone = (reason: 'expired' | 'off') =>
  new HttpProblem(410, 'Gone', {
    detail: reason === 'off' ? orderStatusMessages.linkOff : orderStatusMessages.linkExpired,
    extensions: { reason },
  })

/**
 * The customer's order page, opened by the link of their confirmation email. The token is the only
 * credential; the page works inside the store's scope, and lives as long as the store's Customer
 * accounts settings say, counted from the order (the settings as they are now: turning the links off,
 * or shortening them, closes links already sent).
 */
export function createOrderStatusService(db: Db, now: () => Date = () => new Date()) {
  return {
    async view(storeId: string, token: string): Promise<PublicOrderStatus> {
      const { tenantId, orderId } = await resolveOrderStatusToken(db, storeId, token)
      return inScope(db, { tenantId }, async (tx) => {
        const link = await orderStatusLinkOf(tx, tenantId)
        if (!link.enabled) throw gone('off')
        const order = await findOrder(tx, tenantId, orderId)
        if (!order) throw problems.notFound(orderStatusMessages.linkInvalid)
        if (order.createdAt.getTime() + link.days * DAY_MS < now().getTime()) throw gone('expired')
        const { lines } = await orderDetails(tx, tenantId, orderId)
        const customer = order.customerId ? await customerSummary(tx, tenantId, order.customerId) : undefined
        const method = paymentMethodSchema.safeParse(order.paymentMethod)
        const paymentMethod = method.success ? method.data : null
        // What to pay, only while the store still waits for a manual payment.
        const awaiting =
          paymentMethod !== null &&
          isManualPaymentMethod(paymentMethod) &&
          order.financialStatus === 'pending' &&
          !order.cancelledAt
        const m = (minor: number) => money(minor, order.currencyCode)
        return {
          storeName: await storeName(tx, tenantId),
          language: customer?.locale ?? null,
          orderName: order.name,
          placedAt: order.createdAt.toISOString(),
          financialStatus: order.financialStatus,
          fulfillmentStatus: order.fulfillmentStatus,
          cancelled: order.cancelledAt !== null,
          lines: lines.map((line) => ({
            title: line.title,
            variantTitle: line.variantTitle,
            quantity: line.quantity,
            total: m(line.discountedTotalMinor),
          })),
          subtotal: m(order.subtotalMinor),
          discounts: m(order.totalDiscountsMinor),
          shipping: m(order.totalShippingMinor),
          tax: m(order.totalTaxMinor),
          taxesIncluded: order.taxesIncluded,
          total: m(order.totalMinor),
          shippingAddress: order.shippingAddress,
          paymentMethod,
          payment: awaiting
            ? customerPaymentInstructions(await storePaymentSettings(tx, tenantId), paymentMethod, order)
            : null,
          storefront: await storefrontOf(tx, tenantId),
        }
      })
    },
  }
}

export type OrderStatusService = ReturnType<typeof createOrderStatusService>
