import * as locale from '@lojista/contracts/common/locale-format'
import { i18n } from '@/lib/i18n/i18n'

// Every number, amount and date the app shows goes through here, in the interface language: "R$ 1.234,56"
// and 24/11/2026 in Portuguese, "R$1,234.56" and Nov 24, 2026 in English. Components re-render on a
// language change through their translation hook, and these read the language in force at that moment.

/** Money defaults to BRL. */
export const DEFAULT_CURRENCY = 'BRL'

/** The interface language these helpers write in. */
export function interfaceLanguage(): string {
  return i18n.language || 'en'
}

/** A decimal amount ("49.90", as the API sends it) with its currency. */
export function formatMoney(amount: string | number, currencyCode: string = DEFAULT_CURRENCY): string {
  return locale.formatMoney(amount, currencyCode, interfaceLanguage())
}

/** A number with the interface language's separators, at most three decimals unless told. */
export function formatNumber(value: string | number, maximumFractionDigits = 3): string {
  return locale.formatDecimal(value, interfaceLanguage(), { maximumFractionDigits })
}

/** A percentage given in percent: "12.5" is "12,5%" in Portuguese. */
export function formatPercent(percent: string | number): string {
  return locale.formatPercent(percent, interfaceLanguage())
}

/** The symbol of a currency as the interface language writes it: "R$". */
export function currencySymbol(currencyCode: string = DEFAULT_CURRENCY): string {
  return locale.currencySymbol(currencyCode, interfaceLanguage())
}

/** A day: "Jan 5, 2026" in English (MMM d, y), "05/01/2026" in Portuguese. */
export function formatDate(date: Date | string | number): string {
  return locale.formatDate(date, interfaceLanguage())
}

/** A moment with its time of day, "Jan 5, 2026, 3:04 PM", for timelines and sent emails. */
export function formatDateTime(date: Date | string | number): string {
  return locale.formatDateTime(date, interfaceLanguage())
}

const sizeUnits = ['B', 'KB', 'MB', 'GB'] as const

/** File sizes in base 1024, as the content area shows them. */
export function formatFileSize(bytes: number): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < sizeUnits.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${locale.formatDecimal(value, interfaceLanguage(), { maximumFractionDigits: unit === 0 ? 0 : 1, useGrouping: false })} ${sizeUnits[unit]}`
}

/** Two letters for an avatar without a picture: "Ana Souza" becomes "AS". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const first = parts[0]?.[0] ?? ''
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''
  return (first + last).toUpperCase() || '?'
}
