import { useTranslation } from 'react-i18next'
import { i18n, registerNamespace, translateMessage } from '@/lib/i18n/i18n'
import en from './en'

/**
 * The catalog's texts (products, collections, CSV) live in their own namespace, registered when the
 * catalog's code loads, so the sign-in page's first load does not carry them.
 */
export const PRODUCTS_NS = 'products'

registerNamespace(PRODUCTS_NS, en, { 'pt-BR': () => import('./pt-br') })

type PluralSuffix = '_one' | '_other'
type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: K extends 'messages'
    ? never
    : T[K] extends string
      ? `${Prefix}${K extends `${infer Base}${PluralSuffix}` ? Base : K}`
      : Keys<T[K], `${Prefix}${K}.`>
}[keyof T & string]

export type ProductsKey = Keys<typeof en>
export type ProductsT = (key: ProductsKey, options?: Record<string, unknown>) => string

/** The catalog's typed translate function; the caller re-renders when the language changes. */
export function useProductsT(): ProductsT {
  const { t } = useTranslation(PRODUCTS_NS as never)
  return t as unknown as ProductsT
}

/** A shared English message (a contract's or the server's) in the current language, or as it is. */
export function translateProductMessage(message: string): string {
  const messages = i18n.getResource(i18n.language, PRODUCTS_NS, 'messages') as
    | Record<string, string>
    | undefined
  return messages?.[message] ?? translateMessage(message)
}
