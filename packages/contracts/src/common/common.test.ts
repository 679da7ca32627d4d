import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  amountInputSchema,
  fromMinorUnits,
  isWithinMaxAmount,
  MAX_AMOUNT,
  MAX_AMOUNT_MINOR,
  toMinorUnits,
} from './money.ts'
import { normalizeSearchText, parseSearchQuery } from './search-text.ts'

describe('money', () => {
  it('converts decimal strings to minor units exactly', () => {
    expect(toMinorUnits('12.3')).toBe(1230)
    expect(toMinorUnits('0.07')).toBe(7)
    expect(toMinorUnits('-5')).toBe(-500)
    expect(fromMinorUnits(1230)).toBe('12.30')
    expect(fromMinorUnits(-7)).toBe('-0.07')
  })

  it('round-trips every amount up to the largest allowed', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_AMOUNT_MINOR, max: MAX_AMOUNT_MINOR }), (minor) => {
        expect(toMinorUnits(fromMinorUnits(minor))).toBe(minor)
      }),
    )
  })

  it('refuses what is not an amount, or more than a number holds exactly', () => {
    expect(() => toMinorUnits('1.234')).toThrow(RangeError)
    expect(() => toMinorUnits('abc')).toThrow(RangeError)
    expect(() => toMinorUnits('90071992547409.92')).toThrow(RangeError)
    expect(toMinorUnits('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER)
  })

  it('declares one largest amount, the most the wire carries', () => {
    expect(toMinorUnits(MAX_AMOUNT)).toBe(MAX_AMOUNT_MINOR)
    expect(fromMinorUnits(MAX_AMOUNT_MINOR)).toBe('9999999999999.99')
    expect(isWithinMaxAmount('9999999999999.99')).toBe(true)
    expect(isWithinMaxAmount('0009999999999999')).toBe(true)
    expect(isWithinMaxAmount('10000000000000')).toBe(false)
  })
})

describe('an amount a caller sends', () => {
  const amount = amountInputSchema('Enter an amount like 10.00')
  const messages = (value: unknown) => amount.safeParse(value).error?.issues.map((issue) => issue.message)

  it('takes 0 up to the largest amount, with at most 2 decimals', () => {
    for (const value of ['0', '0.5', '10.00', '9999999999999.99', MAX_AMOUNT]) {
      expect(messages(value), value).toBeUndefined()
    }
  })

  it('says what is wrong with a number it refuses, one message each', () => {
    expect(messages('0.001')).toEqual(['Use at most 2 decimal places'])
    expect(messages('12.345')).toEqual(['Use at most 2 decimal places'])
    expect(messages('99999999999999.99')).toEqual(['Cannot exceed 9999999999999.99'])
    expect(messages('10000000000000')).toEqual(['Cannot exceed 9999999999999.99'])
    expect(messages('-1')).toEqual(['Must be 0 or greater'])
    expect(messages('-0.001')).toEqual(['Must be 0 or greater'])
  })

  it('calls text that is no number malformed', () => {
    for (const value of ['abc', '1,50', '1.', '.5', '', ' 1', '1e3']) {
      expect(messages(value), value).toEqual(['Enter an amount like 10.00'])
    }
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
