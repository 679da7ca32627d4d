import { defineFeatureTexts } from '@/lib/i18n/feature-texts'
import en from './en'

/** The order-status page's texts, loaded with the page only. */
const texts = defineFeatureTexts('orderStatus', en, { 'pt-BR': () => import('./pt-br') })

export const useOrderStatusT = texts.useT
export const translateOrderStatusMessage = texts.translate
