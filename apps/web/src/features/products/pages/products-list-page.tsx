import { productStatusSchema } from '@lojista/contracts/catalog/products'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { PlusIcon, TagIcon } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'
import { ListSelect } from '@/components/list/list-select'
import { ListView } from '@/components/list/list-view'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { useListState, usePageSelection } from '@/hooks/use-list-state'
import { mainLoad } from '@/lib/api/page-load'
import { useCan } from '@/lib/auth/permissions'
import { invalidateAll, useQueryKeys } from '@/lib/query-keys'
import { useProductSearch } from '../api/product-queries'
import { changeProductsStatus, type StatusChange } from '../api/products-api'
import { ExportProductsButton } from '../components/export-products-button'
import { ImportProductsDialog } from '../components/import-products-dialog'
import { ProductLookupFilter } from '../components/product-lookup-filter'
import { ProductsTable } from '../components/products-table'
import { translateProductMessage, useProductsT } from '../i18n/products-i18n'
import {
  PRODUCT_PAGE_SIZE,
  productListParams,
  productQueryText,
  productSorts,
  toSearchRequest,
} from '../utils/product-list-params'

export function ProductsListPage() {
  const t = useProductsT()
  const queryClient = useQueryClient()
  const keys = useQueryKeys()
  const list = useListState(productListParams)
  const { params, page } = list
  const [selected, setSelected] = usePageSelection(list)
  const [importing, setImporting] = useState(false)
  // What the role cannot do is not offered: the server would refuse it.
  const canEdit = useCan('products.edit')
  const canImport = useCan('products.import')
  const canExport = useCan('products.export')

  const query = useProductSearch(toSearchRequest(params, page), mainLoad)
  const products = query.data?.edges.map((edge) => edge.node) ?? []
  const total = query.data?.pageInfo.total ?? 0

  const statusChange = useMutation({
    mutationFn: ({ action, ids }: { action: StatusChange; ids: string[] }) =>
      changeProductsStatus(action, ids),
    onSuccess: (changed, { action }) => {
      toast.success(t(action === 'archive' ? 'list.archived' : 'list.unarchived', { count: changed.length }))
      setSelected(new Set())
    },
    onError: (error) => toast.error(t('list.statusChangeFailed'), { description: error.message }),
    onSettled: () => invalidateAll(queryClient, keys.affectedBy.catalogChange),
  })

  // Only products on the page can be chosen.
  const chosen = products.filter((product) => selected.has(product.id)).map((product) => product.id)

  const storeIsEmpty = query.isSuccess && total === 0 && !list.filtered && page.number === 1
  const storeEmpty = (
    <EmptyState
      icon={TagIcon}
      title={t('list.emptyTitle')}
      action={
        (canEdit || canImport) && (
          <div className="flex flex-wrap justify-center gap-2">
            {canEdit && (
              <Button asChild>
                <Link to="/products/new">{t('list.add')}</Link>
              </Button>
            )}
            {canImport && (
              <Button variant="outline" onClick={() => setImporting(true)}>
                {t('csv.import')}
              </Button>
            )}
          </div>
        )
      }
    >
      {t('list.emptyBody')}
    </EmptyState>
  )

  return (
    <PageFrame
      actions={
        <>
          {canExport && <ExportProductsButton query={productQueryText(params)} />}
          {canImport && (
            <Button variant="outline" onClick={() => setImporting(true)}>
              {t('csv.import')}
            </Button>
          )}
          {canEdit && (
            <Button asChild>
              <Link to="/products/new">
                <PlusIcon aria-hidden />
                {t('list.add')}
              </Link>
            </Button>
          )}
        </>
      }
    >
      {canImport && <ImportProductsDialog open={importing} onOpenChange={setImporting} />}
      {storeIsEmpty ? (
        storeEmpty
      ) : (
        <ListView
          name="products"
          list={list}
          query={query}
          rows={products.length}
          search={{ label: t('list.searchLabel'), placeholder: t('list.search') }}
          filters={
            <>
              <ListSelect
                label={t('list.statusFilter')}
                value={params.status}
                anyLabel={t('list.allStatuses')}
                options={productStatusSchema.options.map((value) => ({ value, label: t(`status.${value}`) }))}
                onChange={(status) => list.set({ status })}
              />
              <ProductLookupFilter
                kind="vendor"
                value={params.vendor}
                onChange={(vendor) => list.set({ vendor })}
              />
              <ProductLookupFilter kind="tag" value={params.tag} onChange={(tag) => list.set({ tag })} />
            </>
          }
          sort={{
            label: t('list.sort'),
            options: productSorts.map((value) => ({ value, label: t(`list.sort_${value}`) })),
            className: 'min-w-52',
          }}
          above={
            canEdit &&
            chosen.length > 0 && (
              <section
                aria-label={t('list.selected', { count: chosen.length })}
                className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/50 px-3 py-2"
              >
                <span className="font-medium text-sm">{t('list.selected', { count: chosen.length })}</span>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={statusChange.isPending}
                  onClick={() => statusChange.mutate({ action: 'archive', ids: chosen })}
                >
                  {t('list.archive')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={statusChange.isPending}
                  onClick={() => statusChange.mutate({ action: 'unarchive', ids: chosen })}
                >
                  {t('list.unarchive')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
                  {t('list.clearSelection')}
                </Button>
              </section>
            )
          }
          loadFailed={t('common.loadFailed')}
          translate={translateProductMessage}
          noMatch={{ title: t('list.noMatchTitle'), body: t('list.noMatchBody') }}
          empty={storeEmpty}
          pageSize={PRODUCT_PAGE_SIZE}
        >
          <ProductsTable
            products={products}
            selected={selected}
            onSelectedChange={setSelected}
            updating={query.isPlaceholderData}
          />
        </ListView>
      )}
    </PageFrame>
  )
}
