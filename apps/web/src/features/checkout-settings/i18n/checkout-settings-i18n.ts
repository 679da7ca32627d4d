import { defineFeatureTexts, type TextKey, type TextsT } from '@/lib/i18n/feature-texts'
import en from './en'

/** Settings → Checkout, Customer accounts, Pricing, Customer privacy and Policies texts. */
const texts = defineFeatureTexts('checkoutSettings', en, { 'pt-BR': () => import('./pt-br') })

export const CHECKOUT_SETTINGS_NS = texts.namespace
export type CheckoutSettingsKey = TextKey<typeof en>
export type CheckoutSettingsT = TextsT<typeof en>
export const useCheckoutSettingsT = texts.useT
export const translateCheckoutSettingsMessage = texts.translate
export const describeCheckoutSettingsError = texts.describeError
