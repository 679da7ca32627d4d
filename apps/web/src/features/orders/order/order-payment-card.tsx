import { toMinorUnits } from '@lojista/contracts/common/minor-units'
import type { PlacedOrder } from '@lojista/contracts/sales/orders'
import { useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { formatDate, formatMoney, formatPercent } from '@/lib/format'
import { paymentTermName } from '@/lib/format/display-names'
import { useSalesT } from '@/lib/i18n/sales'
import { useIdempotencyKey } from '../api/idempotency'
import { collectPayment } from '../api/orders-api'
import { FinancialStatusBadge } from '../components/status-badges'
import { AwaitingPaymentNote, awaitsManualPayment } from './awaiting-payment-note'
import { CollectPaymentDialog } from './collect-payment-dialog'
import { RefundDialog, refundableMinor } from './refund-dialog'
import { useOrderAction } from './use-order-action'

type Money = PlacedOrder['total']
const show = (money: Money) => formatMoney(money.amount, money.currencyCode)
const isZero = (money: Money) => toMinorUnits(money.amount) === 0

/** Totals, terms and schedule, what was paid and what is left, and the ways to collect it. */
export function OrderPaymentCard({ order }: { order: PlacedOrder }) {
  const t = useSalesT()
  const [collecting, setCollecting] = useState(false)
  const [refunding, setRefunding] = useState(false)
  const key = useIdempotencyKey()
  const markPaid = useOrderAction({
    run: () => collectPayment(order.id, key.current()),
    success: t('orders.page.markedPaid'),
    failure: t('orders.page.actionFailed'),
    onSettled: key.settle,
  })

  const hasBalance = toMinorUnits(order.balance.amount) > 0 && !order.cancelledAt
  const canRefund = refundableMinor(order) > 0
  const schedule = order.paymentTerm?.paymentSchedules.edges[0]?.node
  const dueAt = order.dueAt ?? schedule?.dueAt ?? null
  const overdue = hasBalance && dueAt !== null && new Date(dueAt).getTime() < Date.now()
  const tax = order.taxLines[0]

  const rows: [label: string, detail: string | null, value: string][] = [
    [t('orders.page.subtotal'), t('orders.itemCount', { count: order.totalQuantity }), show(order.subtotal)],
  ]
  if (!isZero(order.totalDiscounts))
    rows.push([
      t('orders.page.discount'),
      order.appliedDiscount?.title || null,
      `−${show(order.totalDiscounts)}`,
    ])
  if (order.shippingLine)
    rows.push([t('orders.page.shipping'), order.shippingLine.title, show(order.totalShipping)])
  if (tax)
    rows.push([
      t('orders.page.tax'),
      order.taxesIncluded
        ? t('orders.page.taxRateIncluded', { rate: formatPercent(tax.rate) })
        : t('orders.page.taxRate', { rate: formatPercent(tax.rate) }),
      show(order.totalTax),
    ])

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>{t('orders.page.payment')}</CardTitle>
        <FinancialStatusBadge status={order.financialStatus} />
      </CardHeader>
      <CardContent className="grid gap-4">
        <AwaitingPaymentNote order={order} />
        <dl className="grid gap-2 text-sm">
          {rows.map(([label, detail, value]) => (
            <div key={label} className="grid grid-cols-[8rem_1fr_auto] gap-3">
              <dt>{label}</dt>
              <dd className="truncate text-muted-foreground">{detail}</dd>
              <dd className="text-right tabular-nums">{value}</dd>
            </div>
          ))}
          <div className="grid grid-cols-[1fr_auto] gap-3 border-t pt-2 font-semibold">
            <dt>{t('orders.page.total')}</dt>
            <dd className="tabular-nums">{show(order.total)}</dd>
          </div>
          <div className="grid grid-cols-[1fr_auto] gap-3">
            <dt>{t('orders.page.paid')}</dt>
            <dd className="tabular-nums">{show(order.paid)}</dd>
          </div>
          {!isZero(order.refunded) && (
            <div className="grid grid-cols-[1fr_auto] gap-3">
              <dt>{t('orders.refund.refunded')}</dt>
              <dd className="tabular-nums" data-testid="order-refunded">
                −{show(order.refunded)}
              </dd>
            </div>
          )}
          <div className="grid grid-cols-[1fr_auto] gap-3 font-medium">
            <dt>{t('orders.page.balance')}</dt>
            <dd className="tabular-nums" data-testid="order-balance">
              {show(order.balance)}
            </dd>
          </div>
        </dl>
        {order.paymentTerm && (
          <section
            aria-labelledby="terms-title"
            className="grid gap-1 rounded-md border bg-muted/40 p-3 text-sm"
          >
            <h3 id="terms-title" className="font-medium">
              {t('orders.page.terms', { name: paymentTermName(order.paymentTerm) })}
            </h3>
            {schedule && (
              <p className="text-muted-foreground">
                {t('orders.page.issued', { date: formatDate(schedule.issuedAt) })}
              </p>
            )}
            {dueAt ? (
              <p className="flex flex-wrap items-center gap-2">
                <span data-testid="order-due-date">
                  {t('orders.page.dueOn', { date: formatDate(dueAt) })}
                </span>
                {overdue && <Badge variant="destructive">{t('orders.page.overdue')}</Badge>}
              </p>
            ) : (
              <p className="text-muted-foreground">{t(`orders.page.dueWhen.${order.paymentTerm.type}`)}</p>
            )}
          </section>
        )}
      </CardContent>
      {(hasBalance || canRefund) && (
        <CardFooter className="flex-wrap justify-end gap-2">
          {canRefund && (
            <Button variant="outline" onClick={() => setRefunding(true)}>
              {t('orders.refund.open')}
            </Button>
          )}
          {hasBalance && (
            <>
              <Button variant="outline" onClick={() => setCollecting(true)}>
                {t('orders.page.collectBalance')}
              </Button>
              <Button onClick={() => markPaid.mutate(undefined)} disabled={markPaid.isPending}>
                {markPaid.isPending
                  ? t('orders.page.collecting')
                  : t(awaitsManualPayment(order) ? 'orders.page.markReceived' : 'orders.page.markAsPaid')}
              </Button>
            </>
          )}
        </CardFooter>
      )}
      {collecting && <CollectPaymentDialog order={order} open onOpenChange={setCollecting} />}
      {refunding && <RefundDialog order={order} onOpenChange={setRefunding} />}
    </Card>
  )
}
