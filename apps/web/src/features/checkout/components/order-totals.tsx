import { toMinorUnits } from '@lojista/contracts/common/minor-units'
import type { PublicCheckout } from '@lojista/contracts/sales/checkout'
import { formatMoney } from '@/lib/format'
import { useSalesT } from '@/lib/i18n/sales'

type Money = PublicCheckout['total']
/** An order's figures as the customer's pages show them (the checkout and the order's status page). */
export type OrderFigures = Pick<
  PublicCheckout,
  'subtotal' | 'discounts' | 'shipping' | 'tax' | 'taxesIncluded' | 'total'
>

export const showMoney = (money: Money) => formatMoney(money.amount, money.currencyCode)
const isZero = (money: Money) => toMinorUnits(money.amount) === 0

/**
 * The figures under an order's lines: the subtotal, its discounts and tax when there are any, shipping
 * (free, or `shippingText` while the customer has yet to choose it), and the total.
 */
export function OrderTotals({
  order,
  shippingText,
}: {
  order: OrderFigures
  shippingText?: string | undefined
}) {
  const t = useSalesT()
  const rows: [label: string, value: string][] = [
    [t('publicCheckout.subtotal'), showMoney(order.subtotal)],
    ...(isZero(order.discounts)
      ? []
      : [[t('publicCheckout.discounts'), `−${showMoney(order.discounts)}`] as [string, string]]),
    [
      t('publicCheckout.shipping'),
      shippingText ?? (isZero(order.shipping) ? t('publicCheckout.free') : showMoney(order.shipping)),
    ],
    ...(isZero(order.tax)
      ? []
      : [
          [
            order.taxesIncluded ? t('publicCheckout.taxIncluded') : t('publicCheckout.tax'),
            showMoney(order.tax),
          ] as [string, string],
        ]),
  ]
  return (
    <dl className="grid gap-2 border-t pt-4 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="tabular-nums">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-3 border-t pt-3 font-semibold text-base">
        <dt>{t('publicCheckout.total')}</dt>
        <dd className="tabular-nums">{showMoney(order.total)}</dd>
      </div>
    </dl>
  )
}
