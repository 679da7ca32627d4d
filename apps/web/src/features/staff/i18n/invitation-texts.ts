import { defineFeatureTexts, type TextsT } from '@/lib/i18n/feature-texts'
import en from './invitations/en'

/** The texts of invitations (the Users page's and the invitee's page), registered when their code loads. */
const texts = defineFeatureTexts('invitations', en, { 'pt-BR': () => import('./invitations/pt-br') })

export type InvitationsT = TextsT<typeof en>
export const useInvitationsT = texts.useT
export const translateInvitationMessage = texts.translate
export const describeInvitationError = texts.describeError
