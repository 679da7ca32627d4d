import type { DraftSummary } from '@lojista/contracts/order/api'
import { StickyNoteIcon } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'
import { ListSelect } from '@/components/list/list-select'
import { ListRow, RowLink } from '@/components/list/list-table'
import { ListView } from '@/components/list/list-view'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useListQuery } from '@/hooks/use-list-query'
import { useListState } from '@/hooks/use-list-state'
import { formatDate, formatMoney } from '@/lib/format'
import { listParam, listSchema, pageRequest } from '@/lib/list-params'
import { useQueryKeys } from '@/lib/query-keys'
import { searchDrafts } from '../api/order-api'
import { useEditorT } from '../i18n/editor-i18n'

const PAGE_SIZE = 20
const STATUSES = ['open', 'invoice_sent', 'completed'] as const

/** The drafts list's search and status filter, kept in the address. */
const draftListParams = listSchema({ q: listParam.text(), status: listParam.oneOf(STATUSES) })

/** /orders/drafts: search, status, pages of drafts newest first; a row opens the draft. */
export function DraftsPage() {
  const t = useEditorT()
  const keys = useQueryKeys()
  const list = useListState(draftListParams)
  const { params, page } = list
  const request = {
    query: [params.q.trim(), params.status && `status:${params.status}`].filter(Boolean).join(' '),
    ...pageRequest(page, PAGE_SIZE),
  }
  const drafts = useListQuery(keys.drafts.list(request), (signal) => searchDrafts(request, signal))
  const rows: DraftSummary[] = drafts.data?.edges.map((edge) => edge.node) ?? []

  return (
    <PageFrame
      actions={
        <Button asChild>
          <Link to="/orders/drafts/new">{t('drafts.create')}</Link>
        </Button>
      }
    >
      <ListView
        name="drafts"
        list={list}
        query={drafts}
        rows={rows.length}
        search={{ label: t('drafts.searchLabel'), placeholder: t('drafts.search') }}
        filters={
          <ListSelect
            label={t('drafts.status')}
            value={params.status}
            anyLabel={t('drafts.allStatuses')}
            options={STATUSES.map((value) => ({ value, label: t(`page.status_${value}`) }))}
            onChange={(status) => list.set({ status })}
            className="w-48"
          />
        }
        loadFailed={t('drafts.loadFailed')}
        noMatch={{ title: t('drafts.noMatches') }}
        empty={
          <EmptyState icon={StickyNoteIcon} title={t('drafts.empty')}>
            {t('drafts.emptyBody')}
          </EmptyState>
        }
        pagerLabel={t('drafts.pagination')}
        pageSize={PAGE_SIZE}
      >
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
            <ListRow key={draft.id} to={`/orders/drafts/${draft.id}`}>
              <TableCell>
                <RowLink>{draft.name}</RowLink>
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
            </ListRow>
          ))}
        </TableBody>
      </ListView>
    </PageFrame>
  )
}
