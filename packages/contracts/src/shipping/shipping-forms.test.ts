import { describe, expect, it } from 'vitest'
import { shippingProfileInputSchema } from './shipping.ts'
import {
  localDeliveryFormSchema,
  localDeliveryFormToRequest,
  parseRanges,
  profileFormSchema,
  profileFormToRequest,
  profileFormValues,
} from './shipping-forms.ts'

describe('shipping forms', () => {
  it('reads CEP ranges one a line, with or without the dash', () => {
    expect(parseRanges('01000000 - 05999-999\n 08000-000 a 08499-999 \n')).toEqual([
      { from: '01000-000', to: '05999-999' },
      { from: '08000-000', to: '08499-999' },
    ])
    expect(parseRanges('')).toEqual([])
    expect(parseRanges('01000-000')).toBeNull()
  })

  it('turns a profile form into a request the API takes, and back', () => {
    const form = profileFormSchema.parse({
      name: 'Frágeis',
      isGeneral: false,
      products: [{ id: '0196a1d2-7c3e-7000-8000-0000000000a1', title: 'Vaso' }],
      zones: [
        {
          name: 'Sudeste',
          countryCode: 'br',
          provinceCodes: 'sp, RJ',
          postalCodeRanges: '',
          rates: [
            {
              name: 'SEDEX',
              type: 'weight',
              price: '39.90',
              minWeightGrams: '',
              maxWeightGrams: '5000',
              minSubtotal: '',
              maxSubtotal: '',
            },
          ],
        },
      ],
    })
    const request = profileFormToRequest(form)
    expect(request.zones[0]).toMatchObject({ countryCode: 'BR', provinceCodes: ['SP', 'RJ'] })
    const parsed = shippingProfileInputSchema.parse(request)
    expect(parsed.zones[0]?.rates[0]).toMatchObject({ minWeightGrams: null, maxWeightGrams: 5000 })
    const saved = {
      id: '0196a1d2-7c3e-7000-8000-0000000000b1',
      name: parsed.name,
      isGeneral: false,
      products: form.products,
      zones: parsed.zones.map((zone) => ({
        ...zone,
        id: '0196a1d2-7c3e-7000-8000-0000000000c1',
        rates: zone.rates.map((rate) => ({ ...rate, id: '0196a1d2-7c3e-7000-8000-0000000000d1' })),
      })),
      version: 1,
      updatedAt: '2026-11-28T12:00:00.000Z',
    }
    expect(profileFormValues(saved).zones[0]).toMatchObject({ provinceCodes: 'SP, RJ', postalCodeRanges: '' })
  })

  it('needs the CEP ranges and the fee of a local delivery', () => {
    const result = localDeliveryFormSchema.safeParse({
      locationId: 'x',
      active: true,
      postalCodeRanges: '',
      fee: '',
      minimumOrder: '',
      deliveryNote: '',
    })
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['postalCodeRanges', 'fee'])
    const ok = localDeliveryFormSchema.parse({
      locationId: 'x',
      active: true,
      postalCodeRanges: '01000-000 - 01999-999',
      fee: '9.90',
      minimumOrder: '',
      deliveryNote: '',
    })
    expect(localDeliveryFormToRequest(ok)).toMatchObject({ minimumOrder: null, fee: '9.90' })
  })
})
