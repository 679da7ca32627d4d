import type { Product } from '@lojista/contracts/catalog/products'
import { ArchiveIcon, ArchiveRestoreIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useProductsT } from '../../i18n/products-i18n'
import type { useProductStatus } from './use-product-status'

/** Archive, or Unarchive an archived product, at the top of its page. */
export function ArchiveButton({
  product,
  status,
}: {
  product: Product
  status: ReturnType<typeof useProductStatus>
}) {
  const t = useProductsT()
  const archived = product.status === 'archived'
  return (
    <Button
      variant="outline"
      disabled={status.busy}
      onClick={() => void status.change(archived ? 'unarchive' : 'archive')}
    >
      {archived ? <ArchiveRestoreIcon aria-hidden /> : <ArchiveIcon aria-hidden />}
      {archived ? t('form.unarchive') : t('form.archive')}
    </Button>
  )
}
