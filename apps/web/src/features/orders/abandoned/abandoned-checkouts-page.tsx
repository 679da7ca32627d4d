import { useMutation, useQueryClient } from '@tanstack/react-query'
import { MailIcon, ShoppingCartIcon } from 'lucide-react'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'
import { ListRow, RowLink } from '@/components/list/list-table'
import { ListView } from '@/components/list/list-view'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { toast } from '@/components/ui/toast'
import { useListQuery } from '@/hooks/use-list-query'
import { useListState } from '@/hooks/use-list-state'
import { errorMessage } from '@/lib/api/error-message'
import { formatDate, formatDateTime, formatMoney } from '@/lib/format'
import { useSalesT } from '@/lib/i18n/sales'
import { useQueryKeys } from '@/lib/query-keys'
import { type AbandonedCheckout, recoverCheckout, searchAbandonedCheckouts } from '../api/checkouts-api'
import {
  NEWEST_FIRST_PAGE_SIZE,
  newestFirstListParams,
  newestFirstRequest,
} from '../components/newest-first-list'

/** Checkout links customers opened and did not pay, newest first, with a way to nudge them. */
export function AbandonedCheckoutsPage() {
  const t = useSalesT()
  const keys = useQueryKeys()
  const list = useListState(newestFirstListParams)
  const request = newestFirstRequest(list.params, list.page, 'openedAt')
  const query = useListQuery(keys.orders.abandoned.list(request), (signal) =>
    searchAbandonedCheckouts(request, signal),
  )
  const rows = query.data?.edges.map((edge) => edge.node) ?? []

  return (
    <PageFrame description={t('orders.abandoned.description')}>
      <ListView
        name="abandoned-checkouts"
        list={list}
        query={query}
        rows={rows.length}
        search={{
          label: t('orders.abandoned.searchLabel'),
          placeholder: t('orders.abandoned.searchPlaceholder'),
        }}
        sort="time"
        loadFailed={t('orders.abandoned.loadFailed')}
        noMatch={{ title: t('orders.abandoned.noMatchTitle'), body: t('orders.abandoned.noMatchBody') }}
        empty={
          <EmptyState icon={ShoppingCartIcon} title={t('translation:pages.abandonedCheckouts.empty')}>
            {t('translation:pages.abandonedCheckouts.body')}
          </EmptyState>
        }
        pageSize={NEWEST_FIRST_PAGE_SIZE}
      >
        <TableHeader>
          <TableRow>
            <TableHead>{t('orders.abandoned.columns.checkout')}</TableHead>
            <TableHead>{t('orders.abandoned.columns.customer')}</TableHead>
            <TableHead>{t('orders.abandoned.columns.openedAt')}</TableHead>
            <TableHead>{t('orders.abandoned.columns.expiresAt')}</TableHead>
            <TableHead>{t('orders.abandoned.columns.recovery')}</TableHead>
            <TableHead className="text-right">{t('orders.abandoned.columns.total')}</TableHead>
            <TableHead>
              <span className="sr-only">{t('orders.abandoned.columns.actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((checkout) => (
            <AbandonedRow key={checkout.id} checkout={checkout} />
          ))}
        </TableBody>
      </ListView>
    </PageFrame>
  )
}

function AbandonedRow({ checkout }: { checkout: AbandonedCheckout }) {
  const t = useSalesT()
  const queryClient = useQueryClient()
  const keys = useQueryKeys()
  const expired = new Date(checkout.expiresAt).getTime() < Date.now()
  const recover = useMutation({
    mutationFn: () => recoverCheckout(checkout.id),
    onSuccess: (sent) => {
      toast.success(t('orders.abandoned.sent', { to: sent.to }))
      void queryClient.invalidateQueries({ queryKey: keys.orders.abandoned.all })
    },
    onError: (error) => toast.error(errorMessage(error, { fallback: t('orders.page.actionFailed') })),
  })
  return (
    <ListRow to={`/orders/drafts/${checkout.draftOrderId}`}>
      <TableCell>
        <RowLink>{checkout.draftName}</RowLink>
        <span className="block text-muted-foreground text-xs">
          {t(`orders.abandoned.kind.${checkout.kind}`)}
        </span>
      </TableCell>
      <TableCell>
        <span className="block">{checkout.customerName ?? checkout.recipient}</span>
        {checkout.customerName && (
          <span className="block text-muted-foreground text-xs">{checkout.recipient}</span>
        )}
      </TableCell>
      <TableCell className="whitespace-nowrap">{formatDateTime(checkout.openedAt)}</TableCell>
      <TableCell className="whitespace-nowrap">
        {formatDate(checkout.expiresAt)}
        {expired && (
          <Badge variant="outline" className="ml-2">
            {t('orders.abandoned.expired')}
          </Badge>
        )}
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {checkout.recoverySentAt ? formatDateTime(checkout.recoverySentAt) : t('orders.abandoned.notSent')}
      </TableCell>
      <TableCell className="text-right tabular-nums">
        {formatMoney(checkout.total.amount, checkout.total.currencyCode)}
      </TableCell>
      <TableCell className="text-right">
        <Button variant="outline" size="sm" onClick={() => recover.mutate()} disabled={recover.isPending}>
          <MailIcon aria-hidden />
          {recover.isPending ? t('orders.abandoned.sending') : t('orders.abandoned.send')}
          <span className="sr-only"> {checkout.draftName}</span>
        </Button>
      </TableCell>
    </ListRow>
  )
}
