import type { PublicCheckout } from '@lojista/contracts/sales/checkout'
import { formatMoney } from '@/lib/format'
import { useStorefrontT } from '../i18n/storefront-i18n'

type Line = PublicCheckout['lines'][number]

/**
 * A line's price on the checkout page, with its compare-at price struck through above it when the store
 * shows compare-at prices (Settings → Pricing) and the line has one above its price.
 */
export function LinePrice({ line, showCompareAt }: { line: Line; showCompareAt: boolean }) {
  const t = useStorefrontT()
  const compareAt = showCompareAt ? line.compareAtTotal : null
  const price = formatMoney(line.discountedTotal.amount, line.discountedTotal.currencyCode)
  if (!compareAt) return <span className="text-sm tabular-nums">{price}</span>
  const was = formatMoney(compareAt.amount, compareAt.currencyCode)
  return (
    <span className="grid justify-items-end text-sm tabular-nums">
      <s className="text-muted-foreground text-xs" data-testid="compare-at-price">
        <span className="sr-only">{t('compareAt')} </span>
        {was}
      </s>
      <span>{price}</span>
    </span>
  )
}
