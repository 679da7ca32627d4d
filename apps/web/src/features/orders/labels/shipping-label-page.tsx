import { useQuery } from '@tanstack/react-query'
import { ArrowLeftIcon, PrinterIcon } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { mainLoad } from '@/lib/api/page-load'
import { useSession } from '@/lib/auth/session-context'
import { formatDate } from '@/lib/format'
import { useSalesT } from '@/lib/i18n/sales'
import { useQueryKeys } from '@/lib/query-keys'
import { getOrder } from '../api/orders-api'
import { AddressBlock } from '../components/address-block'

/** One parcel's label, sized for a 10 × 15 cm label printer, with nothing else on the printed page. */
export function ShippingLabelPage() {
  const t = useSalesT()
  const keys = useQueryKeys()
  const { id = '', fulfillmentId = '' } = useParams()
  const { currentTenant } = useSession()
  const query = useQuery({
    ...mainLoad,
    queryKey: keys.orders.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
  })
  const order = query.data
  const fulfillment = order?.fulfillments.find((candidate) => candidate.id === fulfillmentId)

  return (
    <div className="mx-auto grid max-w-xl gap-4 p-4 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Button variant="ghost" size="sm" asChild>
          <Link to={order ? `/orders/${order.id}` : '/orders/shipping-labels'}>
            <ArrowLeftIcon aria-hidden />
            {t('orders.labels.back')}
          </Link>
        </Button>
        <Button onClick={() => window.print()} disabled={!fulfillment}>
          <PrinterIcon aria-hidden />
          {t('orders.labels.print')}
        </Button>
      </div>
      {query.isPending ? (
        <Skeleton className="h-96" />
      ) : !order || !fulfillment ? (
        <Alert variant="destructive">{t('orders.labels.notFound')}</Alert>
      ) : (
        <article
          aria-label={t('orders.labels.labelOf', { name: fulfillment.name })}
          className="grid gap-4 rounded-lg border-2 border-foreground bg-white p-6 text-black print:rounded-none print:border-0"
        >
          <header className="flex items-start justify-between gap-4 border-b-2 border-black pb-3">
            <div>
              <p className="text-xs uppercase tracking-wide">{t('orders.labels.from')}</p>
              <p className="font-semibold">{currentTenant?.name}</p>
            </div>
            <div className="text-right">
              <h1 className="font-bold text-2xl">{order.name}</h1>
              <p className="text-xs">
                {fulfillment.name} · {formatDate(fulfillment.createdAt)}
              </p>
            </div>
          </header>
          <section aria-labelledby="ship-to" className="grid gap-1">
            <h2 id="ship-to" className="text-xs uppercase tracking-wide">
              {t('orders.labels.shipTo')}
            </h2>
            {order.shippingAddress ? (
              <div className="text-lg">
                <AddressBlock address={order.shippingAddress} />
              </div>
            ) : (
              <p>{order.customer?.displayName ?? t('orders.customer.noAddress')}</p>
            )}
          </section>
          <section aria-labelledby="label-items" className="grid gap-1 border-black border-t-2 pt-3">
            <h2 id="label-items" className="text-xs uppercase tracking-wide">
              {t('orders.labels.items')}
            </h2>
            <ul className="text-sm">
              {fulfillment.lines.map((line) => (
                <li key={line.orderLineId}>
                  {line.quantity} × {line.title}
                </li>
              ))}
            </ul>
          </section>
          <footer className="grid gap-1 border-black border-t-2 pt-3">
            <p className="text-xs uppercase tracking-wide">{t('orders.labels.tracking')}</p>
            <p className="font-mono text-xl tracking-widest">{fulfillment.trackingNumber || '—'}</p>
            {fulfillment.carrier && <p className="text-sm">{fulfillment.carrier}</p>}
          </footer>
        </article>
      )}
    </div>
  )
}
