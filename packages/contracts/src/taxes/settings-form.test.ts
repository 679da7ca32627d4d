import { describe, expect, it } from 'vitest'
import type { TaxRegion } from './settings.ts'
import { taxRegionFormSchema, taxRegionFormToRequest, taxRegionFormValues } from './settings-form.ts'

const region: TaxRegion = {
  id: '5b1f2d0e-8a43-4c1e-9f7a-2d3c4b5a6e7f',
  countryCode: 'BR',
  provinceCode: 'SP',
  rates: [{ title: 'ICMS 18%', ratePpm: 180_000 }],
  overrides: [
    {
      target: 'collection',
      targetId: '0c6a3f7e-1b2d-4e5f-8a9b-0c1d2e3f4a5b',
      targetTitle: 'Cafés especiais',
      rate: { title: 'ICMS 7%', ratePpm: 70_000 },
    },
    { target: 'product', targetId: '7d8e9f0a-1b2c-4d3e-8f5a-6b7c8d9e0f1a', targetTitle: 'Livro', rate: null },
  ],
  version: 2,
  updatedAt: '2026-11-28T12:00:00.000Z',
}

describe('the tax region form', () => {
  it('reads a region and gives back the same request', () => {
    const values = taxRegionFormValues(region, { country: 'Brasil', state: 'São Paulo' })
    expect(values.rates).toEqual([{ title: 'ICMS 18%', rate: '18' }])
    const parsed = taxRegionFormSchema.parse(values)
    expect(taxRegionFormToRequest(parsed)).toEqual({
      countryCode: 'BR',
      provinceCode: 'SP',
      rates: region.rates,
      overrides: region.overrides.map(({ targetTitle: _, ...override }) => override),
    })
  })

  it('names a missing country, a rate over 100% and an override rate without a name', () => {
    const result = taxRegionFormSchema.safeParse({
      country: null,
      state: null,
      rates: [{ title: 'ICMS', rate: '120' }],
      overrides: [
        { ...taxRegionFormValues(region, { country: 'Brasil', state: null }).overrides[0], title: '' },
      ],
    })
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    )
    expect(messages).toEqual({
      country: 'Required',
      'rates.0.rate': 'Use a rate from 0% to 100%',
      'overrides.0.title': 'Name the rate, such as ICMS 7%',
    })
  })
})
