import { useTranslation } from 'react-i18next'
import { i18n, registerNamespace } from '@/lib/i18n/i18n'
import en from './en'

/**
 * The editor's texts live in their own namespace, registered when the editor's code loads, so the
 * sign-in page's first load does not carry them.
 */
export const EDITOR_NS = 'orderEditor'

registerNamespace(EDITOR_NS, en, { 'pt-BR': () => import('./pt-br') })

type PluralSuffix = '_one' | '_other'
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}${PluralSuffix}` ? Base : K}`
    : T[K] extends Record<string, string>
      ? K extends 'messages'
        ? never
        : Leaves<T[K], `${Prefix}${K}.`>
      : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

export type EditorKey = Leaves<typeof en>
export type EditorT = (key: EditorKey, options?: Record<string, unknown>) => string

function translate(key: EditorKey, options?: Record<string, unknown>): string {
  return i18n.t(key as never, { ns: EDITOR_NS, ...options } as never) as unknown as string
}

/** The editor's typed translate function; components re-render when the language changes. */
export function useEditorT(): EditorT {
  const { i18n: instance } = useTranslation(EDITOR_NS as never)
  // The language is read so that a change re-renders the caller with the new texts.
  void instance.language
  return translate
}

/** Outside React (toasts sent by the draft store). */
export const editorT: EditorT = translate

/** A shared English message (a contract's validation text) in the current language, or as it is. */
export function translateEditorMessage(message: string): string {
  const messages = i18n.getResource(i18n.language, EDITOR_NS, 'messages') as
    | Record<string, string>
    | undefined
  return messages?.[message] ?? message
}
