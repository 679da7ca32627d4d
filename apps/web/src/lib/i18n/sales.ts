import { useTranslation } from 'react-i18next'
import { i18n } from './i18n'
import en from './locales/sales/en'
import ptBR from './locales/sales/pt-br'

/** The namespace of the orders area, the public checkout and the sent emails. */
export const SALES_NS = 'sales'

// Registered when the first module that needs them loads: both languages, so switching needs no fetch.
i18n.addResourceBundle('en', SALES_NS, en, true, true)
i18n.addResourceBundle('pt-BR', SALES_NS, ptBR, true, true)

/** `t` for the sales texts first; the app's shared texts are reached as `translation:common.close`. */
export function useSalesTranslation() {
  return useTranslation([SALES_NS, 'translation'])
}
