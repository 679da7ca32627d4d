import { defineFeatureTexts, type TextKey, type TextsT } from '@/lib/i18n/feature-texts'
import en from './en'

/** Settings → Shipping and delivery texts, registered when their code loads. */
const texts = defineFeatureTexts('shipping', en, { 'pt-BR': () => import('./pt-br') })

export const SHIPPING_NS = texts.namespace
export type ShippingKey = TextKey<typeof en>
export type ShippingT = TextsT<typeof en>
export const useShippingT = texts.useT
export const translateShippingMessage = texts.translate
export const describeShippingError = texts.describeError
