import 'i18next'
import type en from './locales/en'
import type salesEn from './locales/sales/en'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof en; sales: typeof salesEn }
  }
}
