import type { Path } from 'react-hook-form'
import type { ProductFormValues } from './product-form-values'

const VARIANT_FIELDS = new Set([
  'sku',
  'barcode',
  'price',
  'compareAtPrice',
  'cost',
  'weight',
  'weightUnit',
  'taxable',
  'physical',
  'optionValues',
])
const PLAIN_FIELDS = new Set(['title', 'handle', 'description', 'status', 'vendor', 'productType'])

/**
 * Where the product form shows an error the server answered for a path of the request body:
 * `variants.2.sku` under that SKU, `collectionIds.0` under Collections, `categoryId` under Category.
 * Null for paths the form has no field for (they are listed above the form instead).
 */
export function productFieldPath(path: string): Path<ProductFormValues> | null {
  const parts = path.split('.')
  const [head, index, field, valueIndex] = parts
  if (PLAIN_FIELDS.has(path)) return path as Path<ProductFormValues>
  if (head === 'categoryId') return 'category'
  if (head === 'tags') return 'tags'
  if (head === 'collectionIds') return 'collections'
  const position = Number(index)
  const hasIndex = index !== undefined && Number.isInteger(position) && position >= 0
  if (head === 'options') {
    if (!hasIndex) return 'options'
    if (field === 'name') return `options.${position}.name`
    if (field === 'values' && valueIndex !== undefined)
      return `options.${position}.values.${Number(valueIndex)}`
    if (field === 'values') return `options.${position}.values`
    return `options.${position}.name`
  }
  if (head === 'variants') {
    if (!hasIndex) return 'variants'
    if (field && VARIANT_FIELDS.has(field)) return `variants.${position}.${field}` as Path<ProductFormValues>
    return `variants.${position}.optionValues`
  }
  return null
}
