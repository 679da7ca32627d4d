import { useTranslation } from 'react-i18next'
import { i18n, registerNamespace, translateMessage } from '@/lib/i18n/i18n'
import en from './en'

/**
 * The customer texts live in their own namespace, registered when customer code first loads (a customer
 * screen, the picker or the create dialog), so the sign-in page's first load does not carry them.
 */
export const CUSTOMERS_NS = 'customers'

registerNamespace(CUSTOMERS_NS, en, { 'pt-BR': () => import('./pt-br') })

type Plural = 'one' | 'other'
type WithoutPlural<K extends string> = K extends `${infer Base}_${Plural}` ? Base : K
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${WithoutPlural<K>}`
    : KeysOf<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/** Every text key of the namespace ('form.firstName'); plural keys without their _one/_other suffix. */
export type CustomersKey = KeysOf<Omit<typeof en, 'messages'>>
export type CustomersT = (key: CustomersKey, options?: Record<string, unknown>) => string

const translate: CustomersT = (key, options) =>
  i18n.t(key as never, { ...options, ns: CUSTOMERS_NS } as never) as unknown as string

/** The customer texts' translate function; the caller re-renders when the language changes. */
export function useCustomersT(): CustomersT {
  const { i18n: instance } = useTranslation()
  // Reading the language subscribes the caller to changes of it.
  void instance.language
  return translate
}

export const customersT: CustomersT = translate

const TOO_LONG = /^String must contain at most (\d+) character\(s\)$/

/** A shared English message (a contract's or the server's) in the user's language, or as it is. */
export function translateCustomerMessage(message: string): string {
  const tooLong = TOO_LONG.exec(message)
  if (tooLong) return translate('validation.tooLong', { max: Number(tooLong[1]) })
  const own = i18n.getResource(i18n.language, CUSTOMERS_NS, 'messages') as Record<string, string> | undefined
  return own?.[message] ?? translateMessage(message)
}
