import {
  type PaymentSettings,
  type PaymentSettingsUpdate,
  paymentSettingsResultSchema,
} from '@lojista/contracts/settings/payments'
import { settingsRecord } from '@/lib/api/settings-record'

const payments = settingsRecord<PaymentSettings, PaymentSettingsUpdate>(
  '/v1/settings/payments',
  paymentSettingsResultSchema,
)
export const getPaymentSettings = payments.get
export const savePaymentSettings = payments.save
