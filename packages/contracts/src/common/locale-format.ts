// Numbers, money and dates as people of one language read them, through Intl and nothing hand-written.
// The browser shows and reads them in the interface language; the server writes emails in the customer's.
// No zod here: the editor's first paint formats amounts before the schemas have loaded.

/** The languages the app speaks, as the interface and a customer's language name them. */
export const FORMAT_LANGUAGES = ['en', 'pt-BR'] as const
export type FormatLanguage = (typeof FORMAT_LANGUAGES)[number]

/**
 * The Intl locale for a language tag: English is US English (the app's own texts), Portuguese is Brazil's,
 * and a tag the app has no texts for ('es-AR', '', null) reads as English.
 */
export function formatLanguageOf(tag: string | null | undefined): FormatLanguage {
  const lower = (tag ?? '').toLowerCase()
  return lower === 'pt' || lower.startsWith('pt-') ? 'pt-BR' : 'en'
}

/** The language's tag is its Intl locale ('en', 'pt-BR'): Intl reads 'en' the way the app's English texts do. */
export function intlLocale(language: string | null | undefined): string {
  return formatLanguageOf(language)
}

// Building an Intl formatter costs far more than using one; lists format hundreds of cells.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let found = formatters.get(key) as F | undefined
  if (!found) {
    found = make()
    formatters.set(key, found)
  }
  return found
}
const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options))
const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options))

/** A decimal amount as Intl takes it exactly: "12.30" stays text, so no digit passes through a float. */
type Decimal = `${number}`
const decimal = (amount: string | number): Decimal | number =>
  typeof amount === 'number' ? amount : (amount.trim() as Decimal)

/** "1234.5" in BRL: "R$ 1.234,50" in Portuguese, "R$1,234.50" in English. */
export function formatMoney(
  amount: string | number,
  currencyCode: string,
  language: string | null | undefined,
) {
  return numberFormat(intlLocale(language), { style: 'currency', currency: currencyCode }).format(
    decimal(amount),
  )
}

/** A number with the language's separators: "1.234,5" / "1,234.5", at most `maximumFractionDigits`. */
export function formatDecimal(
  value: string | number,
  language: string | null | undefined,
  options: { minimumFractionDigits?: number; maximumFractionDigits?: number; useGrouping?: boolean } = {},
): string {
  const { minimumFractionDigits = 0, maximumFractionDigits = 3, useGrouping = true } = options
  return numberFormat(intlLocale(language), {
    minimumFractionDigits,
    maximumFractionDigits,
    useGrouping,
  }).format(decimal(value))
}

/** A percentage given in percent ("12.5", not the fraction): "12,5%" / "12.5%". */
export function formatPercent(percent: string | number, language: string | null | undefined): string {
  return numberFormat(intlLocale(language), {
    style: 'unit',
    unit: 'percent',
    maximumFractionDigits: 4,
  }).format(decimal(percent))
}

/** How the language writes a number's thousands group and its decimal point. */
export function numberSeparators(language: string | null | undefined): { group: string; decimal: string } {
  const parts = numberFormat(intlLocale(language), { useGrouping: true }).formatToParts(1234567.5)
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  }
}

/** The symbol the language writes a currency with: "R$" for BRL, "$" (English) or "US$" (Portuguese) for USD. */
export function currencySymbol(currencyCode: string, language: string | null | undefined): string {
  const parts = numberFormat(intlLocale(language), {
    style: 'currency',
    currency: currencyCode,
  }).formatToParts(0)
  return parts.find((part) => part.type === 'currency')?.value ?? currencyCode
}

// English keeps "Jan 5, 2026"; Brazilians write days as 05/01/2026.
const DATE_STYLE: Record<FormatLanguage, Intl.DateTimeFormatOptions['dateStyle']> = {
  en: 'medium',
  'pt-BR': 'short',
}

type DateInput = Date | string | number

/** A day: "Jan 5, 2026" / "05/01/2026". Without a time zone, the one this runtime is in. */
export function formatDate(date: DateInput, language: string | null | undefined, timeZone?: string): string {
  const format = formatLanguageOf(language)
  return dateFormat(intlLocale(format), { dateStyle: DATE_STYLE[format], timeZone }).format(new Date(date))
}

/** A moment with its time of day: "Jan 5, 2026, 3:04 PM" / "05/01/2026, 15:04". */
export function formatDateTime(
  date: DateInput,
  language: string | null | undefined,
  timeZone?: string,
): string {
  const format = formatLanguageOf(language)
  return dateFormat(intlLocale(format), {
    dateStyle: DATE_STYLE[format],
    timeStyle: 'short',
    timeZone,
  }).format(new Date(date))
}
