import type { InventoryLevel } from '@lojista/contracts/catalog/inventory'
import type { Variant } from '@lojista/contracts/catalog/products'
import { Link } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { formatNumber } from '@/lib/format'
import { cn } from '@/lib/utils'
import { useProductStock } from '../../api/product-queries'
import { useProductsT } from '../../i18n/products-i18n'

interface ProductStockCardProps {
  productId: string
  variants: Variant[]
}

/** Units of each variant at each location; counting and changes happen on the inventory page. */
export function ProductStockCard({ productId, variants }: ProductStockCardProps) {
  const t = useProductsT()
  const stock = useProductStock(productId)
  const levels = stock.data ?? []
  const locations = [...new Map(levels.map((level) => [level.location.id, level.location])).values()].sort(
    (a, b) => a.name.localeCompare(b.name),
  )
  const at = new Map<string, InventoryLevel>(
    levels.map((level) => [`${level.variant.id}:${level.location.id}`, level]),
  )
  const total = levels.reduce((sum, level) => sum + level.available, 0)
  const inventoryLink = `/products/inventory?product=${encodeURIComponent(productId)}`

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle>{t('stock.title')}</CardTitle>
          {stock.isSuccess && locations.length > 0 && (
            <CardDescription>{t('stock.total', { count: total })}</CardDescription>
          )}
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={inventoryLink}>{t('stock.manage')}</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {stock.isPending && <Skeleton className="h-20 w-full" />}
        {stock.isError && <Alert variant="destructive">{t('common.loadFailed')}</Alert>}
        {stock.isSuccess && locations.length === 0 && (
          <p className="text-muted-foreground text-sm">{t('stock.noLocations')}</p>
        )}
        {stock.isSuccess && locations.length > 0 && (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('variants.variant')}</TableHead>
                {locations.map((location) => (
                  <TableHead key={location.id} className="text-right">
                    {location.name}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {variants.map((variant) => (
                <TableRow key={variant.id}>
                  <TableCell className="whitespace-normal">
                    {variant.optionValues.length ? variant.title : t('variants.default')}
                    {variant.sku && (
                      <span className="block text-muted-foreground text-xs">{variant.sku}</span>
                    )}
                  </TableCell>
                  {locations.map((location) => {
                    const level = at.get(`${variant.id}:${location.id}`)
                    return (
                      <TableCell
                        key={location.id}
                        className={cn(
                          'text-right tabular-nums',
                          (level?.available ?? 0) < 0 && 'text-destructive',
                        )}
                      >
                        {level ? formatNumber(level.available) : t('common.none')}
                      </TableCell>
                    )
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  )
}

/** A new product's stock card: stock is counted once the product exists. */
export function StockAfterCreateCard() {
  const t = useProductsT()
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('stock.title')}</CardTitle>
        <CardDescription>{t('stock.afterCreate')}</CardDescription>
      </CardHeader>
    </Card>
  )
}
