import {
  catalogMessages,
  type FieldError,
  type OptionInput,
  type ProductCreate,
  type ProductUpdate,
  slugifyHandle,
  toMinorUnits,
  type VariantCreate,
  type VariantUpdate,
} from '@lojista/contracts'
import type { StoreTx } from '../../db/scope.ts'
import { conflict } from '../../lib/conflict.ts'
import { problems } from '../../lib/problem.ts'
import { handleTaken } from './product-conflicts.ts'
import type { ProductDeps } from './product-deps.ts'
import { checkOptionsAndVariants } from './product-input.ts'
import { productSearchText, toGrams, variantTitle } from './product-shape.ts'
import * as repo from './products.repository.ts'

// The writes of a product, inside a transaction already scoped to the store: used by the API and by
// CSV import, so both keep the same rules.

const invalid = (errors: FieldError[]) => problems.badRequest('The product has invalid fields.', errors)

function checked<V extends VariantCreate | VariantUpdate>(options: OptionInput[], variants: V[]) {
  const result = checkOptionsAndVariants(options, variants)
  if (result.invalid.length) throw invalid(result.invalid)
  if (result.conflicts.length) throw conflict(catalogMessages.skuTaken, { errors: result.conflicts })
  return result.variants
}

function variantValues(variant: VariantCreate, position: number): repo.VariantValues {
  return {
    title: variantTitle(variant.optionValues),
    optionValues: variant.optionValues,
    sku: variant.sku ?? null,
    barcode: variant.barcode ?? null,
    priceMinor: toMinorUnits(variant.price),
    compareAtPriceMinor: variant.compareAtPrice == null ? null : toMinorUnits(variant.compareAtPrice),
    costMinor: variant.cost == null ? null : toMinorUnits(variant.cost),
    weightGrams: toGrams(variant.weight, variant.weightUnit),
    weightUnit: variant.weightUnit,
    taxable: variant.taxable,
    physical: variant.physical,
    position,
  }
}

/** A free handle from the title: "caneca", else "caneca-2", "caneca-3", ... */
async function freeHandle(tx: StoreTx, tenantId: string, title: string): Promise<string> {
  const base = slugifyHandle(title, 'product').slice(0, 190).replace(/-+$/, '')
  const taken = new Set(await repo.handlesLike(tx, tenantId, base))
  if (!taken.has(base)) return base
  let n = 2
  while (taken.has(`${base}-${n}`)) n += 1
  return `${base}-${n}`
}

async function assertHandleFree(tx: StoreTx, tenantId: string, handle: string, exceptId?: string) {
  if (await repo.handleTaken(tx, tenantId, handle, exceptId)) {
    throw handleTaken()
  }
}

async function assertSkusFree(
  tx: StoreTx,
  tenantId: string,
  variants: { sku?: string | null }[],
  ownVariantIds: string[],
) {
  const skus = variants.map((variant) => variant.sku).filter((sku): sku is string => Boolean(sku))
  const taken = new Set(await repo.skusTaken(tx, tenantId, skus, ownVariantIds))
  const errors = variants.flatMap((variant, index) =>
    variant.sku && taken.has(variant.sku)
      ? [{ path: `variants.${index}.sku`, message: catalogMessages.skuTaken }]
      : [],
  )
  if (errors.length) throw conflict(catalogMessages.skuTaken, { errors })
}

async function categoryId(deps: ProductDeps, tx: StoreTx, tenantId: string, id: string | null | undefined) {
  if (!id) return null
  if (!(await deps.lookups.category(tx, tenantId, id))) {
    throw invalid([{ path: 'categoryId', message: catalogMessages.unknownCategory }])
  }
  return id
}

async function placeInCollections(
  deps: ProductDeps,
  tx: StoreTx,
  tenantId: string,
  productId: string,
  ids: string[],
) {
  const unique = [...new Set(ids)]
  const existing = new Set(await deps.collections.existingIds(tx, tenantId, unique))
  const errors = ids.flatMap((id, index) =>
    existing.has(id) ? [] : [{ path: `collectionIds.${index}`, message: catalogMessages.unknownCollection }],
  )
  if (errors.length) throw invalid(errors)
  await deps.collections.placeProduct(tx, tenantId, productId, unique)
}

/** Recomputes what product search matches from what is now stored. */
async function refreshSearchText(tx: StoreTx, tenantId: string, id: string) {
  const row = (await repo.findProduct(tx, tenantId, { id }))!
  const tags = await repo.findTags(tx, tenantId, [id])
  const variants = await repo.findVariants(tx, tenantId, [id])
  const searchText = productSearchText({
    title: row.title,
    handle: row.handle,
    vendor: row.vendorName,
    productType: row.productType,
    tags: tags.map((tag) => tag.name),
    variants,
  })
  await repo.updateProduct(tx, tenantId, id, { searchText })
}

export async function createProductIn(
  deps: ProductDeps,
  tx: StoreTx,
  tenantId: string,
  input: ProductCreate,
): Promise<string> {
  const variants = checked(input.options, input.variants)
  if (input.handle) await assertHandleFree(tx, tenantId, input.handle)
  const handle = input.handle ?? (await freeHandle(tx, tenantId, input.title))
  await assertSkusFree(tx, tenantId, variants, [])
  const vendor = await deps.lookups.vendorNamed(tx, tenantId, input.vendor)
  const id = await repo.insertProduct(tx, tenantId, {
    handle,
    title: input.title,
    description: input.description,
    status: input.status,
    vendorId: vendor?.id ?? null,
    categoryId: await categoryId(deps, tx, tenantId, input.categoryId),
    productType: input.productType,
    searchText: '',
  })
  await repo.replaceOptions(tx, tenantId, id, input.options)
  await deps.lookups.rememberOptions(tx, tenantId, input.options)
  const variantIds = await repo.insertVariants(tx, tenantId, id, variants.map(variantValues))
  await deps.stock.stockNewVariants(tx, tenantId, variantIds)
  const tags = await deps.lookups.tagsNamed(tx, tenantId, input.tags)
  await repo.replaceTags(
    tx,
    tenantId,
    id,
    tags.map((tag) => tag.id),
  )
  await placeInCollections(deps, tx, tenantId, id, input.collectionIds)
  await refreshSearchText(tx, tenantId, id)
  return id
}

/**
 * Applies an update to a product whose version the caller has already claimed (repo.claimVersion).
 * Fields left out stay; given variants replace the product's variants, matched by id.
 */
export async function updateProductIn(
  deps: ProductDeps,
  tx: StoreTx,
  tenantId: string,
  id: string,
  input: Omit<ProductUpdate, 'version'>,
): Promise<void> {
  const current = (await repo.findProduct(tx, tenantId, { id }))!
  const fields: Parameters<typeof repo.updateProduct>[3] = {}
  if (input.title !== undefined) fields.title = input.title
  if (input.description !== undefined) fields.description = input.description
  if (input.status !== undefined) fields.status = input.status
  if (input.productType !== undefined) fields.productType = input.productType
  if (input.handle !== undefined && input.handle !== current.handle) {
    await assertHandleFree(tx, tenantId, input.handle, id)
    fields.handle = input.handle
  }
  if (input.vendor !== undefined)
    fields.vendorId = (await deps.lookups.vendorNamed(tx, tenantId, input.vendor))?.id ?? null
  if (input.categoryId !== undefined)
    fields.categoryId = await categoryId(deps, tx, tenantId, input.categoryId)
  await repo.updateProduct(tx, tenantId, id, fields)

  if (input.tags !== undefined) {
    const tags = await deps.lookups.tagsNamed(tx, tenantId, input.tags)
    await repo.replaceTags(
      tx,
      tenantId,
      id,
      tags.map((tag) => tag.id),
    )
  }
  if (input.collectionIds !== undefined) await placeInCollections(deps, tx, tenantId, id, input.collectionIds)
  if (input.options !== undefined && input.variants === undefined) {
    throw invalid([{ path: 'variants', message: catalogMessages.variantsRequiredWithOptions }])
  }
  if (input.variants !== undefined)
    await replaceVariants(deps, tx, tenantId, id, input.options, input.variants)
  await refreshSearchText(tx, tenantId, id)
}

async function replaceVariants(
  deps: ProductDeps,
  tx: StoreTx,
  tenantId: string,
  productId: string,
  newOptions: OptionInput[] | undefined,
  input: VariantUpdate[],
) {
  const options =
    newOptions ??
    (await repo.findOptions(tx, tenantId, [productId])).map((option) => ({
      name: option.name,
      values: option.values,
    }))
  const variants = checked(options, input)
  const existing = await repo.findVariants(tx, tenantId, [productId])
  const existingIds = new Set(existing.map((variant) => variant.id))
  const seen = new Set<string>()
  const unknown = variants.flatMap((variant, index) => {
    const bad = variant.id !== undefined && (!existingIds.has(variant.id) || seen.has(variant.id))
    if (variant.id) seen.add(variant.id)
    return bad ? [{ path: `variants.${index}.id`, message: catalogMessages.unknownVariant }] : []
  })
  if (unknown.length) throw invalid(unknown)
  // Every variant this product has now is either kept or removed before the new SKUs are written.
  await assertSkusFree(tx, tenantId, variants, [...existingIds])

  if (newOptions) {
    await repo.replaceOptions(tx, tenantId, productId, newOptions)
    await deps.lookups.rememberOptions(tx, tenantId, newOptions)
  }
  const kept = variants.filter((variant) => variant.id !== undefined)
  await repo.deleteVariantsExcept(
    tx,
    tenantId,
    productId,
    kept.map((variant) => variant.id!),
  )
  await repo.clearSkus(
    tx,
    tenantId,
    kept.map((variant) => variant.id!),
  )
  const added: repo.VariantValues[] = []
  for (const [position, variant] of variants.entries()) {
    if (variant.id) await repo.updateVariant(tx, tenantId, variant.id, variantValues(variant, position))
    else added.push(variantValues(variant, position))
  }
  const addedIds = await repo.insertVariants(tx, tenantId, productId, added)
  await deps.stock.stockNewVariants(tx, tenantId, addedIds)
}
