import type { PlacedOrder } from '@lojista/contracts/sales/orders'
import { useQuery } from '@tanstack/react-query'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { useSalesT } from '@/lib/i18n/sales'
import { useQueryKeys } from '@/lib/query-keys'
import { getDraftHistory } from '../api/checkouts-api'
import { Timeline } from '../components/timeline'

/** The order's own events and, before them, the history of the draft it came from. */
export function OrderTimelineCard({ order }: { order: PlacedOrder }) {
  const t = useSalesT()
  const keys = useQueryKeys()
  const draftId = order.draftOrderId
  const history = useQuery({
    queryKey: keys.orders.draftHistory(draftId ?? ''),
    queryFn: ({ signal }) => getDraftHistory(draftId ?? '', signal),
    enabled: Boolean(draftId),
  })
  const events = [...order.events, ...(history.data ?? [])]
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
