import { FolderIcon, PlusIcon } from 'lucide-react'
import { useState } from 'react'
import { useLocation } from 'react-router'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'
import { ListRow, RowLink } from '@/components/list/list-table'
import { ListView } from '@/components/list/list-view'
import { Button } from '@/components/ui/button'
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useListSearchParams } from '@/hooks/use-list-search-params'
import { useListState } from '@/hooks/use-list-state'
import { useCan } from '@/lib/auth/permissions'
import { formatDate } from '@/lib/format'
import { listParam, listSchema, orderByOf, pageRequest } from '@/lib/list-params'
import { useCollectionSearch } from '../api/collection-queries'
import type { CollectionSort } from '../api/collections-api'
import { CollectionDetail } from '../components/collections/collection-detail'
import { CreateCollectionDialog } from '../components/collections/create-collection-dialog'
import { translateProductMessage, useProductsT } from '../i18n/products-i18n'
import { productSorts } from '../utils/product-list-params'

const PAGE_SIZE = 25
const OPEN = 'collection'

const collectionListParams = listSchema({
  q: listParam.text(),
  sort: listParam.oneOfOr(productSorts, 'title_asc'),
})

/**
 * `/products/collections`: manual collections. `?collection=<id>` opens one to edit its title,
 * description and products, so a collection can be linked to, and Back (or "All collections") returns
 * to the list as it was: its search, sort and page stay in the address beside the open collection.
 */
export function CollectionsPage() {
  const [search, setSearch] = useListSearchParams()
  const open = search.get(OPEN)
  const show = (id: string | null) => {
    const next = new URLSearchParams(search)
    if (id) next.set(OPEN, id)
    else next.delete(OPEN)
    setSearch(next)
  }
  return open ? <CollectionDetail id={open} onBack={() => show(null)} /> : <CollectionsList onOpen={show} />
}

function CollectionsList({ onOpen }: { onOpen: (id: string) => void }) {
  const t = useProductsT()
  const { search } = useLocation()
  const list = useListState(collectionListParams)
  const { params, page } = list
  const [creating, setCreating] = useState(false)
  // Making a collection is editing the catalogue: not offered to a role that only sees it.
  const canEdit = useCan('products.edit')
  const result = useCollectionSearch({
    query: params.q.trim(),
    orderBy: orderByOf<CollectionSort>(params.sort),
    ...pageRequest(page, PAGE_SIZE),
  })
  const collections = result.data?.edges.map((edge) => edge.node) ?? []
  const opening = (id: string) => {
    const next = new URLSearchParams(search)
    next.set(OPEN, id)
    return { search: `?${next}` }
  }

  return (
    <PageFrame
      actions={
        canEdit && (
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden />
            {t('collections.create')}
          </Button>
        )
      }
    >
      <CreateCollectionDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(created) => onOpen(created.id)}
      />
      <ListView
        name="collections"
        list={list}
        query={result}
        rows={collections.length}
        search={{ label: t('collections.search') }}
        sort={{
          label: t('list.sort'),
          options: productSorts.map((value) => ({ value, label: t(`list.sort_${value}`) })),
          className: 'min-w-52',
        }}
        loadFailed={t('common.loadFailed')}
        translate={translateProductMessage}
        noMatch={{ title: t('collections.noMatch') }}
        empty={
          <EmptyState
            icon={FolderIcon}
            title={t('collections.emptyTitle')}
            action={canEdit && <Button onClick={() => setCreating(true)}>{t('collections.create')}</Button>}
          >
            {t('collections.emptyBody')}
          </EmptyState>
        }
        pageSize={PAGE_SIZE}
      >
        <TableHeader>
          <TableRow>
            <TableHead>{t('collections.columnTitle')}</TableHead>
            <TableHead>{t('collections.columnProducts')}</TableHead>
            <TableHead>{t('collections.columnUpdated')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {collections.map((collection) => (
            <ListRow key={collection.id} to={opening(collection.id)}>
              <TableCell>
                <RowLink>{collection.title}</RowLink>
              </TableCell>
              <TableCell>{t('collections.products', { count: collection.productsCount })}</TableCell>
              <TableCell>{formatDate(collection.updatedAt)}</TableCell>
            </ListRow>
          ))}
        </TableBody>
      </ListView>
    </PageFrame>
  )
}
