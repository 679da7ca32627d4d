import { zodResolver } from '@hookform/resolvers/zod'
import { cancelOrderRequestSchema, type PlacedOrder } from '@lojista/contracts/sales/orders'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { CheckboxField } from '@/components/form/checkbox-field'
import { Form } from '@/components/form/form'
import { SelectField } from '@/components/form/select-field'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { useSalesT } from '@/lib/i18n/sales'
import { type CancelReason, cancelOrder } from '../api/orders-api'
import { useOrderAction } from './use-order-action'

const reasons: CancelReason[] = ['customer', 'inventory', 'fraud', 'declined', 'other']
type CancelValues = z.input<typeof cancelOrderRequestSchema>
type CancelOutput = z.output<typeof cancelOrderRequestSchema>

interface CancelOrderDialogProps {
  order: PlacedOrder
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Asks before cancelling, which cannot be undone; restocking puts the items back on sale. */
export function CancelOrderDialog({ order, open, onOpenChange }: CancelOrderDialogProps) {
  const t = useSalesT()
  const form = useForm<CancelValues, unknown, CancelOutput>({
    resolver: zodResolver(cancelOrderRequestSchema),
    defaultValues: { reason: 'customer', restock: true },
  })
  const action = useOrderAction({
    run: (body: CancelOutput) => cancelOrder(order.id, body),
    success: t('orders.cancel.done', { name: order.name }),
    failure: t('orders.page.actionFailed'),
    onSettled: (error) => {
      if (!error) onOpenChange(false)
    },
  })
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('translation:common.close')}>
        <DialogHeader>
          <DialogTitle>{t('orders.cancel.title', { name: order.name })}</DialogTitle>
          <DialogDescription>{t('orders.cancel.description')}</DialogDescription>
        </DialogHeader>
        <Form form={form} onSubmit={(values) => action.mutateAsync(values)} className="grid gap-4">
          <SelectField<CancelValues, CancelReason>
            name="reason"
            id="cancel-reason"
            label={t('orders.cancel.reason')}
            choices={reasons}
            nameOf={(choice) => t(`orders.cancel.reasons.${choice}`)}
          />
          <CheckboxField<CancelValues>
            name="restock"
            id="cancel-restock"
            label={t('orders.cancel.restock')}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('orders.cancel.keep')}
            </Button>
            <Button type="submit" variant="destructive" disabled={action.isPending}>
              {action.isPending ? t('orders.cancel.cancelling') : t('orders.cancel.confirm')}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
