import type { PlacedOrder } from '@lojista/contracts/sales/orders'
import { useState } from 'react'
import { MediaImage } from '@/components/media-image'
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
import { Input } from '@/components/ui/input'
import { NumberInput } from '@/components/ui/number-input'
import { useSalesTranslation } from '@/lib/i18n/sales'
import { type FulfillInput, fulfillOrder } from '../api/orders-api'
import { useOrderAction } from './use-order-action'

interface FulfillDialogProps {
  order: PlacedOrder
  open: boolean
  onOpenChange: (open: boolean) => void
}

const remainingOf = (line: PlacedOrder['lines'][number]) => line.quantity - line.fulfilledQuantity

/**
 * Ship all or some of what is left: a quantity per line, and the parcel's carrier and tracking number.
 * Mounted on opening, so every opening starts from everything left to ship.
 */
export function FulfillDialog({ order, open, onOpenChange }: FulfillDialogProps) {
  const { t } = useSalesTranslation()
  const openLines = order.lines.filter((line) => remainingOf(line) > 0)
  const [quantities, setQuantities] = useState<Record<string, number | null>>(() =>
    Object.fromEntries(openLines.map((line) => [line.id, remainingOf(line)])),
  )
  const [trackingNumber, setTrackingNumber] = useState('')
  const [carrier, setCarrier] = useState('')
  const action = useOrderAction({
    run: (body: FulfillInput) => fulfillOrder(order.id, body),
    success: t('orders.page.fulfilled'),
    failure: t('orders.page.actionFailed'),
    onSettled: (error) => {
      if (!error) onOpenChange(false)
    },
  })

  const chosen = openLines
    .map((line) => ({ orderLineId: line.id, quantity: quantities[line.id] ?? 0 }))
    .filter((line) => line.quantity > 0)
  const count = chosen.reduce((sum, line) => sum + line.quantity, 0)

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('translation:common.close')} className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('orders.fulfill.title')}</DialogTitle>
          <DialogDescription>{t('orders.fulfill.description')}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            if (count === 0) return
            action.mutate({ lines: chosen, trackingNumber: trackingNumber.trim(), carrier: carrier.trim() })
          }}
        >
          <ul className="grid gap-3">
            {openLines.map((line) => {
              const id = `fulfill-${line.id}`
              return (
                <li key={line.id} className="flex items-center gap-3">
                  <MediaImage src={line.imageUrl} alt="" className="size-10" />
                  <label htmlFor={id} className="min-w-0 flex-1 text-sm">
                    <span className="block truncate font-medium">{line.title}</span>
                    {line.variantTitle && (
                      <span className="block truncate text-muted-foreground text-xs">
                        {line.variantTitle}
                      </span>
                    )}
                  </label>
                  <div className="flex items-center gap-2 text-muted-foreground text-sm">
                    <NumberInput
                      id={id}
                      integer
                      min={0}
                      max={remainingOf(line)}
                      value={quantities[line.id] ?? null}
                      onValueChange={(value) => setQuantities((all) => ({ ...all, [line.id]: value }))}
                      className="w-20"
                    />
                    <span aria-hidden>{t('orders.fulfill.of', { count: remainingOf(line) })}</span>
                  </div>
                </li>
              )
            })}
          </ul>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="fulfill-carrier" label={t('orders.fulfill.carrier')}>
              <Input
                id="fulfill-carrier"
                value={carrier}
                maxLength={100}
                placeholder={t('orders.fulfill.carrierPlaceholder')}
                onChange={(event) => setCarrier(event.target.value)}
              />
            </FormField>
            <FormField id="fulfill-tracking" label={t('orders.fulfill.tracking')}>
              <Input
                id="fulfill-tracking"
                value={trackingNumber}
                maxLength={100}
                onChange={(event) => setTrackingNumber(event.target.value)}
              />
            </FormField>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('orders.page.close')}
            </Button>
            <Button type="submit" disabled={count === 0 || action.isPending}>
              {action.isPending ? t('orders.fulfill.submitting') : t('orders.fulfill.submit', { count })}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
