import type { PlacedOrder } from '@lojista/contracts/sales/orders'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Textarea } from '@/components/ui/textarea'
import { useSalesT } from '@/lib/i18n/sales'
import { updateOrderNote } from '../api/orders-api'
import { useOrderAction } from './use-order-action'

/** The order's note, saved with the version it was written on so a colleague's change is not lost. */
export function OrderNoteCard({ order }: { order: PlacedOrder }) {
  const t = useSalesT()
  const [note, setNote] = useState(order.note)
  // A note saved elsewhere (or by this card) becomes the new starting point.
  useEffect(() => setNote(order.note), [order.note])
  const action = useOrderAction({
    run: (text: string) => updateOrderNote(order.id, { version: order.version, note: text }),
    success: t('orders.note.saved'),
    failure: t('orders.page.actionFailed'),
  })
  const changed = note !== order.note
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <label htmlFor="order-note">{t('orders.note.title')}</label>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Textarea
          id="order-note"
          value={note}
          maxLength={5000}
          placeholder={t('orders.note.placeholder')}
          onChange={(event) => setNote(event.target.value)}
        />
        {changed && (
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={() => setNote(order.note)}>
              {t('orders.note.discard')}
            </Button>
            <Button size="sm" onClick={() => action.mutate(note)} disabled={action.isPending}>
              {action.isPending ? t('orders.note.saving') : t('orders.note.save')}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  )
}
