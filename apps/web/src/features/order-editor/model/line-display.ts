import { DEFAULT_VARIANT_TITLE } from '@lojista/contracts/catalog/variant-title'
import { toMinorUnits } from '@lojista/contracts/common/minor-units'
import type { LineDisplay } from './document'
import type { VariantChoice } from './order-editor-context'

/** How a catalog variant shows as a line before the server has snapshotted it. */
export function lineDisplayOf({ product, variant }: VariantChoice): LineDisplay {
  const media = product.featuredMedia
  return {
    title: product.title,
    variantTitle: variant.title === DEFAULT_VARIANT_TITLE ? '' : variant.title,
    sku: variant.sku ?? '',
    options: variant.selectedOptions.map((option) => option.value.name),
    imageUrl: media?.preview.image.url ?? media?.url ?? null,
    unitPrice: toMinorUnits(variant.price.amount),
    isCustom: false,
  }
}
