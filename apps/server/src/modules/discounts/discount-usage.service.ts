import {
  applyDiscounts,
  type DiscountCart,
  type DiscountRefusal,
  type DiscountRefusalProblem,
  type discountCheckRequestSchema,
  discountRefusalText,
  toMinorUnits,
} from '@lojista/contracts'
import type { z } from 'zod'
import type { StoreTx } from '../../db/scope.ts'
import { conflict } from '../../lib/conflict.ts'
import { type DiscountRow, ruleOf } from './discount.presenter.ts'
import * as repo from './discount-usage.repository.ts'

/** A saved discount an order being placed carries, and what it takes off that order. */
export interface DiscountUse {
  discountId: string
  /** Minor units. */
  amount: number
  /** Where the order's input holds it, for the refusal's field error (`appliedDiscount`, …). */
  path: string
}

export interface PlacedCart {
  lines: {
    id: string
    productId: string | null
    variantId: string | null
    quantity: number
    unitPrice: number
  }[]
  /** Minor units; null without a shipping charge. */
  shipping: number | null
  shippingCountry: string | null
}

/**
 * Counts the saved discounts of an order being placed, in the placement's transaction. Each discount is
 * locked and checked again by the application function against the uses counted so far: a code that
 * expired, was switched off, reached its limit or was already used by this customer refuses the whole
 * placement (409, saying why), so no order goes out with a discount it may no longer have. A discount
 * deleted since the draft took it stays on the draft as the amount staff gave, and is not counted.
 */
export async function useDiscounts(
  tx: StoreTx,
  input: {
    tenantId: string
    orderId: string
    customerId: string | null
    currencyCode: string
    uses: DiscountUse[]
    cart: PlacedCart
    now: Date
  },
): Promise<void> {
  const { tenantId, customerId } = input
  const byDiscount = new Map<string, DiscountUse>()
  for (const use of input.uses) {
    const known = byDiscount.get(use.discountId)
    byDiscount.set(use.discountId, known ? { ...known, amount: known.amount + use.amount } : use)
  }
  if (byDiscount.size === 0) return
  const cart = await discountCart(tx, tenantId, input.cart)
  // Locked in id order, the same order cancellations give uses back in, so two never wait on each other.
  for (const use of [...byDiscount.values()].sort((a, b) => (a.discountId < b.discountId ? -1 : 1))) {
    const row = await repo.lockDiscount(tx, tenantId, use.discountId)
    if (!row) continue
    const rule = ruleOf(row)
    const refuse = (refusal: DiscountRefusal) => {
      const message = discountRefusalText(refusal, 'en', input.currencyCode)
      return conflict(message, {
        errors: [{ path: use.path, message }],
        extensions: {
          discountRefusal: {
            discountId: row.id,
            code: rule.code,
            title: rule.title,
            currencyCode: input.currencyCode,
            refusal,
          } satisfies DiscountRefusalProblem,
        },
      })
    }
    const verdict = await evaluate(tx, tenantId, row, cart, customerId, input.now)
    if (verdict.refusal) throw refuse(verdict.refusal)
    await repo.addUse(tx, {
      tenantId,
      discountId: row.id,
      orderId: input.orderId,
      customerId,
      amountMinor: use.amount,
    })
  }
}

/**
 * Whether the discount applies to the cart now, with the uses counted so far, and what it takes off; or
 * why not. One answer for placing an order and for the editor's check, from the application function.
 */
export async function evaluate(
  tx: StoreTx,
  tenantId: string,
  row: DiscountRow,
  cart: DiscountCart,
  customerId: string | null,
  now: Date,
): Promise<{ refusal: DiscountRefusal | null; amount: number }> {
  if (!row.active) return { refusal: { reason: 'inactive' }, amount: 0 }
  const byCustomer = customerId ? await repo.usesByCustomer(tx, tenantId, row.id, customerId) : 0
  const verdict = applyDiscounts({
    cart,
    customer: customerId ? { id: customerId } : null,
    now: now.getTime(),
    usage: { [row.id]: { total: row.usageCount, byCustomer } },
    candidates: [ruleOf(row)],
  })
  const [refused] = verdict.refused
  if (refused) return { refusal: refused.refusal, amount: 0 }
  return { refusal: null, amount: verdict.applied.reduce((sum, applied) => sum + applied.amount, 0) }
}

/**
 * The editor's question before it applies a code: would it apply to the order as it is on screen? The
 * lines' products and collections are looked up in the store; an id of another store's variant counts
 * as a custom item.
 */
export async function checkOnCart(
  tx: StoreTx,
  tenantId: string,
  row: DiscountRow,
  input: z.output<typeof discountCheckRequestSchema>,
  now: Date,
): Promise<{ refusal: DiscountRefusal | null; amount: number }> {
  const variantIds = [...new Set(input.lineItems.flatMap((line) => (line.variantId ? [line.variantId] : [])))]
  const productOf = await repo.productsOfVariants(tx, tenantId, variantIds)
  const cart = await discountCart(tx, tenantId, {
    lines: input.lineItems.map((line, index) => {
      const productId = line.variantId ? (productOf.get(line.variantId) ?? null) : null
      return {
        // Ids that sort as the lines came: rounding ties go to the earlier line.
        id: String(index).padStart(3, '0'),
        productId,
        variantId: productId ? line.variantId : null,
        quantity: line.quantity,
        unitPrice: toMinorUnits(line.unitPrice),
      }
    }),
    shipping: input.shipping === null ? null : toMinorUnits(input.shipping),
    shippingCountry: input.shippingCountry,
  })
  return evaluate(tx, tenantId, row, cart, input.customerId, now)
}

/** A cancelled order gives its discounts' uses back: a limited code may be used by another order. */
export async function giveBackDiscountUses(tx: StoreTx, tenantId: string, orderId: string): Promise<void> {
  await repo.removeUses(tx, tenantId, orderId)
}

export async function discountCart(tx: StoreTx, tenantId: string, cart: PlacedCart): Promise<DiscountCart> {
  const productIds = [...new Set(cart.lines.flatMap((line) => (line.productId ? [line.productId] : [])))]
  const collections = await repo.collectionsOfProducts(tx, tenantId, productIds)
  return {
    lines: cart.lines.map((line) => ({
      ...line,
      collectionIds: line.productId ? (collections.get(line.productId) ?? []) : [],
    })),
    shipping: cart.shipping === null ? [] : [{ id: 'shipping', amount: cart.shipping }],
    shippingCountry: cart.shippingCountry,
  }
}
