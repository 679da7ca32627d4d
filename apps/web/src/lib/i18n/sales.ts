import { defineFeatureTexts, type TextKey, type TextsT } from './feature-texts'
import en from './locales/sales/en'

/**
 * The texts of the orders area, the public checkout and the sent emails, registered when the first
 * module that needs them loads; another language's texts load when chosen.
 */
const texts = defineFeatureTexts('sales', en, { 'pt-BR': () => import('./locales/sales/pt-br') })

export const SALES_NS = texts.namespace
export type SalesKey = TextKey<typeof en>
export type SalesT = TextsT<typeof en>
/** `t` for the sales texts; the app's shared texts are reached as `translation:common.close`. */
export const useSalesT = texts.useT
export const salesT = texts.t
