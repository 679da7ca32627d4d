import { describe, expect, it } from 'vitest'
import { applyDiscounts } from './apply.ts'
import {
  discountDefinitionSchema,
  discountStatus,
  toDiscountDefinition,
  toDiscountRule,
} from './definition.ts'
import { discountMessages } from './messages.ts'
import { input, line } from './test-builders.ts'

const base = {
  title: 'Welcome',
  method: 'code',
  code: 'WELCOME10',
  startsAt: '2026-01-01T03:00:00Z',
} as const

const PRODUCT = '0196a1d2-7c3e-7000-8000-000000000001'

function errorsOf(value: unknown) {
  const parsed = discountDefinitionSchema.safeParse(value)
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])
}

describe('discountDefinitionSchema', () => {
  it('reads each type with its defaults, and turns money and percentages into integers', () => {
    const parsed = discountDefinitionSchema.parse({
      ...base,
      type: 'amount_off_products',
      value: { type: 'percentage', value: '0.125' },
      appliesTo: { type: 'products', ids: [PRODUCT] },
      minimum: { type: 'amount', amount: '300.00' },
    })
    const rule = toDiscountRule('d1', parsed)
    expect(rule).toMatchObject({
      code: 'WELCOME10',
      effect: { value: { type: 'percentage', ppm: 125_000 }, targets: { type: 'products', ids: [PRODUCT] } },
      minimum: { type: 'amount', amount: 30000 },
      startsAt: Date.parse('2026-01-01T03:00:00Z'),
      endsAt: null,
      usageLimit: { total: null, oncePerCustomer: false },
      combinesWith: { product: false, order: false, shipping: false },
    })
    const bxgy = toDiscountRule(
      'd2',
      discountDefinitionSchema.parse({
        ...base,
        type: 'buy_x_get_y',
        buy: { quantity: 2, appliesTo: { type: 'all' } },
        get: { quantity: 1, appliesTo: { type: 'all' } },
      }),
    )
    expect(bxgy.effect).toMatchObject({ get: { ppm: 1_000_000 }, maxUsesPerOrder: null })
    const shipping = toDiscountRule(
      'd3',
      discountDefinitionSchema.parse({
        ...base,
        method: 'automatic',
        code: null,
        type: 'free_shipping',
        maxShippingAmount: '30',
      }),
    )
    expect(shipping).toMatchObject({ code: null, effect: { countries: null, maxShippingAmount: 3000 } })
  })

  it('names the field that is wrong', () => {
    expect(
      errorsOf({
        ...base,
        code: null,
        type: 'amount_off_order',
        value: { type: 'percentage', value: '1.5' },
      }),
    ).toEqual([
      ['value.value', discountMessages.percentageRange],
      ['code', discountMessages.codeRequired],
    ])
    expect(
      errorsOf({
        ...base,
        type: 'amount_off_products',
        value: { type: 'fixed-amount', value: '5.001' },
        appliesTo: { type: 'collections', ids: [] },
        endsAt: '2025-12-31T00:00:00Z',
      }).map(([path]) => path),
    ).toEqual(['value.value', 'appliesTo.ids'])
    expect(
      errorsOf({
        ...base,
        type: 'amount_off_order',
        value: { type: 'fixed-amount', value: '5' },
        endsAt: base.startsAt,
      }),
    ).toEqual([['endsAt', discountMessages.endsBeforeStart]])
    expect(errorsOf({ ...base, code: 'no spaces', type: 'free_shipping' })).toEqual([
      ['code', discountMessages.codeCharacters],
    ])
  })

  it('reads back from the rule as it was written', () => {
    const written = [
      {
        ...base,
        type: 'buy_x_get_y',
        buy: { quantity: 2, appliesTo: { type: 'collections', ids: [PRODUCT] } },
        get: { quantity: 1, appliesTo: { type: 'variants', ids: [PRODUCT] }, percentage: '0.5' },
        maxUsesPerOrder: 3,
        minimum: { type: 'quantity', quantity: 3 },
        eligibility: { type: 'customers', customerIds: [PRODUCT] },
        usageLimit: { total: 10, oncePerCustomer: true },
        endsAt: '2026-02-01T03:00:00.000Z',
        combinesWith: { product: true, order: false, shipping: true },
      },
      {
        ...base,
        method: 'automatic',
        code: null,
        type: 'free_shipping',
        countries: ['BR'],
        maxShippingAmount: '300.00',
      },
      {
        ...base,
        type: 'amount_off_order',
        value: { type: 'fixed-amount', value: '12.30' },
        minimum: { type: 'amount', amount: '99.90' },
      },
    ]
    for (const definition of written) {
      const parsed = discountDefinitionSchema.parse(definition)
      expect(toDiscountDefinition(toDiscountRule('d', parsed))).toEqual({
        ...parsed,
        startsAt: '2026-01-01T03:00:00.000Z',
      })
    }
  })

  it('is what the application function applies', () => {
    const rule = toDiscountRule(
      'd1',
      discountDefinitionSchema.parse({
        ...base,
        type: 'amount_off_order',
        value: { type: 'fixed-amount', value: '12.34' },
      }),
    )
    const result = applyDiscounts(
      input({ cart: { lines: [line('a', 5000)], shipping: [], shippingCountry: null }, candidates: [rule] }),
    )
    expect(result.total).toBe(5000 - 1234)
  })
})

describe('discountStatus', () => {
  const at = Date.parse('2026-06-01T00:00:00Z')
  it('tells scheduled, active, expired and switched-off discounts apart', () => {
    const dates = { startsAt: '2026-05-01T00:00:00Z', endsAt: '2026-07-01T00:00:00Z' }
    expect(discountStatus({ active: true, ...dates }, at)).toBe('active')
    expect(discountStatus({ active: true, ...dates }, Date.parse(dates.endsAt))).toBe('expired')
    expect(discountStatus({ active: true, ...dates }, Date.parse('2026-04-01T00:00:00Z'))).toBe('scheduled')
    expect(discountStatus({ active: false, ...dates }, at)).toBe('inactive')
  })
})
