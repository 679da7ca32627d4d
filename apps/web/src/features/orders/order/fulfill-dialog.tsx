import { zodResolver } from '@hookform/resolvers/zod'
import { fulfillFormSchema } from '@lojista/contracts/sales/order-action-forms'
import type { PlacedOrder } from '@lojista/contracts/sales/orders'
import { Controller, useForm } from 'react-hook-form'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { MediaImage } from '@/components/media-image'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { NumberInput } from '@/components/ui/number-input'
import { useSalesT } from '@/lib/i18n/sales'
import { type FulfillInput, fulfillOrder } from '../api/orders-api'
import { ActionDialogFooter } from './action-dialog-footer'
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
  const t = useSalesT()
  const openLines = order.lines.filter((line) => remainingOf(line) > 0)
  const form = useForm({
    resolver: zodResolver(fulfillFormSchema),
    defaultValues: {
      quantities: Object.fromEntries(openLines.map((line) => [line.id, remainingOf(line)])) as Record<
        string,
        number | null
      >,
      carrier: '',
      trackingNumber: '',
    },
  })
  const quantities = form.watch('quantities')
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
        <Form
          form={form}
          className="grid gap-4"
          onSubmit={({ carrier, trackingNumber }) => {
            if (count > 0) return action.mutateAsync({ lines: chosen, trackingNumber, carrier })
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
                    <Controller
                      control={form.control}
                      name={`quantities.${line.id}`}
                      render={({ field }) => (
                        <NumberInput
                          id={id}
                          kind="quantity"
                          min={0}
                          max={remainingOf(line)}
                          value={field.value ?? null}
                          onValueChange={field.onChange}
                          onBlur={field.onBlur}
                          className="w-20"
                        />
                      )}
                    />
                    <span aria-hidden>{t('orders.fulfill.of', { count: remainingOf(line) })}</span>
                  </div>
                </li>
              )
            })}
          </ul>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              name="carrier"
              id="fulfill-carrier"
              label={t('orders.fulfill.carrier')}
              maxLength={100}
              placeholder={t('orders.fulfill.carrierPlaceholder')}
            />
            <Field
              name="trackingNumber"
              id="fulfill-tracking"
              label={t('orders.fulfill.tracking')}
              maxLength={100}
            />
          </div>
          <ActionDialogFooter
            onClose={() => onOpenChange(false)}
            ready={count > 0}
            pending={action.isPending}
            submitLabel={t('orders.fulfill.submit', { count })}
            pendingLabel={t('orders.fulfill.submitting')}
          />
        </Form>
      </DialogContent>
    </Dialog>
  )
}
