import type { PaymentTermType } from '@lojista/contracts/order/api'
import { i18n } from '@/lib/i18n/i18n'

/** The interface language (as `lib/format` reads it), without that module: the sign-in page names languages. */
const interfaceLanguage = () => i18n.language || 'en'

// Names of countries, languages and currencies are not texts of ours: the browser's Intl knows them in every
// language, so the API sends codes ('BR', 'pt-BR') and they are named here in the reader's language.

const cache = new Map<string, Intl.DisplayNames | null>()

function displayNames(locale: string, type: 'region' | 'language' | 'currency'): Intl.DisplayNames | null {
  const key = `${type}:${locale}`
  if (!cache.has(key)) {
    try {
      cache.set(key, new Intl.DisplayNames([locale, 'en'], { type, fallback: 'none' }))
    } catch {
      cache.set(key, null)
    }
  }
  return cache.get(key) ?? null
}

function nameOf(code: string, locale: string, type: 'region' | 'language' | 'currency'): string {
  if (!code) return ''
  try {
    return displayNames(locale, type)?.of(code) ?? code
  } catch {
    // Not a well-formed code: show it as it is.
    return code
  }
}

/** 'BR' -> 'Brazil' in English, 'Brasil' in Portuguese; an unknown code stays as it is. */
export function countryName(code: string, locale: string = interfaceLanguage()): string {
  return nameOf(code.toUpperCase(), locale, 'region')
}

/** 'BRL' -> 'Brazilian Real' in English, 'Real brasileiro' in Portuguese; an unknown code stays as it is. */
export function currencyName(code: string, locale: string = interfaceLanguage()): string {
  return nameOf(code.toUpperCase(), locale, 'currency')
}

/** 'pt-BR' -> 'Brazilian Portuguese' in English, 'português (Brasil)' in Portuguese. */
export function languageName(code: string, locale: string = interfaceLanguage()): string {
  return nameOf(code, locale, 'language')
}

/** A language named in itself, as a language switcher lists them: 'Português (Brasil)', 'English'. */
export function ownLanguageName(code: string): string {
  const name = languageName(code, code)
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1)
}

/** A payment term's name from the catalogue: 'Within 30 days', 'Em até 30 dias'. */
export function paymentTermName(term: { type: PaymentTermType; dueInDays: number | null }): string {
  if (term.type === 'net') return i18n.t('paymentTerms.net', { count: term.dueInDays ?? 0 })
  return i18n.t(`paymentTerms.${term.type}`)
}
