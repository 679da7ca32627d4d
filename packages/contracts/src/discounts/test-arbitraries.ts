import fc from 'fast-check'
import type { ApplyDiscountsInput } from './apply.ts'
import type { DiscountRule, DiscountTargets } from './rule.ts'
import { NOW } from './test-builders.ts'

// Carts and discounts fast-check makes up for the application function's property tests, from small pools
// of ids, so discounts often hit the cart's items and each other.

const PRODUCTS = ['p1', 'p2', 'p3']
const COLLECTIONS = ['c1', 'c2']

const targets: fc.Arbitrary<DiscountTargets> = fc.oneof(
  fc.constant({ type: 'all' as const }),
  fc.record({ type: fc.constant('products' as const), ids: fc.subarray(PRODUCTS, { minLength: 1 }) }),
  fc.record({
    type: fc.constant('variants' as const),
    ids: fc.subarray(['v1', 'v2', 'v3', 'v4'], { minLength: 1 }),
  }),
  fc.record({ type: fc.constant('collections' as const), ids: fc.subarray(COLLECTIONS, { minLength: 1 }) }),
)

const value = fc.oneof(
  fc.record({ type: fc.constant('percentage' as const), ppm: fc.integer({ min: 0, max: 1_000_000 }) }),
  fc.record({ type: fc.constant('fixed-amount' as const), amount: fc.integer({ min: 0, max: 200_000 }) }),
)

const effect: fc.Arbitrary<DiscountRule['effect']> = fc.oneof(
  fc.record({ type: fc.constant('amount_off_products' as const), value, targets }),
  fc.record({ type: fc.constant('amount_off_order' as const), value }),
  fc.record({
    type: fc.constant('buy_x_get_y' as const),
    buy: fc.record({ quantity: fc.integer({ min: 1, max: 3 }), targets }),
    get: fc.record({
      quantity: fc.integer({ min: 1, max: 3 }),
      targets,
      ppm: fc.integer({ min: 0, max: 1_000_000 }),
    }),
    maxUsesPerOrder: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  }),
  fc.record({
    type: fc.constant('free_shipping' as const),
    countries: fc.option(fc.subarray(['BR', 'PT', 'US'], { minLength: 1 }), { nil: null }),
    maxShippingAmount: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
  }),
)

export const discount = (id: string): fc.Arbitrary<DiscountRule> =>
  fc.record({
    id: fc.constant(id),
    title: fc.constant(`Discount ${id}`),
    code: fc.option(fc.constant(id.toUpperCase()), { nil: null }),
    effect,
    minimum: fc.oneof(
      { arbitrary: fc.constant({ type: 'none' as const }), weight: 4 },
      {
        arbitrary: fc.record({
          type: fc.constant('amount' as const),
          amount: fc.integer({ min: 0, max: 100_000 }),
        }),
        weight: 1,
      },
      {
        arbitrary: fc.record({
          type: fc.constant('quantity' as const),
          quantity: fc.integer({ min: 1, max: 6 }),
        }),
        weight: 1,
      },
    ),
    eligibility: fc.oneof(
      { arbitrary: fc.constant({ type: 'everyone' as const }), weight: 4 },
      {
        arbitrary: fc.record({
          type: fc.constant('customers' as const),
          customerIds: fc.subarray(['k1', 'k2'], { minLength: 1 }),
        }),
        weight: 1,
      },
    ),
    usageLimit: fc.record({
      total: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null, freq: 2 }),
      oncePerCustomer: fc.boolean(),
    }),
    // Mostly on now, sometimes not yet or no longer.
    startsAt: fc.integer({ min: NOW - 9000, max: NOW + 1000 }),
    endsAt: fc.option(fc.integer({ min: NOW - 1000, max: NOW + 9000 }), { nil: null, freq: 2 }),
    combinesWith: fc.record({ product: fc.boolean(), order: fc.boolean(), shipping: fc.boolean() }),
  })

export const cartLine = (id: string) =>
  fc.record({
    id: fc.constant(id),
    productId: fc.constantFrom(...PRODUCTS),
    variantId: fc.constantFrom('v1', 'v2', 'v3', 'v4'),
    collectionIds: fc.subarray(COLLECTIONS),
    quantity: fc.integer({ min: 0, max: 6 }),
    unitPrice: fc.integer({ min: 0, max: 100_000 }),
  })

export const ids = (prefix: string, max: number) =>
  fc.integer({ min: 0, max }).map((n) => Array.from({ length: n }, (_, i) => `${prefix}${i}`))

export const applyInput: fc.Arbitrary<ApplyDiscountsInput> = fc
  .record({
    lineIds: ids('l', 5).filter((lines) => lines.length > 0),
    shippingIds: ids('s', 2),
    discountIds: ids('d', 5),
  })
  .chain(({ lineIds, shippingIds, discountIds }) =>
    fc.record({
      cart: fc.record({
        lines: fc.tuple(...lineIds.map(cartLine)),
        shipping: fc.tuple(
          ...shippingIds.map((id) =>
            fc.record({ id: fc.constant(id), amount: fc.integer({ min: 0, max: 6000 }) }),
          ),
        ),
        shippingCountry: fc.option(fc.constantFrom('BR', 'PT', 'US'), { nil: null }),
      }),
      customer: fc.option(fc.record({ id: fc.constantFrom('k1', 'k2', 'k3') }), { nil: null }),
      now: fc.constant(NOW),
      usage: fc.dictionary(
        fc.constantFrom(...discountIds, 'none'),
        fc.record({ total: fc.integer({ min: 0, max: 4 }), byCustomer: fc.integer({ min: 0, max: 1 }) }),
      ),
      candidates: fc.tuple(...discountIds.map(discount)),
    }),
  )
