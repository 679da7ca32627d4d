import type { BrandSettings, GeneralSettings } from '@lojista/contracts/settings/general'

/** A store's saved settings, as the API answers them, for the pages' tests. */
export const savedGeneral: GeneralSettings = {
  storeName: 'Casa Aurora',
  contactEmail: 'contato@casaaurora.com.br',
  contactPhone: '+55 11 3062-4100',
  legalName: 'Casa Aurora Comércio de Utilidades Ltda',
  cnpj: '11222333000181',
  address1: 'Rua Oscar Freire, 1200',
  city: 'São Paulo',
  provinceCode: 'SP',
  countryCode: 'BR',
  postalCode: '01426-001',
  currencyCode: 'BRL',
  timeZone: 'America/Sao_Paulo',
  unitSystem: 'metric',
  weightUnit: 'kg',
  orderNumberPrefix: '#',
  orderNumberSuffix: '',
  draftNumberPrefix: '#D',
  draftNumberSuffix: '',
  version: 3,
  updatedAt: '2026-11-20T12:00:00.000Z',
}

export const savedBrand: BrandSettings = {
  logoUrl: 'https://cdn.casaaurora.com.br/logo.png',
  primaryColor: '#1F2937',
  accentColor: '#2563EB',
  shortDescription: 'Utilidades para a casa, feitas no Brasil.',
  version: 2,
  updatedAt: '2026-11-20T12:00:00.000Z',
}
