import { type ComponentProps, type KeyboardEvent, useState } from 'react'
import { cn } from '@/lib/utils'
import { Input } from './input'

export interface NumberInputProps
  extends Omit<
    ComponentProps<'input'>,
    'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step' | 'inputMode'
  > {
  value: number | null
  onValueChange: (value: number | null) => void
  min?: number
  max?: number
  step?: number
  /** Whole numbers only, such as quantities. */
  integer?: boolean
  /** Brings a value outside min/max back inside when the field is left (on by default). */
  clampOnBlur?: boolean
}

const INTEGER = /^-?\d+$/
const DECIMAL = /^-?(\d+\.?\d*|\.\d+)$/

/** The number typed, or undefined when the text is not one (which the field then ignores). */
export function parseNumberText(text: string, integer: boolean): number | null | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return null
  if (!(integer ? INTEGER : DECIMAL).test(trimmed)) return undefined
  const value = Number(trimmed)
  return Number.isFinite(value) ? value : undefined
}

function clamp(value: number, min?: number, max?: number): number {
  return Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min ?? Number.NEGATIVE_INFINITY, value))
}

/**
 * A spin button for numbers. Text that is not a number is ignored (the field goes back to the last number
 * when left); arrow keys step by `step` within min and max. Typed numbers are reported as they are, so a
 * caller can act on 0 (the order editor removes a line whose quantity drops to 0).
 */
export function NumberInput({
  value,
  onValueChange,
  min,
  max,
  step = 1,
  integer = false,
  clampOnBlur = true,
  className,
  onBlur,
  onKeyDown,
  ...props
}: NumberInputProps) {
  const [draft, setDraft] = useState<string | null>(null)
  const shown = draft ?? (value == null ? '' : String(value))

  const stepBy = (direction: 1 | -1) => {
    const next = clamp((value ?? min ?? 0) + direction * step, min, max)
    setDraft(null)
    onValueChange(integer ? Math.round(next) : next)
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event)
    if (event.defaultPrevented) return
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault()
      stepBy(event.key === 'ArrowUp' ? 1 : -1)
    }
  }

  return (
    <Input
      type="text"
      role="spinbutton"
      inputMode={integer ? 'numeric' : 'decimal'}
      autoComplete="off"
      aria-valuenow={value ?? undefined}
      aria-valuemin={min}
      aria-valuemax={max}
      value={shown}
      onChange={(event) => {
        setDraft(event.target.value)
        const parsed = parseNumberText(event.target.value, integer)
        if (parsed !== undefined) onValueChange(parsed)
      }}
      onKeyDown={handleKeyDown}
      onBlur={(event) => {
        setDraft(null)
        if (clampOnBlur && value != null) {
          const clamped = clamp(value, min, max)
          if (clamped !== value) onValueChange(clamped)
        }
        onBlur?.(event)
      }}
      className={cn('tabular-nums', className)}
      {...props}
    />
  )
}
