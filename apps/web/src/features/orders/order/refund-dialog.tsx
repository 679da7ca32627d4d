import { zodResolver } from '@hookform/resolvers/zod'
import { fromMinorUnits, toMinorUnits } from '@lojista/contracts/common/minor-units'
import { refundFormSchema } from '@lojista/contracts/sales/order-action-forms'
import type { PlacedOrder, RefundMethod } from '@lojista/contracts/sales/orders'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { SelectField } from '@/components/form/select-field'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { formatMoney } from '@/lib/format'
import { useSalesT } from '@/lib/i18n/sales'
import { newIdempotencyKey } from '../api/idempotency'
import { refundOrder } from '../api/orders-api'
import { ActionDialogFooter } from './action-dialog-footer'
import { AmountField, amountMessages } from './amount-field'
import { useOrderAction } from './use-order-action'

const methods: RefundMethod[] = ['original', 'pix', 'bank_transfer', 'cash', 'store_credit', 'other']

/** Minor units collected on the order and not given back yet. */
export function refundableMinor(order: PlacedOrder): number {
  return toMinorUnits(order.paid.amount) - toMinorUnits(order.refunded.amount)
}

interface RefundDialogProps {
  order: PlacedOrder
  onOpenChange: (open: boolean) => void
}

/**
 * Records a refund: how much went back to the customer and how. Separate from cancelling, so the order
 * never claims money went back when it did not.
 */
export function RefundDialog({ order, onOpenChange }: RefundDialogProps) {
  const t = useSalesT()
  const refundable = refundableMinor(order)
  const refundableText = formatMoney(fromMinorUnits(refundable), order.currencyCode)
  const form = useForm({
    resolver: zodResolver(refundFormSchema(refundable)),
    defaultValues: {
      amount: fromMinorUnits(refundable) as string | null,
      method: 'pix' as RefundMethod,
      note: '',
    },
    mode: 'onChange',
  })
  // Mounted on opening, so one key per opening: a retry after a lost answer refunds once.
  const [key] = useState(newIdempotencyKey)
  const action = useOrderAction({
    run: (body: { amount: string; method: RefundMethod; note: string }) => refundOrder(order.id, body, key),
    success: t('orders.refund.done'),
    failure: t('orders.page.actionFailed'),
    onSettled: (error) => {
      if (!error) onOpenChange(false)
    },
  })
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('translation:common.close')}>
        <DialogHeader>
          <DialogTitle>{t('orders.refund.title', { name: order.name })}</DialogTitle>
          <DialogDescription>
            {t('orders.refund.description', { refundable: refundableText })}
          </DialogDescription>
        </DialogHeader>
        <Form
          form={form}
          className="grid gap-4"
          translate={amountMessages(t('orders.refund.tooHigh', { refundable: refundableText }))}
          onSubmit={(values) => action.mutateAsync(values)}
        >
          <AmountField
            id="refund-amount"
            label={t('orders.refund.amount')}
            currencyCode={order.currencyCode}
          />
          <SelectField
            name="method"
            id="refund-method"
            label={t('orders.refund.method')}
            choices={methods}
            nameOf={(choice) => t(`orders.refund.methods.${choice}`)}
          />
          <Field
            name="note"
            id="refund-note"
            label={t('orders.refund.note')}
            maxLength={500}
            placeholder={t('orders.refund.notePlaceholder')}
          />
          <ActionDialogFooter
            onClose={() => onOpenChange(false)}
            ready={form.formState.isValid}
            pending={action.isPending}
            submitLabel={t('orders.refund.submit')}
            pendingLabel={t('orders.refund.submitting')}
          />
        </Form>
      </DialogContent>
    </Dialog>
  )
}
