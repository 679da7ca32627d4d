import { defineFeatureTexts, type TextKey, type TextsT } from '@/lib/i18n/feature-texts'
import en from './en'

/** The catalog's texts (products, collections, CSV), registered when the catalog's code loads. */
const texts = defineFeatureTexts('products', en, { 'pt-BR': () => import('./pt-br') })

export const PRODUCTS_NS = texts.namespace
export type ProductsKey = TextKey<typeof en>
export type ProductsT = TextsT<typeof en>
export const useProductsT = texts.useT
export const translateProductMessage = texts.translate
export const productErrorMessage = texts.describeError
