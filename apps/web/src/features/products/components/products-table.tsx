import type { ProductSummary } from '@lojista/contracts/catalog/products'
import { Link } from 'react-router'
import { MediaImage } from '@/components/media-image'
import { Checkbox } from '@/components/ui/checkbox'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { cn } from '@/lib/utils'
import { useProductsT } from '../i18n/products-i18n'
import { ProductStatusBadge } from './product-status-badge'

interface ProductsTableProps {
  products: ProductSummary[] | undefined
  selected: ReadonlySet<string>
  onSelectedChange: (next: Set<string>) => void
  /** Shows the rows dimmed while the next page or search is on its way. */
  updating?: boolean
}

const SKELETON_ROWS = 5

export function ProductsTable({ products, selected, onSelectedChange, updating }: ProductsTableProps) {
  const t = useProductsT()
  const rows = products ?? []
  const allSelected = rows.length > 0 && rows.every((product) => selected.has(product.id))
  const someSelected = rows.some((product) => selected.has(product.id))

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected)
    if (on) next.add(id)
    else next.delete(id)
    onSelectedChange(next)
  }

  return (
    <Table aria-busy={updating || !products} className={cn(updating && 'opacity-60 transition-opacity')}>
      <TableHeader>
        <TableRow>
          <TableHead className="w-8">
            <Checkbox
              aria-label={t('list.selectAll')}
              checked={allSelected ? true : someSelected ? 'indeterminate' : false}
              disabled={rows.length === 0 || updating}
              onCheckedChange={(checked) =>
                onSelectedChange(checked === true ? new Set(rows.map((product) => product.id)) : new Set())
              }
            />
          </TableHead>
          <TableHead className="w-14">
            <span className="sr-only">{t('media.title')}</span>
          </TableHead>
          <TableHead>{t('list.columnProduct')}</TableHead>
          <TableHead>{t('list.columnStatus')}</TableHead>
          <TableHead>{t('list.columnInventory')}</TableHead>
          <TableHead className="hidden md:table-cell">{t('list.columnType')}</TableHead>
          <TableHead className="hidden md:table-cell">{t('list.columnVendor')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {!products &&
          Array.from({ length: SKELETON_ROWS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
            <TableRow key={index}>
              <TableCell colSpan={7}>
                <Skeleton className="h-10 w-full" />
              </TableCell>
            </TableRow>
          ))}
        {rows.map((product) => (
          <TableRow key={product.id} data-state={selected.has(product.id) ? 'selected' : undefined}>
            <TableCell>
              <Checkbox
                aria-label={t('list.selectRow', { title: product.title })}
                checked={selected.has(product.id)}
                disabled={updating}
                onCheckedChange={(checked) => toggle(product.id, checked === true)}
              />
            </TableCell>
            <TableCell>
              <MediaImage
                src={product.featuredMedia?.preview.image.url}
                alt={product.featuredMedia?.alt ?? ''}
                className="size-10"
              />
            </TableCell>
            <TableCell className="max-w-xs whitespace-normal">
              <Link
                to={`/products/${product.handle}`}
                className="font-medium underline-offset-4 hover:underline focus-visible:underline"
              >
                {product.title}
              </Link>
            </TableCell>
            <TableCell>
              <ProductStatusBadge status={product.status} />
            </TableCell>
            <TableCell className={cn(product.totalInventory < 0 && 'text-destructive')}>
              {t('list.inventory', { available: product.totalInventory, count: product.variants.length })}
            </TableCell>
            <TableCell className="hidden md:table-cell">{product.productType || t('common.none')}</TableCell>
            <TableCell className="hidden md:table-cell">{product.vendor?.name ?? t('common.none')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
