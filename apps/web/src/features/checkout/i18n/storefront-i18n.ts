import { defineFeatureTexts } from '@/lib/i18n/feature-texts'
import en from './storefront-en'

/** The checkout page's texts about the store's own settings: its details fields and policy links. */
const texts = defineFeatureTexts('checkoutStorefront', en, { 'pt-BR': () => import('./storefront-pt-br') })

export const useStorefrontT = texts.useT
export const translateStorefrontMessage = texts.translate
