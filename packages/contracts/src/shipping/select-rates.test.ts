import { describe, expect, it } from 'vitest'
import { cepInRanges, formatCep } from './postal-codes.ts'
import {
  findChoice,
  type SelectLine,
  type SelectLocation,
  type SelectProfile,
  type SelectRate,
  type SelectRatesInput,
  selectRates,
} from './select-rates.ts'

const rate = (id: string, fields: Partial<SelectRate>): SelectRate => ({
  id,
  name: id,
  type: 'flat',
  price: '0.00',
  minWeightGrams: null,
  maxWeightGrams: null,
  minSubtotal: null,
  maxSubtotal: null,
  ...fields,
})

// Correios-like tiers for Brazil, and free shipping above R$ 299.
const general: SelectProfile = {
  id: 'general',
  isGeneral: true,
  productIds: [],
  zones: [
    {
      countryCode: 'BR',
      provinceCodes: [],
      postalCodeRanges: [],
      rates: [
        rate('pac-1kg', {
          name: 'PAC',
          type: 'weight',
          price: '19.90',
          minWeightGrams: 0,
          maxWeightGrams: 1000,
        }),
        rate('pac-5kg', {
          name: 'PAC',
          type: 'weight',
          price: '29.90',
          minWeightGrams: 1001,
          maxWeightGrams: 5000,
        }),
        rate('sedex', { name: 'SEDEX', type: 'weight', price: '39.90', maxWeightGrams: 5000 }),
        rate('free', { name: 'Frete grátis', type: 'free_above', price: '0.00', minSubtotal: '299.00' }),
      ],
    },
  ],
}

const shop: SelectLocation = {
  id: 'shop',
  name: 'Loja Pinheiros',
  active: true,
  fulfilsOnlineOrders: true,
  offersPickup: true,
}
const sp = { countryCode: 'BR', provinceCode: 'SP', postalCode: '05422-010' }
const line = (unitGrams: number | null, quantity = 1, productId: string | null = null): SelectLine => ({
  productId,
  unitGrams,
  quantity,
})

const input = (fields: Partial<SelectRatesInput>): SelectRatesInput => ({
  profiles: [general],
  localDeliveries: [],
  pickups: [],
  address: sp,
  lines: [line(500)],
  subtotal: 10_000,
  ...fields,
})

const titles = (fields: Partial<SelectRatesInput>) =>
  selectRates(input(fields)).map((choice) => `${choice.title} ${choice.price}`)

describe('rates by weight', () => {
  it('adds each unit times its quantity, and includes both bounds of a tier', () => {
    expect(titles({ lines: [line(250, 4)] })).toEqual(['PAC 1990', 'SEDEX 3990'])
    expect(titles({ lines: [line(1001)] })).toEqual(['PAC 2990', 'SEDEX 3990'])
    expect(titles({ lines: [line(0)] })).toEqual(['PAC 1990', 'SEDEX 3990'])
    expect(titles({ lines: [line(2500, 2)] })).toEqual(['PAC 2990', 'SEDEX 3990'])
  })

  it('offers nothing by weight past the last tier', () => {
    expect(titles({ lines: [line(5001)] })).toEqual([])
  })

  it('counts a line without a weight as 0 grams', () => {
    expect(titles({ lines: [line(null, 3), line(900)] })).toEqual(['PAC 1990', 'SEDEX 3990'])
  })
})

describe('rates by order price and free above an amount', () => {
  const byPrice: SelectProfile = {
    ...general,
    zones: [
      {
        countryCode: 'BR',
        provinceCodes: [],
        postalCodeRanges: [],
        rates: [
          rate('small', { name: 'Econômico', type: 'price', price: '15.00', maxSubtotal: '99.99' }),
          rate('large', {
            name: 'Econômico',
            type: 'price',
            price: '9.00',
            minSubtotal: '100.00',
            maxSubtotal: '298.99',
          }),
          rate('free', { name: 'Grátis', type: 'free_above', price: '0.00', minSubtotal: '299.00' }),
          rate('flat', { name: 'Expresso', price: '45.00' }),
        ],
      },
    ],
  }
  it('chooses the tier the subtotal falls in, bounds included', () => {
    expect(titles({ profiles: [byPrice], subtotal: 9_999 })).toEqual(['Econômico 1500', 'Expresso 4500'])
    expect(titles({ profiles: [byPrice], subtotal: 10_000 })).toEqual(['Econômico 900', 'Expresso 4500'])
    expect(titles({ profiles: [byPrice], subtotal: 29_899 })).toEqual(['Econômico 900', 'Expresso 4500'])
  })

  it('is free from the amount on, and not a cent below', () => {
    expect(titles({ profiles: [byPrice], subtotal: 29_900 })).toEqual(['Grátis 0', 'Expresso 4500'])
    expect(titles({ subtotal: 29_899 })).not.toContain('Frete grátis 0')
    expect(titles({ subtotal: 29_900 })).toEqual(['Frete grátis 0', 'PAC 1990', 'SEDEX 3990'])
  })
})

describe('zones', () => {
  const zones: SelectProfile = {
    ...general,
    zones: [
      {
        countryCode: 'BR',
        provinceCodes: [],
        postalCodeRanges: [],
        rates: [rate('br', { name: 'Brasil', price: '30.00' })],
      },
      {
        countryCode: 'BR',
        provinceCodes: ['SP', 'RJ'],
        postalCodeRanges: [],
        rates: [rate('se', { name: 'Sudeste', price: '20.00' })],
      },
      {
        countryCode: 'BR',
        provinceCodes: [],
        postalCodeRanges: [{ from: '01000-000', to: '05999-999' }],
        rates: [rate('capital', { name: 'Capital', price: '10.00' })],
      },
    ],
  }
  const at = (address: Partial<SelectRatesInput['address']>) =>
    titles({ profiles: [zones], address: { ...sp, ...address } })

  it('takes the most specific zone the address is in: CEP range, then state, then country', () => {
    expect(at({ postalCode: '01310-100' })).toEqual(['Capital 1000'])
    expect(at({ postalCode: '13010-000' })).toEqual(['Sudeste 2000'])
    expect(at({ provinceCode: 'ba', postalCode: '40010-000' })).toEqual(['Brasil 3000'])
    expect(at({ countryCode: 'PT', provinceCode: '', postalCode: '1100-148' })).toEqual([])
  })

  it('reads a CEP with or without the dash, and includes both ends of a range', () => {
    expect(at({ postalCode: '01310100' })).toEqual(['Capital 1000'])
    expect(at({ postalCode: '01000-000' })).toEqual(['Capital 1000'])
    expect(at({ postalCode: '05999999' })).toEqual(['Capital 1000'])
    expect(at({ postalCode: '06000-000' })).toEqual(['Sudeste 2000'])
    expect(at({ postalCode: '00999-999' })).toEqual(['Sudeste 2000'])
  })

  it('does not place a malformed CEP inside a range', () => {
    expect(at({ postalCode: '0131-0100' })).toEqual(['Sudeste 2000'])
    expect(at({ postalCode: '' })).toEqual(['Sudeste 2000'])
  })
})

describe('postal codes', () => {
  it('formats and compares CEPs by their digits', () => {
    expect(formatCep('01310100')).toBe('01310-100')
    expect(formatCep(' 01310-100 ')).toBe('01310-100')
    expect(formatCep('1310-100')).toBeNull()
    expect(cepInRanges('01310100', [{ from: '01310100', to: '01310-100' }])).toBe(true)
    expect(cepInRanges('01310-101', [{ from: '01310100', to: '01310-100' }])).toBe(false)
  })
})

describe('products under a custom profile', () => {
  const fragile: SelectProfile = {
    id: 'fragile',
    isGeneral: false,
    productIds: ['vase'],
    zones: [
      {
        countryCode: 'BR',
        provinceCodes: [],
        postalCodeRanges: [],
        rates: [
          rate('f-sedex', { name: 'SEDEX', type: 'weight', price: '60.00', maxWeightGrams: 3000 }),
          rate('f-transp', { name: 'Transportadora', price: '80.00' }),
        ],
      },
    ],
  }
  it('ships only its products under it, weighing each group on its own', () => {
    expect(titles({ profiles: [general, fragile], lines: [line(2000, 1, 'vase')] })).toEqual([
      'SEDEX 6000',
      'Transportadora 8000',
    ])
  })

  it('adds up the rates of the same name when the order mixes profiles', () => {
    const choices = selectRates(
      input({ profiles: [general, fragile], lines: [line(800), line(2000, 1, 'vase')] }),
    )
    expect(choices.map((choice) => [choice.title, choice.price, choice.sourceId])).toEqual([
      ['SEDEX', 9990, 'sedex+f-sedex'],
    ])
  })

  it('offers no rate when a profile has none for the address', () => {
    const sedexOnly = {
      ...fragile,
      zones: [{ ...fragile.zones[0]!, rates: fragile.zones[0]!.rates.slice(0, 1) }],
    }
    expect(titles({ profiles: [general, sedexOnly], lines: [line(800), line(4000, 1, 'vase')] })).toEqual([])
  })

  it('offers no rate when the store has no general profile for its other products', () => {
    expect(titles({ profiles: [fragile], lines: [line(800)] })).toEqual([])
  })
})

describe('local delivery and pickup', () => {
  const delivery = {
    id: 'delivery',
    location: shop,
    active: true,
    postalCodeRanges: [{ from: '05400-000', to: '05499-999' }],
    fee: '12.00',
    minimumOrder: '50.00',
    deliveryNote: 'Entregamos em até 2 dias úteis.',
  }
  const pickup = {
    id: 'pickup',
    location: shop,
    active: true,
    instructions: 'Balcão',
    readyTime: '2h' as const,
  }

  it('delivers inside the ranges from the minimum order on, and offers pickup', () => {
    const choices = selectRates(input({ localDeliveries: [delivery], pickups: [pickup], subtotal: 5_000 }))
    expect(choices.map((choice) => [choice.kind, choice.title, choice.price])).toEqual([
      ['rate', 'PAC', 1990],
      ['rate', 'SEDEX', 3990],
      ['local_delivery', 'Loja Pinheiros', 1200],
      ['pickup', 'Loja Pinheiros', 0],
    ])
    expect(choices[2]?.note).toBe('Entregamos em até 2 dias úteis.')
    expect(choices[3]).toMatchObject({ note: 'Balcão', readyTime: '2h' })
  })

  it('does not deliver below the minimum, outside the ranges, or from a location that does not fulfil online orders', () => {
    const kinds = (fields: Partial<SelectRatesInput>) =>
      selectRates(input({ ...fields })).map((choice) => choice.kind)
    expect(kinds({ localDeliveries: [delivery], subtotal: 4_999 })).not.toContain('local_delivery')
    expect(kinds({ localDeliveries: [delivery], address: { ...sp, postalCode: '05500000' } })).not.toContain(
      'local_delivery',
    )
    expect(
      kinds({ localDeliveries: [{ ...delivery, location: { ...shop, fulfilsOnlineOrders: false } }] }),
    ).not.toContain('local_delivery')
    expect(kinds({ localDeliveries: [{ ...delivery, active: false }] })).not.toContain('local_delivery')
  })

  it('offers pickup only where the location is active and offers it', () => {
    const kinds = (location: SelectLocation) =>
      selectRates(input({ pickups: [{ ...pickup, location }] })).map((choice) => choice.kind)
    expect(kinds({ ...shop, offersPickup: false })).not.toContain('pickup')
    expect(kinds({ ...shop, active: false })).not.toContain('pickup')
  })
})

describe('findChoice', () => {
  const choice = (sourceId: string, title: string, price: number) => ({
    kind: 'rate' as const,
    sourceId,
    title,
    price,
    locationId: null,
    note: '',
    readyTime: null,
  })
  const choices = [choice('free', 'PAC', 0), choice('tier-1', 'PAC', 1990), choice('sedex', 'SEDEX', 3990)]

  it("finds a stored rate by its name's cheapest tier, else by its id, and nothing once neither applies", () => {
    expect(findChoice(choices, { kind: 'rate', sourceId: 'tier-1' }, 'PAC')?.sourceId).toBe('free')
    expect(findChoice(choices, { kind: 'rate', sourceId: 'sedex' }, 'Renamed')?.sourceId).toBe('sedex')
    expect(findChoice(choices, { kind: 'rate', sourceId: 'tier-1' })?.price).toBe(1990)
    expect(findChoice(choices, { kind: 'rate', sourceId: 'gone' }, 'Motoboy')).toBeUndefined()
    expect(findChoice(choices, { kind: 'pickup', sourceId: 'sedex' }, 'SEDEX')).toBeUndefined()
  })
})
