import { describe, expect, it } from 'vitest'
import {
  brandSettingsUpdateSchema,
  DEFAULT_GENERAL_SETTINGS,
  generalSettingsUpdateSchema,
  isTimeZone,
  storeSettingsMessages,
} from './general.ts'
import {
  generalSettingsFormSchema,
  generalSettingsFormToRequest,
  generalSettingsFormValues,
} from './general-form.ts'

const general = {
  ...DEFAULT_GENERAL_SETTINGS,
  storeName: 'Casa Aurora',
  contactEmail: 'contato@casaaurora.com.br',
  contactPhone: '+55 (11) 3062-4100',
  legalName: 'Casa Aurora Comércio de Utilidades Ltda',
  cnpj: '11.222.333/0001-81',
  address1: 'Rua Oscar Freire, 1200',
  city: 'São Paulo',
  provinceCode: 'sp',
  postalCode: '01426-001',
  version: 1,
}

function errorsOf(
  schema: typeof generalSettingsUpdateSchema | typeof brandSettingsUpdateSchema,
  input: unknown,
) {
  const result = schema.safeParse(input)
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
}

describe('general settings', () => {
  it('stores the CNPJ as its 14 characters and the state in capitals', () => {
    const parsed = generalSettingsUpdateSchema.parse(general)
    expect(parsed.cnpj).toBe('11222333000181')
    expect(parsed.provinceCode).toBe('SP')
  })

  it('names each field at fault', () => {
    expect(
      errorsOf(generalSettingsUpdateSchema, {
        ...general,
        storeName: ' ',
        contactEmail: 'contato@',
        cnpj: '11.222.333/0001-82',
        timeZone: 'America/Sao Paulo',
        orderNumberPrefix: 'PEDIDO-2026-',
        draftNumberSuffix: '$',
      }),
    ).toEqual([
      { path: 'storeName', message: storeSettingsMessages.required },
      { path: 'contactEmail', message: storeSettingsMessages.invalidEmail },
      { path: 'cnpj', message: storeSettingsMessages.invalidCnpj },
      { path: 'timeZone', message: storeSettingsMessages.invalidTimeZone },
      { path: 'orderNumberPrefix', message: storeSettingsMessages.numberAffixTooLong },
      { path: 'draftNumberSuffix', message: storeSettingsMessages.numberAffixCharacters },
    ])
  })

  it('knows IANA time zones and nothing else', () => {
    expect(isTimeZone('America/Sao_Paulo')).toBe(true)
    expect(isTimeZone('America/Noronha')).toBe(true)
    expect(isTimeZone('UTC')).toBe(true)
    expect(isTimeZone('America/Atlantis')).toBe(false)
    expect(isTimeZone('+03:00')).toBe(false)
    expect(isTimeZone('')).toBe(false)
  })

  it('round-trips the form: pickers hold options, the request codes', () => {
    const stored = {
      ...DEFAULT_GENERAL_SETTINGS,
      storeName: 'Casa Aurora',
      cnpj: '11222333000181',
      provinceCode: 'SP',
      currencyCode: 'BRL',
      version: 3,
      updatedAt: '2026-11-25T10:00:00.000Z',
    }
    const values = generalSettingsFormValues(stored, { country: 'Brasil', state: 'São Paulo' })
    expect(values.cnpj).toBe('11.222.333/0001-81')
    expect(values.country).toEqual({ id: 'BR', name: 'Brasil' })
    expect(values.state).toEqual({ id: 'BR-SP', name: 'São Paulo' })
    const request = generalSettingsFormToRequest(generalSettingsFormSchema.parse(values), 3)
    expect(request).toMatchObject({
      countryCode: 'BR',
      provinceCode: 'SP',
      cnpj: '11222333000181',
      version: 3,
    })
    expect(generalSettingsUpdateSchema.safeParse(request).success).toBe(true)
  })
})

describe('brand settings', () => {
  const brand = {
    logoUrl: 'https://cdn.casaaurora.com.br/logo.png',
    primaryColor: '#1a2b3c',
    accentColor: '#FF8800',
    shortDescription: 'Utilidades para a casa, feitas no Brasil.',
    version: 1,
  }

  it('keeps colours in capitals', () => {
    expect(brandSettingsUpdateSchema.parse(brand).primaryColor).toBe('#1A2B3C')
  })

  it('refuses a colour that is not #RRGGBB, a description over 160 characters and a logo not on https', () => {
    expect(
      errorsOf(brandSettingsUpdateSchema, {
        ...brand,
        logoUrl: 'http://cdn.casaaurora.com.br/logo.png',
        primaryColor: 'red',
        accentColor: '#FF880',
        shortDescription: 'x'.repeat(161),
      }),
    ).toEqual([
      { path: 'logoUrl', message: storeSettingsMessages.invalidLogoUrl },
      { path: 'primaryColor', message: storeSettingsMessages.invalidColor },
      { path: 'accentColor', message: storeSettingsMessages.invalidColor },
      { path: 'shortDescription', message: storeSettingsMessages.descriptionTooLong },
    ])
  })
})
