import type { Product } from '@lojista/contracts/catalog/products'
import { type MutableRefObject, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { toast } from '@/components/ui/toast'
import { changeProductsStatus } from '../../api/products-api'
import { productErrorMessage, useProductsT } from '../../i18n/products-i18n'
import type { ProductFormValues } from '../../utils/product-form-values'

/**
 * Archive and Unarchive at the top of the product page: a change of its own, outside the form. Only the
 * status changes: the rest of what is being edited stays as typed.
 */
export function useProductStatus(
  product: Product | null,
  form: UseFormReturn<ProductFormValues>,
  version: MutableRefObject<number | undefined>,
  cacheProduct: (saved: Product) => void,
) {
  const t = useProductsT()
  const [busy, setBusy] = useState(false)
  const change = async (action: 'archive' | 'unarchive') => {
    if (!product) return
    setBusy(true)
    try {
      const [changed] = await changeProductsStatus(action, [product.id])
      if (changed) {
        version.current = changed.version
        cacheProduct({ ...product, status: changed.status, version: changed.version })
        form.resetField('status', { defaultValue: changed.status })
      }
      toast.success(t(action === 'archive' ? 'form.archivedToast' : 'form.unarchivedToast'))
    } catch (error) {
      toast.error(t('form.saveFailed'), { description: productErrorMessage(error) })
    } finally {
      setBusy(false)
    }
  }
  return { busy, change }
}
