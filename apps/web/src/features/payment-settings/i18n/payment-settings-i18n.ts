import { defineFeatureTexts, type TextKey, type TextsT } from '@/lib/i18n/feature-texts'
import en from './en'

/** Settings → Payments texts, registered when their code loads. */
const texts = defineFeatureTexts('paymentSettings', en, { 'pt-BR': () => import('./pt-br') })

export const PAYMENT_SETTINGS_NS = texts.namespace
export type PaymentSettingsKey = TextKey<typeof en>
export type PaymentSettingsT = TextsT<typeof en>
export const usePaymentSettingsT = texts.useT
export const translatePaymentSettingsMessage = texts.translate
export const describePaymentSettingsError = texts.describeError
