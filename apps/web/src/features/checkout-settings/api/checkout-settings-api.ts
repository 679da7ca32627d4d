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

// Settings → Checkout, Customer accounts, Pricing, Customer privacy and Policies. Every save names the
// version read and is refused with 409 (and the settings as they now are) when someone saved since.

export async function getCheckoutSettings(signal?: AbortSignal): Promise<CheckoutSettings> {
  return (await apiRequest('/v1/settings/checkout', { schema: checkoutSettingsResultSchema, signal }))
    .settings
}
export async function saveCheckoutSettings(body: CheckoutSettingsUpdate): Promise<CheckoutSettings> {
  const answer = await apiRequest('/v1/settings/checkout', {
    method: 'PUT',
    body,
    schema: checkoutSettingsResultSchema,
  })
  return answer.settings
}

export async function getCustomerAccountsSettings(signal?: AbortSignal): Promise<CustomerAccountsSettings> {
  const answer = await apiRequest('/v1/settings/customer-accounts', {
    schema: customerAccountsSettingsResultSchema,
    signal,
  })
  return answer.settings
}
export async function saveCustomerAccountsSettings(
  body: CustomerAccountsSettingsUpdate,
): Promise<CustomerAccountsSettings> {
  const answer = await apiRequest('/v1/settings/customer-accounts', {
    method: 'PUT',
    body,
    schema: customerAccountsSettingsResultSchema,
  })
  return answer.settings
}

export async function getPricingSettings(signal?: AbortSignal): Promise<PricingSettings> {
  return (await apiRequest('/v1/settings/pricing', { schema: pricingSettingsResultSchema, signal })).settings
}
export async function savePricingSettings(body: PricingSettingsUpdate): Promise<PricingSettings> {
  const answer = await apiRequest('/v1/settings/pricing', {
    method: 'PUT',
    body,
    schema: pricingSettingsResultSchema,
  })
  return answer.settings
}

export async function getPrivacySettings(signal?: AbortSignal): Promise<PrivacySettings> {
  return (await apiRequest('/v1/settings/privacy', { schema: privacySettingsResultSchema, signal })).settings
}
export async function savePrivacySettings(body: PrivacySettingsUpdate): Promise<PrivacySettings> {
  const answer = await apiRequest('/v1/settings/privacy', {
    method: 'PUT',
    body,
    schema: privacySettingsResultSchema,
  })
  return answer.settings
}

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
