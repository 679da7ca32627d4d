import type { DraftSummary } from '@lojista/contracts/order/api'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { StickyNoteIcon } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { formatDate, formatMoney } from '@/lib/format'
import { searchDrafts } from '../api/order-api'
import { useEditorT } from '../i18n/editor-i18n'

const PAGE_SIZE = 20
const STATUSES = ['open', 'invoice_sent', 'completed'] as const
type StatusFilter = (typeof STATUSES)[number] | 'all'
/** A keyset page: forward after a cursor, or backward before one. */
type Page = { after?: string } | { before?: string }

/** Spec section 2.1 /orders/drafts: search, status, pages of drafts newest first; a row opens the draft. */
export function DraftsPage() {
  const t = useEditorT()
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const [status, setStatus] = useState<StatusFilter>('all')
  const [page, setPage] = useState<Page>({})
  const query = useDebouncedValue(text.trim())
  const filter = status === 'all' ? '' : ` status:${status}`
  const drafts = useQuery({
    queryKey: ['order-editor', 'drafts', query, status, page],
    queryFn: ({ signal }) =>
      searchDrafts(
        'before' in page && page.before
          ? { query: `${query}${filter}`.trim(), last: PAGE_SIZE, before: page.before }
          : { query: `${query}${filter}`.trim(), first: PAGE_SIZE, ...page },
        signal,
      ),
    placeholderData: keepPreviousData,
  })
  const rows: DraftSummary[] = drafts.data?.edges.map((edge) => edge.node) ?? []
  const info = drafts.data?.pageInfo
  const searching = query !== '' || status !== 'all'
  const open = (id: string) => navigate(`/orders/drafts/${id}`)

  return (
    <PageFrame
      actions={
        <Button asChild>
          <Link to="/orders/drafts/new">{t('drafts.create')}</Link>
        </Button>
      }
    >
      <div className="flex flex-wrap gap-2">
        <Input
          type="search"
          className="max-w-sm"
          aria-label={t('drafts.searchLabel')}
          placeholder={t('drafts.search')}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setPage({})
          }}
        />
        <Select
          value={status}
          onValueChange={(value) => {
            setStatus(value as StatusFilter)
            setPage({})
          }}
        >
          <SelectTrigger aria-label={t('drafts.status')} className="w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t('drafts.allStatuses')}</SelectItem>
            {STATUSES.map((value) => (
              <SelectItem key={value} value={value}>
                {t(`page.status_${value}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {drafts.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {t('drafts.loadFailed')}
        </p>
      ) : drafts.isPending ? (
        <div className="grid gap-2">
          {Array.from({ length: 5 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <Skeleton key={index} className="h-10 w-full" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <EmptyState icon={StickyNoteIcon} title={searching ? t('drafts.noMatches') : t('drafts.empty')}>
          {searching ? '' : t('drafts.emptyBody')}
        </EmptyState>
      ) : (
        <>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('drafts.number')}</TableHead>
                <TableHead>{t('drafts.customer')}</TableHead>
                <TableHead>{t('drafts.date')}</TableHead>
                <TableHead>{t('drafts.status')}</TableHead>
                <TableHead className="text-right">{t('drafts.total')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((draft) => (
                <TableRow
                  key={draft.id}
                  className="cursor-pointer"
                  onClick={() => open(draft.id)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') open(draft.id)
                  }}
                  tabIndex={0}
                >
                  <TableCell className="font-medium">
                    <Link to={`/orders/drafts/${draft.id}`} onClick={(event) => event.stopPropagation()}>
                      {draft.name}
                    </Link>
                  </TableCell>
                  <TableCell>{draft.customer?.displayName ?? t('drafts.noCustomer')}</TableCell>
                  <TableCell>{formatDate(draft.updatedAt)}</TableCell>
                  <TableCell>
                    <Badge variant="outline">{t(`page.status_${draft.status}`)}</Badge>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatMoney(
                      draft.totalPriceSet.presentmentMoney.amount,
                      draft.totalPriceSet.presentmentMoney.currencyCode,
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <nav aria-label={t('drafts.pagination')} className="flex items-center justify-between gap-2">
            <span className="text-muted-foreground text-sm">
              {t('drafts.showing', { count: rows.length, total: info?.total ?? rows.length })}
            </span>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={!info?.hasPreviousPage}
                onClick={() => setPage({ before: info?.startCursor ?? undefined })}
              >
                {t('drafts.previous')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={!info?.hasNextPage}
                onClick={() => setPage({ after: info?.endCursor ?? undefined })}
              >
                {t('drafts.next')}
              </Button>
            </div>
          </nav>
        </>
      )}
    </PageFrame>
  )
}
