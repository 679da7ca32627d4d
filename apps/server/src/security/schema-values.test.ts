import { amountInputSchema } from '@lojista/contracts'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { arbitraryOf } from './schema-values.ts'

// The fuzzer's values for a field must reach the edges its bounds exist for, or a bound that is
// missing or off by one goes unnoticed.

const options = { pool: () => undefined, nasty: fc.constant('nasty') }

function valuesOf(schema: Record<string, unknown>): unknown[] {
  return fc.sample(arbitraryOf(schema, options), { numRuns: 3_000, seed: 42 })
}

describe('fuzz values of an amount the API takes', () => {
  const amount = amountInputSchema('Must be an amount').toJSONSchema() as Record<string, unknown>

  it('are described by the amount pattern', () => {
    expect(amount.pattern).toBe('^\\d{1,13}(\\.\\d{1,2})?$')
  })

  it('include the largest amount, the first one past it, a third decimal and a negative amount', () => {
    const values = new Set(valuesOf(amount))
    for (const edge of ['9999999999999.99', '10000000000000.00', '0.001', '-0.01']) {
      expect(values).toContain(edge)
    }
  })

  it('sometimes hold half a surrogate pair', () => {
    const values = valuesOf(amount).map(String)
    // Amount text is digits, so any surrogate in it is half a pair.
    expect(values.some((value) => /[\uD800-\uDFFF]/.test(value))).toBe(true)
  })
})

describe('fuzz values of a signed amount', () => {
  it('include the amounts past both ends', () => {
    const values = new Set(valuesOf({ type: 'string', pattern: '^-?\\d{1,13}(\\.\\d{1,2})?$' }))
    for (const edge of ['-9999999999999.99', '-10000000000000.00', '10000000000000.00']) {
      expect(values).toContain(edge)
    }
  })
})
