import { type ComponentProps, type KeyboardEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currencySymbol, DEFAULT_CURRENCY } from '@/lib/format'
import {
  formatNumberText,
  fromScaled,
  KIND_DECIMALS,
  type NumberKind,
  parseNumberText,
  toScaled,
} from '@/lib/format/number-text'
import { cn } from '@/lib/utils'
import { Input } from './input'

interface CommonProps
  extends Omit<
    ComponentProps<'input'>,
    'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step' | 'inputMode'
  > {
  /** Bounds in the value's own unit (reais, units, kilograms, percent); a min below 0 allows negatives. */
  min?: number
  max?: number
  /** What an arrow key adds or takes away, in the value's unit. */
  step?: number
  /** Brings a value outside min/max back inside when the field is left (on by default). */
  clampOnBlur?: boolean
  /** Money's currency, whose symbol stands before the amount. */
  currencyCode?: string
  showCurrency?: boolean
}

/** Quantities are whole numbers; every other kind is exact decimal text ("49.90", "12.5"), never a float. */
export type NumberInputProps = CommonProps &
  (
    | { kind: 'quantity'; value: number | null; onValueChange: (value: number | null) => void }
    | {
        kind: Exclude<NumberKind, 'quantity'>
        value: string | null
        onValueChange: (value: string | null) => void
      }
  )

function clampScaled(scaled: number, kind: NumberKind, min?: number, max?: number): number {
  const factor = 10 ** KIND_DECIMALS[kind]
  const low = min === undefined ? Number.NEGATIVE_INFINITY : Math.round(min * factor)
  const high = max === undefined ? Number.POSITIVE_INFINITY : Math.round(max * factor)
  return Math.min(high, Math.max(low, scaled))
}

/**
 * The one field for numbers people type: money, quantities, weights and percentages. It reads and shows
 * them in the interface language ("1.234,56" in Portuguese, "1,234.56" in English; a pasted "R$ 19,99"
 * too). Text that is not a number of its kind is flagged and ignored: the field keeps reporting the last
 * number and shows it again when left. Typed numbers are reported as they are, so a caller can act on 0
 * (the order editor removes a line whose quantity drops to 0). Arrow keys step all kinds but money.
 */
export function NumberInput(props: NumberInputProps) {
  const {
    kind,
    value: _value,
    onValueChange: _onValueChange,
    min,
    max,
    step = 1,
    clampOnBlur = true,
    currencyCode = DEFAULT_CURRENCY,
    showCurrency = true,
    className,
    onBlur,
    onKeyDown,
    'aria-invalid': ariaInvalid,
    ...rest
  } = props
  const { i18n } = useTranslation()
  const language = i18n.language
  const [draft, setDraft] = useState<string | null>(null)
  const [unreadable, setUnreadable] = useState(false)

  const current: string | null =
    props.kind === 'quantity' ? (props.value == null ? null : String(props.value)) : props.value
  const report = (next: string | null) => {
    if (props.kind === 'quantity') props.onValueChange(next == null ? null : Number(next))
    else props.onValueChange(next)
  }
  // Prices are never negative unless a caller says so; other kinds take a minus unless min forbids it.
  const allowNegative = min !== undefined ? min < 0 : kind !== 'money'
  const shown = draft ?? formatNumberText(current, kind, language)

  const stepBy = (direction: 1 | -1) => {
    const base =
      current == null ? Math.round((min ?? 0) * 10 ** KIND_DECIMALS[kind]) : toScaled(current, kind)
    const stepped = base + direction * Math.round(step * 10 ** KIND_DECIMALS[kind])
    setDraft(null)
    setUnreadable(false)
    report(fromScaled(clampScaled(stepped, kind, min, max), kind))
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event)
    if (event.defaultPrevented || kind === 'money') return
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault()
      stepBy(event.key === 'ArrowUp' ? 1 : -1)
    }
  }

  const symbol = kind === 'money' && showCurrency ? currencySymbol(currencyCode) : null
  const spin = kind !== 'money'
  const input = (
    <Input
      type="text"
      role={spin ? 'spinbutton' : undefined}
      inputMode={allowNegative ? 'text' : kind === 'quantity' ? 'numeric' : 'decimal'}
      autoComplete="off"
      aria-valuenow={spin && current != null ? Number(current) : undefined}
      aria-valuetext={spin && current != null ? formatNumberText(current, kind, language) : undefined}
      aria-valuemin={spin ? min : undefined}
      aria-valuemax={spin ? max : undefined}
      aria-invalid={ariaInvalid || unreadable || undefined}
      value={shown}
      onChange={(event) => {
        setDraft(event.target.value)
        const parsed = parseNumberText(event.target.value, { kind, language, allowNegative, currencyCode })
        setUnreadable(!parsed.ok)
        if (parsed.ok) report(parsed.value)
      }}
      onKeyDown={handleKeyDown}
      onBlur={(event) => {
        setDraft(null)
        setUnreadable(false)
        if (clampOnBlur && current != null) {
          const scaled = toScaled(current, kind)
          const clamped = clampScaled(scaled, kind, min, max)
          if (clamped !== scaled) report(fromScaled(clamped, kind))
        }
        onBlur?.(event)
      }}
      className={cn('tabular-nums', symbol && (symbol.length > 1 ? 'pl-10' : 'pl-7'), className)}
      {...rest}
    />
  )
  if (!symbol) return input
  return (
    <div className="relative w-full">
      <span
        aria-hidden
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground text-sm"
      >
        {symbol}
      </span>
      {input}
    </div>
  )
}
