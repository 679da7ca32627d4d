import { defineFeatureTexts, type TextKey, type TextsT } from '@/lib/i18n/feature-texts'
import en from './en'

/** Settings → Users and Roles texts, registered when its code loads. */
const texts = defineFeatureTexts('staff', en, { 'pt-BR': () => import('./pt-br') })

export type StaffKey = TextKey<typeof en>
export type StaffT = TextsT<typeof en>
export const useStaffT = texts.useT
export const translateStaffMessage = texts.translate
export const describeStaffError = texts.describeError
