import { zodResolver } from '@hookform/resolvers/zod'
import type { Media } from '@lojista/contracts/catalog/media'
import { productFormSchema } from '@lojista/contracts/catalog/product-form'
import type { Product } from '@lojista/contracts/catalog/products'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { toast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api/api-error'
import type { SubmitErrorOptions } from '@/lib/form/problem-errors'
import { invalidateAll, useQueryKeys } from '@/lib/query-keys'
import { uploadProductImage } from '../../api/media-api'
import { createProduct, getProduct, updateProduct } from '../../api/products-api'
import { productErrorMessage, translateProductMessage, useProductsT } from '../../i18n/products-i18n'
import {
  emptyProductForm,
  type ProductFormValues,
  productToForm,
  toCreatePayload,
  toUpdatePayload,
} from '../../utils/product-form-values'
import { productFieldPath } from '../../utils/server-errors'
import type { PendingImage } from './pending-media-card'
import type { UploadFailure } from './upload-failure'

/** What the product page is handed after a create whose images the server partly refused. */
export interface ProductPageState {
  uploadFailures?: UploadFailure[]
}

/**
 * The product form: filled from the product (or empty for a new one), saved with the version it was
 * filled from. A new product's chosen images are sent after it exists; a stale version is a conflict.
 */
export function useProductForm(product: Product | null, pending: PendingImage[]) {
  const t = useProductsT()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const keys = useQueryKeys()
  const [conflict, setConflict] = useState(false)
  // Set once a new product is saved: the page then moves on to it without asking.
  const [created, setCreated] = useState(false)
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: product ? productToForm(product) : emptyProductForm(),
  })

  // The version the form was filled from, which a save names. A newer version read (after a save or a
  // reload) fills the form again.
  const version = useRef(product?.version)
  useEffect(() => {
    if (!product || product.version === version.current) return
    version.current = product.version
    form.reset(productToForm(product))
  }, [product, form])

  const cacheProduct = (saved: Product) => {
    queryClient.setQueryData(keys.products.byHandle(saved.handle), saved)
    // Lists, stock and the draft editor's search show it too; the copy being edited is already current.
    void invalidateAll(queryClient, keys.affectedBy.catalogChange, keys.products.byHandle(saved.handle))
  }

  /** Sends the images chosen before the product existed, in their order; answers those refused. */
  const uploadPending = async (productId: string): Promise<UploadFailure[]> => {
    const refused: UploadFailure[] = []
    for (const image of pending) {
      try {
        await uploadProductImage(productId, image.file)
      } catch (error) {
        refused.push({ name: image.file.name, reason: productErrorMessage(error) })
      }
    }
    return refused
  }

  const create = async (values: ProductFormValues) => {
    const made = await createProduct(toCreatePayload(values))
    const refused = await uploadPending(made.id)
    const saved = pending.length > 0 ? await getProduct(made.id) : made
    cacheProduct(saved)
    toast.success(t('form.created'))
    const state: ProductPageState = { uploadFailures: refused }
    setCreated(true)
    navigate(`/products/${saved.handle}`, { replace: true, state })
  }

  const update = async (current: Product, values: ProductFormValues) => {
    const saved = await updateProduct(current.id, toUpdatePayload(values, version.current ?? current.version))
    cacheProduct(saved)
    toast.success(t('form.saved'))
    if (saved.handle !== current.handle) {
      queryClient.removeQueries({ queryKey: keys.products.byHandle(current.handle), exact: true })
      navigate(`/products/${saved.handle}`, { replace: true })
    }
  }

  const onSubmit = async (values: ProductFormValues) => {
    try {
      await (product ? update(product, values) : create(values))
    } catch (error) {
      const stale = error instanceof ApiError && error.status === 409
      if (stale && error.fieldErrors.some((fieldError) => fieldError.path === 'version')) setConflict(true)
      else throw error
    }
  }

  const submitError: SubmitErrorOptions<ProductFormValues> = {
    fieldOf: productFieldPath,
    failure: { translate: translateProductMessage },
  }

  /** Images added, removed or reordered on the page change the cached product, not the form. */
  const updateMedia = (change: (media: Media[]) => Media[]) => {
    if (!product) return
    queryClient.setQueryData<Product | null>(keys.products.byHandle(product.handle), (current) => {
      if (!current) return current
      const media = change(current.media)
      return { ...current, media, featuredMedia: media[0] ?? null }
    })
    void invalidateAll(queryClient, keys.affectedBy.catalogChange, keys.products.byHandle(product.handle))
  }

  /** Reads the product as it is now, after a conflict, and fills the form from it. */
  const reload = async () => {
    if (!product) return
    setConflict(false)
    const fresh = await queryClient.fetchQuery({
      queryKey: keys.products.byHandle(product.handle),
      queryFn: () => getProduct(product.id),
      staleTime: 0,
    })
    if (fresh) {
      version.current = fresh.version
      form.reset(productToForm(fresh))
    }
  }

  return {
    form,
    onSubmit,
    submitError,
    conflict,
    setConflict,
    created,
    reload,
    version,
    cacheProduct,
    updateMedia,
  }
}
