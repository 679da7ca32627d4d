import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { type Account, draftWithStock } from './order-helpers.ts'
import { bearer, emailedLink, type TestApp, uniqueEmail } from './test-app.ts'

// The customer's side of a checkout link, as the checkout page calls it: the link emailed with an
// invoice, a discount code tried, the payment. The app's public address must be
// https://loja.example.com.

/** The checkout link in the customer's email; its token the one match. */
export const checkoutLink = /https:\/\/loja\.example\.com\/checkout\/([\w-]+)/

/** Where the customer, Beatriz Lima, has the order shipped. */
export const customerAddress = {
  firstName: 'Beatriz',
  lastName: 'Lima',
  address1: 'Rua XV, 10',
  city: 'Curitiba',
  provinceCode: 'PR',
  countryCode: 'BR',
  postalCode: '80020-000',
}

/** The calls, on the test app `app` gives (made in the test file's beforeAll). */
export function checkoutCalls(app: () => TestApp) {
  return {
    /**
     * A draft of two R$ 50,00 items (R$ 100,00) for a customer at `email` (a new one unless `customerId`
     * names one with that address, speaking `locale` when given), with `extra` fields, sent as an
     * invoice; its link read from the customer's email.
     */
    async invoiceLink(
      account: Account,
      options: { email?: string; customerId?: string; locale?: string; extra?: Record<string, unknown> } = {},
    ) {
      const t = app()
      const email = options.email ?? uniqueEmail('cliente')
      const extra = { ...options.extra, ...(options.customerId ? { customerId: options.customerId } : {}) }
      const { draft, customerId } = await draftWithStock(t, account, {
        stock: 100,
        extra,
        ...(options.customerId ? {} : { email, locale: options.locale }),
      })
      const sent = await t.app.inject({
        method: 'POST',
        url: '/v1/order/send-invoice',
        headers: { ...bearer(account.token), 'idempotency-key': randomUUID() },
        payload: { draftOrderId: draft.id, version: draft.version },
      })
      expect(sent.statusCode, sent.body).toBe(200)
      return {
        draft,
        email,
        customerId: (options.customerId ?? customerId) as string,
        token: await emailedLink(t.app, email, checkoutLink),
      }
    },

    enterCode(token: string, code: string) {
      return app().app.inject({
        method: 'POST',
        url: `/v1/public/checkout/${token}/discount-code`,
        payload: { code },
      })
    },

    /** Pays as the customer's page does, with the code they entered and the total it showed them. */
    pay(token: string, shown: { version: number }, discount?: { code: string; total: string }) {
      return app().app.inject({
        method: 'POST',
        url: `/v1/public/checkout/${token}/pay`,
        payload: {
          version: shown.version,
          shippingAddress: customerAddress,
          card: { number: '4242 4242 4242 4242', name: 'Beatriz Lima' },
          ...(discount ? { discount } : {}),
        },
      })
    },
  }
}

/** Payment settings of a store taking Pix and bank deposit, and the test card unless turned off. */
export function pixPaymentSettings({ card = true }: { card?: boolean } = {}) {
  return {
    cardEnabled: card,
    cardProvider: 'test',
    pixEnabled: true,
    pixKeyType: 'email',
    pixKey: 'pix@casaaurora.com.br',
    pixMerchantName: 'Casa Aurora',
    pixMerchantCity: 'Curitiba',
    pixInstructions: 'Enviamos o pedido assim que o Pix for confirmado.',
    bankDepositEnabled: true,
    bankDepositInstructions: 'Itaú, agência 0001, conta 12345-6.',
    cashOnDeliveryEnabled: false,
    cashOnDeliveryInstructions: '',
    boletoEnabled: false,
    boletoInstructions: '',
    version: 1,
  }
}
