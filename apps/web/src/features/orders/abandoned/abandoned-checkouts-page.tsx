import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { MailIcon, ShoppingCartIcon } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { toast } from '@/components/ui/toast'
import { formatDate, formatDateTime, formatMoney } from '@/lib/format'
import { useSalesTranslation } from '@/lib/i18n/sales'
import { type AbandonedCheckout, recoverCheckout, searchAbandonedCheckouts } from '../api/checkouts-api'
import { problemMessage } from '../api/problem-message'
import { orderKeys } from '../api/query-keys'
import { Pager } from '../components/pager'

const PAGE_SIZE = 25

/** Checkout links customers opened and did not pay, newest first, with a way to nudge them. */
export function AbandonedCheckoutsPage() {
  const { t } = useSalesTranslation()
  const [page, setPage] = useState<{ after?: string; before?: string }>({})
  const request = page.before
    ? { query: '', last: PAGE_SIZE, before: page.before }
    : { query: '', first: PAGE_SIZE, ...(page.after ? { after: page.after } : {}) }
  const query = useQuery({
    queryKey: orderKeys.abandoned(request),
    queryFn: ({ signal }) => searchAbandonedCheckouts(request, signal),
    placeholderData: keepPreviousData,
  })
  const rows = query.data?.edges.map((edge) => edge.node) ?? []

  return (
    <PageFrame description={t('orders.abandoned.description')}>
      {query.isError && (
        <Alert variant="destructive" className="flex items-center justify-between gap-3">
          {t('orders.abandoned.loadFailed')}
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('translation:common.tryAgain')}
          </Button>
        </Alert>
      )}
      {query.isPending ? (
        <Skeleton className="h-40" />
      ) : rows.length === 0 && !query.isError ? (
        <EmptyState icon={ShoppingCartIcon} title={t('translation:pages.abandonedCheckouts.empty')}>
          {t('translation:pages.abandonedCheckouts.body')}
        </EmptyState>
      ) : (
        <div className="grid gap-3">
          <div className="rounded-xl border">
            <Table>
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
            </Table>
          </div>
          <Pager
            pageInfo={query.data?.pageInfo}
            summary={t('orders.abandoned.total', { count: query.data?.pageInfo.total ?? 0 })}
            onPrevious={(before) => setPage({ before })}
            onNext={(after) => setPage({ after })}
          />
        </div>
      )}
    </PageFrame>
  )
}

function AbandonedRow({ checkout }: { checkout: AbandonedCheckout }) {
  const { t } = useSalesTranslation()
  const queryClient = useQueryClient()
  const expired = new Date(checkout.expiresAt).getTime() < Date.now()
  const recover = useMutation({
    mutationFn: () => recoverCheckout(checkout.id),
    onSuccess: (sent) => {
      toast.success(t('orders.abandoned.sent', { to: sent.to }))
      void queryClient.invalidateQueries({ queryKey: ['orders', 'abandoned-checkouts'] })
    },
    onError: (error) => toast.error(problemMessage(error, t('orders.page.actionFailed'))),
  })
  return (
    <TableRow>
      <TableCell className="font-medium">
        <Link to={`/orders/drafts/${checkout.draftOrderId}`} className="underline-offset-4 hover:underline">
          {checkout.draftName}
        </Link>
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
    </TableRow>
  )
}
