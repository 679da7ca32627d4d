/** The money input speaks numbers, the API decimal text: "12.30" <-> 12.3, "" <-> null. */
export function amountToNumber(amount: string): number | null {
  const trimmed = amount.trim()
  if (trimmed === '') return null
  const value = Number(trimmed)
  return Number.isFinite(value) ? value : null
}

export function numberToAmount(value: number | null): string {
  return value == null ? '' : value.toFixed(2)
}
