import { zodResolver } from '@hookform/resolvers/zod'
import { type OrderNoteFormValues, orderNoteFormSchema } from '@lojista/contracts/sales/order-action-forms'
import type { PlacedOrder } from '@lojista/contracts/sales/orders'
import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { SubmitButton } from '@/components/form/submit-button'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { useSalesT } from '@/lib/i18n/sales'
import { updateOrderNote } from '../api/orders-api'
import { useOrderAction } from './use-order-action'

/** The order's note, saved with the version it was written on so a colleague's change is not lost. */
export function OrderNoteCard({ order }: { order: PlacedOrder }) {
  const t = useSalesT()
  const form = useForm<OrderNoteFormValues>({
    resolver: zodResolver(orderNoteFormSchema),
    defaultValues: { note: order.note },
  })
  // A note saved elsewhere (or by this card) becomes the new starting point.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts over from each saved note
  useEffect(() => form.reset({ note: order.note }), [order.note])
  const action = useOrderAction({
    run: (note: string) => updateOrderNote(order.id, { version: order.version, note }),
    success: t('orders.note.saved'),
    failure: t('orders.page.actionFailed'),
  })
  const changed = useWatch({ control: form.control, name: 'note' }) !== order.note
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('orders.note.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <Form form={form} className="grid gap-3" onSubmit={({ note }) => action.mutateAsync(note)}>
          <Field<OrderNoteFormValues>
            multiline
            name="note"
            id="order-note"
            label={t('orders.note.title')}
            hideLabel
            maxLength={5000}
            placeholder={t('orders.note.placeholder')}
          />
          {changed && (
            <div className="flex justify-end gap-2">
              <Button variant="ghost" size="sm" onClick={() => form.reset({ note: order.note })}>
                {t('orders.note.discard')}
              </Button>
              <SubmitButton size="sm" label={t('orders.note.save')} pendingLabel={t('orders.note.saving')} />
            </div>
          )}
        </Form>
      </CardContent>
    </Card>
  )
}
