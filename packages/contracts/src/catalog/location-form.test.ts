import { describe, expect, it } from 'vitest'
import { locationCreateSchema } from './inventory.ts'
import {
  locationFormMessages,
  locationFormSchema,
  locationFormToRequest,
  locationFormValues,
} from './location-form.ts'

const typed = {
  name: '  Depósito Guarulhos ',
  address1: 'Av. Santos Dumont, 1200',
  city: 'Guarulhos',
  postalCode: '07180-000',
  country: { id: 'BR', name: 'Brazil' },
  state: { id: 'BR-SP', name: 'São Paulo' },
  active: true,
  fulfilsOnlineOrders: true,
  offersPickup: false,
}

function errorsOf(input: unknown) {
  const result = locationFormSchema.safeParse(input)
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
}

describe('location form', () => {
  it('turns the chosen country and state back into the codes a location stores', () => {
    const request = locationFormToRequest(locationFormSchema.parse(typed))
    expect(request).toEqual({
      name: 'Depósito Guarulhos',
      address1: 'Av. Santos Dumont, 1200',
      city: 'Guarulhos',
      postalCode: '07180-000',
      countryCode: 'BR',
      provinceCode: 'SP',
      active: true,
      fulfilsOnlineOrders: true,
      offersPickup: false,
    })
    expect(locationCreateSchema.safeParse(request).success).toBe(true)
  })

  it('needs a name and a country', () => {
    expect(errorsOf({ ...typed, name: ' ', country: null })).toEqual([
      { path: 'name', message: locationFormMessages.required },
      { path: 'country', message: locationFormMessages.countryRequired },
    ])
  })

  it("shows a saved location's codes as options named by the caller", () => {
    const values = locationFormValues(
      {
        id: '5b1f0c1e-2222-4c4c-9c9c-000000000001',
        name: 'Loja Savassi',
        address1: 'Rua Pernambuco, 1000',
        city: 'Belo Horizonte',
        provinceCode: 'MG',
        countryCode: 'BR',
        postalCode: '30130-151',
        active: false,
        fulfilsOnlineOrders: false,
        offersPickup: true,
        createdAt: '2026-01-15T12:00:00.000Z',
        updatedAt: '2026-01-15T12:00:00.000Z',
      },
      { country: 'Brasil', state: null },
    )
    expect(values.country).toEqual({ id: 'BR', name: 'Brasil' })
    // A state the reference list does not name shows as its code.
    expect(values.state).toEqual({ id: 'BR-MG', name: 'MG' })
    expect(values.active).toBe(false)
    expect(values).toMatchObject({ fulfilsOnlineOrders: false, offersPickup: true })
  })
})
