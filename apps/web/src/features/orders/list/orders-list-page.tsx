import { InboxIcon } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'
import { ListRow, RowLink } from '@/components/list/list-table'
import { ListView } from '@/components/list/list-view'
import { Button } from '@/components/ui/button'
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useListQuery } from '@/hooks/use-list-query'
import { useListState } from '@/hooks/use-list-state'
import { useCan } from '@/lib/auth/permissions'
import { formatDate, formatMoney } from '@/lib/format'
import { useSalesT } from '@/lib/i18n/sales'
import { useQueryKeys } from '@/lib/query-keys'
import { searchOrders } from '../api/orders-api'
import { CancelledBadge, FinancialStatusBadge, FulfillmentStatusBadge } from '../components/status-badges'
import { OrderFilterBar } from './order-filter-bar'
import { ORDERS_PAGE_SIZE, orderListParams, orderSearchRequest, sortOptions } from './order-filters'

/** /orders: every order of the store, searched, filtered, sorted and paged by keyset. */
export function OrdersListPage() {
  const t = useSalesT()
  const keys = useQueryKeys()
  const list = useListState(orderListParams)
  const request = orderSearchRequest(list.params, list.page)
  const query = useListQuery(keys.orders.list(request), (signal) => searchOrders(request, signal))
  const orders = query.data?.edges.map((edge) => edge.node) ?? []
  // Creating an order starts a draft: offered to the roles that may make one.
  const canCreate = useCan('draft_orders.edit')

  return (
    <PageFrame
      actions={
        canCreate && (
          <Button asChild>
            <Link to="/orders/drafts/new">{t('orders.list.createOrder')}</Link>
          </Button>
        )
      }
    >
      <ListView
        name="orders"
        list={list}
        query={query}
        rows={orders.length}
        search={{ label: t('orders.list.searchLabel'), placeholder: t('orders.list.searchPlaceholder') }}
        toolbarLabel={t('orders.list.filtersLabel')}
        filters={<OrderFilterBar list={list} />}
        sort={{
          label: t('orders.list.sort'),
          options: sortOptions.map((value) => ({ value, label: t(`orders.list.sorts.${value}`) })),
        }}
        labels
        loadFailed={t('orders.list.loadFailed')}
        noMatch={{ title: t('orders.list.noMatchTitle'), body: t('orders.list.noMatchBody') }}
        empty={
          <EmptyState
            icon={InboxIcon}
            title={t('translation:pages.orders.empty')}
            action={
              canCreate && (
                <Button asChild variant="outline">
                  <Link to="/orders/drafts/new">{t('orders.list.createOrder')}</Link>
                </Button>
              )
            }
          >
            {t('translation:pages.orders.body')}
          </EmptyState>
        }
        pageSize={ORDERS_PAGE_SIZE}
      >
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
            <ListRow key={order.id} to={`/orders/${order.id}`}>
              <TableCell>
                <RowLink>{order.name}</RowLink>
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(order.createdAt)}</TableCell>
              <TableCell>
                <div className="grid">
                  <span>
                    {order.customer
                      ? order.customer.displayName || t('orders.customer.erased')
                      : order.email || t('orders.noCustomer')}
                  </span>
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
            </ListRow>
          ))}
        </TableBody>
      </ListView>
    </PageFrame>
  )
}
