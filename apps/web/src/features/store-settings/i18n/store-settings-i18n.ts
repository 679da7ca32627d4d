import { defineFeatureTexts, type TextKey, type TextsT } from '@/lib/i18n/feature-texts'
import en from './en'

/** Settings → General and Brand texts, registered when their code loads. */
const texts = defineFeatureTexts('storeSettings', en, { 'pt-BR': () => import('./pt-br') })

export const STORE_SETTINGS_NS = texts.namespace
export type StoreSettingsKey = TextKey<typeof en>
export type StoreSettingsT = TextsT<typeof en>
export const useStoreSettingsT = texts.useT
export const translateStoreSettingsMessage = texts.translate
export const describeStoreSettingsError = texts.describeError
