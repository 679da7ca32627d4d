import { defineFeatureTexts, type TextsT } from '@/lib/i18n/feature-texts'
import en from './api-tokens/en'

/** The texts of the store's API tokens page, registered when its code loads. */
const texts = defineFeatureTexts('apiTokens', en, { 'pt-BR': () => import('./api-tokens/pt-br') })

export type ApiTokensT = TextsT<typeof en>
export const useApiTokensT = texts.useT
export const translateApiTokenMessage = texts.translate
export const describeApiTokenError = texts.describeError
