/** Spec section 3: money defaults to BRL and is formatted in US English. */
export const DEFAULT_CURRENCY = 'BRL'

export function formatMoney(amount: number | string, currencyCode: string = DEFAULT_CURRENCY): string {
  const value = typeof amount === 'string' ? Number(amount) : amount
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode }).format(value)
}

/** Dates read like "Jan 5, 2026" (the spec's MMM d, y). */
export function formatDate(date: Date | string | number): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(date),
  )
}

const sizeUnits = ['B', 'KB', 'MB', 'GB'] as const

/** File sizes in base 1024, as the spec's content area shows them. */
export function formatFileSize(bytes: number): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < sizeUnits.length - 1) {
    value /= 1024
    unit += 1
  }
  const rounded = unit === 0 ? value : Math.round(value * 10) / 10
  return `${rounded} ${sizeUnits[unit]}`
}

/** Two letters for an avatar without a picture: "Ana Souza" becomes "AS". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const first = parts[0]?.[0] ?? ''
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''
  return (first + last).toUpperCase() || '?'
}

/** A moment with its time of day, "Jan 5, 2026, 3:04 PM", for timelines and sent emails. */
export function formatDateTime(date: Date | string | number): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(date))
}
