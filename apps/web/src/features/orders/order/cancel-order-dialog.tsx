import type { PlacedOrder } from '@lojista/contracts/sales/orders'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { useSalesTranslation } from '@/lib/i18n/sales'
import { type CancelReason, cancelOrder } from '../api/orders-api'
import { useOrderAction } from './use-order-action'

const reasons: CancelReason[] = ['customer', 'inventory', 'fraud', 'declined', 'other']

interface CancelOrderDialogProps {
  order: PlacedOrder
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Asks before cancelling, which cannot be undone; restocking puts the items back on sale. */
export function CancelOrderDialog({ order, open, onOpenChange }: CancelOrderDialogProps) {
  const { t } = useSalesTranslation()
  const [reason, setReason] = useState<CancelReason>('customer')
  const [restock, setRestock] = useState(true)
  const action = useOrderAction({
    run: () => cancelOrder(order.id, { reason, restock }),
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
        <div className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="cancel-reason">{t('orders.cancel.reason')}</Label>
            <Select value={reason} onValueChange={(value) => setReason(value as CancelReason)}>
              <SelectTrigger id="cancel-reason" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {reasons.map((value) => (
                  <SelectItem key={value} value={value}>
                    {t(`orders.cancel.reasons.${value}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="flex items-center gap-2">
            <Checkbox
              id="cancel-restock"
              checked={restock}
              onCheckedChange={(value) => setRestock(value === true)}
            />
            <Label htmlFor="cancel-restock">{t('orders.cancel.restock')}</Label>
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('orders.cancel.keep')}
          </Button>
          <Button variant="destructive" onClick={() => action.mutate(undefined)} disabled={action.isPending}>
            {action.isPending ? t('orders.cancel.cancelling') : t('orders.cancel.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
