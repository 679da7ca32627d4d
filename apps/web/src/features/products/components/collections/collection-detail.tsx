import { zodResolver } from '@hookform/resolvers/zod'
import {
  type Collection,
  type CollectionFormValues,
  collectionFormSchema,
} from '@lojista/contracts/catalog/collections'
import type { ProductSummary } from '@lojista/contracts/catalog/products'
import { useQueryClient } from '@tanstack/react-query'
import { ArrowDownIcon, ArrowLeftIcon, ArrowUpIcon, PlusIcon, Trash2Icon, XIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { Form } from '@/components/form/form'
import { SubmitButton } from '@/components/form/submit-button'
import { PageFrame } from '@/components/layout/page-frame'
import { MediaImage } from '@/components/media-image'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api/api-error'
import { useQueryKeys } from '@/lib/query-keys'
import { useCollection, useCollectionProducts } from '../../api/collection-queries'
import {
  changeCollectionProducts,
  deleteCollection,
  reorderCollectionProducts,
  updateCollection,
} from '../../api/collections-api'
import { productErrorMessage, translateProductMessage, useProductsT } from '../../i18n/products-i18n'
import { ProductStatusBadge } from '../product-status-badge'
import { AddProductsDialog } from './add-products-dialog'
import { CollectionFields } from './collection-fields'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** One manual collection: its title and description, and its products in their order. */
export function CollectionDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const t = useProductsT()
  const wellFormed = UUID.test(id)
  const collection = useCollection(id, wellFormed)

  const back = (
    <Button variant="ghost" size="sm" className="self-start" onClick={onBack}>
      <ArrowLeftIcon aria-hidden />
      {t('collections.back')}
    </Button>
  )
  if (!wellFormed) {
    return (
      <PageFrame>
        {back}
        <Alert variant="destructive">{t('collections.notFound')}</Alert>
      </PageFrame>
    )
  }
  if (collection.isPending) {
    return (
      <PageFrame>
        {back}
        <Skeleton className="h-64 w-full" />
      </PageFrame>
    )
  }
  if (collection.isError) {
    const gone = collection.error instanceof ApiError && collection.error.status === 404
    return (
      <PageFrame>
        {back}
        <Alert variant="destructive">
          {gone
            ? t('collections.notFound')
            : `${t('common.loadFailed')} ${productErrorMessage(collection.error)}`}
        </Alert>
      </PageFrame>
    )
  }
  return <CollectionEditor collection={collection.data} back={back} onDeleted={onBack} />
}

function CollectionEditor({
  collection,
  back,
  onDeleted,
}: {
  collection: Collection
  back: React.ReactNode
  onDeleted: () => void
}) {
  const t = useProductsT()
  const queryClient = useQueryClient()
  const keys = useQueryKeys()
  const products = useCollectionProducts(collection.id)
  const [adding, setAdding] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [busy, setBusy] = useState(false)
  const form = useForm<CollectionFormValues>({
    resolver: zodResolver(collectionFormSchema),
    defaultValues: { title: collection.title, description: collection.description },
  })
  useEffect(() => {
    form.reset({ title: collection.title, description: collection.description })
  }, [collection.title, collection.description, form])

  const setCollection = (next: Collection) => {
    queryClient.setQueryData(keys.collections.detail(next.id), next)
    void queryClient.invalidateQueries({ queryKey: keys.collections.lists })
  }

  /** A stale version means someone else changed the collection: show theirs and say so. */
  const failed = async (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      toast.error(t('collections.conflict'))
      await queryClient.invalidateQueries({ queryKey: keys.collections.detail(collection.id) })
      await queryClient.invalidateQueries({ queryKey: keys.collections.products(collection.id) })
      return
    }
    toast.error(t('collections.changeFailed'), { description: productErrorMessage(error) })
  }

  const save = async (values: CollectionFormValues) => {
    try {
      setCollection(await updateCollection(collection.id, { version: collection.version, ...values }))
      toast.success(t('collections.saved'))
    } catch (error) {
      await failed(error)
    }
  }

  const change = async (work: () => Promise<Collection>, order?: ProductSummary[]) => {
    setBusy(true)
    const before = products.data
    if (order) queryClient.setQueryData(keys.collections.products(collection.id), order)
    try {
      setCollection(await work())
      if (!order) await queryClient.invalidateQueries({ queryKey: keys.collections.products(collection.id) })
    } catch (error) {
      if (order) queryClient.setQueryData(keys.collections.products(collection.id), before)
      await failed(error)
    } finally {
      setBusy(false)
    }
  }

  const move = (index: number, to: number) => {
    const list = [...(products.data ?? [])]
    const [entry] = list.splice(index, 1)
    if (!entry) return
    list.splice(to, 0, entry)
    void change(
      () =>
        reorderCollectionProducts(
          collection.id,
          collection.version,
          list.map((product) => product.id),
        ),
      list,
    )
  }

  const remove = async () => {
    setBusy(true)
    try {
      await deleteCollection(collection.id)
      await queryClient.invalidateQueries({ queryKey: keys.collections.all })
      toast.success(t('collections.deleted'))
      onDeleted()
    } catch (error) {
      await failed(error)
      setBusy(false)
    }
  }

  const list = products.data ?? []
  return (
    <PageFrame
      description={collection.title}
      actions={
        <Button variant="destructive-outline" onClick={() => setDeleting(true)}>
          <Trash2Icon aria-hidden />
          {t('collections.delete')}
        </Button>
      }
    >
      {back}
      <Card>
        <CardContent>
          <Form form={form} onSubmit={save} className="grid gap-4" translate={translateProductMessage}>
            <CollectionFields />
            <SubmitButton
              className="justify-self-end"
              disabled={!form.formState.isDirty}
              label={t('common.save')}
              pendingLabel={t('common.saving')}
            />
          </Form>
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex-row items-center justify-between gap-2">
          <CardTitle>{t('collections.productsTitle')}</CardTitle>
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden />
            {t('collections.addProducts')}
          </Button>
        </CardHeader>
        <CardContent>
          {products.isPending && <Skeleton className="h-24 w-full" />}
          {products.isError && <Alert variant="destructive">{productErrorMessage(products.error)}</Alert>}
          {products.isSuccess && list.length === 0 && (
            <p className="text-muted-foreground text-sm">{t('collections.noProducts')}</p>
          )}
          {list.length > 0 && (
            <ol className="grid divide-y rounded-lg border" aria-busy={busy}>
              {list.map((product, index) => (
                <li key={product.id} className="flex items-center gap-3 p-2">
                  <span className="w-6 text-right text-muted-foreground text-sm tabular-nums">
                    {index + 1}
                  </span>
                  <MediaImage
                    src={product.featuredMedia?.preview.image.url}
                    alt={product.featuredMedia?.alt ?? ''}
                    className="size-10"
                  />
                  <Link
                    to={`/products/${product.handle}`}
                    className="min-w-0 flex-1 truncate font-medium text-sm underline-offset-4 hover:underline"
                  >
                    {product.title}
                  </Link>
                  <ProductStatusBadge status={product.status} />
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    disabled={busy || index === 0}
                    aria-label={t('collections.moveUp', { title: product.title })}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUpIcon aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    disabled={busy || index === list.length - 1}
                    aria-label={t('collections.moveDown', { title: product.title })}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDownIcon aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    disabled={busy}
                    aria-label={t('collections.removeProduct', { title: product.title })}
                    onClick={() =>
                      void change(() => changeCollectionProducts(collection.id, 'remove', [product.id]))
                    }
                  >
                    <XIcon aria-hidden />
                  </Button>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>

      <AddProductsDialog
        open={adding}
        onOpenChange={setAdding}
        alreadyIn={new Set(list.map((product) => product.id))}
        onAdd={(ids) => change(() => changeCollectionProducts(collection.id, 'add', ids))}
      />
      <Dialog open={deleting} onOpenChange={setDeleting}>
        <DialogContent closeLabel={t('common.close')} role="alertdialog">
          <DialogHeader>
            <DialogTitle>{t('collections.delete')}</DialogTitle>
            <DialogDescription>
              {t('collections.deleteConfirm', { title: collection.title })}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(false)}>
              {t('common.cancel')}
            </Button>
            <Button variant="destructive" disabled={busy} onClick={() => void remove()}>
              {t('collections.delete')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </PageFrame>
  )
}
