import type { ProductSummary, Variant } from '@lojista/contracts/catalog/products'
import { DEFAULT_VARIANT_TITLE } from '@lojista/contracts/catalog/variant-title'
import { toMinorUnits } from '@lojista/contracts/common/minor-units'
import { formatMinor } from './money'

/** How a variant is named under its product: its options, or the product's title when it has none. */
export function variantLabel(product: ProductSummary, variant: Variant): string {
  return variant.title === DEFAULT_VARIANT_TITLE ? product.title : variant.title
}

export function VariantFacts({ variant }: { variant: Variant }) {
  return (
    <span className="flex shrink-0 items-center gap-3 text-muted-foreground text-xs tabular-nums">
      {variant.sku && <span>{variant.sku}</span>}
      <span className="text-foreground text-sm">{formatMinor(toMinorUnits(variant.price.amount))}</span>
    </span>
  )
}
