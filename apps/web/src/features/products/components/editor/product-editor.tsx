import type { Product } from '@lojista/contracts/catalog/products'
import { useState } from 'react'
import { Form } from '@/components/form/form'
import { FormErrorSummary } from '@/components/form/form-error-summary'
import { FormFailure } from '@/components/form/form-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { translateProductMessage, useProductsT } from '../../i18n/products-i18n'
import { ProductStatusBadge } from '../product-status-badge'
import { ArchiveButton } from './archive-button'
import { ConflictDialog } from './conflict-dialog'
import { OrganizationCard } from './organization-card'
import { type PendingImage, PendingMediaCard } from './pending-media-card'
import { ProductDetailsCard } from './product-details-card'
import { ProductMediaCard } from './product-media-card'
import { ProductOptionsCard } from './product-options-card'
import { ProductStatusCard } from './product-status-card'
import { ProductStockCard, StockAfterCreateCard } from './product-stock-card'
import { ProductVariantsCard } from './product-variants-card'
import { UnsavedChangesGuard } from './unsaved-changes-guard'
import type { UploadFailure } from './upload-failure'
import { useProductForm } from './use-product-form'
import { useProductStatus } from './use-product-status'

export type { ProductPageState } from './use-product-form'

interface ProductEditorProps {
  /** The product edited; null creates one. */
  product: Product | null
  initialUploadFailures?: UploadFailure[]
}

const FORM_ID = 'product-form'

/** Every field the count of changes covers, by its label; lists count each of their entries' errors. */
const summaryFields = [
  ['title', 'form.title'],
  ['description', 'form.description'],
  ['handle', 'form.handle'],
  ['options', 'options.title'],
  ['variants', 'variants.title'],
  ['status', 'form.statusCard'],
  ['vendor', 'form.vendor'],
  ['category', 'form.category'],
  ['productType', 'form.productType'],
  ['tags', 'form.tags'],
  ['collections', 'form.collections'],
] as const

/** A product's page, or a new product's: the form, its images, options and variants, stock, status. */
export function ProductEditor({ product, initialUploadFailures = [] }: ProductEditorProps) {
  const t = useProductsT()
  const [pending, setPending] = useState<PendingImage[]>([])
  const [uploadFailures, setUploadFailures] = useState<UploadFailure[]>(initialUploadFailures)
  const editor = useProductForm(product, pending)
  const { form } = editor
  const status = useProductStatus(product, form, editor.version, editor.cacheProduct)
  const { isDirty, isSubmitting } = form.formState
  const dismissFailures = () => setUploadFailures([])

  return (
    <PageFrame
      description={
        product && (
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-foreground">{product.title}</span>
            <ProductStatusBadge status={product.status} />
          </span>
        )
      }
      actions={
        <>
          {product && <ArchiveButton product={product} status={status} />}
          <SubmitButton
            form={FORM_ID}
            pending={isSubmitting}
            label={t('form.save')}
            pendingLabel={t('form.saving')}
          />
        </>
      }
    >
      <Form
        form={form}
        id={FORM_ID}
        onSubmit={editor.onSubmit}
        submitError={editor.submitError}
        translate={translateProductMessage}
        className="grid gap-6"
      >
        {product?.status === 'archived' && <Alert>{t('form.archivedNotice')}</Alert>}
        <FormErrorSummary
          fields={summaryFields.map(([name, label]) => ({ name, label: t(label), each: true }))}
          title={(count) => t('form.fixErrors', { count })}
        />
        <FormFailure />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
            <ProductDetailsCard />
            {product ? (
              <ProductMediaCard
                productId={product.id}
                media={product.media}
                onMediaChange={editor.updateMedia}
                initialFailures={uploadFailures}
                onDismissFailures={dismissFailures}
              />
            ) : (
              <PendingMediaCard
                images={pending}
                onChange={setPending}
                failures={uploadFailures}
                onDismissFailures={dismissFailures}
              />
            )}
            <ProductOptionsCard />
            <ProductVariantsCard />
            {product ? (
              <ProductStockCard productId={product.id} variants={product.variants} />
            ) : (
              <StockAfterCreateCard />
            )}
          </div>
          <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
            <ProductStatusCard />
            <OrganizationCard />
          </div>
        </div>
        <div className="flex justify-end">
          <SubmitButton label={t('form.save')} pendingLabel={t('form.saving')} />
        </div>
      </Form>
      <UnsavedChangesGuard when={!editor.created && !isSubmitting && (isDirty || pending.length > 0)} />
      <ConflictDialog
        open={editor.conflict}
        onReload={() => void editor.reload()}
        onKeepEditing={() => editor.setConflict(false)}
      />
    </PageFrame>
  )
}
