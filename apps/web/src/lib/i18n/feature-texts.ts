import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/api/error-message'
import type { LanguageCode } from './i18n'
import { i18n, registerNamespace, translateMessage } from './i18n'
import type appEn from './locales/en'

type PluralSuffix = '_one' | '_other'

/**
 * The keys of a feature's English texts, as `t` takes them: nested objects joined with dots, plural forms
 * named once without their suffix, and the `messages` table (server and contract sentences, looked up by
 * their English text) left out.
 */
export type TextKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: K extends 'messages'
    ? never
    : T[K] extends string
      ? `${Prefix}${K extends `${infer Base}${PluralSuffix}` ? Base : K}`
      : TextKey<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/** A text of the app's shared namespace, reached from a feature's `t` as 'translation:common.close'. */
export type SharedTextKey = `translation:${TextKey<typeof appEn>}`

export type TextsT<T> = (key: TextKey<T> | SharedTextKey, options?: Record<string, unknown>) => string

type OtherLanguages = Record<Exclude<LanguageCode, 'en'>, () => Promise<{ default: object }>>

/**
 * A feature's texts in a namespace of their own, registered when the feature's code loads so that the
 * first load of other pages does not carry them. Answers the feature's typed `t` (as a hook, and for
 * code outside React such as toasts), and the feature's way of telling a server sentence or an error.
 * This is the one way the app defines a namespace and the type of its keys.
 */
export function defineFeatureTexts<T extends object>(namespace: string, en: T, others: OtherLanguages) {
  registerNamespace(namespace, en, others)

  const t: TextsT<T> = (key, options) =>
    i18n.t(key as never, { ns: namespace, ...options } as never) as unknown as string

  /** The typed translate function; the caller re-renders when the language changes. */
  function useT(): TextsT<T> {
    const { t: bound } = useTranslation(namespace as never)
    return bound as unknown as TextsT<T>
  }

  /** A shared English sentence (a contract's or the server's) in the current language, or as it is. */
  function translate(message: string): string {
    const messages = i18n.getResource(i18n.language, namespace, 'messages') as
      | Record<string, string>
      | undefined
    return messages?.[message] ?? translateMessage(message)
  }

  /** An error as the feature tells it, with its own translations of server sentences. */
  function describeError(error: unknown): string {
    return errorMessage(error, { translate })
  }

  return { namespace, t, useT, translate, describeError }
}
