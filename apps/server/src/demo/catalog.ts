import { randomUUID } from 'node:crypto'
import { DEFAULT_VARIANT_TITLE, normalizeSearchText, slugifyHandle } from '@lojista/contracts'
import type { Db } from '../db/client.ts'
import {
  attributes,
  attributeValues,
  categories,
  collectionProducts,
  collections,
  inventoryAdjustments,
  inventoryLevels,
  locations,
  options,
  productMedia,
  productOptions,
  products,
  productTags,
  productVariants,
  tags,
  vendors,
} from '../db/schema/index.ts'
import { inScope } from '../db/scope.ts'
import { createMediaStore } from '../modules/products/media-storage.ts'
import { productSearchText } from '../modules/products/product-shape.ts'
import { ASSORTMENTS, type AssortmentName, COLOURS, type Line, type Rgb } from './catalog-assortments.ts'
import { swatchPng } from './png.ts'

export interface SeedCatalogOptions {
  /** What the store sells; each demo store gets its own. */
  assortment: AssortmentName
  /** Where product images are written, as uploads are (config.mediaDir). */
  mediaDir: string
}

/** A small deterministic generator: the same store gets the same catalog on every load. */
function random(seed: string) {
  let state =
    [...seed].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261) >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
    some: <T>(list: readonly T[], count: number) => [...list].sort(() => next() - 0.5).slice(0, count),
  }
}

/** An EAN-13 with its check digit; 789 is Brazil's GS1 prefix. */
function ean13(digit: number, serial: number): string {
  const body = `789${digit}${String(serial).padStart(8, '0')}`
  const sum = [...body].reduce((total, char, index) => total + Number(char) * (index % 2 ? 3 : 1), 0)
  return `${body}${(10 - (sum % 10)) % 10}`
}

/** Rounds a price in centavos to end in ,90 as shops do. */
function shopPrice(centavos: number): number {
  return Math.max(990, Math.round(centavos / 100) * 100 - 10)
}

const code = (value: string) =>
  normalizeSearchText(value)
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 3)
    .toUpperCase()

/** Inserts in slices, so that no statement passes PostgreSQL's parameter limit. */
async function insertAll<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 500) await insert(rows.slice(start, start + 500))
}

/**
 * A believable Brazilian store's catalog: products with variants (sizes, colours, weights), vendors,
 * tags, categories, collections, attributes, two locations with stock and its history, and product
 * pictures drawn here and written through the media storage. Everything is inserted in batches inside
 * one scoped transaction, so seeding takes a moment even on the embedded database.
 */
export async function seedCatalog(db: Db, tenantId: string, userId: string, seedOptions: SeedCatalogOptions) {
  const assortment = ASSORTMENTS[seedOptions.assortment]
  const rng = random(`${seedOptions.assortment}:catalog`)
  const media = createMediaStore(seedOptions.mediaDir)
  const lines: Line[] = assortment.lines

  const named = (name: string) => ({
    tenantId,
    id: randomUUID(),
    name,
    searchText: normalizeSearchText(name),
  })
  const vendorRows = [...new Set(lines.flatMap((line) => line.vendors))].map(named)
  const tagRows = [...new Set([...lines.flatMap((line) => line.tags), 'promoção', 'presente'])].map(named)
  const parentRows = [...new Set(lines.map((line) => line.parent))].map((name) => ({
    ...named(name),
    parentId: null,
  }))
  const categoryRows = [
    ...parentRows,
    ...lines.map((line) => ({
      ...named(line.category),
      parentId: parentRows.find((p) => p.name === line.parent)!.id,
    })),
  ]
  const byName = <R extends { name: string; id: string }>(rows: R[]) =>
    new Map(rows.map((row) => [row.name, row.id]))
  const vendorIds = byName(vendorRows)
  const tagIds = byName(tagRows)
  const categoryIds = byName(categoryRows)
  const optionValues = new Map<string, Set<string>>()

  const locationRows = assortment.locations.map((location) => ({ tenantId, id: randomUUID(), ...location }))
  const productRows: (typeof products.$inferInsert)[] = []
  const optionRows: (typeof productOptions.$inferInsert)[] = []
  const variantRows: (typeof productVariants.$inferInsert & { id: string })[] = []
  const productTagRows: (typeof productTags.$inferInsert)[] = []
  const mediaRows: (typeof productMedia.$inferInsert)[] = []
  const picks: Record<'new' | 'sale' | 'gift' | 'best', string[]> = { new: [], sale: [], gift: [], best: [] }
  const pictures: { productId: string; colour: Rgb; shape: Line['shape']; alt: string; position: number }[] =
    []
  let serial = 0
  let productNumber = 0

  for (const line of lines) {
    for (const name of line.names) {
      productNumber += 1
      const productId = randomUUID()
      const handle = slugifyHandle(name, 'produto')
      const vendor = rng.pick(line.vendors)
      const productTagNames = rng.some(line.tags, rng.int(1, line.tags.length))
      const onSale = rng.next() < 0.2
      if (onSale) productTagNames.push('promoção')
      if (productTagNames.includes('presente')) picks.gift.push(productId)
      if (onSale) picks.sale.push(productId)
      if (rng.next() < 0.2) picks.new.push(productId)
      if (rng.next() < 0.2) picks.best.push(productId)

      const plans = line.options.map((plan) => ({
        ...plan,
        values: plan.pick ? rng.some(plan.values, plan.pick) : plan.values,
      }))
      plans.forEach((plan, position) => {
        optionRows.push({ tenantId, productId, name: plan.name, position, values: plan.values })
        const known = optionValues.get(plan.name) ?? new Set()
        for (const value of plan.values) known.add(value)
        optionValues.set(plan.name, known)
      })
      // Every combination of the options' values, in order: P/Branco, P/Azul, M/Branco, ...
      const combinations = plans.reduce<string[][]>(
        (list, plan) => list.flatMap((values) => plan.values.map((value) => [...values, value])),
        [[]],
      )
      const base = line.price[0] + rng.int(0, line.price[1])
      const skuBase = `${assortment.prefix}-${line.code}-${String(productNumber).padStart(3, '0')}`
      const variantsOfProduct = combinations.map((values, position) => {
        const steps = values.reduce((total, value, index) => {
          const plan = plans[index]!
          return total + (plan.priceStep ?? 0) * plan.values.indexOf(value)
        }, 0)
        const price = shopPrice(base * (1 + steps / 100))
        serial += 1
        const row = {
          tenantId,
          id: randomUUID(),
          productId,
          title: values.length ? values.join(' / ') : DEFAULT_VARIANT_TITLE,
          optionValues: values,
          sku: [skuBase, ...values.map(code)].join('-'),
          barcode: ean13(assortment.barcodeDigit, serial),
          priceMinor: price,
          compareAtPriceMinor: onSale ? shopPrice(price * 1.25) : null,
          costMinor: Math.round(price * (0.35 + rng.next() * 0.15)),
          weightGrams: Math.round(line.grams * (1 + steps / 100)),
          weightUnit: line.grams >= 1000 ? ('kg' as const) : ('g' as const),
          taxable: true,
          physical: true,
          position,
        }
        variantRows.push(row)
        return row
      })

      const status = productNumber % 17 === 0 ? 'draft' : productNumber % 29 === 0 ? 'archived' : 'active'
      productRows.push({
        tenantId,
        id: productId,
        handle,
        title: name,
        description: line.description(name),
        status,
        vendorId: vendorIds.get(vendor)!,
        categoryId: categoryIds.get(line.category)!,
        productType: line.type,
        searchText: productSearchText({
          title: name,
          handle,
          vendor,
          productType: line.type,
          tags: productTagNames,
          variants: variantsOfProduct,
        }),
        // Older products first, a few days apart, so that "newest" sorts mean something.
        createdAt: new Date(Date.now() - (200 - productNumber) * 36e5 * 20),
        updatedAt: new Date(Date.now() - (200 - productNumber) * 36e5 * 10),
      })
      for (const tag of new Set(productTagNames))
        productTagRows.push({ tenantId, productId, tagId: tagIds.get(tag)! })

      // One picture per colour (up to two), or one in the line's colour.
      const colourPlan = plans.find((plan) => plan.name === 'Cor')
      const colours = colourPlan ? colourPlan.values.slice(0, 2) : [line.colour ?? 'Natural']
      colours.forEach((colour, position) => {
        pictures.push({
          productId,
          colour: COLOURS[colour] ?? COLOURS.Natural!,
          shape: line.shape,
          alt: `${name} — ${colour}`,
          position,
        })
      })
    }
  }

  // Products of one colour and line share a drawing; each still gets its own file, as an upload would.
  const drawings = new Map<string, Buffer>()
  for (const picture of pictures) {
    const key = `${picture.colour.join(',')}:${picture.shape}`
    const data = drawings.get(key) ?? swatchPng(picture.colour, picture.shape)
    drawings.set(key, data)
    const storageKey = await media.write(tenantId, 'png', data)
    mediaRows.push({
      tenantId,
      productId: picture.productId,
      storageKey,
      mimeType: 'image/png',
      byteSize: data.length,
      width: 160,
      height: 160,
      alt: picture.alt,
      originalName: `${slugifyHandle(picture.alt)}.png`,
      position: picture.position,
    })
  }

  const collectionRows = assortment.collections.map((collection) => {
    const handle = slugifyHandle(collection.title)
    return {
      tenantId,
      id: randomUUID(),
      handle,
      title: collection.title,
      description: collection.description,
      searchText: normalizeSearchText(`${collection.title} ${handle}`),
      pick: collection.pick,
    }
  })
  const memberRows = collectionRows.flatMap((collection) =>
    picks[collection.pick].map((productId, position) => ({
      tenantId,
      collectionId: collection.id,
      productId,
      position,
    })),
  )

  // Stock at both locations; the warehouse holds more. Each level starts with a "received" entry.
  const levelRows: (typeof inventoryLevels.$inferInsert)[] = []
  const adjustmentRows: (typeof inventoryAdjustments.$inferInsert)[] = []
  for (const variant of variantRows) {
    locationRows.forEach((location, index) => {
      const available = rng.next() < 0.1 ? 0 : rng.int(1, index === 0 ? 12 : 60)
      levelRows.push({ tenantId, variantId: variant.id, locationId: location.id, available })
      if (available > 0) {
        adjustmentRows.push({
          tenantId,
          variantId: variant.id,
          locationId: location.id,
          delta: available,
          availableAfter: available,
          reason: 'received',
          note: 'Estoque inicial',
          userId,
        })
      }
    })
  }

  await inScope(db, { tenantId, userId }, async (tx) => {
    await tx.insert(vendors).values(vendorRows)
    await tx.insert(tags).values(tagRows)
    await tx.insert(categories).values(parentRows)
    await tx.insert(categories).values(categoryRows.slice(parentRows.length))
    await tx
      .insert(options)
      .values([...optionValues].map(([name, values]) => ({ ...named(name), values: [...values] })))
    for (const [name, values] of Object.entries(assortment.attributes)) {
      const attribute = named(name)
      await tx.insert(attributes).values(attribute)
      await tx.insert(attributeValues).values(
        values.map((value) => ({
          tenantId,
          attributeId: attribute.id,
          value,
          searchText: normalizeSearchText(value),
        })),
      )
    }
    await tx.insert(locations).values(locationRows)
    await insertAll(productRows, (slice) => tx.insert(products).values(slice))
    await insertAll(optionRows, (slice) => tx.insert(productOptions).values(slice))
    await insertAll(variantRows, (slice) => tx.insert(productVariants).values(slice))
    await insertAll(productTagRows, (slice) => tx.insert(productTags).values(slice))
    await insertAll(mediaRows, (slice) => tx.insert(productMedia).values(slice))
    await tx.insert(collections).values(collectionRows.map(({ pick: _, ...row }) => row))
    await insertAll(memberRows, (slice) => tx.insert(collectionProducts).values(slice))
    await insertAll(levelRows, (slice) => tx.insert(inventoryLevels).values(slice))
    await insertAll(adjustmentRows, (slice) => tx.insert(inventoryAdjustments).values(slice))
  })

  return { products: productRows.length, variants: variantRows.length, images: mediaRows.length }
}
