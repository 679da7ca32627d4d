// A discount as the application function reads it: money in integer minor units, percentages in
// millionths (ppm), instants in epoch milliseconds. definition.ts turns the API's shape into this one.

/** The three classes Shopify-like "combines with" speaks of. */
export const discountClasses = ['product', 'order', 'shipping'] as const
export type DiscountClass = (typeof discountClasses)[number]

/** Which items a discount looks at: chosen products, variants or collections (by id). */
export type DiscountTargets =
  | { type: 'all' }
  | { type: 'products'; ids: readonly string[] }
  | { type: 'variants'; ids: readonly string[] }
  | { type: 'collections'; ids: readonly string[] }

/** A percentage (ppm: 100_000 is 10%) or a fixed amount (minor units) taken off once, spread over the items. */
export type DiscountValue = { type: 'percentage'; ppm: number } | { type: 'fixed-amount'; amount: number }

export type DiscountEffect =
  | { type: 'amount_off_products'; value: DiscountValue; targets: DiscountTargets }
  | { type: 'amount_off_order'; value: DiscountValue }
  | {
      type: 'buy_x_get_y'
      buy: { quantity: number; targets: DiscountTargets }
      /** `ppm` off each of the items got: PPM (1_000_000) makes them free. */
      get: { quantity: number; targets: DiscountTargets; ppm: number }
      /** How many times one order may use it; null for as many as the cart allows. */
      maxUsesPerOrder: number | null
    }
  | {
      type: 'free_shipping'
      /** ISO 3166-1 alpha-2 codes the order must ship to; null for anywhere. */
      countries: readonly string[] | null
      /** Shipping charges above this (minor units) stay as they are; null for any charge. */
      maxShippingAmount: number | null
    }

export type DiscountMinimum =
  | { type: 'none' }
  | { type: 'amount'; amount: number }
  | { type: 'quantity'; quantity: number }

export type DiscountEligibility = { type: 'everyone' } | { type: 'customers'; customerIds: readonly string[] }

export interface DiscountRule {
  id: string
  title: string
  /** The code a customer or staff enter; null for an automatic discount. */
  code: string | null
  effect: DiscountEffect
  minimum: DiscountMinimum
  eligibility: DiscountEligibility
  /** `total`: uses across all orders (null for no limit); `oncePerCustomer`: one use per customer. */
  usageLimit: { total: number | null; oncePerCustomer: boolean }
  startsAt: number
  endsAt: number | null
  combinesWith: Readonly<Record<DiscountClass, boolean>>
}

export function discountClassOf(effect: DiscountEffect): DiscountClass {
  switch (effect.type) {
    case 'amount_off_products':
    case 'buy_x_get_y':
      return 'product'
    case 'amount_off_order':
      return 'order'
    case 'free_shipping':
      return 'shipping'
  }
}

/** Whether two discounts may be on one order: each must accept the other's class. */
export function combines(a: DiscountRule, b: DiscountRule): boolean {
  return a.combinesWith[discountClassOf(b.effect)] && b.combinesWith[discountClassOf(a.effect)]
}
