import { randomUUID } from 'node:crypto'
import type { Db } from '../db/client.ts'
import {
  inventoryLevels,
  locations,
  parties,
  partyAddresses,
  partyContacts,
  productOptions,
  products,
  productVariants,
} from '../db/schema/index.ts'
import { inScope } from '../db/scope.ts'

// Test data written straight into a store's tables, so the order tests do not depend on the catalog
// and customer APIs' own rules.

export async function insertProduct(
  db: Db,
  tenantId: string,
  product: {
    title: string
    options?: string[]
    variants: { sku: string; price: number; values?: string[]; taxable?: boolean }[]
  },
) {
  const productId = randomUUID()
  const variantIds = product.variants.map(() => randomUUID())
  await inScope(db, { tenantId }, async (tx) => {
    await tx.insert(products).values({
      tenantId,
      id: productId,
      handle: `${product.title.toLowerCase().replace(/\W+/g, '-')}-${productId.slice(0, 6)}`,
      title: product.title,
      status: 'active',
      searchText: product.title.toLowerCase(),
    })
    if (product.options) {
      await tx.insert(productOptions).values(
        product.options.map((name, position) => ({
          tenantId,
          productId,
          name,
          position,
          values: [...new Set(product.variants.map((variant) => variant.values?.[position] ?? ''))],
        })),
      )
    }
    await tx.insert(productVariants).values(
      product.variants.map((variant, position) => ({
        tenantId,
        id: variantIds[position],
        productId,
        title: variant.values?.join(' / ') ?? 'Default',
        optionValues: variant.values ?? [],
        sku: variant.sku,
        priceMinor: variant.price,
        taxable: variant.taxable ?? true,
        position,
      })),
    )
  })
  return { productId, variantIds }
}

export async function insertCustomer(
  db: Db,
  tenantId: string,
  customer: { name: string; email?: string; taxExempt?: boolean; city?: string; locale?: string },
) {
  const id = randomUUID()
  const [firstName = '', lastName = ''] = customer.name.split(' ')
  await inScope(db, { tenantId }, async (tx) => {
    await tx.insert(parties).values({
      tenantId,
      id,
      displayName: customer.name,
      firstName,
      lastName,
      taxExempt: customer.taxExempt ?? false,
      locale: customer.locale ?? null,
      searchText: customer.name.toLowerCase(),
    })
    if (customer.email) {
      await tx
        .insert(partyContacts)
        .values({ tenantId, partyId: id, type: 'email', value: customer.email, isPrimary: true })
    }
    if (customer.city) {
      await tx.insert(partyAddresses).values({
        tenantId,
        partyId: id,
        kind: 'shipping',
        isDefault: true,
        firstName,
        lastName,
        city: customer.city,
        countryCode: 'BR',
      })
    }
  })
  return id
}

/** A location holding `quantity` units of the variant (a new location each call). */
export async function insertStock(db: Db, tenantId: string, variantId: string, quantity: number) {
  const locationId = randomUUID()
  await inScope(db, { tenantId }, async (tx) => {
    await tx
      .insert(locations)
      .values({ tenantId, id: locationId, name: `Depósito ${locationId.slice(0, 8)}` })
    await tx.insert(inventoryLevels).values({ tenantId, variantId, locationId, available: quantity })
  })
  return locationId
}
