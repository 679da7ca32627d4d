import type { Money } from '@lojista/contracts'

/**
 * A line's compare-at price times its quantity, as the checkout strikes it through beside the line's
 * price: only when the variant had one above the price it was added at (a lower one says nothing).
 */
export function compareAtTotalOf(
  line: { compareAtPriceMinor: number | null; unitPriceMinor: number; quantity: number },
  money: (minor: number) => Money,
): Money | null {
  const { compareAtPriceMinor: compareAt, unitPriceMinor, quantity } = line
  return compareAt !== null && compareAt > unitPriceMinor ? money(compareAt * quantity) : null
}
