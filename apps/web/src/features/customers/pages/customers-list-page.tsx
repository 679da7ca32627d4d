import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  ArchiveIcon,
  ArchiveRestoreIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  DownloadIcon,
  Loader2Icon,
  UploadIcon,
  UsersIcon,
} from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useCustomersT } from '@/components/customers/i18n/customers-i18n'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { useListSearchParams } from '@/hooks/use-list-search-params'
import { exportCustomersCsv, searchParties, setPartyArchived } from '@/lib/api/party-api'
import { customerKeys } from '../api/query-keys'
import { CustomersTable } from '../components/customers-table'
import { CustomersToolbar } from '../components/customers-toolbar'
import { ImportCustomersDialog } from '../components/import-customers-dialog'
import {
  CUSTOMER_LIST_PAGE_SIZE,
  type CustomerListFilters,
  type CustomerPageCursor,
  customerQueryText,
  customerSearchRequest,
  defaultCustomerFilters,
  filtersFromParams,
  hasActiveFilters,
  paramsFromFilters,
} from '../model/list-search'
import { saveFile } from '../utils/save-file'

/** Archive requests sent at once by a bulk action. */
const BULK_CONCURRENCY = 4

async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<unknown>) {
  const results: PromiseSettledResult<unknown>[] = []
  for (let start = 0; start < items.length; start += size)
    results.push(...(await Promise.allSettled(items.slice(start, start + size).map(run))))
  return results
}

/** `/customers`: search, filters, sort, keyset pages, bulk archive, CSV export and import. */
export function CustomersPage() {
  const t = useCustomersT()
  const { t: tCommon } = useTranslation()
  const queryClient = useQueryClient()
  const [params, setParams] = useListSearchParams()
  const filters = useMemo(() => filtersFromParams(params), [params])
  const [page, setPage] = useState<{ index: number; cursor: CustomerPageCursor }>({ index: 0, cursor: {} })
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [importing, setImporting] = useState(false)
  const [exporting, setExporting] = useState(false)
  const [bulkBusy, setBulkBusy] = useState(false)

  const request = customerSearchRequest(filters, page.cursor)
  const list = useQuery({
    queryKey: customerKeys.list(request),
    queryFn: ({ signal }) => searchParties(request, signal),
    placeholderData: keepPreviousData,
  })
  const customers = list.data?.edges.map((edge) => edge.node) ?? []
  const pageInfo = list.data?.pageInfo

  const applyFilters = (next: CustomerListFilters) => {
    setParams(paramsFromFilters(next), { replace: true })
    setPage({ index: 0, cursor: {} })
    setSelected(new Set())
  }

  const goTo = (direction: 'next' | 'previous') => {
    if (!pageInfo) return
    setSelected(new Set())
    setPage((current) => {
      const index = current.index + (direction === 'next' ? 1 : -1)
      // The first page is asked for as such, so that rows added before the first one show up too.
      if (index <= 0) return { index: 0, cursor: {} }
      return direction === 'next'
        ? { index, cursor: { after: pageInfo.endCursor ?? undefined } }
        : { index, cursor: { before: pageInfo.startCursor ?? undefined } }
    })
  }

  const exportCsv = async () => {
    setExporting(true)
    try {
      saveFile(await exportCustomersCsv(customerQueryText(filters)), 'customers.csv')
    } catch {
      toast.error(t('list.exportFailed'))
    } finally {
      setExporting(false)
    }
  }

  const changeArchived = async (archive: boolean) => {
    const ids = customers
      .filter((party) => selected.has(party.id) && (party.status === 'archived') !== archive)
      .map((party) => party.id)
    setBulkBusy(true)
    const results = await inBatches(ids, BULK_CONCURRENCY, (id) => setPartyArchived(id, archive))
    setBulkBusy(false)
    const failed = results.filter((result) => result.status === 'rejected').length
    const done = results.length - failed
    if (done > 0) toast.success(t(archive ? 'list.archived' : 'list.unarchived', { count: done }))
    if (failed > 0) toast.error(t('list.bulkFailed', { count: failed }))
    setSelected(new Set())
    await queryClient.invalidateQueries({ queryKey: customerKeys.all })
  }

  const selectedParties = customers.filter((party) => selected.has(party.id))
  const canArchive = selectedParties.some((party) => party.status === 'active')
  const canUnarchive = selectedParties.some((party) => party.status === 'archived')
  const total = pageInfo?.total ?? 0
  const filtered = hasActiveFilters(filters)
  const firstRow = page.index * CUSTOMER_LIST_PAGE_SIZE + 1

  return (
    <PageFrame
      description={pageInfo ? t('list.total', { count: total }) : undefined}
      actions={
        <>
          <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
            {exporting ? <Loader2Icon className="animate-spin" aria-hidden /> : <DownloadIcon aria-hidden />}
            {exporting ? t('list.exporting') : t('list.export')}
          </Button>
          <Button variant="outline" onClick={() => setImporting(true)}>
            <UploadIcon aria-hidden />
            {t('list.import')}
          </Button>
          <Button asChild>
            <Link to="/customers/new">{t('list.add')}</Link>
          </Button>
        </>
      }
    >
      <CustomersToolbar filters={filters} onChange={applyFilters} />

      {selected.size > 0 && (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/40 px-3 py-2 text-sm">
          <span role="status">{t('list.selected', { count: selected.size })}</span>
          {canArchive && (
            <Button size="sm" variant="outline" disabled={bulkBusy} onClick={() => void changeArchived(true)}>
              <ArchiveIcon aria-hidden />
              {t('list.archiveSelected')}
            </Button>
          )}
          {canUnarchive && (
            <Button
              size="sm"
              variant="outline"
              disabled={bulkBusy}
              onClick={() => void changeArchived(false)}
            >
              <ArchiveRestoreIcon aria-hidden />
              {t('list.unarchiveSelected')}
            </Button>
          )}
        </div>
      )}

      {list.isError && !list.data ? (
        <Alert variant="destructive" className="flex items-center justify-between gap-2">
          {t('list.loadFailed')}
          <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
            {tCommon('common.tryAgain')}
          </Button>
        </Alert>
      ) : list.data && total === 0 && customers.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={UsersIcon}
            title={t('list.noMatchTitle')}
            action={
              <Button variant="outline" onClick={() => applyFilters(defaultCustomerFilters)}>
                {t('list.clearFilters')}
              </Button>
            }
          >
            {t('list.noMatchBody')}
          </EmptyState>
        ) : (
          <EmptyState
            icon={UsersIcon}
            title={t('list.emptyTitle')}
            action={
              <div className="flex gap-2">
                <Button variant="outline" onClick={() => setImporting(true)}>
                  {t('list.import')}
                </Button>
                <Button asChild>
                  <Link to="/customers/new">{t('list.add')}</Link>
                </Button>
              </div>
            }
          >
            {t('list.emptyBody')}
          </EmptyState>
        )
      ) : (
        <>
          <CustomersTable
            customers={customers}
            selected={selected}
            onSelectedChange={setSelected}
            loading={list.isPending}
            stale={list.isPlaceholderData}
          />
          {pageInfo && (
            <nav aria-label={t('list.pagination')} className="flex items-center justify-end gap-3 text-sm">
              <span className="text-muted-foreground tabular-nums">
                {t('list.range', {
                  from: customers.length ? firstRow : 0,
                  to: firstRow + customers.length - 1,
                  total,
                })}
              </span>
              <Button
                variant="outline"
                size="icon"
                aria-label={t('list.previous')}
                disabled={!pageInfo.hasPreviousPage || list.isPlaceholderData}
                onClick={() => goTo('previous')}
              >
                <ChevronLeftIcon aria-hidden />
              </Button>
              <Button
                variant="outline"
                size="icon"
                aria-label={t('list.next')}
                disabled={!pageInfo.hasNextPage || list.isPlaceholderData}
                onClick={() => goTo('next')}
              >
                <ChevronRightIcon aria-hidden />
              </Button>
            </nav>
          )}
        </>
      )}
      <ImportCustomersDialog open={importing} onOpenChange={setImporting} />
    </PageFrame>
  )
}
