import type { Discount } from '@lojista/contracts/discounts/index'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { TicketIcon } from 'lucide-react'
import { useState } from 'react'
import { ExportButton } from '@/components/list/export-button'
import { ListFrame } from '@/components/list/list-frame'
import { ListPager } from '@/components/list/list-pager'
import { ListSearch } from '@/components/list/list-search'
import { ListTable } from '@/components/list/list-table'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { toast } from '@/components/ui/toast'
import { useCan } from '@/lib/auth/permissions'
import { formatNumber } from '@/lib/format'
import { FIRST_PAGE, type ListPage, pageRequest } from '@/lib/list-params'
import { invalidateAll, useQueryKeys } from '@/lib/query-keys'
import { exportDiscountCodes, listDiscountCodes } from '../api/discount-codes-api'
import { describeDiscountsError, translateDiscountsMessage, useDiscountsT } from '../i18n/discounts-i18n'
import { GenerateCodesPanel } from './generate-codes-panel'

const PAGE_SIZE = 25

/**
 * A code discount's generated codes: a batch made from a panel, the codes found by any part of them with
 * the orders that used each, and the whole list as a CSV file for a campaign's mailing or printer.
 */
export function DiscountCodesCard({ discount }: { discount: Discount }) {
  const t = useDiscountsT()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const canEdit = useCan('discounts.edit')
  const [search, setSearch] = useState('')
  const [page, setPage] = useState<ListPage>(FIRST_PAGE)
  const [generating, setGenerating] = useState(false)
  const request = { query: search, ...pageRequest(page, PAGE_SIZE) }
  const query = useQuery({
    queryKey: keys.discounts.codes(discount.id, request),
    queryFn: ({ signal }) => listDiscountCodes(discount.id, request, signal),
    placeholderData: (previous) => previous,
  })
  const codes = query.data?.codes.edges.map((edge) => edge.node) ?? []
  const totalCodes = query.data?.totalCodes ?? 0

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle>{t('codes.title')}</CardTitle>
          <p className="text-muted-foreground text-sm">
            {t('codes.summary', { count: totalCodes, total: formatNumber(totalCodes) })}
          </p>
        </div>
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            {totalCodes > 0 && (
              <ExportButton
                label={t('codes.export')}
                busyLabel={t('codes.exporting')}
                fileName={`${(discount.code ?? 'discount').toLowerCase()}-codes.csv`}
                download={() => exportDiscountCodes(discount.id)}
                failed={(error) => toast.error(describeDiscountsError(error) || t('codes.exportFailed'))}
              />
            )}
            <Button type="button" onClick={() => setGenerating(true)}>
              <TicketIcon aria-hidden />
              {t('codes.generate')}
            </Button>
          </div>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        <ListSearch
          value={search}
          onSearch={(text) => {
            setSearch(text)
            setPage(FIRST_PAGE)
          }}
          label={t('codes.searchLabel')}
          placeholder={t('codes.searchPlaceholder')}
        />
        <ListFrame
          query={query}
          list={{ page, goTo: setPage }}
          empty={codes.length === 0}
          emptyState={
            <p className="py-6 text-center text-muted-foreground text-sm">
              {search ? t('codes.noMatch') : t('codes.empty')}
            </p>
          }
          loadFailed={t('codes.loadFailed')}
          translate={translateDiscountsMessage}
        >
          <ListTable busy={query.isFetching}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('codes.columns.code')}</TableHead>
                <TableHead className="text-right">{t('codes.columns.uses')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {codes.map((code) => (
                <TableRow key={code.id}>
                  <TableCell className="font-mono">{code.code}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatNumber(code.usageCount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ListTable>
          <ListPager
            pageInfo={query.data?.codes.pageInfo}
            page={page}
            onPage={setPage}
            rows={codes.length}
            pageSize={PAGE_SIZE}
            label={t('codes.pages')}
            busy={query.isFetching}
          />
        </ListFrame>
      </CardContent>
      <GenerateCodesPanel
        discountId={discount.id}
        prefix={discount.code ? `${discount.code}-` : ''}
        open={generating}
        onOpenChange={setGenerating}
        onGenerated={(count) => {
          toast.success(t('codes.generated', { count, total: formatNumber(count) }))
          setPage(FIRST_PAGE)
          void invalidateAll(queryClient, [keys.discounts.codesOf(discount.id)])
        }}
      />
    </Card>
  )
}
