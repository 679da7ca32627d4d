import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type ApplyDiscountsResult, applyDiscounts } from './apply.ts'
import { combines, type DiscountRule } from './rule.ts'
import { applyInput } from './test-arbitraries.ts'

// Properties every cart and set of discounts must keep, over carts and discounts fast-check makes up
// (test-arbitraries.ts).

const sum = (parts: readonly { amount: number }[]) => parts.reduce((total, part) => total + part.amount, 0)

/** The result keyed the same way whatever order the input came in. */
function normalized(result: ApplyDiscountsResult) {
  const byId =
    <T>(key: (item: T) => string) =>
    (a: T, b: T) =>
      key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0
  return {
    ...result,
    applied: result.applied.map((applied) => ({
      ...applied,
      lines: [...applied.lines].sort(byId((part) => part.lineId)),
      shipping: [...applied.shipping].sort(byId((part) => part.shippingId)),
    })),
    lines: [...result.lines].sort(byId((part) => part.lineId)),
    shipping: [...result.shipping].sort(byId((part) => part.shippingId)),
  }
}

describe('applyDiscounts properties', () => {
  it('allocates exactly each discount’s amount, never below zero, and adds the totals up', () => {
    fc.assert(
      fc.property(applyInput, (input) => {
        const result = applyDiscounts(input)
        for (const applied of result.applied) {
          expect(sum(applied.lines) + sum(applied.shipping)).toBe(applied.amount)
          for (const part of [...applied.lines, ...applied.shipping]) expect(part.amount).toBeGreaterThan(0)
        }
        for (const part of result.lines) {
          expect(part.total).toBeGreaterThanOrEqual(0)
          expect(part.subtotal - part.discount).toBe(part.total)
        }
        for (const part of result.shipping) expect(part.total).toBeGreaterThanOrEqual(0)
        const lineDiscounts = result.applied.reduce((total, applied) => total + sum(applied.lines), 0)
        const shippingDiscounts = result.applied.reduce((total, applied) => total + sum(applied.shipping), 0)
        expect(result.lineDiscount).toBe(lineDiscounts)
        expect(result.shippingDiscount).toBe(shippingDiscounts)
        expect(result.total).toBe(result.subtotal - lineDiscounts + result.shippingTotal - shippingDiscounts)
        expect(result.total).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: 500 },
    )
  })

  it('applies only discounts that all combine, and names an applied one in each does-not-combine refusal', () => {
    fc.assert(
      fc.property(applyInput, (input) => {
        const result = applyDiscounts(input)
        const rules = new Map(input.candidates.map((rule) => [rule.id, rule]))
        const applied = result.applied.map((a) => rules.get(a.id) as DiscountRule)
        for (const a of applied) for (const b of applied) if (a !== b) expect(combines(a, b)).toBe(true)
        for (const refused of result.refused) {
          if (refused.refusal.reason !== 'does_not_combine') continue
          const other = refused.refusal.with.id
          expect(result.applied.map((a) => a.id)).toContain(other)
          expect(combines(rules.get(refused.id) as DiscountRule, rules.get(other) as DiscountRule)).toBe(
            false,
          )
        }
        // Every candidate is either applied or refused, once.
        const seen = [...result.applied.map((a) => a.id), ...result.refused.map((r) => r.id)].sort()
        expect(seen).toEqual([...rules.keys()].sort())
      }),
      { numRuns: 500 },
    )
  })

  it('gives the same answer whatever order the discounts, lines and shipping charges come in', () => {
    fc.assert(
      fc.property(
        applyInput.chain((input) =>
          fc.record({
            input: fc.constant(input),
            candidates: fc.shuffledSubarray([...input.candidates], { minLength: input.candidates.length }),
            lines: fc.shuffledSubarray([...input.cart.lines], { minLength: input.cart.lines.length }),
            shipping: fc.shuffledSubarray([...input.cart.shipping], {
              minLength: input.cart.shipping.length,
            }),
          }),
        ),
        ({ input, candidates, lines, shipping }) => {
          const shuffled = { ...input, candidates, cart: { ...input.cart, lines, shipping } }
          expect(normalized(applyDiscounts(shuffled))).toEqual(normalized(applyDiscounts(input)))
        },
      ),
      { numRuns: 300 },
    )
  })

  it('takes a percentage off the order within half a unit of the exact amount, each line within one', () => {
    fc.assert(
      fc.property(applyInput, fc.integer({ min: 0, max: 1_000_000 }), (input, ppm) => {
        const rule: DiscountRule = {
          id: 'pct',
          title: 'pct',
          code: null,
          effect: { type: 'amount_off_order', value: { type: 'percentage', ppm } },
          minimum: { type: 'none' },
          eligibility: { type: 'everyone' },
          usageLimit: { total: null, oncePerCustomer: false },
          startsAt: 0,
          endsAt: null,
          combinesWith: { product: true, order: true, shipping: true },
        }
        const result = applyDiscounts({ ...input, candidates: [rule] })
        const applied = result.applied[0]
        if (!applied) return
        const exact = (amount: number) => BigInt(amount) * BigInt(ppm) * 2n // twice the exact, in millionths
        expect(BigInt(applied.amount) * 2_000_000n - exact(result.subtotal)).toBeLessThanOrEqual(1_000_000n)
        expect(exact(result.subtotal) - BigInt(applied.amount) * 2_000_000n).toBeLessThan(1_000_000n)
        for (const part of result.lines) {
          const diff = BigInt(part.discount) * 2_000_000n - exact(part.subtotal)
          expect(diff < 0n ? -diff : diff).toBeLessThan(2_000_000n)
        }
      }),
      { numRuns: 300 },
    )
  })
})
