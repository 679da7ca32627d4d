import { describe, expect, it } from 'vitest'
import { formatWeight, toGrams } from './weight.ts'

describe('weights', () => {
  it('convert to whole grams exactly, rounding once', () => {
    expect(toGrams('1.5', 'kg')).toBe(1500)
    expect(toGrams('0.25', 'g')).toBe(0)
    expect(toGrams('1', 'lb')).toBe(454)
    expect(toGrams('1000000', 'lb')).toBe(453_592_370)
    expect(toGrams('16', 'oz')).toBe(454)
    // 7,743,811.481 lb is 3,512,533,802.4999... g: a float product rounds it up.
    expect(toGrams('7743811.481', 'lb')).toBe(3_512_533_802)
  })

  it('show grams in a unit to 3 decimals, exactly', () => {
    expect(formatWeight(1500, 'kg')).toEqual({ value: '1.5', unit: 'kg' })
    expect(formatWeight(250, 'kg')).toEqual({ value: '0.25', unit: 'kg' })
    expect(formatWeight(453_592_370, 'lb')).toEqual({ value: '1000000', unit: 'lb' })
    // 967,017,142 g is 34,110,525.8714... oz: a float division shows .872.
    expect(formatWeight(967_017_142, 'oz')).toEqual({ value: '34110525.871', unit: 'oz' })
  })
})
