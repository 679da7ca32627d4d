import { fromMinorUnits } from '@lojista/contracts/common/minor-units'
import { formatMoney } from '@/lib/format'

/** Minor units as the app writes money in the interface language: R$ 1.234,50 / R$1,234.50. */
export function formatMinor(minor: number, currencyCode?: string): string {
  return formatMoney(fromMinorUnits(minor), currencyCode)
}
