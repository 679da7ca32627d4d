import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from './locales/en'

/** The user's language choice survives reloads under this local storage key. */
export const LANGUAGE_KEY = 'language'
export const DEFAULT_LANGUAGE = 'en'

/** The interface languages; a switcher names each in itself (`ownLanguageName` in lib/format/display-names). */
export const supportedLanguages = [{ code: 'en' }, { code: 'pt-BR' }] as const
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

type TextsLoader = () => Promise<{ default: object }>

/** Feature namespaces: English comes with the feature's code, another language loads when it is in use. */
const namespaces = new Map<string, Record<Exclude<LanguageCode, 'en'>, TextsLoader>>()

async function ensureNamespace(namespace: string, code: LanguageCode) {
  const loaders = namespaces.get(namespace)
  if (code === 'en' || !loaders || i18n.hasResourceBundle(code, namespace)) return
  const module = await loaders[code]()
  i18n.addResourceBundle(code, namespace, module.default, true, true)
}

async function ensureResources(code: LanguageCode) {
  const features = [...namespaces.keys()].map((namespace) => ensureNamespace(namespace, code))
  if (code !== 'en' && !i18n.hasResourceBundle(code, 'translation')) {
    const module = await loaders[code]()
    i18n.addResourceBundle(code, 'translation', module.default, true, true)
  }
  await Promise.all(features)
}

/** Texts of feature namespaces still on their way (see registerNamespace). */
const pendingTexts = new Set<Promise<void>>()

/**
 * Registers a feature's namespace when the feature's code loads: its English texts at once, and the texts
 * of the language in use (another language's texts load when the user switches to it). Code that loads a
 * feature lazily waits for them with `withTexts`, so the feature never shows English for a moment.
 */
export function registerNamespace(
  namespace: string,
  en: object,
  others: Record<Exclude<LanguageCode, 'en'>, TextsLoader>,
): void {
  i18n.addResourceBundle('en', namespace, en, true, true)
  namespaces.set(namespace, others)
  const language = isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE
  if (language === DEFAULT_LANGUAGE) return
  const loading: Promise<void> = ensureNamespace(namespace, language)
    // Texts that fail to load are logged and the feature shows them in English.
    .catch((error: unknown) => console.warn('Failed to load texts', namespace, language, error))
    .finally(() => pendingTexts.delete(loading))
  pendingTexts.add(loading)
}

/** Resolves once the texts of every namespace registered so far are loaded. */
export async function textsLoaded(): Promise<void> {
  await Promise.all(pendingTexts)
}

/** A lazy import that also waits for the texts its modules registered, e.g. for a route's code. */
export function withTexts<M>(load: () => Promise<M>): () => Promise<M> {
  return async () => {
    const module = await load()
    await textsLoaded()
    return module
  }
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
    // Texts added later (a feature's namespace) re-render what shows them.
    react: { bindI18nStore: 'added' },
  })
  // The stored language is shown the way a switch shows it: a page's code that arrives meanwhile (the
  // first page's own) registers its texts for English, and the switch loads them in that language too.
  // A language that fails to load is logged and the app stays in English.
  if (language !== DEFAULT_LANGUAGE) await showLanguage(language)
  applyToDocument(i18n.language as LanguageCode)
  return i18n
}

export async function changeLanguage(code: LanguageCode) {
  if (await showLanguage(code)) localStorage.setItem(LANGUAGE_KEY, code)
}

/** Whether this browser's user ever chose a language (changeLanguage keeps the choice). */
export function hasChosenLanguage(): boolean {
  try {
    return isSupportedLanguage(localStorage.getItem(LANGUAGE_KEY))
  } catch {
    return false
  }
}

/**
 * Shows the app in a language without keeping it as the user's choice: the public checkout speaks the
 * customer's language to a browser that never chose one. Answers whether the switch worked.
 */
export async function showLanguage(code: LanguageCode): Promise<boolean> {
  try {
    await ensureResources(code)
    await i18n.changeLanguage(code)
    applyToDocument(code)
    // A feature whose code arrived during the switch registered its texts for the previous language.
    await ensureResources(code)
    return true
  } catch (error) {
    console.warn('Failed to change language', code, error)
    return false
  }
}

/**
 * Messages that come from shared schemas or the server are English sentences; this finds their
 * translation by the sentence itself and keeps the English text when there is none. A sentence with
 * numbers in it (the server's "try again in 12 minutes") is found by a key that has `{{name}}` where
 * they go, and they are put into the translation in the same places.
 */
export function translateMessage(message: string): string {
  const messages = i18n.getResource(i18n.language, 'translation', 'messages') as
    | Record<string, string>
    | undefined
  if (!messages) return message
  const exact = messages[message]
  if (exact !== undefined) return exact
  for (const [key, translation] of Object.entries(messages)) {
    if (!key.includes('{{')) continue
    const names: string[] = []
    const pattern = key
      .split(/\{\{(\w+)\}\}/)
      .map((part, index) => {
        if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        names.push(part)
        return '(\\d+)'
      })
      .join('')
    const found = new RegExp(`^${pattern}$`).exec(message)
    if (found) {
      return translation.replace(/\{\{(\w+)\}\}/g, (_, name: string) => found[names.indexOf(name) + 1] ?? '')
    }
  }
  return message
}

export { i18n }
