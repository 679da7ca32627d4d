import type { ProductFormValues, VariantDraft } from '@lojista/contracts/catalog/product-form'
import type { Product, ProductCreateInput, ProductUpdateInput } from '@lojista/contracts/catalog/products'

export type { OptionDraft, ProductFormValues, VariantDraft } from '@lojista/contracts/catalog/product-form'

export const emptyVariant: Omit<VariantDraft, 'optionValues'> = {
  sku: '',
  barcode: '',
  price: '',
  compareAtPrice: '',
  cost: '',
  weight: null,
  weightUnit: 'kg',
  taxable: true,
  physical: true,
}

export function emptyProductForm(): ProductFormValues {
  return {
    title: '',
    handle: '',
    description: '',
    status: 'draft',
    vendor: null,
    category: null,
    productType: '',
    tags: [],
    collections: [],
    options: [],
    variants: [{ ...emptyVariant, optionValues: [] }],
  }
}

export function productToForm(product: Product): ProductFormValues {
  return {
    title: product.title,
    handle: product.handle,
    description: product.description,
    status: product.status,
    vendor: product.vendor,
    category: product.category,
    productType: product.productType,
    tags: product.tags,
    collections: product.collections,
    options: product.options.map((option) => ({ name: option.name, values: option.values })),
    variants: product.variants.map((variant) => ({
      id: variant.id,
      optionValues: variant.optionValues,
      sku: variant.sku ?? '',
      barcode: variant.barcode ?? '',
      price: variant.price.amount,
      compareAtPrice: variant.compareAtPrice?.amount ?? '',
      cost: variant.cost?.amount ?? '',
      weight: variant.weight,
      weightUnit: variant.weightUnit,
      taxable: variant.taxable,
      physical: variant.physical,
    })),
  }
}

const orNull = (text: string) => (text.trim() ? text.trim() : null)

function variantPayload(variant: VariantDraft) {
  return {
    optionValues: variant.optionValues,
    sku: orNull(variant.sku),
    barcode: orNull(variant.barcode),
    price: variant.price.trim(),
    compareAtPrice: orNull(variant.compareAtPrice),
    cost: orNull(variant.cost),
    weight: variant.weight,
    weightUnit: variant.weightUnit,
    taxable: variant.taxable,
    physical: variant.physical,
  }
}

/** The form's fields in the shape both create and update take. */
function productFields(values: ProductFormValues) {
  return {
    title: values.title.trim(),
    description: values.description,
    status: values.status,
    vendor: values.vendor?.name ?? null,
    categoryId: values.category?.id ?? null,
    productType: values.productType.trim(),
    tags: values.tags.map((tag) => tag.name),
    collectionIds: values.collections.map((collection) => collection.id),
    options: values.options.map((option) => ({ name: option.name.trim(), values: option.values })),
  }
}

export function toCreatePayload(values: ProductFormValues): ProductCreateInput {
  const handle = values.handle.trim()
  return {
    ...productFields(values),
    ...(handle ? { handle } : {}),
    variants: values.variants.map(variantPayload),
  }
}

/** Sends every field: the form shows the whole product, so what it shows is what is saved. */
export function toUpdatePayload(values: ProductFormValues, version: number): ProductUpdateInput {
  const handle = values.handle.trim()
  return {
    version,
    ...productFields(values),
    ...(handle ? { handle } : {}),
    variants: values.variants.map((variant) => ({
      ...(variant.id ? { id: variant.id } : {}),
      ...variantPayload(variant),
    })),
  }
}
