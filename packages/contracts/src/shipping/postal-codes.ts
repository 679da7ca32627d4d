/**
 * Brazil's postal code (CEP): eight digits, written `01310-100` or `01310100`. Ranges compare the digits,
 * so a range and an address agree however either was typed.
 */
export function cepDigits(value: string): string | null {
  const match = value.trim().match(/^(\d{5})-?(\d{3})$/)
  return match ? `${match[1]}${match[2]}` : null
}

/** `01310100` or `01310-100` -> `01310-100`; null when it is not a CEP. */
export function formatCep(value: string): string | null {
  const digits = cepDigits(value)
  return digits && `${digits.slice(0, 5)}-${digits.slice(5)}`
}

export interface PostalCodeRange {
  from: string
  to: string
}

/** Whether a CEP is inside any of the ranges, both bounds included. */
export function cepInRanges(postalCode: string, ranges: readonly PostalCodeRange[]): boolean {
  const cep = cepDigits(postalCode)
  if (!cep) return false
  return ranges.some((range) => {
    const from = cepDigits(range.from)
    const to = cepDigits(range.to)
    return from !== null && to !== null && from <= cep && cep <= to
  })
}
