import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { PrinterIcon, TruckIcon } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { formatDate } from '@/lib/format'
import { useSalesTranslation } from '@/lib/i18n/sales'
import { searchFulfillments } from '../api/orders-api'
import { orderKeys } from '../api/query-keys'
import { Pager } from '../components/pager'

const PAGE_SIZE = 25

/** Every parcel sent, newest first, each with a label to print. */
export function ShippingLabelsPage() {
  const { t } = useSalesTranslation()
  const [page, setPage] = useState<{ after?: string; before?: string }>({})
  const request = page.before
    ? { query: '', last: PAGE_SIZE, before: page.before }
    : { query: '', first: PAGE_SIZE, ...(page.after ? { after: page.after } : {}) }
  const query = useQuery({
    queryKey: orderKeys.fulfillments(request),
    queryFn: ({ signal }) => searchFulfillments(request, signal),
    placeholderData: keepPreviousData,
  })
  const rows = query.data?.edges.map((edge) => edge.node) ?? []

  return (
    <PageFrame>
      {query.isError && (
        <Alert variant="destructive" className="flex items-center justify-between gap-3">
          {t('orders.labels.loadFailed')}
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('translation:common.tryAgain')}
          </Button>
        </Alert>
      )}
      {query.isPending ? (
        <Skeleton className="h-40" />
      ) : rows.length === 0 && !query.isError ? (
        <EmptyState icon={TruckIcon} title={t('translation:pages.shippingLabels.empty')}>
          {t('orders.labels.emptyBody')}
        </EmptyState>
      ) : (
        <div className="grid gap-3">
          <div className="rounded-xl border">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('orders.labels.columns.fulfillment')}</TableHead>
                  <TableHead>{t('orders.labels.columns.date')}</TableHead>
                  <TableHead>{t('orders.labels.columns.shipTo')}</TableHead>
                  <TableHead>{t('orders.labels.columns.tracking')}</TableHead>
                  <TableHead className="text-right">{t('orders.labels.columns.items')}</TableHead>
                  <TableHead>
                    <span className="sr-only">{t('orders.labels.columns.actions')}</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((fulfillment) => (
                  <TableRow key={fulfillment.id}>
                    <TableCell className="font-medium">
                      <Link
                        to={`/orders/${fulfillment.orderId}`}
                        className="underline-offset-4 hover:underline"
                      >
                        {fulfillment.name}
                      </Link>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{formatDate(fulfillment.createdAt)}</TableCell>
                    <TableCell>
                      <span className="block">
                        {fulfillment.customerName ||
                          [fulfillment.shippingAddress?.firstName, fulfillment.shippingAddress?.lastName]
                            .filter(Boolean)
                            .join(' ') ||
                          t('orders.noCustomer')}
                      </span>
                      {fulfillment.shippingAddress && (
                        <span className="block text-muted-foreground text-xs">
                          {[fulfillment.shippingAddress.city, fulfillment.shippingAddress.provinceCode]
                            .filter(Boolean)
                            .join(' – ')}
                        </span>
                      )}
                    </TableCell>
                    <TableCell>
                      {[fulfillment.carrier, fulfillment.trackingNumber].filter(Boolean).join(' · ') ||
                        t('orders.fulfillments.noTracking')}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {t('orders.itemCount', {
                        count: fulfillment.lines.reduce((sum, line) => sum + line.quantity, 0),
                      })}
                    </TableCell>
                    <TableCell className="text-right">
                      <Button variant="outline" size="sm" asChild>
                        <Link to={`/orders/${fulfillment.orderId}/labels/${fulfillment.id}`}>
                          <PrinterIcon aria-hidden />
                          {t('orders.fulfillments.printLabel')}
                          <span className="sr-only"> {fulfillment.name}</span>
                        </Link>
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <Pager
            pageInfo={query.data?.pageInfo}
            summary={t('orders.labels.total', { count: query.data?.pageInfo.total ?? 0 })}
            onPrevious={(before) => setPage({ before })}
            onNext={(after) => setPage({ after })}
          />
        </div>
      )}
    </PageFrame>
  )
}
