import 'i18next'
import type en from './locales/en'

// The app's shared texts, typed for `useTranslation()`. A feature's namespace is typed by
// `defineFeatureTexts` (feature-texts.ts), the one helper that defines namespaces.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof en }
  }
}
