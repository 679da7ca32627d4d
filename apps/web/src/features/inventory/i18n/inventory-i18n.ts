import { defineFeatureTexts, type TextKey, type TextsT } from '@/lib/i18n/feature-texts'
import en from './en'

/** The inventory page's texts, registered when its code loads. */
const texts = defineFeatureTexts('inventory', en, { 'pt-BR': () => import('./pt-br') })

export const INVENTORY_NS = texts.namespace
export type InventoryKey = TextKey<typeof en>
export type InventoryT = TextsT<typeof en>
export const useInventoryT = texts.useT
export const translateInventoryMessage = texts.translate
