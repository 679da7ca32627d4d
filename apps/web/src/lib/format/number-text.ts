import { currencySymbol, formatDecimal, numberSeparators } from '@lojista/contracts/common/locale-format'

// What people type into number fields, read in the interface language: "1.234,56" is one thousand two
// hundred and thirty-four in Portuguese, "1,234.56" in English. The result is decimal text ("1234.56"),
// never a float, so money goes to the API digit for digit.

export type NumberKind = 'money' | 'quantity' | 'weight' | 'percent'

/** How many decimals each kind keeps: cents, whole units, grams of a kilogram, ten-thousandths of a percent. */
export const KIND_DECIMALS: Record<NumberKind, number> = { money: 2, quantity: 0, weight: 3, percent: 4 }

/** Wider numbers than this are refused: the API keeps 13 digits of money, and steps stay exact integers. */
const MAX_INTEGER_DIGITS = 13

export type NumberTextProblem = 'notANumber' | 'tooManyDecimals' | 'negative' | 'tooLarge'

/** `value` is decimal text with a dot ("-12.5", "49.90" for money) or null for an empty field. */
export type ParsedNumberText = { ok: true; value: string | null } | { ok: false; problem: NumberTextProblem }

export interface NumberTextOptions {
  kind: NumberKind
  /** The interface language whose separators the text uses. */
  language: string
  allowNegative?: boolean
  /** Money's symbol and code may be typed or pasted with the amount ("R$ 19,99", "BRL 19.99"). */
  currencyCode?: string
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The signs that may stand before or after the number, longest first so "US$" wins over "$". */
function affixesOf({ kind, language, currencyCode }: NumberTextOptions): string[] {
  if (kind === 'percent') return ['%']
  if (kind !== 'money' || !currencyCode) return []
  const symbols = [currencySymbol(currencyCode, language), currencyCode, currencySymbol(currencyCode, 'en')]
  return [...new Set(symbols.map((symbol) => symbol.replace(/\s/g, '')))].sort((a, b) => b.length - a.length)
}

/** Digits with thousands groups in the right places: "1.234.567", never "0.250" (the separator given). */
function isGrouped(text: string, group: string): boolean {
  return new RegExp(`^[1-9]\\d{0,2}(${escapeRegExp(group)}\\d{3})+$`).test(text)
}

/**
 * Reads a typed number. The language's decimal separator is the decimal point and its group separator
 * may group thousands; a lone group separator that cannot be grouping ("49.90" in Portuguese, "49,9" in
 * English) is taken as the decimal point people of the other habit meant.
 */
export function parseNumberText(text: string, options: NumberTextOptions): ParsedNumberText {
  const { kind, language, allowNegative = true } = options
  const compact = text.replace(/\s/g, '').replace(/\u2212/g, '-')
  if (compact === '') return { ok: true, value: null }
  const affix = affixesOf(options).map(escapeRegExp).join('|')
  const shape = affix ? new RegExp(`^(-?)(?:${affix})?(-?)(.*?)(?:${affix})?$`, 'i') : /^(-?)()(.*)$/
  const [, signBefore = '', signAfter = '', body = ''] = compact.match(shape) ?? []
  if (signBefore && signAfter) return { ok: false, problem: 'notANumber' }
  const { group, decimal } = numberSeparators(language)
  if (
    !new RegExp(`^[\\d${escapeRegExp(group + decimal)}]*\\d[\\d${escapeRegExp(group + decimal)}]*$`).test(
      body,
    )
  ) {
    return { ok: false, problem: 'notANumber' }
  }

  let whole = body
  let fraction = ''
  const decimals = body.split(decimal).length - 1
  const groups = body.split(group).length - 1
  if (decimals > 1) return { ok: false, problem: 'notANumber' }
  if (decimals === 1) {
    ;[whole = '', fraction = ''] = body.split(decimal)
    if (fraction.includes(group)) return { ok: false, problem: 'notANumber' }
    if (whole.includes(group)) {
      if (!isGrouped(whole, group)) return { ok: false, problem: 'notANumber' }
      whole = whole.split(group).join('')
    }
  } else if (groups > 0) {
    if (isGrouped(body, group)) whole = body.split(group).join('')
    else if (groups === 1) [whole = '', fraction = ''] = body.split(group)
    else return { ok: false, problem: 'notANumber' }
  }

  const digits = fraction.replace(/0+$/, '')
  if (digits.length > KIND_DECIMALS[kind]) return { ok: false, problem: 'tooManyDecimals' }
  const units = whole.replace(/^0+(?=\d)/, '') || '0'
  if (units.length > MAX_INTEGER_DIGITS) return { ok: false, problem: 'tooLarge' }
  const zero = units === '0' && digits === ''
  const negative = Boolean(signBefore || signAfter) && !zero
  if (negative && !allowNegative) return { ok: false, problem: 'negative' }
  const shown = kind === 'money' ? digits.padEnd(KIND_DECIMALS.money, '0') : digits
  return { ok: true, value: `${negative ? '-' : ''}${units}${shown ? `.${shown}` : ''}` }
}

/** Decimal text as the field shows it at rest: "1.234,50" (money keeps its two decimals) or "12,5". */
export function formatNumberText(value: string | null, kind: NumberKind, language: string): string {
  if (value == null || value === '') return ''
  const decimals = KIND_DECIMALS[kind]
  return formatDecimal(value, language, {
    minimumFractionDigits: kind === 'money' ? decimals : 0,
    maximumFractionDigits: decimals,
  })
}

/** Decimal text as an integer count of the kind's smallest step: "12.5" percent is 125000. Exact. */
export function toScaled(value: string, kind: NumberKind): number {
  const [, sign, units = '0', digits = ''] = value.match(/^(-?)(\d+)(?:\.(\d+))?$/) ?? []
  const decimals = KIND_DECIMALS[kind]
  const scaled = Number(units) * 10 ** decimals + Number(digits.padEnd(decimals, '0') || '0')
  return sign ? -scaled : scaled
}

/** The way back from `toScaled`: 125000 is "12.5" percent, 4990 is "49.90" money. */
export function fromScaled(scaled: number, kind: NumberKind): string {
  const decimals = KIND_DECIMALS[kind]
  const abs = Math.abs(scaled)
  const divisor = 10 ** decimals
  const digits = String(abs % divisor).padStart(decimals, '0')
  const shown = kind === 'money' ? digits : digits.replace(/0+$/, '')
  return `${scaled < 0 ? '-' : ''}${Math.floor(abs / divisor)}${shown ? `.${shown}` : ''}`
}

/**
 * A number the API sends as a JSON number (a variant's weight), as the field's decimal text: 0.3 is
 * "0.3", rounded to the kind's decimals so a float's tail (0.30000000000000004) never shows.
 */
export function decimalTextOf(value: number, kind: NumberKind): string {
  return fromScaled(Math.round(value * 10 ** KIND_DECIMALS[kind]), kind)
}
