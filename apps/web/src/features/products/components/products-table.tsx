import type { ProductSummary } from '@lojista/contracts/catalog/products'
import { toMinorUnits } from '@lojista/contracts/common/minor-units'
import { ListRow, RowLink } from '@/components/list/list-table'
import { MediaImage } from '@/components/media-image'
import { Checkbox } from '@/components/ui/checkbox'
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { formatMoney } from '@/lib/format'
import { cn } from '@/lib/utils'
import { useProductsT } from '../i18n/products-i18n'
import { ProductStatusBadge } from './product-status-badge'

interface ProductsTableProps {
  products: ProductSummary[]
  selected: ReadonlySet<string>
  onSelectedChange: (next: Set<string>) => void
  /** The next page or search is on its way: the rows shown cannot be chosen. */
  updating?: boolean
}

/** The header and rows of the products list (inside its ListView's table). */
export function ProductsTable({ products, selected, onSelectedChange, updating }: ProductsTableProps) {
  const t = useProductsT()
  const rows = products
  const allSelected = rows.length > 0 && rows.every((product) => selected.has(product.id))
  const someSelected = rows.some((product) => selected.has(product.id))

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected)
    if (on) next.add(id)
    else next.delete(id)
    onSelectedChange(next)
  }

  return (
    <>
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
          <TableHead className="text-right">{t('list.columnPrice')}</TableHead>
          <TableHead>{t('list.columnInventory')}</TableHead>
          <TableHead className="hidden md:table-cell">{t('list.columnType')}</TableHead>
          <TableHead className="hidden md:table-cell">{t('list.columnVendor')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((product) => (
          <ListRow
            key={product.id}
            to={`/products/${product.handle}`}
            data-state={selected.has(product.id) ? 'selected' : undefined}
          >
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
              <RowLink>{product.title}</RowLink>
            </TableCell>
            <TableCell>
              <ProductStatusBadge status={product.status} />
            </TableCell>
            <TableCell className="whitespace-nowrap text-right tabular-nums">
              <PriceRange product={product} />
            </TableCell>
            <TableCell className={cn(product.totalInventory < 0 && 'text-destructive')}>
              {t('list.inventory', { available: product.totalInventory, count: product.variants.length })}
            </TableCell>
            <TableCell className="hidden md:table-cell">{product.productType || t('common.none')}</TableCell>
            <TableCell className="hidden md:table-cell">{product.vendor?.name ?? t('common.none')}</TableCell>
          </ListRow>
        ))}
      </TableBody>
    </>
  )
}

/** The variants' price, or their lowest and highest when they differ. */
function PriceRange({ product }: { product: ProductSummary }) {
  const t = useProductsT()
  const { min, max } = product.priceRange
  const low = formatMoney(min.amount, min.currencyCode)
  if (toMinorUnits(min.amount) === toMinorUnits(max.amount)) return low
  return t('list.priceRange', { min: low, max: formatMoney(max.amount, max.currencyCode) })
}
