import { paymentSettingsProblems, paymentSettingsUpdateSchema } from '@lojista/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storeOwner } from '../test/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { seedPaymentSettings } from './payment-settings.ts'
import { DEMO_STORES } from './seed.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('demo payment settings', () => {
  it('turn Pix, a bank transfer and the test card on for every demo store, as the page would save them', async () => {
    for (const store of DEMO_STORES) {
      const owner = await storeOwner(t, store.name)
      await seedPaymentSettings(t.db, owner.tenantId, store.name)
      const settings = (await owner.get('/v1/settings/payments')).json().settings
      expect(settings).toMatchObject({ pixEnabled: true, bankDepositEnabled: true, cardEnabled: true })
      const { updatedAt: _, ...request } = settings
      const parsed = paymentSettingsUpdateSchema.safeParse(request)
      expect(parsed.error).toBeUndefined()
      expect(paymentSettingsProblems(request)).toEqual([])
      // The key is stored as the page saves it: normalising it changes nothing.
      expect(parsed.data?.pixKey).toBe(settings.pixKey)
    }
  })
})
