import type { PublicOrderStatus } from '@lojista/contracts/sales/order-status'
import { formatNumber } from '@/lib/format'
import { useSalesT } from '@/lib/i18n/sales'
import { OrderTotals, showMoney } from '../../components/order-totals'

/** The order's items and totals, as it was placed. */
export function OrderLines({ order }: { order: PublicOrderStatus }) {
  const t = useSalesT()
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
            <span className="tabular-nums">{showMoney(line.total)}</span>
          </li>
        ))}
      </ul>
      <OrderTotals order={order} />
    </section>
  )
}
