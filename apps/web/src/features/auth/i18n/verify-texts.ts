import { defineFeatureTexts } from '@/lib/i18n/feature-texts'
import en from './en'

/**
 * Verifying an address concerns a new account once: its texts are a namespace of their own, registered
 * when the verify page or the banner loads, so no page's first load carries them.
 */
const texts = defineFeatureTexts('verify-email', en, { 'pt-BR': () => import('./pt-br') })

export const VERIFY_NS = texts.namespace
export const useVerifyT = texts.useT
