import type { InventoryLevel } from '@lojista/contracts/catalog/inventory'
import { DEFAULT_VARIANT_TITLE } from '@lojista/contracts/catalog/variant-title'
import { BoxesIcon, HistoryIcon, MapPinIcon, SearchIcon, XIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { useListSearchParams } from '@/hooks/use-list-search-params'
import { formatDate } from '@/lib/format'
import { cn } from '@/lib/utils'
import { useInventoryLevels, useLocations } from '../api/inventory-queries'
import { AdjustStockDialog, variantName } from '../components/adjust-stock-dialog'
import { InventoryPager } from '../components/inventory-pager'
import { StockHistoryDialog } from '../components/stock-history-dialog'
import { translateInventoryMessage, useInventoryT } from '../i18n/inventory-i18n'
import {
  type InventoryParams,
  inventorySorts,
  readInventoryParams,
  toInventoryRequest,
  writeInventoryParams,
} from '../utils/inventory-params'

const ALL = 'all'

/** `/products/inventory`: stock of every variant at every location, adjusted in place. */
export function InventoryPage() {
  const t = useInventoryT()
  const locations = useLocations()

  if (locations.isSuccess && locations.data.length === 0) {
    return (
      <PageFrame>
        <EmptyState
          icon={MapPinIcon}
          title={t('list.noLocationsTitle')}
          action={
            <Button asChild variant="outline">
              <Link to="/settings/locations">{t('list.addLocation')}</Link>
            </Button>
          }
        >
          {t('list.noLocationsBody')}
        </EmptyState>
      </PageFrame>
    )
  }
  return <StockLevels locations={locations.data ?? []} />
}

function StockLevels({ locations }: { locations: { id: string; name: string }[] }) {
  const t = useInventoryT()
  const [search, setSearch] = useListSearchParams()
  const params = readInventoryParams(search)
  const [adjusting, setAdjusting] = useState<InventoryLevel | null>(null)
  const [historyOf, setHistoryOf] = useState<InventoryLevel | null>(null)

  const update = (patch: Partial<InventoryParams>, keepPage = false) => {
    const next = { ...params, ...patch, ...(keepPage ? {} : { after: null, before: null }) }
    setSearch(writeInventoryParams(next), { replace: !keepPage })
  }

  // Search as you type: the address follows the box once typing pauses (see the products list).
  const [text, setText] = useState(params.q)
  const settled = useDebouncedValue(text)
  const latest = useRef({ params, update })
  latest.current = { params, update }
  useEffect(() => {
    const { params: current, update: apply } = latest.current
    if (settled.trim() !== current.q.trim()) apply({ q: settled })
  }, [settled])
  const [shownQ, setShownQ] = useState(params.q)
  if (shownQ !== params.q) {
    setShownQ(params.q)
    if (params.q.trim() !== settled.trim()) setText(params.q)
  }

  const query = useInventoryLevels(toInventoryRequest(params))
  const levels = query.data?.edges.map((edge) => edge.node)
  const total = query.data?.pageInfo.total ?? 0
  const productTitle = params.product ? levels?.[0]?.product.title : undefined
  const filtered = Boolean(params.q.trim() || params.location || params.product)

  return (
    <PageFrame>
      <div className="grid gap-4">
        <div className="flex flex-wrap items-end gap-2">
          <div className="relative w-full sm:w-auto sm:min-w-60 sm:flex-1">
            <SearchIcon
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              type="search"
              aria-label={t('list.searchLabel')}
              placeholder={t('list.search')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              className="pl-9"
            />
          </div>
          <Select
            value={params.location ?? ALL}
            onValueChange={(value) => update({ location: value === ALL ? null : value })}
          >
            <SelectTrigger aria-label={t('list.location')} className="min-w-56">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t('list.allLocations')}</SelectItem>
              {locations.map((location) => (
                <SelectItem key={location.id} value={location.id}>
                  {location.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Select
            value={params.sort}
            onValueChange={(value) => {
              const sort = inventorySorts.find((key) => key === value)
              if (sort) update({ sort })
            }}
          >
            <SelectTrigger aria-label={t('list.sort')} className="min-w-56">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {inventorySorts.map((sort) => (
                <SelectItem key={sort} value={sort}>
                  {t(`list.sort_${sort}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {params.product && (
          <Badge variant="secondary" className="gap-1 pr-1 text-sm">
            {t('list.productFilter', { title: productTitle ?? '…' })}
            <button
              type="button"
              aria-label={t('list.clearProduct')}
              onClick={() => update({ product: null })}
              className="rounded-sm p-0.5 opacity-70 outline-none hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring/50"
            >
              <XIcon className="size-3.5" aria-hidden />
            </button>
          </Badge>
        )}

        {query.isError ? (
          <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {t('common.loadFailed')} {translateInventoryMessage(query.error.message)}
            </span>
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : query.isSuccess && total === 0 ? (
          filtered ? (
            <EmptyState icon={SearchIcon} title={t('list.noMatchTitle')}>
              {t('list.noMatchBody')}
            </EmptyState>
          ) : (
            <EmptyState
              icon={BoxesIcon}
              title={t('list.emptyTitle')}
              action={
                <Button asChild>
                  <Link to="/products/new">{t('list.addProduct')}</Link>
                </Button>
              }
            >
              {t('list.emptyBody')}
            </EmptyState>
          )
        ) : (
          <>
            <div className="rounded-lg border">
              <Table
                aria-busy={!levels || query.isPlaceholderData}
                className={cn(query.isPlaceholderData && 'opacity-60 transition-opacity')}
              >
                <TableHeader>
                  <TableRow>
                    <TableHead>{t('list.columnProduct')}</TableHead>
                    <TableHead>{t('list.columnSku')}</TableHead>
                    <TableHead>{t('list.columnLocation')}</TableHead>
                    <TableHead className="text-right">{t('list.columnAvailable')}</TableHead>
                    <TableHead className="hidden md:table-cell">{t('list.columnUpdated')}</TableHead>
                    <TableHead>
                      <span className="sr-only">{t('list.columnActions')}</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {!levels && (
                    <TableRow>
                      <TableCell colSpan={6}>
                        <Skeleton className="h-24 w-full" />
                      </TableCell>
                    </TableRow>
                  )}
                  {levels?.map((level) => {
                    const name = variantName(level, t('list.defaultVariant'))
                    return (
                      <TableRow key={`${level.variant.id}:${level.location.id}`}>
                        <TableCell className="max-w-xs whitespace-normal">
                          <Link
                            to={`/products/${level.product.handle}`}
                            className="font-medium underline-offset-4 hover:underline"
                          >
                            {level.product.title}
                          </Link>
                          {level.variant.title !== DEFAULT_VARIANT_TITLE && (
                            <span className="block text-muted-foreground text-xs">{level.variant.title}</span>
                          )}
                        </TableCell>
                        <TableCell>{level.variant.sku ?? t('common.none')}</TableCell>
                        <TableCell>{level.location.name}</TableCell>
                        <TableCell
                          className={cn(
                            'text-right font-medium tabular-nums',
                            level.available < 0 && 'text-destructive',
                          )}
                        >
                          {level.available}
                        </TableCell>
                        <TableCell className="hidden md:table-cell">{formatDate(level.updatedAt)}</TableCell>
                        <TableCell className="text-right">
                          <div className="flex justify-end gap-1">
                            <Button
                              size="sm"
                              variant="outline"
                              aria-label={t('list.adjustOf', { name, location: level.location.name })}
                              onClick={() => setAdjusting(level)}
                            >
                              {t('list.adjust')}
                            </Button>
                            <Button
                              size="sm"
                              variant="ghost"
                              aria-label={t('list.historyOf', { name })}
                              onClick={() => setHistoryOf(level)}
                            >
                              <HistoryIcon aria-hidden />
                              <span className="hidden lg:inline">{t('list.history')}</span>
                            </Button>
                          </div>
                        </TableCell>
                      </TableRow>
                    )
                  })}
                </TableBody>
              </Table>
            </div>
            <InventoryPager
              pageInfo={query.data?.pageInfo}
              summary={query.data ? t('list.total', { count: total }) : t('list.loading')}
              onPrevious={(before) => update({ before, after: null }, true)}
              onNext={(after) => update({ after, before: null }, true)}
            />
          </>
        )}
      </div>
      <AdjustStockDialog level={adjusting} onClose={() => setAdjusting(null)} />
      <StockHistoryDialog level={historyOf} onClose={() => setHistoryOf(null)} />
    </PageFrame>
  )
}
