import {
  checkoutSettingsUpdateSchema,
  customerAccountsSettingsUpdateSchema,
  pricingSettingsUpdateSchema,
  privacySettingsUpdateSchema,
} from '@lojista/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cleanPolicyHtml } from '../modules/checkout-settings/policy-html.ts'
import { storeOwner } from '../test/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { seedCheckoutSettings } from './checkout-settings.ts'
import { DEMO_STORES } from './seed.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const request = ({ updatedAt: _, ...rest }: Record<string, unknown>) => rest

describe('demo checkout settings', () => {
  it('fill the Checkout, Customer accounts, Pricing, Privacy and Policies pages with values they would save', async () => {
    for (const store of DEMO_STORES) {
      const owner = await storeOwner(t, store.name)
      await seedCheckoutSettings(t.db, owner.tenantId, store.name)
      const checkout = (await owner.get('/v1/settings/checkout')).json().settings
      // A Brazilian shop issues a nota fiscal: the CPF or CNPJ is asked of every customer.
      expect(checkout.taxId).toBe('required')
      expect(checkoutSettingsUpdateSchema.safeParse(request(checkout)).error).toBeUndefined()
      const accounts = (await owner.get('/v1/settings/customer-accounts')).json().settings
      expect(customerAccountsSettingsUpdateSchema.safeParse(request(accounts)).error).toBeUndefined()
      const { currencyCode, ...pricing } = (await owner.get('/v1/settings/pricing')).json().settings
      expect(currencyCode).toBe('BRL')
      expect(pricingSettingsUpdateSchema.safeParse(request(pricing)).error).toBeUndefined()
      const privacy = (await owner.get('/v1/settings/privacy')).json().settings
      expect(privacy.dataKept).toMatch(/CPF/)
      expect(privacySettingsUpdateSchema.safeParse(request(privacy)).error).toBeUndefined()

      const policies = (await owner.get('/v1/settings/policies')).json().policies as { body: string }[]
      for (const policy of policies) {
        expect(policy.body).not.toBe('')
        // Written as the editor and the server's cleaning keep them.
        expect(cleanPolicyHtml(policy.body)).toBe(policy.body)
      }
      const page = await t.app.inject({ url: `/v1/public/stores/${owner.tenantId}/policies/refund` })
      expect(page.json().policy.body).toContain('Código de Defesa do Consumidor')
    }
  })
})
