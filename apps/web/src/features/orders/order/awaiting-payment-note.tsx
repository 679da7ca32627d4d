import type { PlacedOrder } from '@lojista/contracts/sales/orders'
import { isManualPaymentMethod } from '@lojista/contracts/settings/payments'
import { pixTxid } from '@lojista/contracts/settings/pix-br-code'
import { ClockIcon } from 'lucide-react'
import { useSalesT } from '@/lib/i18n/sales'

/** Whether the order waits for a payment the customer makes by hand (Pix, deposit, cash, boleto). */
export function awaitsManualPayment(order: PlacedOrder): boolean {
  return (
    !order.cancelledAt &&
    order.financialStatus !== 'paid' &&
    order.paymentMethod != null &&
    isManualPaymentMethod(order.paymentMethod)
  )
}

/**
 * The method the customer chose at checkout, whose money staff wait for, and for Pix the identifier
 * the bank statement shows (the BR Code's txid), to match the payment to the order.
 */
export function AwaitingPaymentNote({ order }: { order: PlacedOrder }) {
  const t = useSalesT()
  if (!awaitsManualPayment(order) || !order.paymentMethod) return null
  const method = t(`paymentMethods.${order.paymentMethod}`)
  return (
    <section
      aria-labelledby="awaiting-payment-title"
      className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm dark:bg-amber-950/30 dark:text-amber-100"
    >
      <h3 id="awaiting-payment-title" className="flex items-center gap-2 font-medium">
        <ClockIcon className="size-4" aria-hidden />
        {t('orders.page.awaitingPayment', { method })}
      </h3>
      <p>{t('orders.page.awaitingPaymentHint', { method })}</p>
      {order.paymentMethod === 'pix' && <p>{t('orders.page.pixTxid', { txid: pixTxid(order.name) })}</p>}
    </section>
  )
}
