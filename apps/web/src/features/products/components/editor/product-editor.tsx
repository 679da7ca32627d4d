import { zodResolver } from '@hookform/resolvers/zod'
import type { Media } from '@lojista/contracts/catalog/media'
import { type Product, productStatusSchema } from '@lojista/contracts/catalog/products'
import { useQueryClient } from '@tanstack/react-query'
import { ArchiveIcon, ArchiveRestoreIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField, fieldAria } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api/api-error'
import { uploadProductImage } from '../../api/media-api'
import { productKeys } from '../../api/product-queries'
import { changeProductsStatus, createProduct, getProduct, updateProduct } from '../../api/products-api'
import { translateProductMessage, useProductsT } from '../../i18n/products-i18n'
import { productFormSchema } from '../../utils/product-form-schema'
import {
  emptyProductForm,
  type OptionDraft,
  type ProductFormValues,
  productToForm,
  toCreatePayload,
  toUpdatePayload,
} from '../../utils/product-form-values'
import { countFieldErrors, productFieldPath } from '../../utils/server-errors'
import { generateVariants, usableOptions } from '../../utils/variant-generation'
import { ProductStatusBadge } from '../product-status-badge'
import { ConflictDialog } from './conflict-dialog'
import { OptionsEditor } from './options-editor'
import { OrganizationCard } from './organization-card'
import { type PendingImage, PendingMediaCard } from './pending-media-card'
import { ProductMediaCard } from './product-media-card'
import { ProductStockCard } from './product-stock-card'
import { UnsavedChangesGuard } from './unsaved-changes-guard'
import { type UploadFailure, uploadFailureReason } from './upload-failure'
import { VariantsTable } from './variants-table'

/** What the product page is handed after a create whose images the server partly refused. */
export interface ProductPageState {
  uploadFailures?: UploadFailure[]
}

interface ProductEditorProps {
  /** The product edited; null creates one. */
  product: Product | null
  initialUploadFailures?: UploadFailure[]
}

const FORM_ID = 'product-form'

export function ProductEditor({ product, initialUploadFailures = [] }: ProductEditorProps) {
  const t = useProductsT()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [failure, setFailure] = useState<string[] | null>(null)
  const [conflict, setConflict] = useState(false)
  const [pending, setPending] = useState<PendingImage[]>([])
  const [uploadFailures, setUploadFailures] = useState<UploadFailure[]>(initialUploadFailures)
  const [statusBusy, setStatusBusy] = useState(false)
  // Set once a new product is saved: the page then moves on to it without asking.
  const [created, setCreated] = useState(false)
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    resetField,
    formState: { errors, isDirty, isSubmitting, isSubmitted },
  } = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: product ? productToForm(product) : emptyProductForm(),
  })

  // The version the form was filled from, which a save names. A newer version read (after a save or a
  // reload) fills the form again.
  const version = useRef(product?.version)
  useEffect(() => {
    if (!product || product.version === version.current) return
    version.current = product.version
    reset(productToForm(product))
  }, [product, reset])

  // Options decide which variants exist: watching them (not every variant field) keeps typing a price fast.
  const options = useWatch({ control, name: 'options' })
  const variantCount = getValues('variants').length

  const applyOptions = (next: OptionDraft[]) => {
    const current = getValues()
    const first = current.variants[0]
    const template = {
      price: first?.price ?? '',
      compareAtPrice: first?.compareAtPrice ?? '',
      cost: first?.cost ?? '',
      weight: first?.weight ?? null,
      weightUnit: first?.weightUnit ?? 'kg',
      taxable: first?.taxable ?? true,
      physical: first?.physical ?? true,
    }
    setValue('variants', generateVariants(current.options, current.variants, next, template), {
      shouldDirty: true,
      shouldValidate: isSubmitted,
    })
    setValue('options', usableOptions(next), { shouldDirty: true, shouldValidate: isSubmitted })
  }

  const cacheProduct = (saved: Product) => {
    queryClient.setQueryData(productKeys.byHandle(saved.handle), saved)
    void queryClient.invalidateQueries({ queryKey: ['products', 'search'] })
  }

  const updateMedia = (change: (media: Media[]) => Media[]) => {
    if (!product) return
    queryClient.setQueryData<Product | null>(productKeys.byHandle(product.handle), (current) => {
      if (!current) return current
      const media = change(current.media)
      return { ...current, media, featuredMedia: media[0] ?? null }
    })
    void queryClient.invalidateQueries({ queryKey: ['products', 'search'] })
  }

  const showSaveError = (error: unknown) => {
    if (!(error instanceof ApiError)) {
      setFailure([error instanceof Error ? error.message : String(error)])
      return
    }
    if (error.status === 409 && error.fieldErrors.some((fieldError) => fieldError.path === 'version')) {
      setConflict(true)
      return
    }
    const unplaced: string[] = []
    let focused = false
    for (const fieldError of error.fieldErrors) {
      const path = productFieldPath(fieldError.path)
      if (!path) {
        unplaced.push(translateProductMessage(fieldError.message))
        continue
      }
      setError(path, { type: 'server', message: fieldError.message }, { shouldFocus: !focused })
      focused = true
    }
    if (unplaced.length > 0 || error.fieldErrors.length === 0) {
      setFailure([
        translateProductMessage(error.problem.detail ?? error.problem.title),
        ...unplaced.filter((message) => message !== error.problem.detail),
      ])
    }
  }

  /** Sends the images chosen before the product existed, in their order; answers those refused. */
  const uploadPending = async (productId: string): Promise<UploadFailure[]> => {
    const refused: UploadFailure[] = []
    for (const image of pending) {
      try {
        await uploadProductImage(productId, image.file)
      } catch (error) {
        refused.push({ name: image.file.name, reason: uploadFailureReason(error) })
      }
    }
    return refused
  }

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      if (!product) {
        const created = await createProduct(toCreatePayload(values))
        const refused = await uploadPending(created.id)
        const saved = pending.length > 0 ? await getProduct(created.id) : created
        cacheProduct(saved)
        toast.success(t('form.created'))
        const state: ProductPageState = { uploadFailures: refused }
        setCreated(true)
        navigate(`/products/${saved.handle}`, { replace: true, state })
        return
      }
      const saved = await updateProduct(
        product.id,
        toUpdatePayload(values, version.current ?? product.version),
      )
      cacheProduct(saved)
      toast.success(t('form.saved'))
      if (saved.handle !== product.handle) {
        queryClient.removeQueries({ queryKey: productKeys.byHandle(product.handle), exact: true })
        navigate(`/products/${saved.handle}`, { replace: true })
      }
    } catch (error) {
      showSaveError(error)
    }
  })

  const changeStatus = async (action: 'archive' | 'unarchive') => {
    if (!product) return
    setStatusBusy(true)
    try {
      const [changed] = await changeProductsStatus(action, [product.id])
      if (changed) {
        // Only the status changed: the rest of what is being edited stays as typed.
        version.current = changed.version
        cacheProduct({ ...product, status: changed.status, version: changed.version })
        resetField('status', { defaultValue: changed.status })
      }
      toast.success(t(action === 'archive' ? 'form.archivedToast' : 'form.unarchivedToast'))
    } catch (error) {
      toast.error(t('form.saveFailed'), { description: uploadFailureReason(error) })
    } finally {
      setStatusBusy(false)
    }
  }

  const reload = async () => {
    if (!product) return
    setConflict(false)
    setFailure(null)
    const fresh = await queryClient.fetchQuery({
      queryKey: productKeys.byHandle(product.handle),
      queryFn: () => getProduct(product.id),
      staleTime: 0,
    })
    if (fresh) {
      version.current = fresh.version
      reset(productToForm(fresh))
    }
  }

  const errorOf = (message: string | undefined) => (message ? translateProductMessage(message) : undefined)
  const errorCount = countFieldErrors(errors)
  const optionErrors = errors.options
  const variantsError = errors.variants?.root?.message ?? errors.variants?.message

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
          {product && (
            <Button
              variant="outline"
              disabled={statusBusy}
              onClick={() => void changeStatus(product.status === 'archived' ? 'unarchive' : 'archive')}
            >
              {product.status === 'archived' ? (
                <ArchiveRestoreIcon aria-hidden />
              ) : (
                <ArchiveIcon aria-hidden />
              )}
              {product.status === 'archived' ? t('form.unarchive') : t('form.archive')}
            </Button>
          )}
          <Button type="submit" form={FORM_ID} disabled={isSubmitting}>
            {isSubmitting ? t('form.saving') : t('form.save')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="grid gap-6">
        {product?.status === 'archived' && <Alert>{t('form.archivedNotice')}</Alert>}
        {errorCount > 0 && <Alert variant="destructive">{t('form.fixErrors', { count: errorCount })}</Alert>}
        {failure && (
          <Alert variant="destructive">
            <ul className="grid gap-1">
              {failure.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </Alert>
        )}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
            <Card>
              <CardContent className="grid gap-4">
                <FormField id="title" label={t('form.title')} error={errorOf(errors.title?.message)}>
                  <Input
                    {...fieldAria('title', errorOf(errors.title?.message))}
                    placeholder={t('form.titlePlaceholder')}
                    {...register('title')}
                  />
                </FormField>
                <FormField
                  id="description"
                  label={t('form.description')}
                  error={errorOf(errors.description?.message)}
                >
                  <Textarea
                    {...fieldAria('description', errorOf(errors.description?.message))}
                    rows={5}
                    className="min-h-28"
                    {...register('description')}
                  />
                </FormField>
                <FormField
                  id="handle"
                  label={t('form.handle')}
                  error={errorOf(errors.handle?.message)}
                  hint={t('form.handleHint')}
                >
                  <Input
                    {...fieldAria('handle', errorOf(errors.handle?.message), true)}
                    autoComplete="off"
                    spellCheck={false}
                    {...register('handle')}
                  />
                </FormField>
              </CardContent>
            </Card>

            {product ? (
              <ProductMediaCard
                productId={product.id}
                media={product.media}
                onMediaChange={updateMedia}
                initialFailures={uploadFailures}
                onDismissFailures={() => setUploadFailures([])}
              />
            ) : (
              <PendingMediaCard
                images={pending}
                onChange={setPending}
                failures={uploadFailures}
                onDismissFailures={() => setUploadFailures([])}
              />
            )}

            <Card>
              <CardHeader>
                <CardTitle>{t('options.title')}</CardTitle>
                <CardDescription>{t('variants.count', { count: variantCount })}</CardDescription>
              </CardHeader>
              <CardContent>
                <OptionsEditor
                  options={options}
                  onApply={applyOptions}
                  errors={options.map((_, index) => {
                    const entry = optionErrors?.[index]
                    return {
                      name: entry?.name?.message,
                      all: entry?.values?.message ?? entry?.values?.root?.message,
                      values: options[index]?.values.map((_value, value) => entry?.values?.[value]?.message),
                    }
                  })}
                />
              </CardContent>
            </Card>

            <Card>
              <CardHeader>
                <CardTitle>{t('variants.title')}</CardTitle>
                {variantsError && (
                  <p role="alert" className="text-destructive text-sm">
                    {translateProductMessage(variantsError)}
                  </p>
                )}
              </CardHeader>
              <CardContent>
                <VariantsTable
                  control={control}
                  register={register}
                  getValues={getValues}
                  errors={errors.variants}
                />
              </CardContent>
            </Card>

            {product ? (
              <ProductStockCard productId={product.id} variants={product.variants} />
            ) : (
              <Card>
                <CardHeader>
                  <CardTitle>{t('stock.title')}</CardTitle>
                  <CardDescription>{t('stock.afterCreate')}</CardDescription>
                </CardHeader>
              </Card>
            )}
          </div>

          <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
            <Card>
              <CardHeader>
                <CardTitle>
                  <label htmlFor="status">{t('form.statusCard')}</label>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <Controller
                  control={control}
                  name="status"
                  render={({ field }) => (
                    <Select value={field.value} onValueChange={field.onChange}>
                      <SelectTrigger id="status" className="w-full">
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {productStatusSchema.options.map((status) => (
                          <SelectItem key={status} value={status}>
                            {t(`status.${status}`)}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              </CardContent>
            </Card>
            <OrganizationCard control={control} register={register} errors={errors} />
          </div>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('form.saving') : t('form.save')}
          </Button>
        </div>
      </form>
      <UnsavedChangesGuard when={!created && !isSubmitting && (isDirty || pending.length > 0)} />
      <ConflictDialog
        open={conflict}
        onReload={() => void reload()}
        onKeepEditing={() => setConflict(false)}
      />
    </PageFrame>
  )
}
