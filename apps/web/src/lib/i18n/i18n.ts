import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from './locales/en'

/** The user's language choice survives reloads under this local storage key. */
export const LANGUAGE_KEY = 'language'
export const DEFAULT_LANGUAGE = 'en'

export const supportedLanguages = [
  { code: 'en', label: 'English' },
  { code: 'pt-BR', label: 'Português (Brasil)' },
] as const
export type LanguageCode = (typeof supportedLanguages)[number]['code']

// English ships with the first load; other languages load only when chosen, to keep the sign-in page small.
const loaders: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ default: typeof en }>> = {
  'pt-BR': () => import('./locales/pt-br'),
}

export function isSupportedLanguage(code: string | null | undefined): code is LanguageCode {
  return supportedLanguages.some((language) => language.code === code)
}

export function readStoredLanguage(): LanguageCode {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY)
    return isSupportedLanguage(stored) ? stored : DEFAULT_LANGUAGE
  } catch {
    return DEFAULT_LANGUAGE
  }
}

async function ensureResources(code: LanguageCode) {
  if (code === 'en' || i18n.hasResourceBundle(code, 'translation')) return
  const module = await loaders[code]()
  i18n.addResourceBundle(code, 'translation', module.default, true, true)
}

function applyToDocument(code: LanguageCode) {
  document.documentElement.lang = code
  document.documentElement.dir = 'ltr'
}

export async function initI18n(): Promise<typeof i18n> {
  const language = readStoredLanguage()
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  if (language !== DEFAULT_LANGUAGE) {
    try {
      await ensureResources(language)
      await i18n.changeLanguage(language)
    } catch (error) {
      // Spec section 8: a language that fails to load is logged and the app stays in English.
      console.warn('Failed to load language', language, error)
    }
  }
  applyToDocument(i18n.language as LanguageCode)
  return i18n
}

export async function changeLanguage(code: LanguageCode) {
  try {
    await ensureResources(code)
    await i18n.changeLanguage(code)
    localStorage.setItem(LANGUAGE_KEY, code)
    applyToDocument(code)
  } catch (error) {
    console.warn('Failed to change language', code, error)
  }
}

/**
 * Messages that come from shared schemas or the server are English sentences; this finds their
 * translation by the sentence itself and keeps the English text when there is none.
 */
export function translateMessage(message: string): string {
  const messages = i18n.getResource(i18n.language, 'translation', 'messages') as
    | Record<string, string>
    | undefined
  return messages?.[message] ?? message
}

export { i18n }
