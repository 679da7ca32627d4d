import { defineFeatureTexts, type TextKey, type TextsT } from '@/lib/i18n/feature-texts'
import en from './en'

/**
 * The list toolkit's texts (search box, pager, list states, saved views), registered when a list page's
 * code loads, so the sign-in page and the dashboard do not carry them.
 */
const texts = defineFeatureTexts('list', en, { 'pt-BR': () => import('./pt-br') })

export const LIST_NS = texts.namespace
export type ListKey = TextKey<typeof en>
export type ListT = TextsT<typeof en>
export const useListT = texts.useT
export const translateListMessage = texts.translate
