import { randomUUID } from 'node:crypto'
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
import { HttpProblem, problems } from '../../lib/problem.ts'
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

/**
 * A free handle from the title: "caneca", else "caneca-2", "caneca-3", ...; `alsoTaken` holds the
 * handles of products being created alongside.
 */
async function freeHandle(tx: StoreTx, tenantId: string, title: string, alsoTaken: Set<string>) {
  const base = slugifyHandle(title, 'product').slice(0, 190).replace(/-+$/, '')
  const taken = new Set([...(await repo.handlesLike(tx, tenantId, base)), ...alsoTaken])
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
  const outcome = (await createProductsIn(deps, tx, tenantId, [input]))[0]!
  if ('problem' in outcome) throw outcome.problem
  return outcome.id
}

/** A product created, or the problem that kept it out. */
export type CreateOutcome = { id: string } | { problem: HttpProblem }

/** A product that passed its checks, with what writing it needs. */
interface Ready {
  at: number
  id: string
  input: ProductCreate
  handle: string
  variants: VariantCreate[]
}

/**
 * Creates products (one from the API, a batch from a CSV import) in a few statements however many they
 * are. Each is checked first, on its own, against the store and against those before it in the list (a
 * handle or SKU given twice is taken by the first); only those without a problem are written. Answers,
 * in the order given, each one's id or its problem, the one a single create would have answered.
 */
export async function createProductsIn(
  deps: ProductDeps,
  tx: StoreTx,
  tenantId: string,
  inputs: ProductCreate[],
): Promise<CreateOutcome[]> {
  const outcomes: CreateOutcome[] = []
  const ready = await checkNewProducts(deps, tx, tenantId, inputs, outcomes)
  await writeNewProducts(deps, tx, tenantId, ready)
  for (const product of ready) outcomes[product.at] = { id: product.id }
  return outcomes
}

async function checkNewProducts(
  deps: ProductDeps,
  tx: StoreTx,
  tenantId: string,
  inputs: ProductCreate[],
  outcomes: CreateOutcome[],
): Promise<Ready[]> {
  const variantsOf = inputs.map((input, at) => {
    try {
      return checked(input.options, input.variants)
    } catch (error) {
      if (!(error instanceof HttpProblem)) throw error
      outcomes[at] = { problem: error }
      return []
    }
  })
  const handlesInStore = new Set(
    await repo.takenHandles(
      tx,
      tenantId,
      inputs.flatMap((input) => (input.handle ? [input.handle] : [])),
    ),
  )
  const skusInStore = new Set(
    await repo.skusTaken(
      tx,
      tenantId,
      variantsOf.flat().flatMap((variant) => (variant.sku ? [variant.sku] : [])),
    ),
  )
  const categories = new Set<string>()
  for (const id of new Set(inputs.flatMap((input) => (input.categoryId ? [input.categoryId] : [])))) {
    if (await deps.lookups.category(tx, tenantId, id)) categories.add(id)
  }
  const collectionIds = [...new Set(inputs.flatMap((input) => input.collectionIds))]
  const collections = new Set(
    collectionIds.length ? await deps.collections.existingIds(tx, tenantId, collectionIds) : [],
  )

  const handlesHere = new Set<string>()
  const skusHere = new Set<string>()
  const ready: Ready[] = []
  for (const [at, input] of inputs.entries()) {
    if (outcomes[at]) continue
    const variants = variantsOf[at]!
    const skuErrors = variants.flatMap((variant, index) =>
      variant.sku && (skusInStore.has(variant.sku) || skusHere.has(variant.sku))
        ? [{ path: `variants.${index}.sku`, message: catalogMessages.skuTaken }]
        : [],
    )
    const collectionErrors = input.collectionIds.flatMap((id, index) =>
      collections.has(id)
        ? []
        : [{ path: `collectionIds.${index}`, message: catalogMessages.unknownCollection }],
    )
    const problem =
      input.handle && (handlesInStore.has(input.handle) || handlesHere.has(input.handle))
        ? handleTaken()
        : skuErrors.length
          ? conflict(catalogMessages.skuTaken, { errors: skuErrors })
          : input.categoryId && !categories.has(input.categoryId)
            ? invalid([{ path: 'categoryId', message: catalogMessages.unknownCategory }])
            : collectionErrors.length
              ? invalid(collectionErrors)
              : undefined
    if (problem) {
      outcomes[at] = { problem }
      continue
    }
    const handle = input.handle ?? (await freeHandle(tx, tenantId, input.title, handlesHere))
    handlesHere.add(handle)
    for (const variant of variants) if (variant.sku) skusHere.add(variant.sku)
    ready.push({ at, id: randomUUID(), input, handle, variants })
  }
  return ready
}

/** Writes products that passed checkNewProducts: a statement per table, whatever their number. */
async function writeNewProducts(deps: ProductDeps, tx: StoreTx, tenantId: string, ready: Ready[]) {
  if (ready.length === 0) return
  const named = await deps.lookups.named(tx, tenantId, {
    vendors: ready.map((product) => product.input.vendor),
    tags: ready.flatMap((product) => product.input.tags),
  })
  const variants = ready.map((product) =>
    product.variants.map((variant, position) => ({
      id: randomUUID(),
      productId: product.id,
      ...variantValues(variant, position),
    })),
  )
  const tagsOf = ready.map((product) => named.tags(product.input.tags))
  await repo.insertProducts(
    tx,
    tenantId,
    ready.map(({ id, input, handle }, index) => {
      const vendor = named.vendor(input.vendor)
      return {
        id,
        handle,
        title: input.title,
        description: input.description,
        status: input.status,
        vendorId: vendor?.id ?? null,
        categoryId: input.categoryId ?? null,
        productType: input.productType,
        searchText: productSearchText({
          title: input.title,
          handle,
          vendor: vendor?.name ?? null,
          productType: input.productType,
          tags: tagsOf[index]!.map((tag) => tag.name),
          variants: variants[index]!,
        }),
      }
    }),
  )
  await repo.insertOptions(
    tx,
    tenantId,
    ready.flatMap(({ id, input }) =>
      input.options.map((option, position) => ({ productId: id, position, ...option })),
    ),
  )
  await deps.lookups.rememberOptions(
    tx,
    tenantId,
    ready.flatMap((product) => product.input.options),
  )
  await repo.insertVariantRows(tx, tenantId, variants.flat())
  await deps.stock.stockNewVariants(
    tx,
    tenantId,
    variants.flat().map((variant) => variant.id),
  )
  await repo.insertProductTags(
    tx,
    tenantId,
    ready.flatMap((product, index) =>
      tagsOf[index]!.map((tag) => ({ productId: product.id, tagId: tag.id })),
    ),
  )
  for (const product of ready) {
    if (product.input.collectionIds.length === 0) continue
    await deps.collections.placeProduct(tx, tenantId, product.id, [...new Set(product.input.collectionIds)])
  }
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
