import type { ApplyDiscountsInput, DiscountCartLine } from './apply.ts'
import type { DiscountRule } from './rule.ts'

// Small builders for the application function's tests: a discount that applies to everything and
// everyone, always, changed only where a test says.

export const NOW = Date.parse('2026-06-01T12:00:00Z')

export function rule(overrides: Partial<DiscountRule> & Pick<DiscountRule, 'id' | 'effect'>): DiscountRule {
  return {
    title: overrides.id,
    code: overrides.id.toUpperCase(),
    minimum: { type: 'none' },
    eligibility: { type: 'everyone' },
    usageLimit: { total: null, oncePerCustomer: false },
    startsAt: Date.parse('2026-01-01T00:00:00Z'),
    endsAt: null,
    combinesWith: { product: false, order: false, shipping: false },
    ...overrides,
  }
}

export function line(id: string, unitPrice: number, quantity = 1, more: Partial<DiscountCartLine> = {}) {
  return { id, productId: `p-${id}`, variantId: `v-${id}`, collectionIds: [], quantity, unitPrice, ...more }
}

export function input(overrides: Partial<ApplyDiscountsInput> = {}): ApplyDiscountsInput {
  return {
    cart: { lines: [], shipping: [], shippingCountry: 'BR' },
    customer: { id: 'c1' },
    now: NOW,
    usage: {},
    candidates: [],
    ...overrides,
  }
}
