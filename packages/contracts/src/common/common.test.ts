import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromMinorUnits, toMinorUnits } from './money.ts'
import { normalizeSearchText, parseSearchQuery } from './search-text.ts'

describe('money', () => {
  it('converts decimal strings to minor units exactly', () => {
    expect(toMinorUnits('12.3')).toBe(1230)
    expect(toMinorUnits('0.07')).toBe(7)
    expect(toMinorUnits('-5')).toBe(-500)
    expect(fromMinorUnits(1230)).toBe('12.30')
    expect(fromMinorUnits(-7)).toBe('-0.07')
  })

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        expect(toMinorUnits(fromMinorUnits(minor))).toBe(minor)
      }),
    )
  })

  it('refuses what is not an amount', () => {
    expect(() => toMinorUnits('1.234')).toThrow(RangeError)
    expect(() => toMinorUnits('abc')).toThrow(RangeError)
  })
})

describe('search text', () => {
  it('ignores case and accents', () => {
    expect(normalizeSearchText('  João   GONÇALVES ')).toBe('joao goncalves')
  })

  it('splits filters from free text', () => {
    expect(parseSearchQuery("joão role:'customer' tag:vip Silva")).toEqual({
      text: 'joao silva',
      filters: { role: ['customer'], tag: ['vip'] },
    })
    expect(parseSearchQuery('status:active status:draft')).toEqual({
      text: '',
      filters: { status: ['active', 'draft'] },
    })
    expect(parseSearchQuery('vendor:"Casa Nobre"').filters).toEqual({ vendor: ['Casa Nobre'] })
  })
})
