import { ClockIcon } from 'lucide-react'
import { formatMoney } from '@/lib/format'
import { useSalesT } from '@/lib/i18n/sales'
import type { PaidCheckout } from '../api/public-checkout-api'
import { CheckoutNotice } from './checkout-notice'
import { PixPayment } from './pix-payment'

/**
 * The order is placed with a manual method and waits for the money: what the customer pays, how (the
 * store's instructions, the Pix code and QR), and that the store confirms once it arrives.
 */
export function PaymentPending({
  placed,
  payment,
}: {
  placed: PaidCheckout
  payment: NonNullable<PaidCheckout['payment']>
}) {
  const t = useSalesT()
  const total = formatMoney(placed.total.amount, placed.total.currencyCode)
  return (
    <CheckoutNotice icon={ClockIcon} title={t('publicCheckout.pendingTitle', { name: placed.orderName })}>
      <p>
        {t('publicCheckout.pendingBody', {
          total,
          method: t(`paymentMethods.${payment.method}`),
        })}
      </p>
      {payment.pix && <PixPayment code={payment.pix.code} txid={payment.pix.txid} total={total} />}
      {payment.instructions && (
        <p className="whitespace-pre-line rounded-md border bg-muted/50 p-3 text-left text-foreground text-sm">
          {payment.instructions}
        </p>
      )}
      <p className="text-sm">{t('publicCheckout.pendingAfter')}</p>
    </CheckoutNotice>
  )
}
