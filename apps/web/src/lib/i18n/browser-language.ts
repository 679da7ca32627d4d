import type { LanguageCode } from './i18n'

/** The interface language closest to the browser's preferences: Portuguese for any pt, else English. */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? []): LanguageCode {
  for (const language of languages) {
    const code = language.toLowerCase()
    if (code === 'pt' || code.startsWith('pt-')) return 'pt-BR'
    if (code === 'en' || code.startsWith('en-')) return 'en'
  }
  return 'en'
}
