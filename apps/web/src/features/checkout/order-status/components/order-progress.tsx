import type { PublicOrderStatus } from '@lojista/contracts/sales/order-status'
import { CircleCheckIcon, ClockIcon, PackageIcon, TruckIcon } from 'lucide-react'
import { formatMoney } from '@/lib/format'
import { useSalesT } from '@/lib/i18n/sales'
import { PixPayment } from '../../components/pix-payment'
import { useOrderStatusT } from '../i18n/order-status-i18n'

/** Where the order stands: its payment (with what to pay while it is awaited) and its delivery. */
export function OrderProgress({ order }: { order: PublicOrderStatus }) {
  const t = useOrderStatusT()
  const sales = useSalesT()
  const total = formatMoney(order.total.amount, order.total.currencyCode)
  const method = order.paymentMethod ? sales(`paymentMethods.${order.paymentMethod}`) : null
  const paid = order.financialStatus === 'paid'
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <section
          aria-labelledby="order-payment-title"
          className="grid content-start gap-1 rounded-xl border bg-background p-4"
        >
          <h2 id="order-payment-title" className="text-muted-foreground text-sm">
            {t('paymentTitle')}
          </h2>
          <p className="flex items-center gap-2 font-semibold" data-testid="order-payment-status">
            {paid ? (
              <CircleCheckIcon className="size-5 text-emerald-600" aria-hidden />
            ) : (
              <ClockIcon className="size-5 text-amber-600" aria-hidden />
            )}
            {t(`financial.${order.financialStatus}`)}
          </p>
          {paid && method && <p className="text-muted-foreground text-sm">{t('paidWith', { method })}</p>}
        </section>
        <section
          aria-labelledby="order-fulfillment-title"
          className="grid content-start gap-1 rounded-xl border bg-background p-4"
        >
          <h2 id="order-fulfillment-title" className="text-muted-foreground text-sm">
            {t('fulfillmentTitle')}
          </h2>
          <p className="flex items-center gap-2 font-semibold" data-testid="order-fulfillment-status">
            {order.fulfillmentStatus === 'unfulfilled' ? (
              <PackageIcon className="size-5 text-muted-foreground" aria-hidden />
            ) : (
              <TruckIcon className="size-5 text-emerald-600" aria-hidden />
            )}
            {t(`fulfillment.${order.fulfillmentStatus}`)}
          </p>
        </section>
      </div>
      {order.payment && (
        <section className="grid gap-3 rounded-xl border bg-background p-4" data-testid="order-payment-due">
          <p className="font-medium">
            {t('payWith', { total, method: sales(`paymentMethods.${order.payment.method}`) })}
          </p>
          {order.payment.pix && (
            <PixPayment code={order.payment.pix.code} txid={order.payment.pix.txid} total={total} />
          )}
          {order.payment.instructions && (
            <p className="whitespace-pre-line rounded-md border bg-muted/50 p-3 text-sm">
              {order.payment.instructions}
            </p>
          )}
          <p className="text-muted-foreground text-sm">{sales('publicCheckout.pendingAfter')}</p>
        </section>
      )}
    </div>
  )
}
