import { defineFeatureTexts, type TextKey, type TextsT } from '@/lib/i18n/feature-texts'
import en from './en'

/** Settings → Locations texts, registered when its code loads. */
const texts = defineFeatureTexts('locations', en, { 'pt-BR': () => import('./pt-br') })

export const LOCATIONS_NS = texts.namespace
export type LocationsKey = TextKey<typeof en>
export type LocationsT = TextsT<typeof en>
export const useLocationsT = texts.useT
export const translateLocationsMessage = texts.translate
export const describeLocationsError = texts.describeError
