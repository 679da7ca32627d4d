import { defineFeatureTexts, type TextKey, type TextsT } from '@/lib/i18n/feature-texts'
import en from './en'

/** Discounts texts, registered when its code loads. */
const texts = defineFeatureTexts('discounts', en, { 'pt-BR': () => import('./pt-br') })

export const DISCOUNTS_NS = texts.namespace
export type DiscountsKey = TextKey<typeof en>
export type DiscountsT = TextsT<typeof en>
export const useDiscountsT = texts.useT
export const translateDiscountsMessage = texts.translate
export const describeDiscountsError = texts.describeError
