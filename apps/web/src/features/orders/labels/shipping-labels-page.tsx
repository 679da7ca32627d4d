import { PrinterIcon, TruckIcon } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'
import { ListRow, RowLink } from '@/components/list/list-table'
import { ListView } from '@/components/list/list-view'
import { Button } from '@/components/ui/button'
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useListQuery } from '@/hooks/use-list-query'
import { useListState } from '@/hooks/use-list-state'
import { formatDate } from '@/lib/format'
import { useSalesT } from '@/lib/i18n/sales'
import { useQueryKeys } from '@/lib/query-keys'
import { searchFulfillments } from '../api/orders-api'
import {
  NEWEST_FIRST_PAGE_SIZE,
  newestFirstListParams,
  newestFirstRequest,
} from '../components/newest-first-list'

/** Every parcel sent, newest first, each with a label to print. */
export function ShippingLabelsPage() {
  const t = useSalesT()
  const keys = useQueryKeys()
  const list = useListState(newestFirstListParams)
  const request = newestFirstRequest(list.params, list.page, 'createdAt')
  const query = useListQuery(keys.orders.fulfillments(request), (signal) =>
    searchFulfillments(request, signal),
  )
  const rows = query.data?.edges.map((edge) => edge.node) ?? []

  return (
    <PageFrame>
      <ListView
        name="shipping-labels"
        list={list}
        query={query}
        rows={rows.length}
        search={{ label: t('orders.labels.searchLabel'), placeholder: t('orders.labels.searchPlaceholder') }}
        sort="time"
        loadFailed={t('orders.labels.loadFailed')}
        noMatch={{ title: t('orders.labels.noMatchTitle'), body: t('orders.labels.noMatchBody') }}
        empty={
          <EmptyState icon={TruckIcon} title={t('translation:pages.shippingLabels.empty')}>
            {t('orders.labels.emptyBody')}
          </EmptyState>
        }
        pageSize={NEWEST_FIRST_PAGE_SIZE}
      >
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
            <ListRow key={fulfillment.id} to={`/orders/${fulfillment.orderId}`}>
              <TableCell>
                <RowLink>{fulfillment.name}</RowLink>
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
            </ListRow>
          ))}
        </TableBody>
      </ListView>
    </PageFrame>
  )
}
