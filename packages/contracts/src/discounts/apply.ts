import { PPM, roundToTotal } from '../order/rounding.ts'
import { valueOff } from './allocate.ts'
import { unitsGiven } from './buy-x-get-y.ts'
import type { DiscountRefusal } from './refusals.ts'
import {
  combines,
  type DiscountClass,
  type DiscountRule,
  type DiscountTargets,
  discountClassOf,
} from './rule.ts'

// Which discounts an order gets and how much each line and shipping charge carries. One pure function
// for the draft editor, the checkout page, the point of sale and the server, so they cannot disagree.
// Everything is integer minor units (amounts are bounded by MAX_AMOUNT_MINOR before they reach here;
// products of amounts and rates go through BigInt).

export interface DiscountCartLine {
  /** Unique within the cart. */
  id: string
  productId: string | null
  variantId: string | null
  collectionIds: readonly string[]
  quantity: number
  /** Minor units, after any custom discount staff typed on the line. */
  unitPrice: number
}

export interface DiscountCartShipping {
  /** Unique within the cart. */
  id: string
  amount: number
}

export interface DiscountCart {
  lines: readonly DiscountCartLine[]
  shipping: readonly DiscountCartShipping[]
  /** ISO 3166-1 alpha-2 code of the shipping address, when there is one. */
  shippingCountry: string | null
}

/** How often a discount has been used on placed orders: by anyone, and by this order's customer. */
export interface DiscountUsage {
  total: number
  byCustomer: number
}

export interface ApplyDiscountsInput {
  cart: DiscountCart
  /** Null while the order has no customer: a discount for chosen customers then does not apply. */
  customer: { id: string } | null
  /** Epoch milliseconds. */
  now: number
  /** Keyed by discount id; a discount missing here has never been used. */
  usage: Readonly<Record<string, DiscountUsage>>
  /** The codes entered and the store's automatic discounts. */
  candidates: readonly DiscountRule[]
}

export interface AppliedDiscount {
  id: string
  code: string | null
  title: string
  class: DiscountClass
  /** Minor units: the sum of its allocations. */
  amount: number
  /** Non-zero allocations only, in the cart's line order. */
  lines: { lineId: string; amount: number }[]
  shipping: { shippingId: string; amount: number }[]
}

export interface RefusedDiscount {
  id: string
  code: string | null
  title: string
  refusal: DiscountRefusal
}

export interface ApplyDiscountsResult {
  /** In the order they were applied: product, then order, then shipping discounts. */
  applied: AppliedDiscount[]
  /** Sorted by id. Automatic discounts are here too: a caller shows only the codes' refusals. */
  refused: RefusedDiscount[]
  /** In the cart's order. */
  lines: { lineId: string; subtotal: number; discount: number; total: number }[]
  shipping: { shippingId: string; amount: number; discount: number; total: number }[]
  subtotal: number
  lineDiscount: number
  shippingTotal: number
  shippingDiscount: number
  total: number
}

const CLASS_ORDER: readonly DiscountClass[] = ['product', 'order', 'shipping']

/** Code-point order, the same in every runtime and locale (localeCompare is not). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

interface Working {
  /** The cart's lines sorted by id: ties in rounding go to the earlier, whatever order they came in. */
  lines: DiscountCartLine[]
  shipping: DiscountCartShipping[]
  shippingCountry: string | null
}

/** What one discount takes, per working line and shipping charge, given what they still have. */
interface Take {
  lines: number[]
  shipping: number[]
}

function matches(targets: DiscountTargets, line: DiscountCartLine): boolean {
  switch (targets.type) {
    case 'all':
      return true
    case 'products':
      return line.productId !== null && targets.ids.includes(line.productId)
    case 'variants':
      return line.variantId !== null && targets.ids.includes(line.variantId)
    case 'collections':
      return line.collectionIds.some((id) => targets.ids.includes(id))
  }
}

/** The lines the minimum is measured on: a product discount's own items, otherwise the whole cart. */
function measuredLines(rule: DiscountRule, cart: Working): DiscountCartLine[] {
  const targets = rule.effect.type === 'amount_off_products' ? rule.effect.targets : { type: 'all' as const }
  return cart.lines.filter((line) => line.quantity > 0 && matches(targets, line))
}

function shippingEligible(rule: DiscountRule, cart: Working): boolean[] {
  const effect = rule.effect
  if (effect.type !== 'free_shipping') return cart.shipping.map(() => false)
  const toCountry =
    effect.countries === null ||
    (cart.shippingCountry !== null && effect.countries.includes(cart.shippingCountry))
  return cart.shipping.map(
    (charge) =>
      toCountry &&
      charge.amount > 0 &&
      (effect.maxShippingAmount === null || charge.amount <= effect.maxShippingAmount),
  )
}

/** The amount of each working line, or 0 for lines the discount does not look at. */
function only(amounts: readonly number[], keep: readonly boolean[]): number[] {
  return amounts.map((amount, index) => (keep[index] ? amount : 0))
}

/** What `rule` takes from `lines` and `shipping` (what they have left), or null when it has nothing to take. */
function take(
  rule: DiscountRule,
  cart: Working,
  lines: readonly number[],
  shipping: readonly number[],
): Take | null {
  const none = shipping.map(() => 0)
  const effect = rule.effect
  switch (effect.type) {
    case 'amount_off_products': {
      const keep = cart.lines.map((line) => line.quantity > 0 && matches(effect.targets, line))
      if (!keep.some(Boolean)) return null
      return { lines: valueOff(only(lines, keep), effect.value), shipping: none }
    }
    case 'amount_off_order': {
      const keep = cart.lines.map((line) => line.quantity > 0)
      if (!keep.some(Boolean)) return null
      return { lines: valueOff(only(lines, keep), effect.value), shipping: none }
    }
    case 'buy_x_get_y': {
      const { uses, units } = unitsGiven(
        cart.lines.map((line) => ({
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          isBuy: matches(effect.buy.targets, line),
          isGet: matches(effect.get.targets, line),
        })),
        effect.buy.quantity,
        effect.get.quantity,
        effect.maxUsesPerOrder,
      )
      if (uses === 0) return null
      // The units given, at their price, but never more than their line has left after other discounts.
      const numerators = cart.lines.map(
        (line, index) =>
          BigInt(Math.max(0, Math.min(line.unitPrice * (units[index] ?? 0), lines[index] ?? 0))) *
          BigInt(effect.get.ppm),
      )
      const denominator = BigInt(PPM)
      const sum = numerators.reduce((total, numerator) => total + numerator, 0n)
      const total = Number((sum * 2n + denominator) / (2n * denominator))
      return { lines: roundToTotal(total, numerators, denominator), shipping: none }
    }
    case 'free_shipping': {
      const keep = shippingEligible(rule, cart)
      if (!keep.some(Boolean)) return null
      return { lines: lines.map(() => 0), shipping: only(shipping, keep) }
    }
  }
}

/** Why `rule` cannot be on this order at all, whatever else is on it; null when it can. */
function refusalOf(rule: DiscountRule, input: ApplyDiscountsInput, cart: Working): DiscountRefusal | null {
  if (input.now < rule.startsAt) return { reason: 'not_started', startsAt: rule.startsAt }
  if (rule.endsAt !== null && input.now >= rule.endsAt) return { reason: 'expired', endedAt: rule.endsAt }
  if (
    rule.eligibility.type === 'customers' &&
    (input.customer === null || !rule.eligibility.customerIds.includes(input.customer.id))
  )
    return { reason: 'not_eligible' }
  const usage = input.usage[rule.id] ?? { total: 0, byCustomer: 0 }
  // Once per customer is checked when the customer is known; placing the order checks it again.
  if (
    (rule.usageLimit.total !== null && usage.total >= rule.usageLimit.total) ||
    (rule.usageLimit.oncePerCustomer && input.customer !== null && usage.byCustomer >= 1)
  )
    return { reason: 'limit_reached' }
  const minimum = rule.minimum
  if (minimum.type !== 'none') {
    const measured = measuredLines(rule, cart)
    const reached =
      minimum.type === 'amount'
        ? measured.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0) >= minimum.amount
        : measured.reduce((sum, line) => sum + line.quantity, 0) >= minimum.quantity
    if (!reached)
      return {
        reason: 'minimum_not_met',
        minimum: minimum.type === 'amount' ? { amount: minimum.amount } : { quantity: minimum.quantity },
      }
  }
  return null
}

const sumOf = (parts: readonly number[]) => parts.reduce((sum, part) => sum + part, 0)

/**
 * Decides which of `input.candidates` the order gets and allocates each to lines and shipping.
 *
 * - A candidate is refused first for what it cannot get past alone (dates, eligibility, limits, minimum,
 *   nothing in the cart for it).
 * - The rest are taken best first (the most each gives on its own, then entered codes before automatic
 *   discounts, then by id); one that does not combine with a discount already taken is refused, naming it.
 * - The taken ones apply product discounts first, then order discounts (on what the lines have left), then
 *   shipping ones; each splits its amount over its lines by largest remainder, ties to the line with the
 *   smaller id. No line or shipping charge goes below zero.
 *
 * The result does not depend on the order of the candidates, the lines or the shipping charges.
 */
export function applyDiscounts(input: ApplyDiscountsInput): ApplyDiscountsResult {
  const cart: Working = {
    lines: [...input.cart.lines].sort((a, b) => byText(a.id, b.id)),
    shipping: [...input.cart.shipping].sort((a, b) => byText(a.id, b.id)),
    shippingCountry: input.cart.shippingCountry,
  }
  const lineSubtotals = cart.lines.map((line) => Math.max(0, line.unitPrice * line.quantity))
  const shippingAmounts = cart.shipping.map((charge) => Math.max(0, charge.amount))

  const unique = new Map<string, DiscountRule>()
  for (const rule of [...input.candidates].sort((a, b) => byText(a.id, b.id))) {
    if (!unique.has(rule.id)) unique.set(rule.id, rule)
  }

  const refused: RefusedDiscount[] = []
  const refuse = (rule: DiscountRule, refusal: DiscountRefusal) =>
    refused.push({ id: rule.id, code: rule.code, title: rule.title, refusal })

  const possible: { rule: DiscountRule; alone: number }[] = []
  for (const rule of unique.values()) {
    const refusal = refusalOf(rule, input, cart)
    if (refusal) {
      refuse(rule, refusal)
      continue
    }
    const alone = take(rule, cart, lineSubtotals, shippingAmounts)
    if (!alone) {
      refuse(rule, {
        reason: rule.effect.type === 'free_shipping' ? 'no_eligible_shipping' : 'no_eligible_items',
      })
      continue
    }
    possible.push({ rule, alone: sumOf(alone.lines) + sumOf(alone.shipping) })
  }

  possible.sort(
    (a, b) =>
      b.alone - a.alone ||
      Number(a.rule.code === null) - Number(b.rule.code === null) ||
      byText(a.rule.id, b.rule.id),
  )
  const chosen: DiscountRule[] = []
  for (const { rule } of possible) {
    const clash = chosen.find((other) => !combines(rule, other))
    if (clash)
      refuse(rule, {
        reason: 'does_not_combine',
        with: { id: clash.id, title: clash.title, code: clash.code },
      })
    else chosen.push(rule)
  }

  const lineLeft = [...lineSubtotals]
  const shippingLeft = [...shippingAmounts]
  const applied: AppliedDiscount[] = []
  const lineOrder = new Map(input.cart.lines.map((line, index) => [line.id, index]))
  const shippingOrder = new Map(input.cart.shipping.map((charge, index) => [charge.id, index]))
  for (const discountClass of CLASS_ORDER) {
    for (const rule of chosen.filter((candidate) => discountClassOf(candidate.effect) === discountClass)) {
      // Earlier discounts may have left it nothing to take: it still applies, for 0.
      const taken = take(rule, cart, lineLeft, shippingLeft) ?? {
        lines: lineLeft.map(() => 0),
        shipping: shippingLeft.map(() => 0),
      }
      taken.lines.forEach((amount, index) => {
        lineLeft[index] = (lineLeft[index] ?? 0) - amount
      })
      taken.shipping.forEach((amount, index) => {
        shippingLeft[index] = (shippingLeft[index] ?? 0) - amount
      })
      applied.push({
        id: rule.id,
        code: rule.code,
        title: rule.title,
        class: discountClass,
        amount: sumOf(taken.lines) + sumOf(taken.shipping),
        lines: cart.lines
          .map((line, index) => ({ lineId: line.id, amount: taken.lines[index] ?? 0 }))
          .filter((part) => part.amount > 0)
          .sort((a, b) => (lineOrder.get(a.lineId) ?? 0) - (lineOrder.get(b.lineId) ?? 0)),
        shipping: cart.shipping
          .map((charge, index) => ({ shippingId: charge.id, amount: taken.shipping[index] ?? 0 }))
          .filter((part) => part.amount > 0)
          .sort((a, b) => (shippingOrder.get(a.shippingId) ?? 0) - (shippingOrder.get(b.shippingId) ?? 0)),
      })
    }
  }

  const lineResult = new Map(
    cart.lines.map((line, index) => {
      const subtotal = lineSubtotals[index] ?? 0
      const total = lineLeft[index] ?? 0
      return [line.id, { lineId: line.id, subtotal, discount: subtotal - total, total }]
    }),
  )
  const shippingResult = new Map(
    cart.shipping.map((charge, index) => {
      const amount = shippingAmounts[index] ?? 0
      const total = shippingLeft[index] ?? 0
      return [charge.id, { shippingId: charge.id, amount, discount: amount - total, total }]
    }),
  )
  const lines = input.cart.lines.flatMap((line) => lineResult.get(line.id) ?? [])
  const shipping = input.cart.shipping.flatMap((charge) => shippingResult.get(charge.id) ?? [])
  const subtotal = sumOf(lineSubtotals)
  const lineDiscount = subtotal - sumOf(lineLeft)
  const shippingTotal = sumOf(shippingAmounts)
  const shippingDiscount = shippingTotal - sumOf(shippingLeft)
  return {
    applied,
    refused: refused.sort((a, b) => byText(a.id, b.id)),
    lines,
    shipping,
    subtotal,
    lineDiscount,
    shippingTotal,
    shippingDiscount,
    total: subtotal - lineDiscount + shippingTotal - shippingDiscount,
  }
}
