import type { InventoryLevel } from '@lojista/contracts/catalog/inventory'
import { DEFAULT_VARIANT_TITLE } from '@lojista/contracts/catalog/variant-title'
import { BoxesIcon, HistoryIcon, MapPinIcon, XIcon } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'
import { ListSelect } from '@/components/list/list-select'
import { ListRow, RowLink } from '@/components/list/list-table'
import { ListView } from '@/components/list/list-view'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useListState } from '@/hooks/use-list-state'
import { useCan } from '@/lib/auth/permissions'
import { formatDate, formatNumber } from '@/lib/format'
import { cn } from '@/lib/utils'
import { useInventoryLevels, useLocations } from '../api/inventory-queries'
import { AdjustStockDialog, variantName } from '../components/adjust-stock-dialog'
import { StockHistoryDialog } from '../components/stock-history-dialog'
import { translateInventoryMessage, useInventoryT } from '../i18n/inventory-i18n'
import {
  INVENTORY_PAGE_SIZE,
  inventoryListParams,
  inventorySorts,
  toInventoryRequest,
} from '../utils/inventory-params'

/** `/products/inventory`: stock of every variant at every location, adjusted in place. */
export function InventoryPage() {
  const t = useInventoryT()
  const locations = useLocations()
  const canManageLocations = useCan('settings.locations')

  if (locations.isSuccess && locations.data.length === 0) {
    return (
      <PageFrame>
        <EmptyState
          icon={MapPinIcon}
          title={t('list.noLocationsTitle')}
          action={
            canManageLocations && (
              <Button asChild variant="outline">
                <Link to="/settings/locations">{t('list.addLocation')}</Link>
              </Button>
            )
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
  const list = useListState(inventoryListParams)
  const { params, page } = list
  const [adjusting, setAdjusting] = useState<InventoryLevel | null>(null)
  const [historyOf, setHistoryOf] = useState<InventoryLevel | null>(null)
  // Counting stock by hand and adding products are for the roles allowed to; the rest see the levels.
  const canAdjust = useCan('inventory.adjust')
  const canAddProduct = useCan('products.edit')

  const query = useInventoryLevels(toInventoryRequest(params, page))
  const levels = query.data?.edges.map((edge) => edge.node) ?? []
  const productTitle = params.product ? levels[0]?.product.title : undefined

  return (
    <PageFrame>
      <ListView
        name="inventory"
        list={list}
        query={query}
        rows={levels.length}
        search={{ label: t('list.searchLabel'), placeholder: t('list.search') }}
        filters={
          <ListSelect
            label={t('list.location')}
            value={params.location}
            anyLabel={t('list.allLocations')}
            options={locations.map((location) => ({ value: location.id, label: location.name }))}
            onChange={(location) => list.set({ location })}
            className="min-w-56"
          />
        }
        sort={{
          label: t('list.sort'),
          options: inventorySorts.map((value) => ({ value, label: t(`list.sort_${value}`) })),
          className: 'min-w-56',
        }}
        above={
          params.product && (
            <Badge variant="secondary" className="gap-1 pr-1 text-sm">
              {t('list.productFilter', { title: productTitle ?? '…' })}
              <button
                type="button"
                aria-label={t('list.clearProduct')}
                onClick={() => list.set({ product: undefined })}
                className="rounded-sm p-0.5 opacity-70 outline-none hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring/50"
              >
                <XIcon className="size-3.5" aria-hidden />
              </button>
            </Badge>
          )
        }
        loadFailed={t('common.loadFailed')}
        translate={translateInventoryMessage}
        noMatch={{ title: t('list.noMatchTitle'), body: t('list.noMatchBody') }}
        empty={
          <EmptyState
            icon={BoxesIcon}
            title={t('list.emptyTitle')}
            action={
              canAddProduct && (
                <Button asChild>
                  <Link to="/products/new">{t('list.addProduct')}</Link>
                </Button>
              )
            }
          >
            {t('list.emptyBody')}
          </EmptyState>
        }
        pageSize={INVENTORY_PAGE_SIZE}
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
          {levels.map((level) => {
            const name = variantName(level, t('list.defaultVariant'))
            return (
              <ListRow
                key={`${level.variant.id}:${level.location.id}`}
                to={`/products/${level.product.handle}`}
              >
                <TableCell className="max-w-xs whitespace-normal">
                  <RowLink>{level.product.title}</RowLink>
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
                  {formatNumber(level.available)}
                </TableCell>
                <TableCell className="hidden md:table-cell">{formatDate(level.updatedAt)}</TableCell>
                <TableCell className="text-right">
                  <div className="flex justify-end gap-1">
                    {canAdjust && (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t('list.adjustOf', { name, location: level.location.name })}
                        onClick={() => setAdjusting(level)}
                      >
                        {t('list.adjust')}
                      </Button>
                    )}
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
              </ListRow>
            )
          })}
        </TableBody>
      </ListView>
      <AdjustStockDialog level={adjusting} onClose={() => setAdjusting(null)} />
      <StockHistoryDialog level={historyOf} onClose={() => setHistoryOf(null)} />
    </PageFrame>
  )
}
