import { defineFeatureTexts, type TextKey, type TextsT } from '@/lib/i18n/feature-texts'
import en from './en'

/** Settings → Taxes texts, registered when their code loads. */
const texts = defineFeatureTexts('taxSettings', en, { 'pt-BR': () => import('./pt-br') })

export const TAX_SETTINGS_NS = texts.namespace
export type TaxSettingsKey = TextKey<typeof en>
export type TaxSettingsT = TextsT<typeof en>
export const useTaxSettingsT = texts.useT
export const translateTaxSettingsMessage = texts.translate
export const describeTaxSettingsError = texts.describeError
