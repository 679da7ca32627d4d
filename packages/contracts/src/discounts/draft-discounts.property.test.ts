import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type CalcDiscount, calculateOrder } from '../order/calculate.ts'
import { applyDiscounts } from './apply.ts'
import { applyDiscountsToDraft, type DraftDiscountLine, type DraftDiscountsInput } from './draft-discounts.ts'
import { applyInput } from './test-arbitraries.ts'

// A draft's saved discounts are decided by the application function alone and the order maths takes its
// amounts as they are: these properties hold the two together, for every kind of discount a draft carries
// (amount off products or the order, buy X get Y, free shipping) and with the discounts staff type.

const customDiscount: fc.Arbitrary<CalcDiscount | null> = fc.option(
  fc.oneof(
    fc.record({
      type: fc.constant('percentage' as const),
      value: fc.integer({ min: 0, max: 1_000_000 }),
      title: fc.constant('Staff'),
    }),
    fc.record({
      type: fc.constant('fixed-amount' as const),
      value: fc.integer({ min: 0, max: 150_000 }),
      title: fc.constant('Staff'),
    }),
  ),
  { nil: null, freq: 2 },
)

/** A draft made of a cart of the application function's tests: its lines, perhaps with staff's discounts. */
const draftInput = (withCustom: boolean): fc.Arbitrary<DraftDiscountsInput> =>
  applyInput.chain((input) =>
    fc
      .tuple(
        fc.tuple(...input.cart.lines.map(() => (withCustom ? customDiscount : fc.constant(null)))),
        fc.option(fc.integer({ min: 0, max: 6000 }), { nil: null }),
      )
      .map(([discounts, shipping]) => ({
        ...input,
        lines: input.cart.lines
          .filter((line) => line.quantity > 0)
          .map((line, index): DraftDiscountLine => ({ ...line, customDiscount: discounts[index] ?? null })),
        shipping,
        shippingCountry: input.cart.shippingCountry,
      })),
  )

const calculate = (
  input: DraftDiscountsInput,
  applied: ReturnType<typeof applyDiscountsToDraft>['applied'],
) =>
  calculateOrder({
    lines: input.lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      taxable: false,
      discount: line.customDiscount,
    })),
    savedDiscounts: applied,
    shipping: input.shipping === null ? null : { title: 'Frete', price: input.shipping },
    taxLines: [],
    taxesIncluded: false,
    taxExempt: false,
  })

describe('a draft’s saved discounts', () => {
  it('are what the application function gives the same cart, when staff typed no discount', () => {
    fc.assert(
      fc.property(draftInput(false), (input) => {
        const direct = applyDiscounts({
          cart: {
            lines: input.lines,
            shipping: input.shipping === null ? [] : [{ id: 'shipping', amount: input.shipping }],
            shippingCountry: input.shippingCountry,
          },
          customer: input.customer,
          now: input.now,
          usage: input.usage,
          candidates: input.candidates,
        })
        const draft = applyDiscountsToDraft(input)
        expect(draft.applied.map((applied) => [applied.id, applied.amount])).toEqual(
          direct.applied.map((applied) => [applied.id, applied.amount]),
        )
        expect(draft.refused).toEqual(direct.refused)
        const totals = calculate(input, draft.applied)
        // The order maths ends where the application function ends: line by line, shipping, total.
        expect(totals.lines.map((line) => [line.id, line.discountedTotal])).toEqual(
          direct.lines.map((line) => [line.lineId, line.total]),
        )
        expect(totals.shipping).toBe(direct.shipping.reduce((sum, charge) => sum + charge.total, 0))
        expect(totals.total).toBe(direct.total)
        expect(totals.totalDiscounts).toBe(direct.lineDiscount + direct.shippingDiscount)
      }),
      { numRuns: 400 },
    )
  })

  it('are taken by the order maths exactly as allocated, after staff’s line discounts, never below zero', () => {
    fc.assert(
      fc.property(draftInput(true), (input) => {
        const { applied } = applyDiscountsToDraft(input)
        const totals = calculate(input, applied)
        // Nothing allocated is cut short: each saved discount takes all it was given.
        expect(totals.savedDiscounts.map((saved) => [saved.id, saved.amount])).toEqual(
          applied.map((saved) => [saved.id, saved.amount]),
        )
        for (const saved of applied) {
          const parts = saved.lines.reduce((sum, part) => sum + part.amount, 0) + saved.shipping
          expect(parts).toBe(saved.amount)
        }
        const custom = calculate(input, [])
        for (const line of totals.lines) {
          const before = custom.lines.find((other) => other.id === line.id)?.discountedTotal ?? 0
          const taken = applied.reduce(
            (sum, saved) => sum + (saved.lines.find((part) => part.lineId === line.id)?.amount ?? 0),
            0,
          )
          expect(line.discountedTotal).toBe(before - taken)
          expect(line.discountedTotal).toBeGreaterThanOrEqual(0)
        }
        const all = applied.reduce((sum, saved) => sum + saved.amount, 0)
        expect(totals.total).toBe(custom.total - all)
        expect(totals.totalDiscounts).toBe(custom.totalDiscounts + all)
        expect(totals.shipping).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: 400 },
    )
  })
})
