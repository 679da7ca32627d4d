import type { PlacedOrder } from '@lojista/contracts/sales/orders'
import { PackageCheckIcon } from 'lucide-react'
import { MediaImage } from '@/components/media-image'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { formatMoney } from '@/lib/format'
import { useSalesT } from '@/lib/i18n/sales'
import { FulfillmentStatusBadge } from '../components/status-badges'

interface OrderLinesCardProps {
  order: PlacedOrder
  onFulfill: () => void
}

/** What was bought: each line as it was priced when the order was placed. */
export function OrderLinesCard({ order, onFulfill }: OrderLinesCardProps) {
  const t = useSalesT()
  const canFulfill = !order.cancelledAt && order.lines.some((line) => line.fulfilledQuantity < line.quantity)
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>{t('orders.page.items')}</CardTitle>
        <FulfillmentStatusBadge status={order.fulfillmentStatus} />
      </CardHeader>
      <CardContent>
        <ul className="grid divide-y">
          {order.lines.map((line) => (
            <li key={line.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
              <MediaImage src={line.imageUrl} alt="" className="size-12" />
              <div className="grid min-w-0 flex-1 gap-0.5">
                <span className="font-medium text-sm">{line.title}</span>
                {line.variantTitle && (
                  <span className="text-muted-foreground text-xs">{line.variantTitle}</span>
                )}
                {line.sku && (
                  <span className="text-muted-foreground text-xs">
                    {t('orders.page.sku', { sku: line.sku })}
                  </span>
                )}
                <span className="text-muted-foreground text-xs">
                  {t('orders.page.fulfilledOf', { done: line.fulfilledQuantity, count: line.quantity })}
                </span>
              </div>
              <span className="whitespace-nowrap text-muted-foreground text-sm tabular-nums">
                {formatMoney(line.unitPrice.amount, line.unitPrice.currencyCode)} × {line.quantity}
              </span>
              <span className="w-24 text-right font-medium text-sm tabular-nums">
                {formatMoney(line.discountedTotal.amount, line.discountedTotal.currencyCode)}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
      {canFulfill && (
        <CardFooter className="justify-end">
          <Button onClick={onFulfill}>
            <PackageCheckIcon aria-hidden />
            {t('orders.page.fulfill')}
          </Button>
        </CardFooter>
      )}
    </Card>
  )
}
