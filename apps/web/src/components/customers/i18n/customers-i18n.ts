import { defineFeatureTexts, type TextKey, type TextsT } from '@/lib/i18n/feature-texts'
import en from './en'

/**
 * The customer texts live in their own namespace, registered when customer code first loads (a customer
 * screen, the picker or the create dialog), so the sign-in page's first load does not carry them.
 */
const texts = defineFeatureTexts('customers', en, { 'pt-BR': () => import('./pt-br') })

export const CUSTOMERS_NS = texts.namespace
/** Every text key of the namespace ('form.firstName'); plural keys without their _one/_other suffix. */
export type CustomersKey = TextKey<typeof en>
export type CustomersT = TextsT<typeof en>
/** The customer texts' translate function; the caller re-renders when the language changes. */
export const useCustomersT = texts.useT
export const customersT: CustomersT = texts.t

const TOO_LONG = /^String must contain at most (\d+) character\(s\)$/

/** A shared English message (a contract's or the server's) in the user's language, or as it is. */
export function translateCustomerMessage(message: string): string {
  const tooLong = TOO_LONG.exec(message)
  if (tooLong) return customersT('validation.tooLong', { max: Number(tooLong[1]) })
  return texts.translate(message)
}
