import { productStatusSchema } from '@lojista/contracts/catalog/products'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { PlusIcon, SearchIcon, TagIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { toast } from '@/components/ui/toast'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { useListSearchParams } from '@/hooks/use-list-search-params'
import { productKeys, useProductSearch } from '../api/product-queries'
import { changeProductsStatus, type StatusChange } from '../api/products-api'
import { ExportProductsButton } from '../components/export-products-button'
import { ImportProductsDialog } from '../components/import-products-dialog'
import { KeysetPager } from '../components/keyset-pager'
import { ProductLookupFilter } from '../components/product-lookup-filter'
import { ProductsTable } from '../components/products-table'
import { translateProductMessage, useProductsT } from '../i18n/products-i18n'
import {
  hasFilters,
  type ProductListParams,
  productQueryText,
  productSorts,
  readListParams,
  toSearchRequest,
  writeListParams,
} from '../utils/product-list-params'

const ALL = 'all'

export function ProductsListPage() {
  const t = useProductsT()
  const queryClient = useQueryClient()
  const [search, setSearch] = useListSearchParams()
  const params = readListParams(search)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [importing, setImporting] = useState(false)

  const update = (patch: Partial<ProductListParams>, keepPage = false) => {
    const next = { ...params, ...patch, ...(keepPage ? {} : { after: null, before: null }) }
    setSearch(writeListParams(next), { replace: !keepPage })
    setSelected(new Set())
  }

  // Search as you type: the address (and so the request) follows the box once typing pauses. Only a
  // settled change of the box does this, so the effect reads the rest through a ref.
  const [text, setText] = useState(params.q)
  const settledText = useDebouncedValue(text)
  const latest = useRef({ params, update })
  latest.current = { params, update }
  useEffect(() => {
    const { params: current, update: apply } = latest.current
    if (settledText.trim() !== current.q.trim()) apply({ q: settledText })
  }, [settledText])
  // Back and forward (or clearing the filters) change the address: the box follows it, but not when the
  // address only caught up with what was typed, which would undo keystrokes made since.
  const [shownQ, setShownQ] = useState(params.q)
  if (shownQ !== params.q) {
    setShownQ(params.q)
    if (params.q.trim() !== settledText.trim()) setText(params.q)
  }

  const query = useProductSearch(toSearchRequest(params))
  const products = query.data?.edges.map((edge) => edge.node)
  const total = query.data?.pageInfo.total ?? 0
  const firstPage = !params.after && !params.before

  const statusChange = useMutation({
    mutationFn: ({ action, ids }: { action: StatusChange; ids: string[] }) =>
      changeProductsStatus(action, ids),
    onSuccess: (changed, { action }) => {
      toast.success(t(action === 'archive' ? 'list.archived' : 'list.unarchived', { count: changed.length }))
      setSelected(new Set())
    },
    onError: (error) => toast.error(t('list.statusChangeFailed'), { description: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  })

  // Only products on the page can be chosen; a choice made on rows that were then replaced does not count.
  const chosen = (products ?? []).filter((product) => selected.has(product.id)).map((product) => product.id)

  const storeIsEmpty = query.isSuccess && total === 0 && !hasFilters(params) && firstPage

  return (
    <PageFrame
      actions={
        <>
          <ExportProductsButton query={productQueryText(params)} />
          <Button variant="outline" onClick={() => setImporting(true)}>
            {t('csv.import')}
          </Button>
          <Button asChild>
            <Link to="/products/new">
              <PlusIcon aria-hidden />
              {t('list.add')}
            </Link>
          </Button>
        </>
      }
    >
      <ImportProductsDialog open={importing} onOpenChange={setImporting} />
      {storeIsEmpty ? (
        <EmptyState
          icon={TagIcon}
          title={t('list.emptyTitle')}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild>
                <Link to="/products/new">{t('list.add')}</Link>
              </Button>
              <Button variant="outline" onClick={() => setImporting(true)}>
                {t('csv.import')}
              </Button>
            </div>
          }
        >
          {t('list.emptyBody')}
        </EmptyState>
      ) : (
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
              value={params.status ?? ALL}
              onValueChange={(value) => {
                const status = productStatusSchema.safeParse(value)
                update({ status: status.success ? status.data : null })
              }}
            >
              <SelectTrigger aria-label={t('list.statusFilter')} className="w-40">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>{t('list.allStatuses')}</SelectItem>
                {productStatusSchema.options.map((status) => (
                  <SelectItem key={status} value={status}>
                    {t(`status.${status}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <ProductLookupFilter
              kind="vendor"
              value={params.vendor}
              onChange={(vendor) => update({ vendor })}
            />
            <ProductLookupFilter kind="tag" value={params.tag} onChange={(tag) => update({ tag })} />
            <Select
              value={params.sort}
              onValueChange={(value) => {
                const sort = productSorts.find((key) => key === value)
                if (sort) update({ sort })
              }}
            >
              <SelectTrigger aria-label={t('list.sort')} className="min-w-52">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {productSorts.map((sort) => (
                  <SelectItem key={sort} value={sort}>
                    {t(`list.sort_${sort}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {hasFilters(params) && (
              <Button
                variant="ghost"
                onClick={() => {
                  setText('')
                  update({ q: '', status: null, vendor: null, tag: null })
                }}
              >
                {t('list.clearFilters')}
              </Button>
            )}
          </div>

          {chosen.length > 0 && (
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
          )}

          {query.isError ? (
            <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {t('common.loadFailed')} {translateProductMessage(query.error.message)}
              </span>
              <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
                {t('common.retry')}
              </Button>
            </Alert>
          ) : query.isSuccess && total === 0 ? (
            <EmptyState icon={SearchIcon} title={t('list.noMatchTitle')}>
              {t('list.noMatchBody')}
            </EmptyState>
          ) : (
            <>
              <div className="rounded-lg border">
                <ProductsTable
                  products={products}
                  selected={selected}
                  onSelectedChange={setSelected}
                  updating={query.isPlaceholderData}
                />
              </div>
              <KeysetPager
                pageInfo={query.data?.pageInfo}
                summary={query.data ? t('list.total', { count: total }) : t('list.loading')}
                onPrevious={(before) => update({ before, after: null }, true)}
                onNext={(after) => update({ after, before: null }, true)}
              />
            </>
          )}
        </div>
      )}
    </PageFrame>
  )
}
