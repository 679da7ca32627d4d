import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { InboxIcon, SearchXIcon } from 'lucide-react'
import { useCallback } from 'react'
import { Link, useNavigate } from 'react-router'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useListSearchParams } from '@/hooks/use-list-search-params'
import { formatDate, formatMoney } from '@/lib/format'
import { useSalesTranslation } from '@/lib/i18n/sales'
import { searchOrders } from '../api/orders-api'
import { orderKeys } from '../api/query-keys'
import { Pager } from '../components/pager'
import { CancelledBadge, FinancialStatusBadge, FulfillmentStatusBadge } from '../components/status-badges'
import { OrderFilterBar } from './order-filter-bar'
import {
  filtersFromParams,
  filtersToParams,
  hasFilters,
  type OrderFilters,
  orderSearchRequest,
  pageFromParams,
} from './order-filters'

/** /orders: every order of the store, searched, filtered, sorted and paged by keyset. */
export function OrdersListPage() {
  const { t } = useSalesTranslation()
  const navigate = useNavigate()
  const [params, setParams] = useListSearchParams()
  const filters = filtersFromParams(params)
  const page = pageFromParams(params)
  const request = orderSearchRequest(filters, page)
  const query = useQuery({
    queryKey: orderKeys.list(request),
    queryFn: ({ signal }) => searchOrders(request, signal),
    placeholderData: keepPreviousData,
  })

  const paramsText = params.toString()
  const changeFilters = useCallback(
    (next: OrderFilters) => {
      const typing = next.text !== filtersFromParams(new URLSearchParams(paramsText)).text
      setParams(filtersToParams(next), { replace: typing })
    },
    [paramsText, setParams],
  )

  const orders = query.data?.edges.map((edge) => edge.node) ?? []
  const total = query.data?.pageInfo.total ?? 0
  const filtered = hasFilters(filters)

  return (
    <PageFrame
      actions={
        <Button asChild>
          <Link to="/orders/drafts/new">{t('orders.list.createOrder')}</Link>
        </Button>
      }
    >
      <OrderFilterBar filters={filters} onChange={changeFilters} />
      {query.isError && (
        <Alert variant="destructive" className="flex items-center justify-between gap-3">
          {t('orders.list.loadFailed')}
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('translation:common.tryAgain')}
          </Button>
        </Alert>
      )}
      {query.isPending ? (
        <ListSkeleton />
      ) : orders.length === 0 && !query.isError ? (
        filtered ? (
          <EmptyState icon={SearchXIcon} title={t('orders.list.noMatchTitle')}>
            {t('orders.list.noMatchBody')}
          </EmptyState>
        ) : (
          <EmptyState
            icon={InboxIcon}
            title={t('translation:pages.orders.empty')}
            action={
              <Button asChild variant="outline">
                <Link to="/orders/drafts/new">{t('orders.list.createOrder')}</Link>
              </Button>
            }
          >
            {t('translation:pages.orders.body')}
          </EmptyState>
        )
      ) : (
        <div className="grid gap-3">
          <div className="rounded-xl border" aria-busy={query.isFetching}>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('orders.list.columns.order')}</TableHead>
                  <TableHead>{t('orders.list.columns.date')}</TableHead>
                  <TableHead>{t('orders.list.columns.customer')}</TableHead>
                  <TableHead>{t('orders.list.columns.payment')}</TableHead>
                  <TableHead>{t('orders.list.columns.fulfillment')}</TableHead>
                  <TableHead className="text-right">{t('orders.list.columns.items')}</TableHead>
                  <TableHead className="text-right">{t('orders.list.columns.total')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {orders.map((order) => (
                  <TableRow
                    key={order.id}
                    className="cursor-pointer"
                    // The order name is the keyboard's way in; a click anywhere on the row is a shortcut.
                    onClick={(event) => {
                      if ((event.target as HTMLElement).closest('a')) return
                      navigate(`/orders/${order.id}`)
                    }}
                  >
                    <TableCell className="font-medium">
                      <Link to={`/orders/${order.id}`} className="underline-offset-4 hover:underline">
                        {order.name}
                      </Link>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{formatDate(order.createdAt)}</TableCell>
                    <TableCell>
                      <div className="grid">
                        <span>{order.customer?.displayName ?? (order.email || t('orders.noCustomer'))}</span>
                        {order.customer && order.email && (
                          <span className="text-muted-foreground text-xs">{order.email}</span>
                        )}
                      </div>
                    </TableCell>
                    <TableCell>
                      <div className="flex flex-wrap gap-1">
                        <FinancialStatusBadge status={order.financialStatus} />
                        {order.cancelledAt && <CancelledBadge />}
                      </div>
                    </TableCell>
                    <TableCell>
                      <FulfillmentStatusBadge status={order.fulfillmentStatus} />
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {t('orders.itemCount', { count: order.totalQuantity })}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatMoney(order.total.amount, order.total.currencyCode)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <Pager
            pageInfo={query.data?.pageInfo}
            summary={t('orders.list.total', { count: total })}
            onPrevious={(before) => setParams(filtersToParams(filters, { before }))}
            onNext={(after) => setParams(filtersToParams(filters, { after }))}
          />
        </div>
      )}
    </PageFrame>
  )
}

function ListSkeleton() {
  const { t } = useSalesTranslation()
  return (
    <div className="grid gap-2" aria-busy="true">
      <span className="sr-only">{t('translation:common.loading')}</span>
      {Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className="h-12" />
      ))}
    </div>
  )
}
