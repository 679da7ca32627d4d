import { useQueryClient } from '@tanstack/react-query'
import {
  ArchiveIcon,
  ArchiveRestoreIcon,
  DownloadIcon,
  Loader2Icon,
  UploadIcon,
  UsersIcon,
} from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { type CustomersKey, useCustomersT } from '@/components/customers/i18n/customers-i18n'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'
import { ListView } from '@/components/list/list-view'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { useListQuery } from '@/hooks/use-list-query'
import { useListState, usePageSelection } from '@/hooks/use-list-state'
import { exportCustomersCsv, searchParties, setPartyArchived } from '@/lib/api/party-api'
import { useCan } from '@/lib/auth/permissions'
import { useQueryKeys } from '@/lib/query-keys'
import { saveFile } from '@/lib/save-file'
import { CustomerFilters } from '../components/customer-filters'
import { CustomersTable } from '../components/customers-table'
import { ImportCustomersDialog } from '../components/import-customers-dialog'
import {
  CUSTOMER_LIST_PAGE_SIZE,
  customerListParams,
  customerQueryText,
  customerSearchRequest,
  customerSorts,
} from '../model/list-search'

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
  const queryClient = useQueryClient()
  const keys = useQueryKeys()
  const list = useListState(customerListParams)
  const { params: filters, page } = list
  const [selected, setSelected] = usePageSelection(list)
  const [importing, setImporting] = useState(false)
  const [exporting, setExporting] = useState(false)
  const [bulkBusy, setBulkBusy] = useState(false)
  // The CSV files are whole lists of personal data: offered only to roles that may take them.
  const canExport = useCan('customers.export')
  const canImport = useCan('customers.import')

  const request = customerSearchRequest(filters, page)
  const query = useListQuery(keys.customers.list(request), (signal) => searchParties(request, signal))
  const customers = query.data?.edges.map((edge) => edge.node) ?? []

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
    await queryClient.invalidateQueries({ queryKey: keys.customers.all })
  }

  const selectedParties = customers.filter((party) => selected.has(party.id))
  const canArchive = selectedParties.some((party) => party.status === 'active')
  const canUnarchive = selectedParties.some((party) => party.status === 'archived')

  return (
    <PageFrame
      actions={
        <>
          {canExport && (
            <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
              {exporting ? (
                <Loader2Icon className="animate-spin" aria-hidden />
              ) : (
                <DownloadIcon aria-hidden />
              )}
              {exporting ? t('list.exporting') : t('list.export')}
            </Button>
          )}
          {canImport && (
            <Button variant="outline" onClick={() => setImporting(true)}>
              <UploadIcon aria-hidden />
              {t('list.import')}
            </Button>
          )}
          <Button asChild>
            <Link to="/customers/new">{t('list.add')}</Link>
          </Button>
        </>
      }
    >
      <ListView
        name="customers"
        list={list}
        query={query}
        rows={customers.length}
        search={{ label: t('list.searchLabel'), placeholder: t('list.searchPlaceholder') }}
        filters={<CustomerFilters list={list} />}
        sort={{
          label: t('list.sortLabel'),
          options: customerSorts.map((value) => ({ value, label: t(`list.sort_${value}` as CustomersKey) })),
          className: 'w-44',
        }}
        above={
          selected.size > 0 && (
            <div className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/40 px-3 py-2 text-sm">
              <span role="status">{t('list.selected', { count: selected.size })}</span>
              {canArchive && (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={bulkBusy}
                  onClick={() => void changeArchived(true)}
                >
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
          )
        }
        loadFailed={t('list.loadFailed')}
        noMatch={{ title: t('list.noMatchTitle'), body: t('list.noMatchBody') }}
        empty={
          <EmptyState
            icon={UsersIcon}
            title={t('list.emptyTitle')}
            action={
              <div className="flex gap-2">
                {canImport && (
                  <Button variant="outline" onClick={() => setImporting(true)}>
                    {t('list.import')}
                  </Button>
                )}
                <Button asChild>
                  <Link to="/customers/new">{t('list.add')}</Link>
                </Button>
              </div>
            }
          >
            {t('list.emptyBody')}
          </EmptyState>
        }
        pagerLabel={t('list.pagination')}
        pageSize={CUSTOMER_LIST_PAGE_SIZE}
      >
        <CustomersTable customers={customers} selected={selected} onSelectedChange={setSelected} />
      </ListView>
      {canImport && <ImportCustomersDialog open={importing} onOpenChange={setImporting} />}
    </PageFrame>
  )
}
