import {
  type RecoveryCodes,
  recoveryCodesSchema,
  type StoreSecurity,
  storeSecuritySchema,
  type TwoFactorDisable,
  type TwoFactorSetup,
  type TwoFactorStatus,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@lojista/contracts/auth/two-factor'
import { apiRequest } from '@/lib/api/client'

// The person's own second factor is theirs in every store; the account calls name none.
const account = { tenantScoped: false } as const

export function fetchTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return apiRequest('/v1/account/two-factor', { ...account, schema: twoFactorStatusSchema, signal })
}

export function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  return apiRequest('/v1/account/two-factor/setup', {
    ...account,
    method: 'POST',
    schema: twoFactorSetupSchema,
  })
}

export function enableTwoFactor(code: string): Promise<RecoveryCodes> {
  return apiRequest('/v1/account/two-factor/enable', {
    ...account,
    method: 'POST',
    body: { code },
    schema: recoveryCodesSchema,
  })
}

/** New recovery codes in place of the old ones, proven like turning it off. */
export function replaceRecoveryCodes(body: TwoFactorDisable): Promise<RecoveryCodes> {
  return apiRequest('/v1/account/two-factor/recovery-codes', {
    ...account,
    method: 'POST',
    body,
    schema: recoveryCodesSchema,
  })
}

export async function disableTwoFactor(body: TwoFactorDisable): Promise<void> {
  await apiRequest('/v1/account/two-factor/disable', { ...account, method: 'POST', body })
}

/** The store's rule for its staff (the store the session is in). */
export function saveStoreSecurity(body: StoreSecurity): Promise<StoreSecurity> {
  return apiRequest('/v1/staff/security', { method: 'PUT', body, schema: storeSecuritySchema })
}
