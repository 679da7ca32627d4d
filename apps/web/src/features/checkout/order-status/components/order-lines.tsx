import { toMinorUnits } from '@lojista/contracts/common/minor-units'
import type { PublicOrderStatus } from '@lojista/contracts/sales/order-status'
import { formatMoney, formatNumber } from '@/lib/format'
import { useSalesT } from '@/lib/i18n/sales'

type Money = PublicOrderStatus['total']
const show = (money: Money) => formatMoney(money.amount, money.currencyCode)
const isZero = (money: Money) => toMinorUnits(money.amount) === 0

/** The order's items and totals, as it was placed. */
export function OrderLines({ order }: { order: PublicOrderStatus }) {
  const t = useSalesT()
  const rows: [label: string, value: string][] = [
    [t('publicCheckout.subtotal'), show(order.subtotal)],
    ...(isZero(order.discounts) ? [] : [[t('publicCheckout.discounts'), `−${show(order.discounts)}`]]),
    [t('publicCheckout.shipping'), isZero(order.shipping) ? t('publicCheckout.free') : show(order.shipping)],
    ...(isZero(order.tax)
      ? []
      : [[order.taxesIncluded ? t('publicCheckout.taxIncluded') : t('publicCheckout.tax'), show(order.tax)]]),
  ] as [string, string][]
  return (
    <section aria-labelledby="order-lines-title" className="grid gap-4 rounded-xl border bg-background p-4">
      <h2 id="order-lines-title" className="font-semibold text-lg">
        {t('publicCheckout.summaryTitle')}
      </h2>
      <ul className="grid gap-2">
        {order.lines.map((line, index) => (
          // Lines have no id on the public page; their order is stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
          <li key={index} className="flex justify-between gap-3 text-sm">
            <span className="min-w-0">
              <span className="tabular-nums">{formatNumber(line.quantity)} × </span>
              <span className="font-medium">{line.title}</span>
              {line.variantTitle && <span className="text-muted-foreground"> · {line.variantTitle}</span>}
            </span>
            <span className="tabular-nums">{show(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="grid gap-2 border-t pt-4 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t pt-3 font-semibold text-base">
          <dt>{t('publicCheckout.total')}</dt>
          <dd className="tabular-nums">{show(order.total)}</dd>
        </div>
      </dl>
    </section>
  )
}
