import { useTranslation } from 'react-i18next'
import { registerNamespace } from './i18n'
import en from './locales/sales/en'

/** The namespace of the orders area, the public checkout and the sent emails. */
export const SALES_NS = 'sales'

// Registered when the first module that needs them loads; another language's texts load when chosen.
registerNamespace(SALES_NS, en, { 'pt-BR': () => import('./locales/sales/pt-br') })

/** `t` for the sales texts first; the app's shared texts are reached as `translation:common.close`. */
export function useSalesTranslation() {
  return useTranslation([SALES_NS, 'translation'])
}
