import {
  calculateOrder,
  checkoutMessages,
  isManualPaymentMethod,
  money,
  type PublicCheckout,
  type PublicDiscountCodeResult,
  type publicPayRequestSchema,
  toMinorUnits,
} from '@lojista/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { inScope, type StoreTx } from '../../db/scope.ts'
import { conflict } from '../../lib/conflict.ts'
import { HttpProblem, problems } from '../../lib/problem.ts'
import { storefrontOf } from '../checkout-settings/checkout-settings.service.ts'
import type { OrderStock } from '../inventory/order-stock.ts'
import { customerSummary } from '../party/party.service.ts'
import { type CardProvider, type CardProviderName, cardProviders } from '../payments/card-provider.ts'
import {
  checkoutPaymentMethods,
  customerPaymentInstructions,
  storePaymentSettings,
} from '../payments/payment-settings.service.ts'
import { storageKeyOf } from '../products/products.service.ts'
import type { StaffNotifier } from '../staff/staff-notifications.ts'
import { storeName } from '../tenancy/tenancy.service.ts'
import * as links from './checkout.repository.ts'
import { amountOf, type CustomerCode, customerCodeRefused, weighCustomerCode } from './checkout-code.ts'
import { recordCheckoutDetails } from './checkout-details.repository.ts'
import { checkedDetails, noteWithCustomers } from './checkout-details.ts'
import { resolveToken, type UsableLink, usableLink } from './checkout-links.ts'
import { checkoutShippingOptions, payShipping } from './checkout-shipping.ts'
import { compareAtTotalOf } from './compare-at.ts'
import { calcInputOf } from './draft.presenter.ts'
import * as drafts from './draft.repository.ts'
import type { OrderConfirmationMailer } from './order-confirmation.ts'
import { findOrder, findOrderByDraft } from './placed-order.repository.ts'
import { placeOrder } from './placement.ts'

/** Where the customer's browser fetches a checkout line's picture (see publicCheckoutRoutes). */
export function publicLineImageUrl(token: string, index: number): string {
  return `/v1/public/checkout/${token}/lines/${index}/image`
}

export interface PublicCheckoutDeps {
  db: Db
  stock: OrderStock
  /** Tells the store's people an invoice was paid. */
  notifier: StaffNotifier
  /** Emails the customer their order, with the status link the store's settings allow. */
  confirmation: OrderConfirmationMailer
  /** Who charges cards, by the store's `cardProvider` setting (decision 031). */
  cardProviders?: Record<CardProviderName, CardProvider>
}

/**
 * The customer's checkout page, opened by the emailed link. The link's token is the only credential:
 * it names the store, and the work then runs inside that store's scope, like staff requests do.
 */
export function createPublicCheckoutService({
  db,
  stock,
  notifier,
  confirmation,
  cardProviders: providers = cardProviders,
}: PublicCheckoutDeps) {
  /** What the draft comes to now, as placing it will charge: its saved discounts and shipping included. */
  async function payableTotal(tx: StoreTx, tenantId: string, draftId: string): Promise<number> {
    const now = await drafts.findDraft(tx, tenantId, draftId)
    if (!now) throw problems.notFound()
    return calculateOrder(calcInputOf(now.draft, now.lines)).total
  }

  /**
   * The order as the customer's page shows it, worked out with the code they entered when it applies; its
   * version is what paying must name.
   */
  async function presentCheckout(
    tx: StoreTx,
    tenantId: string,
    token: string,
    { link, draft, lines }: UsableLink,
    withCode?: Extract<CustomerCode, { applies: true }>,
  ): Promise<PublicCheckout> {
    const shown = withCode ? { ...draft, discountApplications: withCode.applications } : draft
    const calculation = calculateOrder(calcInputOf(shown, lines))
    const results = new Map(calculation.lines.map((line) => [line.id, line]))
    const customer = draft.customerId ? await customerSummary(tx, tenantId, draft.customerId) : undefined
    const m = (minor: number) => money(minor, draft.currencyCode)
    return {
      kind: link.kind,
      version: draft.version,
      storeName: await storeName(tx, tenantId),
      draftName: draft.name,
      expiresAt: link.expiresAt.toISOString(),
      customerName: customer?.displayName ?? null,
      language: customer?.locale ?? null,
      email: draft.email || link.recipient,
      lines: lines.map((line, index) => ({
        title: line.title,
        variantTitle: line.variantTitle,
        quantity: line.quantity,
        // The customer has no media cookie: the link itself lets their browser fetch the pictures.
        imageUrl: line.imageUrl ? publicLineImageUrl(token, index) : null,
        discountedTotal: m(results.get(line.id)?.discountedTotal ?? 0),
        compareAtTotal: compareAtTotalOf(line, m),
      })),
      subtotal: m(calculation.subtotal),
      discounts: m(calculation.orderDiscount),
      shipping: m(calculation.shipping),
      tax: m(calculation.totalTax),
      taxesIncluded: draft.taxesIncluded,
      total: m(calculation.total),
      shippingAddress: draft.shippingAddress,
      billingAddress: draft.billingAddress,
      discountCode: withCode
        ? {
            code: withCode.discount.code ?? '',
            title: withCode.discount.title,
            amount: m(amountOf(withCode.discount)),
          }
        : null,
      paymentTerm: draft.paymentTerm && {
        type: draft.paymentTerm.type,
        dueInDays: draft.paymentTerm.dueInDays,
        dueAt: draft.paymentTerm.dueAt,
      },
      paymentMethods: checkoutPaymentMethods(await storePaymentSettings(tx, tenantId)),
      storefront: await storefrontOf(tx, tenantId),
      shippingTitle: draft.shippingLine?.title ?? null,
      shippingOptions: await checkoutShippingOptions(
        tx,
        draft,
        lines,
        customer?.locale,
        withCode?.applications,
      ),
    }
  }

  /**
   * The customer's code on the draft being paid for, weighed on the addresses just confirmed (free
   * shipping looks at the country): its saved discounts become the ones worked out with the code.
   */
  async function putCustomerCode(
    tx: StoreTx,
    token: string,
    found: UsableLink,
    discount: { code: string; total: string },
  ) {
    const { tenantId, id } = found.draft
    const now = await drafts.findDraft(tx, tenantId, id)
    if (!now) throw problems.notFound()
    const weighed = await weighCustomerCode(tx, now.draft, now.lines, discount.code, new Date())
    if (!weighed.applies) throw customerCodeRefused(weighed, now.draft.currencyCode)
    const total = calculateOrder(
      calcInputOf({ ...now.draft, discountApplications: weighed.applications }, now.lines),
    ).total
    if (total !== toMinorUnits(discount.total)) {
      throw conflict(checkoutMessages.orderChanged, {
        current: await presentCheckout(tx, tenantId, token, { ...found, ...now }, weighed),
      })
    }
    await drafts.updateDraft(tx, tenantId, id, { discountApplications: weighed.applications })
    return { discountId: weighed.discount.discountId, path: 'discount.code' }
  }

  /**
   * A used link whose order still waits for a manual payment (Pix, deposit, ...): the 409 says so and
   * carries what the customer was shown on placing it, so coming back to the link shows the Pix code
   * again instead of "already paid".
   */
  async function awaitingPayment(tx: StoreTx, tenantId: string, linkId: string) {
    const link = await links.findLink(tx, tenantId, linkId)
    if (!link?.completedAt || link.revokedAt) return
    const order = await findOrderByDraft(tx, tenantId, link.draftOrderId)
    if (!order || order.cancelledAt || order.financialStatus !== 'pending') return
    if (!isManualPaymentMethod(order.paymentMethod)) return
    const settings = await storePaymentSettings(tx, tenantId)
    throw conflict(checkoutMessages.awaitingPayment, {
      extensions: {
        placed: {
          orderName: order.name,
          total: money(order.totalMinor, order.currencyCode),
          financialStatus: 'pending',
          payment: customerPaymentInstructions(settings, order.paymentMethod, order),
        },
      },
    })
  }

  return {
    /** What the customer sees; the first view marks the link opened (an abandoned checkout until paid). */
    async view(token: string): Promise<PublicCheckout> {
      const { tenantId, linkId } = await resolveToken(db, token)
      return inScope(db, { tenantId }, async (tx) => {
        await awaitingPayment(tx, tenantId, linkId)
        const found = await usableLink(tx, tenantId, linkId)
        if (!found.link.openedAt) await links.updateLink(tx, tenantId, linkId, { openedAt: new Date() })
        return presentCheckout(tx, tenantId, token, found)
      })
    },

    /**
     * The picture of the checkout's line at `index` (in the order `view` lists them), for the customer's
     * browser: the link's token is the only credential. Undefined when the line has no picture.
     */
    async lineImage(
      token: string,
      index: number,
    ): Promise<{ tenantId: string; storageKey: string } | undefined> {
      const { tenantId, linkId } = await resolveToken(db, token)
      return inScope(db, { tenantId }, async (tx) => {
        const { lines } = await usableLink(tx, tenantId, linkId)
        const storageKey = storageKeyOf(tenantId, lines[index]?.imageUrl)
        return storageKey ? { tenantId, storageKey } : undefined
      })
    },

    /**
     * Whether the code the customer typed applies to their order, and the order worked out with it (or
     * why not). Nothing is written or counted: paying weighs the code again and counts it.
     */
    async checkCode(token: string, code: string): Promise<PublicDiscountCodeResult> {
      const { tenantId, linkId } = await resolveToken(db, token)
      return inScope(db, { tenantId }, async (tx) => {
        const found = await usableLink(tx, tenantId, linkId)
        const weighed = await weighCustomerCode(tx, found.draft, found.lines, code, new Date())
        if (!weighed.applies) {
          return {
            applies: false,
            refusal: weighed.refusal,
            checkout: await presentCheckout(tx, tenantId, token, found),
          }
        }
        return {
          applies: true,
          refusal: null,
          checkout: await presentCheckout(tx, tenantId, token, found, weighed),
        }
      })
    },

    /**
     * Pays with a method the store offers: the card through its provider makes the draft a paid order,
     * once; a manual method (Pix, deposit, cash on delivery, boleto) places it pending, and the answer
     * tells the customer how to pay (the Pix code). A code the customer
     * entered is weighed again on the addresses they confirmed, put on the order and counted with it, in
     * the same transaction: it is refused (and nothing placed) once it no longer applies, and the order as
     * it is now is answered when its total is not the one the customer saw.
     */
    async pay(token: string, input: z.output<typeof publicPayRequestSchema>) {
      const { tenantId, linkId } = await resolveToken(db, token)
      return inScope(db, { tenantId }, async (tx) => {
        const found = await usableLink(tx, tenantId, linkId, { forUpdate: true })
        const { link, draft } = found
        // Checked before the card: nothing is charged, and the page shows the order as it is now.
        if (input.version !== draft.version) {
          // The customer's code stays on the page's new order while it still applies to it.
          const code = input.discount
            ? await weighCustomerCode(tx, draft, found.lines, input.discount.code, new Date())
            : undefined
          throw conflict(checkoutMessages.orderChanged, {
            current: await presentCheckout(tx, tenantId, token, found, code?.applies ? code : undefined),
          })
        }
        // The details the store's checkout settings require, checked before anything is charged.
        const details = checkedDetails(await storefrontOf(tx, tenantId), input)
        const settings = await storePaymentSettings(tx, tenantId)
        const offered = checkoutPaymentMethods(settings).map((choice) => choice.method)
        if (!offered.includes(input.method)) {
          throw new HttpProblem(422, 'Unprocessable Content', {
            detail: checkoutMessages.methodUnavailable,
            errors: [{ path: 'method', message: checkoutMessages.methodUnavailable }],
          })
        }
        // The shipping the order is paid with, checked at the address paid to (decision 036).
        const customer = draft.customerId ? await customerSummary(tx, tenantId, draft.customerId) : undefined
        await payShipping(
          tx,
          found,
          {
            shippingAddress: input.shippingAddress,
            shipping: input.shipping,
            totalCheckedByCode: input.discount !== undefined,
          },
          customer?.locale,
          (atAddress) => presentCheckout(tx, tenantId, token, { ...found, draft: atAddress }),
        )
        await drafts.updateDraft(tx, tenantId, draft.id, {
          shippingAddress: input.shippingAddress,
          billingAddress: input.billingAddress ?? input.shippingAddress,
          note: noteWithCustomers(draft.note, details.note),
        })
        const customerCode = input.discount && (await putCustomerCode(tx, token, found, input.discount))
        // The card is charged the order's total as it is about to be placed, the customer's code and chosen
        // shipping taken in (both checked against the total they saw), before the order is written: a
        // declined card rolls everything back. The test provider charges nothing (decision 031).
        const receipt =
          input.method === 'card' && input.card
            ? await providers[settings.cardProvider].charge({
                amountMinor: await payableTotal(tx, tenantId, draft.id),
                currencyCode: draft.currencyCode,
                card: input.card,
              })
            : null
        const method = input.method
        const orderId = await placeOrder(
          tx,
          { stock, notifier },
          {
            tenantId,
            userId: null,
            draftOrderId: draft.id,
            version: draft.version,
            payment: isManualPaymentMethod(method)
              ? { kind: 'awaiting', method }
              : {
                  kind: 'paid',
                  gateway: receipt?.gateway ?? 'test',
                  reference: receipt?.reference ?? '',
                  method: 'card',
                },
            ...(customerCode ? { customerCode } : {}),
          },
        )
        await recordCheckoutDetails(tx, tenantId, orderId, {
          customerTaxId: details.taxId,
          acceptsMarketing: details.acceptsMarketing,
        })
        // Placing the order finished the draft's links; the one paid through counts as opened.
        if (!link.openedAt) await links.updateLink(tx, tenantId, link.id, { openedAt: new Date() })
        await confirmation.send(tx, tenantId, orderId, link.recipient)
        const order = (await findOrder(tx, tenantId, orderId))!
        return {
          orderName: order.name,
          total: money(order.totalMinor, order.currencyCode),
          financialStatus: order.financialStatus === 'paid' ? ('paid' as const) : ('pending' as const),
          payment: customerPaymentInstructions(settings, method, order),
        }
      })
    },
  }
}

export type PublicCheckoutService = ReturnType<typeof createPublicCheckoutService>
