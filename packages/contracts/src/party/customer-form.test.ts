import { describe, expect, it } from 'vitest'
import { customerFormDefaults, customerFormSchema, customerFormToParty } from './customer-form.ts'
import { customerErrorSummary, customerMessages } from './messages.ts'
import { partyCreateSchema } from './party.ts'

function errorsOf(input: unknown) {
  const result = customerFormSchema.safeParse(input)
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
}

describe('customer form', () => {
  it('defaults to empty strings, null options and false', () => {
    const parsed = customerFormSchema.safeParse({ firstName: 'Ana' })
    expect(parsed.data).toEqual({ ...customerFormDefaults, firstName: 'Ana' })
  })

  it("needs a name, email or phone, reported on the 'all' key", () => {
    expect(errorsOf({})).toEqual([{ path: 'all', message: customerMessages.nameOrContactRequired }])
    expect(errorsOf({ firstName: '   ', company: 'Loja' })).toEqual([
      { path: 'all', message: 'A name, phone number, or email address must be present' },
    ])
    for (const field of ['firstName', 'lastName', 'email', 'phone']) {
      const value = field === 'email' ? 'ana@example.com' : 'x'
      expect(errorsOf({ [field]: value }), field).toEqual([])
    }
  })

  it('checks an email only when it is not blank, and reports it under email', () => {
    expect(errorsOf({ firstName: 'Ana', email: '' })).toEqual([])
    expect(errorsOf({ firstName: 'Ana', email: 'ana@' })).toEqual([
      { path: 'email', message: 'Invalid email' },
    ])
  })

  it('checks a CPF/CNPJ by its check digits', () => {
    expect(errorsOf({ firstName: 'Ana', taxId: '529.982.247-25' })).toEqual([])
    expect(errorsOf({ firstName: 'Ana', taxId: '529.982.247-24' })).toEqual([
      { path: 'taxId', message: customerMessages.invalidTaxId },
    ])
  })

  it('titles the error box by the number of changes', () => {
    expect(customerErrorSummary(1)).toBe('To save this customer, 1 change needs to be made:')
    expect(customerErrorSummary(2)).toBe('To save this customer, 2 changes need to be made:')
  })

  it('maps to the party payload with the collected fields kept', () => {
    const form = customerFormSchema.parse({
      firstName: 'João',
      lastName: 'Gonçalves',
      email: 'joao@example.com',
      phone: '+55 11 98765-4321',
      company: 'Padaria Real',
      address1: 'Rua das Flores, 12',
      address2: 'apto 3',
      city: 'São Paulo',
      postalCode: '01001-000',
      locale: { id: 'pt-BR', name: 'Brazilian Portuguese' },
      country: { id: 'BR', name: 'Brazil' },
      state: { id: 'BR-SP', name: 'São Paulo' },
      emailMarketingConsent: true,
      isTaxExempt: true,
    })
    const party = customerFormToParty(form, '7d8a5c0e-9a43-4a8e-8f5e-3b1c2d4e5f60')
    expect(party).toMatchObject({
      type: 'individual',
      displayName: 'João Gonçalves',
      individualDetails: { firstName: 'João', lastName: 'Gonçalves' },
      contacts: [
        { type: 'phone', value: '+55 11 98765-4321', isPrimary: true },
        { type: 'email', value: 'joao@example.com', isPrimary: true },
      ],
      roles: [{ role: 'customer' }],
      communicationPreferences: [
        { channel: 'email', enabled: true, frequency: 'daily' },
        { channel: 'sms', enabled: false, frequency: 'daily' },
      ],
      locale: 'pt-BR',
      company: 'Padaria Real',
      taxExempt: true,
      addresses: [
        { kind: 'shipping', isDefault: true, countryCode: 'BR', provinceCode: 'SP', city: 'São Paulo' },
      ],
    })
    expect(partyCreateSchema.safeParse(party).success).toBe(true)
  })

  it('leaves out blank contacts and an empty address', () => {
    const party = customerFormToParty(customerFormSchema.parse({ lastName: 'Lima' }), crypto.randomUUID())
    expect(party.contacts).toEqual([])
    expect(party.addresses).toEqual([])
    expect(party.displayName).toBe('Lima')
  })
})
