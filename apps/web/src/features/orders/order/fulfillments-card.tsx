import type { PlacedOrder } from '@lojista/contracts/sales/orders'
import { PrinterIcon, TruckIcon } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { formatDate } from '@/lib/format'
import { useSalesT } from '@/lib/i18n/sales'

/** Parcels sent so far, each with its label to print. */
export function FulfillmentsCard({ order }: { order: PlacedOrder }) {
  const t = useSalesT()
  if (order.fulfillments.length === 0) return null
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('orders.fulfillments.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid divide-y">
          {order.fulfillments.map((fulfillment) => (
            <li key={fulfillment.id} className="flex flex-wrap items-start gap-3 py-3 first:pt-0 last:pb-0">
              <TruckIcon className="mt-0.5 size-4 text-muted-foreground" aria-hidden />
              <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
                <span className="font-medium">
                  {fulfillment.name} · {formatDate(fulfillment.createdAt)}
                </span>
                <span className="text-muted-foreground">
                  {[fulfillment.carrier, fulfillment.trackingNumber].filter(Boolean).join(' · ') ||
                    t('orders.fulfillments.noTracking')}
                </span>
                <span className="text-muted-foreground text-xs">
                  {fulfillment.lines.map((line) => `${line.quantity} × ${line.title}`).join(', ')}
                </span>
              </div>
              <Button variant="outline" size="sm" asChild>
                <Link to={`/orders/${order.id}/labels/${fulfillment.id}`}>
                  <PrinterIcon aria-hidden />
                  {t('orders.fulfillments.printLabel')}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
