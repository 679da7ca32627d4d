import { describe, expect, it } from 'vitest'
import { applyDiscounts } from './apply.ts'
import { discountRefusalText } from './refusals.ts'
import { input, line, NOW, rule } from './test-builders.ts'

const tenPercentOff = { type: 'percentage' as const, ppm: 100_000 }

describe('applyDiscounts: each type', () => {
  it('takes a percentage off the chosen products only, rounding the total once', () => {
    const result = applyDiscounts(
      input({
        cart: {
          lines: [line('a', 333, 1), line('b', 333, 1), line('c', 1000, 1)],
          shipping: [],
          shippingCountry: 'BR',
        },
        candidates: [
          rule({
            id: 'tenoff',
            effect: {
              type: 'amount_off_products',
              value: tenPercentOff,
              targets: { type: 'products', ids: ['p-a', 'p-b'] },
            },
          }),
        ],
      }),
    )
    // 10% of 666 is 66.6 → 67, split 34 + 33 (tie to the line with the smaller id).
    expect(result.applied).toEqual([
      expect.objectContaining({
        id: 'tenoff',
        amount: 67,
        lines: [
          { lineId: 'a', amount: 34 },
          { lineId: 'b', amount: 33 },
        ],
      }),
    ])
    expect(result.total).toBe(1666 - 67)
  })

  it('takes a fixed amount off a collection once, spread over its items in proportion', () => {
    const result = applyDiscounts(
      input({
        cart: {
          lines: [
            line('a', 1000, 2, { collectionIds: ['summer'] }),
            line('b', 500, 1, { collectionIds: ['summer'] }),
            line('c', 900),
          ],
          shipping: [],
          shippingCountry: null,
        },
        candidates: [
          rule({
            id: 'fixed',
            effect: {
              type: 'amount_off_products',
              value: { type: 'fixed-amount', amount: 1000 },
              targets: { type: 'collections', ids: ['summer'] },
            },
          }),
        ],
      }),
    )
    expect(result.applied[0]?.lines).toEqual([
      { lineId: 'a', amount: 800 },
      { lineId: 'b', amount: 200 },
    ])
  })

  it('takes no more than the items cost', () => {
    const result = applyDiscounts(
      input({
        cart: {
          lines: [line('a', 300, 1, { variantId: 'v1' })],
          shipping: [{ id: 's', amount: 500 }],
          shippingCountry: 'BR',
        },
        candidates: [
          rule({
            id: 'big',
            effect: {
              type: 'amount_off_products',
              value: { type: 'fixed-amount', amount: 5000 },
              targets: { type: 'variants', ids: ['v1'] },
            },
          }),
        ],
      }),
    )
    expect(result.applied[0]?.amount).toBe(300)
    expect(result.total).toBe(500)
  })

  it('takes an amount off the order from the items, not the shipping', () => {
    const result = applyDiscounts(
      input({
        cart: {
          lines: [line('a', 1000), line('b', 3000)],
          shipping: [{ id: 's', amount: 1500 }],
          shippingCountry: 'BR',
        },
        candidates: [rule({ id: 'order', effect: { type: 'amount_off_order', value: tenPercentOff } })],
      }),
    )
    expect(result.applied[0]).toMatchObject({ class: 'order', amount: 400, shipping: [] })
    expect(result.lines.map((l) => l.total)).toEqual([900, 2700])
    expect(result.total).toBe(3600 + 1500)
  })

  it('gives the cheapest item free on buy 2 get 1 within one collection, as often as the cart allows', () => {
    const bxgy = rule({
      id: 'b2g1',
      effect: {
        type: 'buy_x_get_y',
        buy: { quantity: 2, targets: { type: 'collections', ids: ['shirts'] } },
        get: { quantity: 1, targets: { type: 'collections', ids: ['shirts'] }, ppm: 1_000_000 },
        maxUsesPerOrder: null,
      },
    })
    const shirts = { collectionIds: ['shirts'] }
    const result = applyDiscounts(
      input({
        cart: {
          lines: [line('x', 5000, 4, shirts), line('y', 2000, 2, shirts)],
          shipping: [],
          shippingCountry: 'BR',
        },
        candidates: [bxgy],
      }),
    )
    // 6 shirts: used twice, the two cheapest given.
    expect(result.applied[0]?.lines).toEqual([{ lineId: 'y', amount: 4000 }])
  })

  it('gives the items got at a percentage off, no more times than the order may use it', () => {
    const result = applyDiscounts(
      input({
        cart: { lines: [line('shoe', 10000, 6), line('sock', 1000, 6)], shipping: [], shippingCountry: 'BR' },
        candidates: [
          rule({
            id: 'socks',
            effect: {
              type: 'buy_x_get_y',
              buy: { quantity: 1, targets: { type: 'products', ids: ['p-shoe'] } },
              get: { quantity: 1, targets: { type: 'products', ids: ['p-sock'] }, ppm: 500_000 },
              maxUsesPerOrder: 2,
            },
          }),
        ],
      }),
    )
    expect(result.applied[0]?.lines).toEqual([{ lineId: 'sock', amount: 1000 }])
  })

  it('makes shipping free to the chosen countries under the rate ceiling', () => {
    const freeShipping = rule({
      id: 'ship',
      effect: { type: 'free_shipping', countries: ['BR'], maxShippingAmount: 2000 },
    })
    const cart = {
      lines: [line('a', 1000)],
      shipping: [
        { id: 's1', amount: 1500 },
        { id: 's2', amount: 2500 },
      ],
    }
    const toBrazil = applyDiscounts(
      input({ cart: { ...cart, shippingCountry: 'BR' }, candidates: [freeShipping] }),
    )
    expect(toBrazil.applied[0]?.shipping).toEqual([{ shippingId: 's1', amount: 1500 }])
    expect(toBrazil.total).toBe(1000 + 2500)
    const toPortugal = applyDiscounts(
      input({ cart: { ...cart, shippingCountry: 'PT' }, candidates: [freeShipping] }),
    )
    expect(toPortugal.refused).toEqual([
      { id: 'ship', code: 'SHIP', title: 'ship', refusal: { reason: 'no_eligible_shipping' } },
    ])
  })
})

describe('applyDiscounts: why a code does not apply', () => {
  const cart = { lines: [line('a', 1000, 2)], shipping: [], shippingCountry: 'BR' }
  const tenOff = { type: 'amount_off_order' as const, value: tenPercentOff }
  const refusalOf = (overrides: Parameters<typeof input>[0]) =>
    applyDiscounts(input({ cart, ...overrides })).refused[0]?.refusal

  it('refuses one that has not started, or has ended', () => {
    expect(refusalOf({ candidates: [rule({ id: 'd', effect: tenOff, startsAt: NOW + 1 })] })).toEqual({
      reason: 'not_started',
      startsAt: NOW + 1,
    })
    expect(refusalOf({ candidates: [rule({ id: 'd', effect: tenOff, endsAt: NOW })] })).toEqual({
      reason: 'expired',
      endedAt: NOW,
    })
  })

  it('refuses one for other customers, and one for chosen customers while the order has none', () => {
    const forOthers = rule({
      id: 'd',
      effect: tenOff,
      eligibility: { type: 'customers', customerIds: ['c2'] },
    })
    expect(refusalOf({ candidates: [forOthers] })).toEqual({ reason: 'not_eligible' })
    expect(refusalOf({ customer: null, candidates: [forOthers] })).toEqual({ reason: 'not_eligible' })
    expect(refusalOf({ customer: { id: 'c2' }, candidates: [forOthers] })).toBeUndefined()
  })

  it('refuses one used up in total, or already used by this customer', () => {
    const limited = rule({ id: 'd', effect: tenOff, usageLimit: { total: 10, oncePerCustomer: false } })
    expect(refusalOf({ usage: { d: { total: 10, byCustomer: 0 } }, candidates: [limited] })).toEqual({
      reason: 'limit_reached',
    })
    expect(refusalOf({ usage: { d: { total: 9, byCustomer: 0 } }, candidates: [limited] })).toBeUndefined()
    const once = rule({ id: 'd', effect: tenOff, usageLimit: { total: null, oncePerCustomer: true } })
    expect(refusalOf({ usage: { d: { total: 1, byCustomer: 1 } }, candidates: [once] })).toEqual({
      reason: 'limit_reached',
    })
  })

  it('refuses one below its minimum amount or quantity', () => {
    expect(
      refusalOf({
        candidates: [rule({ id: 'd', effect: tenOff, minimum: { type: 'amount', amount: 2001 } })],
      }),
    ).toEqual({ reason: 'minimum_not_met', minimum: { amount: 2001 } })
    expect(
      refusalOf({
        candidates: [rule({ id: 'd', effect: tenOff, minimum: { type: 'amount', amount: 2000 } })],
      }),
    ).toBeUndefined()
    expect(
      refusalOf({
        candidates: [rule({ id: 'd', effect: tenOff, minimum: { type: 'quantity', quantity: 3 } })],
      }),
    ).toEqual({
      reason: 'minimum_not_met',
      minimum: { quantity: 3 },
    })
  })

  it('measures a product discount’s minimum on its own items', () => {
    const onB = rule({
      id: 'd',
      effect: {
        type: 'amount_off_products',
        value: tenPercentOff,
        targets: { type: 'products', ids: ['p-b'] },
      },
      minimum: { type: 'amount', amount: 1500 },
    })
    const twoLines = { lines: [line('a', 5000), line('b', 1000)], shipping: [], shippingCountry: 'BR' }
    expect(applyDiscounts(input({ cart: twoLines, candidates: [onB] })).refused[0]?.refusal.reason).toBe(
      'minimum_not_met',
    )
  })

  it('refuses one for products the cart does not have', () => {
    const other = rule({
      id: 'd',
      effect: {
        type: 'amount_off_products',
        value: tenPercentOff,
        targets: { type: 'products', ids: ['p-z'] },
      },
    })
    expect(refusalOf({ candidates: [other] })).toEqual({ reason: 'no_eligible_items' })
  })

  it('keeps the better of two that do not combine and names it in the other’s refusal', () => {
    const small = rule({
      id: 'small',
      effect: { type: 'amount_off_order', value: { type: 'fixed-amount', amount: 100 } },
    })
    const big = rule({ id: 'big', code: null, title: 'Winter sale', effect: tenOff })
    const result = applyDiscounts(input({ cart, candidates: [small, big] }))
    expect(result.applied.map((d) => d.id)).toEqual(['big'])
    expect(result.refused).toEqual([
      {
        id: 'small',
        code: 'SMALL',
        title: 'small',
        refusal: { reason: 'does_not_combine', with: { id: 'big', title: 'Winter sale', code: null } },
      },
    ])
  })

  it('applies both when each combines with the other’s class, product discounts before order ones', () => {
    const product = rule({
      id: 'product',
      effect: {
        type: 'amount_off_products',
        value: { type: 'fixed-amount', amount: 1000 },
        targets: { type: 'all' },
      },
      combinesWith: { product: false, order: true, shipping: false },
    })
    const order = rule({
      id: 'order',
      effect: tenOff,
      combinesWith: { product: true, order: false, shipping: false },
    })
    const result = applyDiscounts(input({ cart, candidates: [order, product] }))
    expect(result.applied.map((d) => [d.id, d.amount])).toEqual([
      ['product', 1000],
      ['order', 100],
    ])
    // One side only is not enough.
    const oneSided = applyDiscounts(
      input({
        cart,
        candidates: [{ ...order, combinesWith: { product: false, order: false, shipping: false } }, product],
      }),
    )
    expect(oneSided.applied).toHaveLength(1)
  })
})

describe('discountRefusalText', () => {
  it('says why in English and in Brazilian Portuguese', () => {
    expect(discountRefusalText({ reason: 'minimum_not_met', minimum: { amount: 30000 } }, 'en', 'BRL')).toBe(
      'Spend at least R$300.00 on eligible items to use this discount.',
    )
    expect(
      discountRefusalText({ reason: 'minimum_not_met', minimum: { amount: 30000 } }, 'pt-BR', 'BRL'),
    ).toBe('Gaste pelo menos R$\u00a0300,00 em itens elegíveis para usar este desconto.')
    const clash = { reason: 'does_not_combine', with: { id: 'x', title: 'Winter sale', code: null } } as const
    expect(discountRefusalText(clash, 'pt-BR', 'BRL')).toBe(
      'Este desconto não pode ser combinado com Winter sale.',
    )
    expect(discountRefusalText({ reason: 'expired', endedAt: 0 }, 'es', 'BRL')).toBe(
      'This discount has expired.',
    )
    expect(discountRefusalText({ reason: 'minimum_not_met', minimum: { quantity: 1 } }, 'en', 'BRL')).toBe(
      'Add at least 1 eligible item to use this discount.',
    )
  })
})
