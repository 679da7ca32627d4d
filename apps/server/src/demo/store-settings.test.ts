import { brandSettingsUpdateSchema, generalSettingsUpdateSchema, isValidCnpj } from '@lojista/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storeOwner } from '../test/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { DEMO_STORES } from './seed.ts'
import { seedStoreSettings } from './store-settings.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('demo store settings', () => {
  it('fill the General and Brand pages of every demo store with values the pages would save', async () => {
    for (const store of DEMO_STORES) {
      const owner = await storeOwner(t, store.name)
      await seedStoreSettings(t.db, owner.tenantId, store.name)
      const general = (await owner.get('/v1/settings/general')).json().settings
      expect(general).toMatchObject({
        storeName: store.name,
        city: 'São Paulo',
        provinceCode: 'SP',
        timeZone: 'America/Sao_Paulo',
        unitSystem: 'metric',
        weightUnit: 'kg',
        orderNumberPrefix: '#',
      })
      expect(general.legalName).toMatch(/ Ltda$/)
      expect(isValidCnpj(general.cnpj)).toBe(true)
      const { currencyCode: _, updatedAt: __, ...request } = general
      expect(generalSettingsUpdateSchema.safeParse(request).error).toBeUndefined()

      const brand = (await owner.get('/v1/settings/brand')).json().settings
      const { updatedAt: ___, ...brandRequest } = brand
      expect(brandSettingsUpdateSchema.safeParse(brandRequest).error).toBeUndefined()
      expect(brand.shortDescription).not.toBe('')
    }
  })
})
