import { toMinorUnits } from '@lojista/contracts/common/minor-units'
import type { PlacedOrder } from '@lojista/contracts/sales/orders'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { MoneyInput } from '@/components/ui/money-input'
import { formatMoney } from '@/lib/format'
import { useSalesTranslation } from '@/lib/i18n/sales'
import { newIdempotencyKey } from '../api/idempotency'
import { collectPayment } from '../api/orders-api'
import { useOrderAction } from './use-order-action'

interface CollectPaymentDialogProps {
  order: PlacedOrder
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Collect the balance, or part of it, under the order's payment terms. */
export function CollectPaymentDialog({ order, open, onOpenChange }: CollectPaymentDialogProps) {
  const { t } = useSalesTranslation()
  const balance = Number(order.balance.amount)
  const [amount, setAmount] = useState<number | null>(balance)
  // Mounted on opening, so one key per opening: a retry after a lost answer collects once.
  const [key] = useState(newIdempotencyKey)
  const action = useOrderAction({
    run: (value: string) => collectPayment(order.id, key, value),
    success: t('orders.page.paymentCollected'),
    failure: t('orders.page.actionFailed'),
    onSettled: (error) => {
      if (!error) onOpenChange(false)
    },
  })

  const valid = amount !== null && amount > 0 && amount <= balance
  const error =
    amount !== null && amount > balance
      ? t('orders.page.amountTooHigh', { balance: formatMoney(order.balance.amount, order.currencyCode) })
      : undefined
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('translation:common.close')}>
        <DialogHeader>
          <DialogTitle>{t('orders.page.collectTitle')}</DialogTitle>
          <DialogDescription>
            {t('orders.page.collectBody', { balance: formatMoney(order.balance.amount, order.currencyCode) })}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            if (!valid || amount === null) return
            const minor = Math.round(amount * 100)
            // The whole balance is sent as is, so the server never sees a rounding of its own amount.
            action.mutate(
              minor === toMinorUnits(order.balance.amount) ? order.balance.amount : (minor / 100).toFixed(2),
            )
          }}
        >
          <FormField id="collect-amount" label={t('orders.page.amount')} error={error}>
            <MoneyInput
              id="collect-amount"
              value={amount}
              onValueChange={setAmount}
              currencyCode={order.currencyCode}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'collect-amount-error' : undefined}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('orders.page.close')}
            </Button>
            <Button type="submit" disabled={!valid || action.isPending}>
              {action.isPending ? t('orders.page.collecting') : t('orders.page.collect')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
