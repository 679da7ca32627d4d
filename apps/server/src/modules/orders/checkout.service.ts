import type { Db } from '../../db/client.ts'
import type { OrderStock } from '../inventory/order-stock.ts'
import type { MailService } from '../mail/mail.service.ts'
import type { CardProvider, CardProviderName } from '../payments/card-provider.ts'
import type { StaffNotifier } from '../staff/staff-notifications.ts'
import { createCheckoutMailer } from './checkout-mail.ts'
import { createOrderConfirmationMailer } from './order-confirmation.ts'
import { createPublicCheckoutService } from './public-checkout.service.ts'
import { createStaffCheckoutService } from './staff-checkout.service.ts'

export interface CheckoutDeps {
  db: Db
  mail: MailService
  stock: OrderStock
  notifier: StaffNotifier
  publicUrl: string
  cardProviders?: Record<CardProviderName, CardProvider>
}

/**
 * Invoices, quotes and the public checkout, one file per audience: staff sending links and recovering
 * abandoned checkouts (staff-checkout.service.ts), the customer's checkout page
 * (public-checkout.service.ts), and the email that carries the link (checkout-mail.ts).
 */
export function createCheckoutService({ db, mail, stock, notifier, publicUrl, cardProviders }: CheckoutDeps) {
  const mailer = createCheckoutMailer({ mail, publicUrl })
  return {
    ...createStaffCheckoutService({ db, mailer }),
    ...createPublicCheckoutService({
      db,
      stock,
      notifier,
      confirmation: createOrderConfirmationMailer({ mail, publicUrl }),
      cardProviders,
    }),
  }
}

export type CheckoutService = ReturnType<typeof createCheckoutService>
