import { zodResolver } from '@hookform/resolvers/zod'
import { fromMinorUnits, toMinorUnits } from '@lojista/contracts/common/minor-units'
import { collectPaymentFormSchema } from '@lojista/contracts/sales/order-action-forms'
import type { PlacedOrder } from '@lojista/contracts/sales/orders'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Form } from '@/components/form/form'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { formatMoney } from '@/lib/format'
import { useSalesT } from '@/lib/i18n/sales'
import { newIdempotencyKey } from '../api/idempotency'
import { collectPayment } from '../api/orders-api'
import { ActionDialogFooter } from './action-dialog-footer'
import { AmountField, amountMessages } from './amount-field'
import { useOrderAction } from './use-order-action'

interface CollectPaymentDialogProps {
  order: PlacedOrder
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Collect the balance, or part of it, under the order's payment terms. */
export function CollectPaymentDialog({ order, open, onOpenChange }: CollectPaymentDialogProps) {
  const t = useSalesT()
  const balanceMinor = toMinorUnits(order.balance.amount)
  const balance = formatMoney(order.balance.amount, order.currencyCode)
  // Starts at the whole balance; errors show as the amount is typed, as the limit is known.
  const form = useForm({
    resolver: zodResolver(collectPaymentFormSchema(balanceMinor)),
    defaultValues: { amount: fromMinorUnits(balanceMinor) as string | null },
    mode: 'onChange',
  })
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

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('translation:common.close')}>
        <DialogHeader>
          <DialogTitle>{t('orders.page.collectTitle')}</DialogTitle>
          <DialogDescription>{t('orders.page.collectBody', { balance })}</DialogDescription>
        </DialogHeader>
        <Form
          form={form}
          className="grid gap-4"
          translate={amountMessages(t('orders.page.amountTooHigh', { balance }))}
          onSubmit={({ amount }) => action.mutateAsync(amount)}
        >
          <AmountField
            id="collect-amount"
            label={t('orders.page.amount')}
            currencyCode={order.currencyCode}
          />
          <ActionDialogFooter
            onClose={() => onOpenChange(false)}
            ready={form.formState.isValid}
            pending={action.isPending}
            submitLabel={t('orders.page.collect')}
            pendingLabel={t('orders.page.collecting')}
          />
        </Form>
      </DialogContent>
    </Dialog>
  )
}
