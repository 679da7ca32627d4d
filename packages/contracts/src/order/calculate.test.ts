import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_AMOUNT_MINOR } from '../common/minor-units.ts'
import { type CalcInput, type CalcResult, calculateOrder } from './calculate.ts'
import { calculateWithinBound } from './limits.ts'
import { allocateLargestRemainder, formatPpm, mulDivRound, PPM, parsePpm } from './rounding.ts'

const base: CalcInput = { lines: [], taxLines: [], taxesIncluded: false, taxExempt: false }

describe('calculateOrder', () => {
  it('works out a full order by hand-checked figures exactly', () => {
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

  it('extracts several included taxes together: 10% + 5% in a 115.00 price are 10.00 and 5.00', () => {
    const result = calculateOrder({
      ...base,
      lines: [{ id: 'a', quantity: 1, unitPrice: 11500, taxable: true }],
      taxLines: [
        { title: 'ICMS', ratePpm: 100_000 },
        { title: 'ISS', ratePpm: 50_000 },
      ],
      taxesIncluded: true,
    })
    expect(result.lines[0]?.taxes.map((tax) => tax.amount)).toEqual([1000, 500])
    expect(result.taxLines.map((tax) => tax.amount)).toEqual([1000, 500])
    expect(result.totalTax).toBe(1500)
    expect(result.total).toBe(11500)
  })

  it('splits an included tax among its rates by largest remainder, adding up to the tax extracted', () => {
    // 30% in 100.00 is 23.08 (100 − 100 ÷ 1.3 = 23.077); each 10% is 7.692: 7.70, 7.69, 7.69.
    const result = calculateOrder({
      ...base,
      lines: [{ id: 'a', quantity: 1, unitPrice: 10000, taxable: true }],
      taxLines: [
        { title: 'A', ratePpm: 100_000 },
        { title: 'B', ratePpm: 100_000 },
        { title: 'C', ratePpm: 100_000 },
      ],
      taxesIncluded: true,
    })
    expect(result.lines[0]?.taxes.map((tax) => tax.amount)).toEqual([770, 769, 769])
    expect(result.totalTax).toBe(2308)
  })

  it('rounds each line’s tax on the line; the order’s tax is the sum of its lines’', () => {
    // 10% of 0.05 is 0.005, rounded half away from zero to 0.01 on each line.
    const result = calculateOrder({
      ...base,
      lines: [
        { id: 'a', quantity: 1, unitPrice: 5, taxable: true },
        { id: 'b', quantity: 1, unitPrice: 5, taxable: true },
      ],
      taxLines: [{ title: 'VAT', ratePpm: 100_000 }],
    })
    expect(result.lines.map((line) => line.taxes[0]?.amount)).toEqual([1, 1])
    expect(result.totalTax).toBe(2)
    expect(result.total).toBe(12)
  })

  it('charges no tax on shipping, whether taxes are added or included', () => {
    const order = {
      ...base,
      lines: [{ id: 'a', quantity: 1, unitPrice: 10000, taxable: true }],
      shipping: { title: 'Entrega', price: 2000 },
      taxLines: [{ title: 'VAT', ratePpm: 100_000 }],
    }
    const added = calculateOrder(order)
    expect(added.totalTax).toBe(1000)
    expect(added.total).toBe(10000 + 2000 + 1000)
    // 10% in 100.00 is 9.09; none of it comes out of the shipping.
    const included = calculateOrder({ ...order, taxesIncluded: true })
    expect(included.totalTax).toBe(909)
    expect(included.total).toBe(12000)
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

  it('takes saved discounts as allocated: product ones in the subtotal, order ones after, then staff’s', () => {
    const result = calculateOrder({
      ...base,
      lines: [
        { id: 'a', quantity: 2, unitPrice: 5000, taxable: true },
        { id: 'b', quantity: 1, unitPrice: 3000, taxable: true },
      ],
      savedDiscounts: [
        // Given out of order: order discounts still come after product ones.
        {
          id: 'welcome',
          title: 'Boas-vindas',
          class: 'order',
          lines: [
            { lineId: 'a', amount: 900 },
            { lineId: 'b', amount: 300 },
          ],
          shipping: 0,
        },
        { id: 'sale', title: 'Promo', class: 'product', lines: [{ lineId: 'a', amount: 1000 }], shipping: 0 },
        { id: 'ship', title: 'Frete grátis', class: 'shipping', lines: [], shipping: 2000 },
      ],
      orderDiscount: { type: 'percentage', value: 100_000, title: 'Staff' },
      shipping: { title: 'Sedex', price: 1500 },
      taxLines: [{ title: 'VAT', ratePpm: 100_000 }],
    })
    expect(result.savedDiscounts).toEqual([
      { id: 'sale', title: 'Promo', class: 'product', amount: 1000 },
      { id: 'welcome', title: 'Boas-vindas', class: 'order', amount: 1200 },
      // Never more than the charge.
      { id: 'ship', title: 'Frete grátis', class: 'shipping', amount: 1500 },
    ])
    // a: 100.00 − 10.00 − 9.00 = 81.00; b: 30.00 − 3.00 = 27.00; then staff's 10% of 108.00: 8.10, 2.70.
    expect(result.lines.map((line) => line.discountedTotal)).toEqual([7290, 2430])
    expect(result.lines[0]?.discountAllocations.map((a) => [a.title, a.amount, a.level])).toEqual([
      ['Promo', 1000, 'line'],
      ['Boas-vindas', 900, 'order'],
      ['Staff', 810, 'order'],
    ])
    expect(result).toMatchObject({
      subtotal: 12000,
      lineDiscounts: 1000,
      customOrderDiscount: 1080,
      orderDiscount: 2280,
      shipping: 0,
      shippingDiscount: 1500,
      totalDiscounts: 4780,
      totalTax: 729 + 243,
      total: 12000 - 2280 + 0 + 972,
    })
  })

  it('gives a saved discount no more than a line has left, and nothing on a line that is gone', () => {
    // The allocations were made for 3 units: the line has 1 now, until the draft is saved again.
    const result = calculateOrder({
      ...base,
      lines: [{ id: 'a', quantity: 1, unitPrice: 1000, taxable: false }],
      savedDiscounts: [
        {
          id: 'sale',
          title: 'Promo',
          class: 'product',
          lines: [
            { lineId: 'a', amount: 2500 },
            { lineId: 'gone', amount: 700 },
          ],
          shipping: 0,
        },
      ],
    })
    expect(result.lines[0]?.discountedTotal).toBe(0)
    expect(result.savedDiscounts[0]?.amount).toBe(1000)
    expect(result.total).toBe(0)
  })
})

const MAX = MAX_AMOUNT_MINOR
const MAX_LINES = 12

/** Amounts of every size up to `max`: small ones as often as ones near the bound, and the bound itself. */
const amountUpTo = (max: number) =>
  fc.oneof(
    fc.integer({ min: 0, max: Math.min(max, 100_000) }),
    fc.integer({ min: 0, max }),
    fc.constantFrom(0, max),
  )

const discountArb = fc.option(
  fc.oneof(
    fc.record({
      type: fc.constant('percentage' as const),
      value: fc.oneof(fc.integer({ min: 0, max: PPM }), fc.constantFrom(0, PPM)),
      title: fc.string(),
    }),
    fc.record({ type: fc.constant('fixed-amount' as const), value: amountUpTo(MAX), title: fc.string() }),
  ),
  { nil: null },
)

/**
 * A line whose total, times the number of lines, stays within the bound: the items never pass it, and
 * quantities go up to the editor's 100,000.
 */
const lineArb = (lines: number) =>
  fc.oneof(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 100_000 })).chain((quantity) =>
    fc.record({
      id: fc.uuid(),
      quantity: fc.constant(quantity),
      unitPrice: amountUpTo(Math.floor(MAX / Math.max(1, quantity) / lines)),
      taxable: fc.boolean(),
      discount: discountArb,
    }),
  )

const inputArb: fc.Arbitrary<CalcInput> = fc.integer({ min: 1, max: MAX_LINES }).chain((count) =>
  fc.record({
    lines: fc.array(lineArb(count), { maxLength: count }),
    orderDiscount: discountArb,
    shipping: fc.option(fc.record({ title: fc.string(), price: amountUpTo(MAX) }), { nil: null }),
    taxLines: fc.array(
      fc.record({
        title: fc.string(),
        ratePpm: fc.oneof(fc.integer({ min: 0, max: PPM }), fc.constantFrom(50_000, 100_000, 170_000, PPM)),
      }),
      { maxLength: 5 },
    ),
    taxesIncluded: fc.boolean(),
    taxExempt: fc.boolean(),
  }),
)

/** Every input the bound lets through, with its result. */
const withinBound = inputArb
  .map((input) => ({ input, bounded: calculateWithinBound(input) }))
  .filter((entry) => entry.bounded.ok)
  .map(({ input, bounded }) => ({ input, result: (bounded as { result: CalcResult }).result }))

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

describe('calculateOrder properties, with amounts and quantities up to the bound', () => {
  it('adds every allocation up exactly: order discount shares, line discounts, taxes per rate', () => {
    fc.assert(
      fc.property(withinBound, ({ input, result }) => {
        const allocations = result.lines.flatMap((line) => line.discountAllocations)
        const byLevel = (level: 'line' | 'order') =>
          sum(allocations.filter((a) => a.level === level).map((a) => a.amount))
        expect(byLevel('order')).toBe(result.orderDiscount)
        expect(byLevel('line')).toBe(result.lineDiscounts)
        expect(result.totalDiscounts).toBe(result.lineDiscounts + result.orderDiscount)
        const discounted = sum(result.lines.map((line) => line.discountedTotal))
        expect(discounted).toBe(result.subtotal - result.orderDiscount)
        expect(sum(result.lines.map((line) => line.originalTotal)) - result.totalDiscounts).toBe(discounted)
        result.taxLines.forEach((tax, index) => {
          expect(sum(result.lines.map((line) => line.taxes[index]?.amount ?? 0))).toBe(tax.amount)
        })
        expect(sum(result.taxLines.map((tax) => tax.amount))).toBe(result.totalTax)
        expect(result.total).toBe(discounted + result.shipping + (input.taxesIncluded ? 0 : result.totalTax))
      }),
    )
  })

  it('puts each tax within a cent of its exact amount: rate × base, or its share of the tax extracted', () => {
    fc.assert(
      fc.property(withinBound, ({ input, result }) => {
        const combined = BigInt(sum(input.taxLines.map((tax) => tax.ratePpm)))
        const ppm = BigInt(PPM)
        for (const line of result.lines) {
          const base = BigInt(line.discountedTotal)
          for (const tax of line.taxes) {
            const rate = BigInt(tax.ratePpm)
            // |amount - exact| < 1, in whole numbers: exact = base × rate ÷ denominator.
            const denominator = input.taxesIncluded ? ppm + combined : ppm
            const distance = BigInt(tax.amount) * denominator - base * rate
            expect(distance < 0n ? -distance : distance).toBeLessThan(denominator)
          }
          if (input.taxesIncluded && line.taxes.length > 0) {
            // The line's taxes together: what the combined rate takes out of the price, within half a cent.
            const distance =
              BigInt(sum(line.taxes.map((tax) => tax.amount))) * (ppm + combined) - base * combined
            expect(2n * (distance < 0n ? -distance : distance)).toBeLessThanOrEqual(ppm + combined)
          }
        }
      }),
    )
  })

  it('never goes below zero, and every figure fits the bound', () => {
    fc.assert(
      fc.property(withinBound, ({ result }) => {
        const figures = [
          result.subtotal,
          result.lineDiscounts,
          result.orderDiscount,
          result.totalDiscounts,
          result.shipping,
          result.totalTax,
          result.total,
          ...result.taxLines.map((tax) => tax.amount),
          ...result.lines.flatMap((line) => [
            line.originalUnitPrice,
            line.originalTotal,
            line.discountedTotal,
            line.discountedUnitPrice,
            ...line.taxes.map((tax) => tax.amount),
            ...line.discountAllocations.map((allocation) => allocation.amount),
          ]),
        ]
        for (const figure of figures) {
          expect(Number.isSafeInteger(figure)).toBe(true)
          expect(figure).toBeGreaterThanOrEqual(0)
          expect(figure).toBeLessThanOrEqual(MAX)
        }
      }),
    )
  })

  it('refuses an order only when its total would pass the bound', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const bounded = calculateWithinBound(input)
        // The generated items never pass the bound, so the calculation stays exact either way.
        const result = calculateOrder(input)
        expect(bounded.ok).toBe(result.total <= MAX)
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
