import { type ChangeEvent, type ComponentProps, useLayoutEffect, useRef, useState } from 'react'
import { DEFAULT_CURRENCY } from '@/lib/format'
import { cn } from '@/lib/utils'
import { Input } from './input'

/** Spec section 5 "Price input": prices carry two decimals. */
export const MONEY_DECIMALS = 2

const grouped = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: MONEY_DECIMALS,
  maximumFractionDigits: MONEY_DECIMALS,
})

/** The symbol money is written with in the app's (US English) formatting: R$ for BRL, $ for USD. */
export function currencySymbol(currencyCode: string = DEFAULT_CURRENCY): string {
  const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode }).formatToParts(0)
  return parts.find((part) => part.type === 'currency')?.value ?? currencyCode
}

/**
 * What the field shows while typing: digits grouped by thousands and at most two decimals. A minus sign,
 * letters and a second decimal point are dropped, so a negative or malformed price cannot be typed.
 */
export function formatMoneyDraft(text: string): string {
  const clean = text.replace(/[^\d.]/g, '')
  const dot = clean.indexOf('.')
  const whole = (dot === -1 ? clean : clean.slice(0, dot)).replace(/^0+(?=\d)/, '')
  const groupedWhole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  if (dot === -1) return groupedWhole
  const decimals = clean
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, MONEY_DECIMALS)
  return `${groupedWhole || '0'}.${decimals}`
}

/** The amount a draft stands for, or null when the field is empty. */
export function parseMoneyDraft(text: string): number | null {
  const plain = text.replace(/,/g, '')
  if (plain === '' || plain === '.') return null
  const value = Number(plain)
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : null
}

/** The amount as the field shows it at rest: "1,234.50". */
export function formatMoneyValue(value: number | null): string {
  return value == null ? '' : grouped.format(value)
}

/** Where the caret belongs after reformatting: after the same number of digits and points as before. */
function caretAfter(formatted: string, significantBefore: number): number {
  if (significantBefore === 0) return 0
  let seen = 0
  for (let index = 0; index < formatted.length; index += 1) {
    if (/[\d.]/.test(formatted[index]!)) seen += 1
    if (seen === significantBefore) return index + 1
  }
  return formatted.length
}

export interface MoneyInputProps
  extends Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'> {
  value: number | null
  onValueChange: (value: number | null) => void
  currencyCode?: string
  /** Shows the currency symbol before the amount (the spec's currency-type price input). */
  showCurrency?: boolean
}

/**
 * A price field: no negatives, two fixed decimals, thousand separators and the currency symbol in front.
 * It reports the amount as a number (null when empty) on every keystroke and shows "1,234.50" once left.
 */
export function MoneyInput({
  value,
  onValueChange,
  currencyCode = DEFAULT_CURRENCY,
  showCurrency = true,
  className,
  onFocus,
  onBlur,
  ...props
}: MoneyInputProps) {
  const [draft, setDraft] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const caret = useRef<number | null>(null)
  const shown = draft ?? formatMoneyValue(value)

  useLayoutEffect(() => {
    if (caret.current == null || !input.current) return
    input.current.setSelectionRange(caret.current, caret.current)
    caret.current = null
  })

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value
    const before = raw.slice(0, event.target.selectionStart ?? raw.length).replace(/[^\d.]/g, '').length
    const next = formatMoneyDraft(raw)
    caret.current = caretAfter(next, before)
    setDraft(next)
    onValueChange(parseMoneyDraft(next))
  }

  const symbol = showCurrency ? currencySymbol(currencyCode) : null
  return (
    <div className="relative w-full">
      {symbol && (
        <span
          aria-hidden
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground text-sm"
        >
          {symbol}
        </span>
      )}
      <Input
        ref={input}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={shown}
        onChange={onChange}
        onFocus={(event) => {
          setDraft(shown)
          onFocus?.(event)
        }}
        onBlur={(event) => {
          setDraft(null)
          onBlur?.(event)
        }}
        className={cn('tabular-nums', symbol && (symbol.length > 1 ? 'pl-10' : 'pl-7'), className)}
        {...props}
      />
    </div>
  )
}
