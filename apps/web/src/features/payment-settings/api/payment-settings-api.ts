import {
  type PaymentSettings,
  type PaymentSettingsUpdate,
  paymentSettingsResultSchema,
} from '@lojista/contracts/settings/payments'
import { apiRequest } from '@/lib/api/client'

export async function getPaymentSettings(signal?: AbortSignal): Promise<PaymentSettings> {
  const answer = await apiRequest('/v1/settings/payments', { schema: paymentSettingsResultSchema, signal })
  return answer.settings
}

/** Refused with 409 when someone saved the settings since they were read. */
export async function savePaymentSettings(body: PaymentSettingsUpdate): Promise<PaymentSettings> {
  const answer = await apiRequest('/v1/settings/payments', {
    method: 'PUT',
    body,
    schema: paymentSettingsResultSchema,
  })
  return answer.settings
}
