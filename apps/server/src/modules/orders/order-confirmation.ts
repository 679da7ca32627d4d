import { orderStatusPath, paymentMethodSchema } from '@lojista/contracts'
import type { StoreTx } from '../../db/scope.ts'
import { HttpProblem } from '../../lib/problem.ts'
import { orderStatusLinkOf } from '../checkout-settings/checkout-settings.service.ts'
import type { MailService } from '../mail/mail.service.ts'
import { customerSummary } from '../party/party.service.ts'
import { customerPaymentInstructions, storePaymentSettings } from '../payments/payment-settings.service.ts'
import { storeBrand, storeTimeZone } from '../settings/settings.service.ts'
import { storeName } from '../tenancy/tenancy.service.ts'
import { emailLanguage } from './checkout-email-texts.ts'
import { orderConfirmationEmail } from './order-confirmation-email.ts'
import { issueOrderStatusToken } from './order-status-links.ts'
import { findOrder, orderDetails } from './placed-order.repository.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export type OrderConfirmationMailer = ReturnType<typeof createOrderConfirmationMailer>

/**
 * The customer's confirmation of an order they placed at checkout, in their language, queued in the
 * placement's transaction: it exists if and only if the order does. Orders staff place themselves get
 * none (staff tell their customer as they see fit).
 */
export function createOrderConfirmationMailer({ mail, publicUrl }: { mail: MailService; publicUrl: string }) {
  return {
    /** `fallbackTo` is where the checkout link was sent, for an order without an email of its own. */
    async send(tx: StoreTx, tenantId: string, orderId: string, fallbackTo: string): Promise<void> {
      const order = await findOrder(tx, tenantId, orderId)
      const to = order?.email || fallbackTo
      if (!order || !to) return
      const method = paymentMethodSchema.safeParse(order.paymentMethod)
      if (!method.success) return
      const { lines } = await orderDetails(tx, tenantId, orderId)
      const customer = order.customerId ? await customerSummary(tx, tenantId, order.customerId) : undefined
      const statusLink = await orderStatusLinkOf(tx, tenantId)
      const link = statusLink.enabled
        ? {
            url: `${publicUrl}${orderStatusPath(tenantId, await issueOrderStatusToken(tx, orderId))}`,
            expiresAt: new Date(order.createdAt.getTime() + statusLink.days * DAY_MS),
          }
        : null
      const email = orderConfirmationEmail({
        tenantId,
        to,
        storeName: await storeName(tx, tenantId),
        brand: await storeBrand(tx, tenantId),
        language: emailLanguage(customer?.locale),
        timeZone: await storeTimeZone(tx, tenantId),
        order,
        lines,
        payment: customerPaymentInstructions(await storePaymentSettings(tx, tenantId), method.data, order),
        statusLink: link,
      })
      try {
        await mail.enqueue(tx, email)
      } catch (error) {
        // Past the store's hourly cap the confirmation is not sent, but the order stands: the customer
        // paid (or has the Pix code) on the page in front of them, and refusing the order would lose it.
        // The cap refuses before writing anything, so the transaction goes on.
        if (!(error instanceof HttpProblem && error.status === 429)) throw error
      }
    },
  }
}
