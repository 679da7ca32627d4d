import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { unitsGiven } from './buy-x-get-y.ts'

const shirt = (quantity: number, unitPrice: number) => ({ quantity, unitPrice, isBuy: true, isGet: true })

describe('unitsGiven', () => {
  it('needs the items bought and the item got: 2 shirts get none free on buy 2 get 1, 3 get one', () => {
    expect(unitsGiven([shirt(2, 1000)], 2, 1, null)).toEqual({ uses: 0, units: [0] })
    expect(unitsGiven([shirt(3, 1000)], 2, 1, null)).toEqual({ uses: 1, units: [1] })
    expect(unitsGiven([shirt(10_000, 1000)], 2, 1, 5)).toEqual({ uses: 5, units: [5] })
  })

  it('keeps items enough to be bought when the cheap ones are in both lists', () => {
    // Buy 1 of anything, get 1 sock: the one sock cannot be both bought and given.
    const sock = { quantity: 1, unitPrice: 500, isBuy: true, isGet: true }
    expect(unitsGiven([sock], 1, 1, null).uses).toBe(0)
    const shoe = { quantity: 1, unitPrice: 9000, isBuy: true, isGet: false }
    expect(unitsGiven([shoe, sock], 1, 1, null)).toEqual({ uses: 1, units: [0, 1] })
  })

  it('never gives more than the uses allow, nor more than a line has, and leaves enough to buy', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 0, max: 20 }),
      unitPrice: fc.integer({ min: 0, max: 1000 }),
      isBuy: fc.boolean(),
      isGet: fc.boolean(),
    })
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 6 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
        (lines, buy, get, max) => {
          const { uses, units } = unitsGiven(lines, buy, get, max)
          expect(units.reduce((sum, n) => sum + n, 0)).toBe(uses * get)
          if (max !== null) expect(uses).toBeLessThanOrEqual(max)
          lines.forEach((candidate, index) => {
            expect(units[index]).toBeLessThanOrEqual(candidate.isGet ? candidate.quantity : 0)
          })
          const buyable = lines.reduce(
            (sum, candidate, index) => sum + (candidate.isBuy ? candidate.quantity - (units[index] ?? 0) : 0),
            0,
          )
          expect(buyable).toBeGreaterThanOrEqual(uses * buy)
        },
      ),
    )
  })
})
