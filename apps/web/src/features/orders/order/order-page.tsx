import { useQuery } from '@tanstack/react-query'
import { FileSearchIcon } from 'lucide-react'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiError } from '@/lib/api/api-error'
import { mainLoad } from '@/lib/api/page-load'
import { formatDateTime } from '@/lib/format'
import { useSalesT } from '@/lib/i18n/sales'
import { useQueryKeys } from '@/lib/query-keys'
import { getOrder } from '../api/orders-api'
import { CancelledBadge, FinancialStatusBadge, FulfillmentStatusBadge } from '../components/status-badges'
import { CancelOrderDialog } from './cancel-order-dialog'
import { FulfillDialog } from './fulfill-dialog'
import { FulfillmentsCard } from './fulfillments-card'
import { OrderCustomerCard } from './order-customer-card'
import { OrderLinesCard } from './order-lines-card'
import { OrderNoteCard } from './order-note-card'
import { OrderPaymentCard } from './order-payment-card'
import { OrderTimelineCard } from './order-timeline-card'
import { useDocumentTitle } from './use-document-title'

/** /orders/{id}: one order with everything staff do after it is placed. */
export function OrderPage() {
  const t = useSalesT()
  const keys = useQueryKeys()
  const id = useParams().id ?? ''
  const [fulfilling, setFulfilling] = useState(false)
  const [cancelling, setCancelling] = useState(false)
  const query = useQuery({
    ...mainLoad,
    queryKey: keys.orders.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
  })
  useDocumentTitle(query.data ? t('orders.page.title', { name: query.data.name }) : null)

  if (query.isPending) return <OrderSkeleton />
  if (query.isError) {
    const missing = query.error instanceof ApiError && [400, 404].includes(query.error.status)
    return (
      <PageFrame>
        {missing ? (
          <EmptyState
            icon={FileSearchIcon}
            title={t('orders.page.notFoundTitle')}
            action={
              <Button asChild variant="outline">
                <Link to="/orders">{t('orders.page.backToOrders')}</Link>
              </Button>
            }
          >
            {t('orders.page.notFoundBody')}
          </EmptyState>
        ) : (
          <Alert variant="destructive" className="flex items-center justify-between gap-3">
            {t('orders.page.loadFailed')}
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {t('translation:common.tryAgain')}
            </Button>
          </Alert>
        )}
      </PageFrame>
    )
  }

  const order = query.data
  const hasFulfilled = order.lines.some((line) => line.fulfilledQuantity > 0)
  return (
    <PageFrame
      title={t('orders.page.title', { name: order.name })}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <span>{formatDateTime(order.createdAt)}</span>
          <FinancialStatusBadge status={order.financialStatus} />
          <FulfillmentStatusBadge status={order.fulfillmentStatus} />
          {order.cancelledAt && <CancelledBadge />}
        </span>
      }
      actions={
        !order.cancelledAt && (
          <Button
            variant="destructive-outline"
            onClick={() => setCancelling(true)}
            disabled={hasFulfilled}
            title={hasFulfilled ? t('orders.cancel.notWithFulfilled') : undefined}
          >
            {t('orders.cancel.open')}
          </Button>
        )
      }
    >
      {order.cancelledAt && (
        <Alert>
          {t('orders.page.cancelledOn', {
            date: formatDateTime(order.cancelledAt),
            reason: t(`orders.cancel.reasons.${(order.cancelReason ?? 'other') as 'other'}`),
          })}
        </Alert>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="grid gap-6">
          <OrderLinesCard order={order} onFulfill={() => setFulfilling(true)} />
          <FulfillmentsCard order={order} />
          <OrderPaymentCard order={order} />
          <OrderTimelineCard order={order} />
        </div>
        <div className="grid gap-6">
          <OrderNoteCard order={order} />
          <OrderCustomerCard order={order} />
          {order.draftOrderId && (
            <Card>
              <CardHeader>
                <CardTitle>{t('orders.page.draftTitle')}</CardTitle>
              </CardHeader>
              <CardContent className="text-sm">
                <Link
                  to={`/orders/drafts/${order.draftOrderId}`}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  {t('orders.page.fromDraft', { name: order.draftName ?? '' })}
                </Link>
              </CardContent>
            </Card>
          )}
        </div>
      </div>
      {fulfilling && <FulfillDialog order={order} open onOpenChange={setFulfilling} />}
      <CancelOrderDialog order={order} open={cancelling} onOpenChange={setCancelling} />
    </PageFrame>
  )
}

function OrderSkeleton() {
  const t = useSalesT()
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 p-4 md:p-6" aria-busy="true">
      <span className="sr-only">{t('translation:common.loading')}</span>
      <Skeleton className="h-8 w-48" />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Skeleton className="h-80" />
        <Skeleton className="h-56" />
      </div>
    </div>
  )
}
