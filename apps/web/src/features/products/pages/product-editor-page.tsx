import { SearchXIcon } from 'lucide-react'
import { Link, useLocation, useParams } from 'react-router'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useProductByHandle } from '../api/product-queries'
import { ProductEditor, type ProductPageState } from '../components/editor/product-editor'
import { translateProductMessage, useProductsT } from '../i18n/products-i18n'

/** `/products/new`, titled "Create products". */
export function NewProductPage() {
  return <ProductEditor product={null} />
}

/** `/products/{handle}`: the product of that handle, edited in place. */
export function ProductPage() {
  const t = useProductsT()
  const { handle = '' } = useParams()
  const location = useLocation()
  const state = (location.state ?? {}) as ProductPageState
  const query = useProductByHandle(handle.toLowerCase())

  if (query.isPending) {
    return (
      <PageFrame>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]" aria-busy="true">
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      </PageFrame>
    )
  }
  if (query.isError) {
    return (
      <PageFrame>
        <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-2">
          <span>
            {t('common.loadFailed')} {translateProductMessage(query.error.message)}
          </span>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      </PageFrame>
    )
  }
  if (!query.data) {
    return (
      <PageFrame>
        <EmptyState
          icon={SearchXIcon}
          title={t('form.notFoundTitle')}
          action={
            <Button asChild variant="outline">
              <Link to="/products">{t('form.backToProducts')}</Link>
            </Button>
          }
        >
          {t('form.notFoundBody', { handle })}
        </EmptyState>
      </PageFrame>
    )
  }
  return (
    <ProductEditor key={query.data.id} product={query.data} initialUploadFailures={state.uploadFailures} />
  )
}
