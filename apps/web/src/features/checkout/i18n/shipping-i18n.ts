import { defineFeatureTexts } from '@/lib/i18n/feature-texts'
import en from './shipping-en'

/** The checkout page's texts about choosing how the order is shipped (decision 036). */
const texts = defineFeatureTexts('checkoutShipping', en, { 'pt-BR': () => import('./shipping-pt-br') })

export const useShippingT = texts.useT
export const translateShippingMessage = texts.translate
