import {
  calculateOrder,
  checkoutMessages,
  money,
  type PublicCheckout,
  type publicPayRequestSchema,
  TEST_CARD_APPROVED,
} from '@lojista/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { inScope, type StoreTx } from '../../db/scope.ts'
import { conflict } from '../../lib/conflict.ts'
import { HttpProblem } from '../../lib/problem.ts'
import type { OrderStock } from '../inventory/order-stock.ts'
import { customerSummary } from '../party/party.service.ts'
import { storageKeyOf } from '../products/products.service.ts'
import { storeName } from '../tenancy/tenancy.service.ts'
import * as links from './checkout.repository.ts'
import { resolveToken, type UsableLink, usableLink } from './checkout-links.ts'
import { calcInputOf } from './draft.presenter.ts'
import * as drafts from './draft.repository.ts'
import { findOrder } from './placed-order.repository.ts'
import { placeOrder } from './placement.ts'

/** Where the customer's browser fetches a checkout line's picture (see publicCheckoutRoutes). */
export function publicLineImageUrl(token: string, index: number): string {
  return `/v1/public/checkout/${token}/lines/${index}/image`
}

export interface PublicCheckoutDeps {
  db: Db
  stock: OrderStock
}

/**
 * The customer's checkout page, opened by the emailed link. The link's token is the only credential:
 * it names the store, and the work then runs inside that store's scope, like staff requests do.
 */
export function createPublicCheckoutService({ db, stock }: PublicCheckoutDeps) {
  /** The order as the customer's page shows it; its version is what paying must name. */
  async function presentCheckout(
    tx: StoreTx,
    tenantId: string,
    token: string,
    { link, draft, lines }: UsableLink,
  ): Promise<PublicCheckout> {
    const calculation = calculateOrder(calcInputOf(draft, lines))
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
      })),
      subtotal: m(calculation.subtotal),
      discounts: m(calculation.orderDiscount),
      shipping: m(calculation.shipping),
      tax: m(calculation.totalTax),
      taxesIncluded: draft.taxesIncluded,
      total: m(calculation.total),
      shippingAddress: draft.shippingAddress,
      billingAddress: draft.billingAddress,
      paymentTerm: draft.paymentTerm && {
        type: draft.paymentTerm.type,
        dueInDays: draft.paymentTerm.dueInDays,
        dueAt: draft.paymentTerm.dueAt,
      },
    }
  }

  return {
    /** What the customer sees; the first view marks the link opened (an abandoned checkout until paid). */
    async view(token: string): Promise<PublicCheckout> {
      const { tenantId, linkId } = await resolveToken(db, token)
      return inScope(db, { tenantId }, async (tx) => {
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

    /** Pays with the store's test payment method; the draft becomes a paid order, once. */
    async pay(token: string, input: z.output<typeof publicPayRequestSchema>) {
      const { tenantId, linkId } = await resolveToken(db, token)
      return inScope(db, { tenantId }, async (tx) => {
        const found = await usableLink(tx, tenantId, linkId, { forUpdate: true })
        const { link, draft } = found
        // Checked before the card: nothing is charged, and the page shows the order as it is now.
        if (input.version !== draft.version) {
          throw conflict(checkoutMessages.orderChanged, {
            current: await presentCheckout(tx, tenantId, token, found),
          })
        }
        if (input.card.number !== TEST_CARD_APPROVED) {
          throw new HttpProblem(402, 'Payment Required', {
            detail: checkoutMessages.cardDeclined,
            errors: [{ path: 'card.number', message: checkoutMessages.cardDeclined }],
          })
        }
        await drafts.updateDraft(tx, tenantId, draft.id, {
          shippingAddress: input.shippingAddress,
          billingAddress: input.billingAddress ?? input.shippingAddress,
        })
        const orderId = await placeOrder(tx, stock, {
          tenantId,
          userId: null,
          draftOrderId: draft.id,
          version: draft.version,
          payment: { kind: 'paid', gateway: 'test', reference: `card ending ${input.card.number.slice(-4)}` },
        })
        await links.completeDraftLinks(tx, tenantId, draft.id, link.openedAt ?? new Date())
        const order = await findOrder(tx, tenantId, orderId)
        return { orderName: order!.name, total: money(order!.totalMinor, order!.currencyCode) }
      })
    },
  }
}

export type PublicCheckoutService = ReturnType<typeof createPublicCheckoutService>
