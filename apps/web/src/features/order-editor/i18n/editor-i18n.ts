import { defineFeatureTexts, type TextKey, type TextsT } from '@/lib/i18n/feature-texts'
import en from './en'

/** The draft editor's texts, registered when the editor's code loads. */
const texts = defineFeatureTexts('orderEditor', en, { 'pt-BR': () => import('./pt-br') })

export const EDITOR_NS = texts.namespace
export type EditorKey = TextKey<typeof en>
export type EditorT = TextsT<typeof en>
export const useEditorT = texts.useT
/** Outside React (toasts sent by the draft store). */
export const editorT = texts.t
export const translateEditorMessage = texts.translate
export const editorErrorMessage = texts.describeError
