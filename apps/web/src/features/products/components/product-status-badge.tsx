import type { ProductStatus } from '@lojista/contracts/catalog/products'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'
import { useProductsT } from '../i18n/products-i18n'

const tone: Record<ProductStatus, string> = {
  active: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  draft: 'border-transparent bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  archived: 'border-transparent bg-muted text-muted-foreground',
}

export function ProductStatusBadge({ status, className }: { status: ProductStatus; className?: string }) {
  const t = useProductsT()
  return (
    <Badge variant="outline" className={cn(tone[status], className)}>
      {t(`status.${status}`)}
    </Badge>
  )
}
