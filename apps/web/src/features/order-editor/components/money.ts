import { fromMinorUnits } from '@lojista/contracts/common/minor-units'
import { formatMoney } from '@/lib/format'

/** Minor units as the app writes money: R$1,234.50 (spec section 3: BRL in US English format). */
export function formatMinor(minor: number, currencyCode?: string): string {
  return formatMoney(fromMinorUnits(minor), currencyCode)
}
