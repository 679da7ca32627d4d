import { type SelectAddress, type SelectProfile, type ShippingChoice, selectRates } from '@lojista/contracts'
import type { StoreTx } from '../../db/scope.ts'
import { presentLocalDelivery, presentPickup, presentProfile } from './shipping.presenter.ts'
import * as repo from './shipping.repository.ts'

/** An order's line as shipping weighs it: its variant (whose product and weight the store knows) or its own weight. */
export interface ShippedLine {
  variantId: string | null
  /** One unit's grams for a line without a variant (or whose variant is gone); null when it has none. */
  unitGrams: number | null
  quantity: number
}

/**
 * The store's shipping options for an order as it is: the settings read in the caller's transaction and
 * handed to the one selection function (decision 030), so the editor's list, the check at each save and
 * the checkout page cannot disagree. An order with no address gets only pickups.
 */
export async function orderShippingChoices(
  tx: StoreTx,
  tenantId: string,
  order: { address: SelectAddress | null; lines: readonly ShippedLine[]; subtotal: number },
): Promise<ShippingChoice[]> {
  const rows = await repo.listProfiles(tx, tenantId)
  const productsOf = await repo.profileProducts(
    tx,
    tenantId,
    rows.filter((row) => !row.isGeneral).map((row) => row.id),
  )
  const profiles: SelectProfile[] = rows.map((row) => {
    const profile = presentProfile(row, productsOf.get(row.id) ?? [])
    return { ...profile, productIds: profile.products.map((product) => product.id) }
  })
  const variants = await repo.variantWeights(
    tx,
    tenantId,
    order.lines.flatMap((line) => (line.variantId ? [line.variantId] : [])),
  )
  return selectRates({
    profiles,
    localDeliveries: (await repo.listLocalDeliveries(tx, tenantId)).map(presentLocalDelivery),
    pickups: (await repo.listPickups(tx, tenantId)).map(presentPickup),
    address: order.address ?? { countryCode: '', provinceCode: '', postalCode: '' },
    lines: order.lines.map((line) => {
      // A variant the store does not have (deleted since) ships like a custom item.
      const variant = line.variantId ? variants.get(line.variantId) : undefined
      if (variant) return { productId: variant.productId, unitGrams: variant.grams, quantity: line.quantity }
      return { productId: null, unitGrams: line.unitGrams, quantity: line.quantity }
    }),
    subtotal: order.subtotal,
  })
}

/** Where the locations of the options are, for the pickup's tax address; by location id. */
export function choiceLocations(tx: StoreTx, tenantId: string, choices: readonly ShippingChoice[]) {
  return repo.locationAddresses(tx, tenantId, [
    ...new Set(choices.flatMap((choice) => (choice.locationId ? [choice.locationId] : []))),
  ])
}

/** Where a pickup location is, for taxing an order picked up there (decision 036). */
export async function locationAddress(tx: StoreTx, tenantId: string, locationId: string) {
  return (await repo.locationAddresses(tx, tenantId, [locationId])).get(locationId)
}

/**
 * Whether the store has set up any shipping (a profile, a local delivery or a pickup). A store that has
 * not ships as it did before shipping settings existed: its checkout asks no choice of shipping.
 */
export async function hasShippingSettings(tx: StoreTx, tenantId: string): Promise<boolean> {
  // One after the other: a transaction runs one query at a time.
  if ((await repo.listProfiles(tx, tenantId)).length > 0) return true
  if ((await repo.listLocalDeliveries(tx, tenantId)).length > 0) return true
  return (await repo.listPickups(tx, tenantId)).length > 0
}
