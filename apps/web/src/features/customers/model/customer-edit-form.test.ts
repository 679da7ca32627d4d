import { customerEditSchema } from '@lojista/contracts/party/customer-edit-form'
import type { Party } from '@lojista/contracts/party/party'
import { partyUpdateSchema } from '@lojista/contracts/party/party'
import { describe, expect, it } from 'vitest'
import {
  editPathOfServerPath,
  editValuesToUpdate,
  partyToEditValues,
  type ReferenceNames,
} from './customer-edit-form'

const address = (id: string, kind: 'shipping' | 'billing', isDefault: boolean, city: string) => ({
  id,
  kind,
  isDefault,
  firstName: 'Ana',
  lastName: 'Souza',
  company: '',
  address1: 'Rua A, 1',
  address2: '',
  city,
  provinceCode: 'SP',
  countryCode: 'BR',
  postalCode: '01001-000',
  phone: '',
})

const party: Party = {
  id: '7d8a5c0e-9a43-4a8e-8f5e-3b1c2d4e5f60',
  type: 'individual',
  status: 'active',
  displayName: 'Ana Souza',
  name: 'Ana Souza',
  firstName: 'Ana',
  lastName: 'Souza',
  company: 'Padaria Real',
  taxId: '52998224725',
  tags: ['VIP'],
  contacts: [{ type: 'email', value: 'ana@example.com', isPrimary: true }],
  role: 'customer',
  roles: [{ role: 'customer' }],
  loyaltyPoints: 120,
  erasedAt: null,
  tier: 'Gold',
  version: 4,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-06T10:00:00.000Z',
  locale: 'pt-BR',
  taxExempt: true,
  taxExemptReason: 'Revenda',
  note: 'Prefers mornings',
  communicationPreferences: [
    { channel: 'email', enabled: true, frequency: 'daily' },
    { channel: 'sms', enabled: false, frequency: 'daily' },
  ],
  addresses: [
    address('11111111-1111-4111-8111-111111111111', 'shipping', false, 'Campinas'),
    address('22222222-2222-4222-8222-222222222222', 'shipping', true, 'São Paulo'),
  ],
}

const names: ReferenceNames = {
  language: (code) => (code === 'pt-BR' ? 'Brazilian Portuguese' : code),
  country: (code) => (code === 'BR' ? 'Brazil' : code),
  state: (id) => (id === 'BR-SP' ? 'São Paulo' : id),
}

describe('customer edit form', () => {
  it('shows stored codes by name and the default shipping address', () => {
    const values = partyToEditValues(party, names)
    expect(values.locale).toEqual({ id: 'pt-BR', name: 'Brazilian Portuguese' })
    expect(values.shipping).toMatchObject({
      id: '22222222-2222-4222-8222-222222222222',
      city: 'São Paulo',
      country: { id: 'BR', name: 'Brazil' },
      state: { id: 'BR-SP', name: 'São Paulo' },
    })
    expect(values.billing).toBeNull()
    expect(values.taxId).toBe('529.982.247-25')
    expect(values.emailConsent).toBe(true)
  })

  it('saves every field with the version read, keeping the other addresses', () => {
    const values = customerEditSchema.parse({
      ...partyToEditValues(party, names),
      tier: ' ',
      tags: ['VIP', ' VIP ', 'Atacado'],
    })
    const { body, addressSlots } = editValuesToUpdate(values, party)
    expect(partyUpdateSchema.safeParse(body).success).toBe(true)
    expect(body).toMatchObject({
      version: 4,
      locale: 'pt-BR',
      tier: null,
      tags: ['VIP', 'Atacado'],
      taxExempt: true,
      taxExemptReason: 'Revenda',
      loyaltyPoints: 120,
      individualDetails: { firstName: 'Ana', lastName: 'Souza' },
    })
    expect(body.addresses).toMatchObject([
      {
        id: '22222222-2222-4222-8222-222222222222',
        kind: 'shipping',
        isDefault: true,
        countryCode: 'BR',
        provinceCode: 'SP',
      },
      { id: '11111111-1111-4111-8111-111111111111', isDefault: false, city: 'Campinas' },
    ])
    expect(addressSlots).toEqual(['shipping', null])
    expect(editPathOfServerPath('addresses.0.provinceCode', addressSlots)).toBe('shipping.state')
    expect(editPathOfServerPath('addresses.1.city', addressSlots)).toBeNull()
    expect(editPathOfServerPath('contacts.0.value', addressSlots)).toBe('contacts.0.value')
    expect(editPathOfServerPath('individualDetails.lastName', addressSlots)).toBe('lastName')
  })

  it("needs a name or a contact, reported on 'all', and checks emails and counts", () => {
    const values = partyToEditValues(party, names)
    const empty = customerEditSchema.safeParse({
      ...values,
      firstName: '',
      lastName: '',
      displayName: '',
      contacts: [],
    })
    expect(empty.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['all'])
    const wrong = customerEditSchema.safeParse({
      ...values,
      contacts: [{ type: 'email', value: 'ana@', isPrimary: true }],
      loyaltyPoints: -1,
    })
    expect(wrong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['contacts.0.value', 'Invalid email'],
      ['loyaltyPoints', 'Must be a whole number of 0 or more'],
    ])
  })
})
