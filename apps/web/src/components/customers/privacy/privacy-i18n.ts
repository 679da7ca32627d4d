import { defineFeatureTexts, type TextsT } from '@/lib/i18n/feature-texts'
import en from './en'

/**
 * A customer's privacy requests have texts of their own, registered when the customer page or the
 * privacy page first shows them, so the customer picker and the draft editor do not carry them.
 */
const texts = defineFeatureTexts('customerPrivacy', en, { 'pt-BR': () => import('./pt-br') })

export type CustomerPrivacyT = TextsT<typeof en>
export const useCustomerPrivacyT = texts.useT
export const describeCustomerPrivacyError = texts.describeError
