import { FolderIcon, PlusIcon, SearchIcon } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { useListSearchParams } from '@/hooks/use-list-search-params'
import { formatDate } from '@/lib/format'
import { useCollectionSearch } from '../api/collection-queries'
import { CollectionDetail } from '../components/collections/collection-detail'
import { CreateCollectionDialog } from '../components/collections/create-collection-dialog'
import { KeysetPager } from '../components/keyset-pager'
import { translateProductMessage, useProductsT } from '../i18n/products-i18n'

const PAGE_SIZE = 25

/**
 * `/products/collections`: manual collections. `?collection=<id>` opens one to edit its title,
 * description and products, so a collection can be linked to and Back returns to the list.
 */
export function CollectionsPage() {
  const [search, setSearch] = useListSearchParams()
  const open = search.get('collection')
  const show = (id: string | null) => setSearch(id ? { collection: id } : {})
  return open ? <CollectionDetail id={open} onBack={() => show(null)} /> : <CollectionsList onOpen={show} />
}

function CollectionsList({ onOpen }: { onOpen: (id: string) => void }) {
  const t = useProductsT()
  const [text, setText] = useState('')
  const query = useDebouncedValue(text.trim())
  const [cursor, setCursor] = useState<{ after?: string; before?: string }>({})
  const [creating, setCreating] = useState(false)
  const [shownQuery, setShownQuery] = useState(query)
  if (shownQuery !== query) {
    setShownQuery(query)
    setCursor({})
  }
  const result = useCollectionSearch({
    query,
    ...(cursor.before
      ? { last: PAGE_SIZE, before: cursor.before }
      : { first: PAGE_SIZE, after: cursor.after }),
    orderBy: { field: 'title', direction: 'asc' },
  })
  const collections = result.data?.edges.map((edge) => edge.node)
  const total = result.data?.pageInfo.total ?? 0
  const noneYet = result.isSuccess && total === 0 && !query && !cursor.after && !cursor.before

  return (
    <PageFrame
      actions={
        <Button onClick={() => setCreating(true)}>
          <PlusIcon aria-hidden />
          {t('collections.create')}
        </Button>
      }
    >
      <CreateCollectionDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(created) => onOpen(created.id)}
      />
      {noneYet ? (
        <EmptyState
          icon={FolderIcon}
          title={t('collections.emptyTitle')}
          action={<Button onClick={() => setCreating(true)}>{t('collections.create')}</Button>}
        >
          {t('collections.emptyBody')}
        </EmptyState>
      ) : (
        <div className="grid gap-4">
          <div className="relative">
            <SearchIcon
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              type="search"
              aria-label={t('collections.search')}
              placeholder={t('collections.search')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              className="pl-9"
            />
          </div>
          {result.isError ? (
            <Alert variant="destructive">
              {t('common.loadFailed')} {translateProductMessage(result.error.message)}
            </Alert>
          ) : result.isSuccess && total === 0 ? (
            <p className="text-muted-foreground text-sm">{t('collections.noMatch')}</p>
          ) : (
            <>
              <div className="rounded-lg border">
                <Table aria-busy={!collections || result.isPlaceholderData}>
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t('collections.columnTitle')}</TableHead>
                      <TableHead>{t('collections.columnProducts')}</TableHead>
                      <TableHead>{t('collections.columnUpdated')}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {!collections && (
                      <TableRow>
                        <TableCell colSpan={3}>
                          <Skeleton className="h-16 w-full" />
                        </TableCell>
                      </TableRow>
                    )}
                    {collections?.map((collection) => (
                      <TableRow key={collection.id}>
                        <TableCell>
                          <Link
                            to={`?collection=${encodeURIComponent(collection.id)}`}
                            className="font-medium underline-offset-4 hover:underline focus-visible:underline"
                          >
                            {collection.title}
                          </Link>
                        </TableCell>
                        <TableCell>
                          {t('collections.products', { count: collection.productsCount })}
                        </TableCell>
                        <TableCell>{formatDate(collection.updatedAt)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
              <KeysetPager
                pageInfo={result.data?.pageInfo}
                summary={t('collections.count', { count: total })}
                onPrevious={(before) => setCursor({ before })}
                onNext={(after) => setCursor({ after })}
              />
            </>
          )}
        </div>
      )}
    </PageFrame>
  )
}
