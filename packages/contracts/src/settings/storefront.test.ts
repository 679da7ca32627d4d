import { describe, expect, it } from 'vitest'
import { checkoutFieldErrors } from './storefront.ts'

const empty = { phone: '', company: '', taxId: '' }

describe('the customer fields a store requires at checkout', () => {
  it('names each required field left empty by its path in the pay request', () => {
    expect(checkoutFieldErrors({ phone: 'required', company: 'required', taxId: 'required' }, empty)).toEqual(
      [
        { path: 'shippingAddress.phone', message: 'Required' },
        { path: 'shippingAddress.company', message: 'Required' },
        { path: 'details.taxId', message: 'Required' },
      ],
    )
  })

  it('asks nothing of optional or hidden fields, but checks a CPF or CNPJ that was given', () => {
    expect(checkoutFieldErrors({ phone: 'optional', company: 'off', taxId: 'optional' }, empty)).toEqual([])
    expect(
      checkoutFieldErrors({ phone: 'off', company: 'off', taxId: 'optional' }, { ...empty, taxId: '123' }),
    ).toEqual([{ path: 'details.taxId', message: 'Not a valid CPF or CNPJ' }])
    for (const taxId of ['529.982.247-25', '11.222.333/0001-81']) {
      expect(
        checkoutFieldErrors({ phone: 'off', company: 'off', taxId: 'required' }, { ...empty, taxId }),
      ).toEqual([])
    }
    // A field the store does not ask for is not checked, whatever it holds.
    expect(
      checkoutFieldErrors({ phone: 'off', company: 'off', taxId: 'off' }, { ...empty, taxId: '123' }),
    ).toEqual([])
  })
})
