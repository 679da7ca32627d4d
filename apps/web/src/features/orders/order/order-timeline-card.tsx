import type { PlacedOrder } from '@lojista/contracts/sales/orders'
import { useQuery } from '@tanstack/react-query'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { useSalesTranslation } from '@/lib/i18n/sales'
import { getDraftHistory } from '../api/checkouts-api'
import { orderKeys } from '../api/query-keys'
import { Timeline } from '../components/timeline'

/** The order's own events and, before them, the history of the draft it came from. */
export function OrderTimelineCard({ order }: { order: PlacedOrder }) {
  const { t } = useSalesTranslation()
  const draftId = order.draftOrderId
  const history = useQuery({
    queryKey: orderKeys.draftHistory(draftId ?? ''),
    queryFn: ({ signal }) => getDraftHistory(draftId ?? '', signal),
    enabled: Boolean(draftId),
  })
  const events = [
    ...order.events,
    ...(history.data ?? []).map((event) => ({ ...event, type: `draft-${event.type}` })),
  ]
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('orders.timeline.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <Timeline events={events} email={order.email} />
      </CardContent>
    </Card>
  )
}
