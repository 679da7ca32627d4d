import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type CalcInput, calculateOrder } from './calculate.ts'
import { allocateLargestRemainder, formatPpm, mulDivRound, parsePpm } from './rounding.ts'

const base: CalcInput = { lines: [], taxLines: [], taxesIncluded: false, taxExempt: false }

describe('calculateOrder', () => {
  it('works out the issue’s example order exactly', () => {
    // Two variants, a custom item, 10% off one line, R$ 5,00 off the order, R$ 15,00 shipping, 17% tax.
    const result = calculateOrder({
      ...base,
      lines: [
        {
          id: 'a',
          quantity: 2,
          unitPrice: 4990,
          taxable: true,
          discount: { type: 'percentage', value: 100_000, title: 'Promo' },
        },
        { id: 'b', quantity: 1, unitPrice: 12900, taxable: true },
        { id: 'c', quantity: 3, unitPrice: 1500, taxable: false },
      ],
      orderDiscount: { type: 'fixed-amount', value: 500, title: 'Desconto' },
      shipping: { title: 'Entrega', price: 1500 },
      taxLines: [{ title: 'VAT', ratePpm: 170_000 }],
    })
    // Line a: 99.80 - 9.98 = 89.82; b: 129.00; c: 45.00. Subtotal 263.82.
    expect(result.subtotal).toBe(26382)
    expect(result.lineDiscounts).toBe(998)
    // The R$ 5,00 spread by largest remainder over 8982 : 12900 : 4500 -> 170, 245, 85.
    expect(result.lines.map((line) => line.discountedTotal)).toEqual([8812, 12655, 4415])
    expect(result.orderDiscount).toBe(500)
    // Tax 17% on the taxable lines after all discounts: 14.98 + 21.51.
    expect(result.lines.map((line) => line.taxes[0]?.amount ?? 0)).toEqual([1498, 2151, 0])
    expect(result.totalTax).toBe(3649)
    expect(result.total).toBe(26382 - 500 + 1500 + 3649)
    expect(result.totalQuantity).toBe(6)
  })

  it('extracts included taxes instead of adding them', () => {
    const result = calculateOrder({
      ...base,
      lines: [{ id: 'a', quantity: 1, unitPrice: 11700, taxable: true }],
      taxLines: [{ title: 'VAT', ratePpm: 170_000 }],
      taxesIncluded: true,
    })
    expect(result.totalTax).toBe(1700)
    expect(result.total).toBe(11700)
  })

  it('charges no tax to a tax-exempt customer', () => {
    const result = calculateOrder({
      ...base,
      lines: [{ id: 'a', quantity: 1, unitPrice: 10000, taxable: true }],
      taxLines: [{ title: 'VAT', ratePpm: 170_000 }],
      taxExempt: true,
    })
    expect(result.totalTax).toBe(0)
    expect(result.taxLines).toEqual([])
    expect(result.total).toBe(10000)
  })

  it('takes a fixed line discount off each unit, never below zero', () => {
    const result = calculateOrder({
      ...base,
      lines: [
        {
          id: 'a',
          quantity: 3,
          unitPrice: 1000,
          taxable: true,
          discount: { type: 'fixed-amount', value: 1500, title: 'x' },
        },
      ],
    })
    expect(result.lines[0]?.discountedTotal).toBe(0)
    expect(result.total).toBe(0)
  })

  it('drops lines whose quantity is zero or less', () => {
    const result = calculateOrder({
      ...base,
      lines: [{ id: 'a', quantity: 0, unitPrice: 1000, taxable: true }],
    })
    expect(result.lines).toEqual([])
    expect(result.total).toBe(0)
  })
})

const discountArb = fc.option(
  fc.oneof(
    fc.record({
      type: fc.constant('percentage' as const),
      value: fc.integer({ min: 0, max: 1_000_000 }),
      title: fc.string(),
    }),
    fc.record({
      type: fc.constant('fixed-amount' as const),
      value: fc.integer({ min: 0, max: 10_000_000 }),
      title: fc.string(),
    }),
  ),
  { nil: null },
)
const inputArb = fc.record({
  lines: fc.array(
    fc.record({
      id: fc.uuid(),
      quantity: fc.integer({ min: 0, max: 1000 }),
      unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
      taxable: fc.boolean(),
      discount: discountArb,
    }),
    { maxLength: 30 },
  ),
  orderDiscount: discountArb,
  shipping: fc.option(fc.record({ title: fc.string(), price: fc.integer({ min: 0, max: 1_000_000 }) }), {
    nil: null,
  }),
  taxLines: fc.array(fc.record({ title: fc.string(), ratePpm: fc.integer({ min: 0, max: 500_000 }) }), {
    maxLength: 3,
  }),
  taxesIncluded: fc.boolean(),
  taxExempt: fc.boolean(),
})

describe('calculateOrder properties', () => {
  it('allocations add up: line totals, discounts and the total agree exactly', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = calculateOrder(input)
        const discounted = result.lines.reduce((sum, line) => sum + line.discountedTotal, 0)
        expect(discounted).toBe(result.subtotal - result.orderDiscount)
        const allocated = result.lines
          .flatMap((line) => line.discountAllocations)
          .reduce((sum, a) => sum + a.amount, 0)
        expect(allocated).toBe(result.totalDiscounts)
        const original = result.lines.reduce((sum, line) => sum + line.originalTotal, 0)
        expect(original - result.totalDiscounts).toBe(discounted)
        expect(result.total).toBe(discounted + result.shipping + (input.taxesIncluded ? 0 : result.totalTax))
      }),
    )
  })

  it('never gives a negative total, line or tax', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = calculateOrder(input)
        expect(result.total).toBeGreaterThanOrEqual(0)
        expect(result.totalTax).toBeGreaterThanOrEqual(0)
        for (const line of result.lines) expect(line.discountedTotal).toBeGreaterThanOrEqual(0)
      }),
    )
  })

  it('is deterministic: the same input gives the same output', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(calculateOrder(structuredClone(input))).toEqual(calculateOrder(input))
      }),
    )
  })
})

describe('rounding', () => {
  it('splits by largest remainder, exactly and in proportion', () => {
    expect(allocateLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(allocateLargestRemainder(10, [0, 5, 5])).toEqual([0, 5, 5])
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1, maxLength: 50 }),
        (total, weights) => {
          const parts = allocateLargestRemainder(total, weights)
          const sum = weights.reduce((a, b) => a + b, 0)
          expect(parts.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total)
          parts.forEach((part, i) => {
            const exact = sum === 0 ? 0 : (total * (weights[i] ?? 0)) / sum
            expect(Math.abs(part - exact)).toBeLessThan(1.000001)
          })
        },
      ),
    )
  })

  it('rounds half away from zero in exact arithmetic', () => {
    expect(mulDivRound(5, 1, 2)).toBe(3)
    expect(mulDivRound(-5, 1, 2)).toBe(-3)
    expect(mulDivRound(9_000_000_000_000, 170_000, 1_000_000)).toBe(1_530_000_000_000)
  })

  it('parses and formats rates without floats', () => {
    expect(parsePpm('0.1', 'fraction')).toBe(100_000)
    expect(parsePpm('17', 'percent')).toBe(170_000)
    expect(parsePpm('12.5', 'percent')).toBe(125_000)
    expect(formatPpm(125_000, 'percent')).toBe('12.5')
    expect(formatPpm(100_000, 'fraction')).toBe('0.1')
    expect(() => parsePpm('-1', 'percent')).toThrow(RangeError)
  })
})
