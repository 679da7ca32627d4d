import type { Connection } from '@lojista/contracts/common/pagination'
import { type PrivacyRequest, privacyRequestSearchResponseSchema } from '@lojista/contracts/party/privacy'
import {
  type CheckoutSettings,
  type CheckoutSettingsUpdate,
  type CustomerAccountsSettings,
  type CustomerAccountsSettingsUpdate,
  checkoutSettingsResultSchema,
  customerAccountsSettingsResultSchema,
  type PolicyKind,
  type PricingSettings,
  type PricingSettingsUpdate,
  type PrivacySettings,
  type PrivacySettingsUpdate,
  pricingSettingsResultSchema,
  privacySettingsResultSchema,
} from '@lojista/contracts/settings/checkout'
import {
  type Policy,
  type PolicyUpdate,
  type PublicPolicy,
  policiesResultSchema,
  policyResultSchema,
  publicPolicySchema,
} from '@lojista/contracts/settings/policies'
import { z } from 'zod'
import { apiRequest } from '@/lib/api/client'
import { settingsRecord } from '@/lib/api/settings-record'

// Settings → Checkout, Customer accounts, Pricing, Customer privacy and Policies. Every save names the
// version read and is refused with 409 (and the settings as they now are) when someone saved since.

const checkout = settingsRecord<CheckoutSettings, CheckoutSettingsUpdate>(
  '/v1/settings/checkout',
  checkoutSettingsResultSchema,
)
export const getCheckoutSettings = checkout.get
export const saveCheckoutSettings = checkout.save

const customerAccounts = settingsRecord<CustomerAccountsSettings, CustomerAccountsSettingsUpdate>(
  '/v1/settings/customer-accounts',
  customerAccountsSettingsResultSchema,
)
export const getCustomerAccountsSettings = customerAccounts.get
export const saveCustomerAccountsSettings = customerAccounts.save

const pricing = settingsRecord<PricingSettings, PricingSettingsUpdate>(
  '/v1/settings/pricing',
  pricingSettingsResultSchema,
)
export const getPricingSettings = pricing.get
export const savePricingSettings = pricing.save

const privacy = settingsRecord<PrivacySettings, PrivacySettingsUpdate>(
  '/v1/settings/privacy',
  privacySettingsResultSchema,
)
export const getPrivacySettings = privacy.get
export const savePrivacySettings = privacy.save

export async function getPolicies(signal?: AbortSignal): Promise<Policy[]> {
  return (await apiRequest('/v1/settings/policies', { schema: policiesResultSchema, signal })).policies
}
export async function savePolicy(body: PolicyUpdate): Promise<Policy> {
  const answer = await apiRequest('/v1/settings/policies', {
    method: 'PUT',
    body,
    schema: policyResultSchema,
  })
  return answer.policy
}

/** A store's policy as its customers read it: no sign-in. */
export async function getPublicPolicy(
  storeId: string,
  kind: PolicyKind,
  signal?: AbortSignal,
): Promise<PublicPolicy> {
  const answer = await apiRequest(
    `/v1/public/stores/${encodeURIComponent(storeId)}/policies/${encodeURIComponent(kind)}`,
    { tenantScoped: false, authToken: null, schema: z.object({ policy: publicPolicySchema }), signal },
  )
  return answer.policy
}

/** The store's customer data exports and erasures, newest first (Settings → Customer privacy). */
export async function searchPrivacyRequests(
  body: { query: string; first?: number; after?: string; last?: number; before?: string },
  signal?: AbortSignal,
): Promise<Connection<PrivacyRequest>> {
  const answer = await apiRequest('/v1/privacy-requests/search', {
    method: 'POST',
    body,
    schema: privacyRequestSearchResponseSchema,
    signal,
  })
  return answer.requests
}
