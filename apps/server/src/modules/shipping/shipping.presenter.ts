import { randomUUID } from 'node:crypto'
import {
  fromMinorUnits,
  type LocalDelivery,
  type Pickup,
  type ShippingProfile,
  type ShippingProfileValues,
  toMinorUnits,
} from '@lojista/contracts'
import type { StoredZone } from '../../db/schema/shipping.ts'
import type { LocalDeliveryRow, LocationRef, PickupRow, ProfileRow } from './shipping.repository.ts'

const minorOrNull = (amount: string | null) => (amount === null ? null : toMinorUnits(amount))
const decimalOrNull = (minor: number | null) => (minor === null ? null : fromMinorUnits(minor))

/** The zones as stored: amounts in minor units; a zone or rate sent without an id gets one. */
export function toStoredZones(zones: ShippingProfileValues['zones']): StoredZone[] {
  return zones.map((zone) => ({
    id: zone.id ?? randomUUID(),
    name: zone.name,
    countryCode: zone.countryCode,
    provinceCodes: [...new Set(zone.provinceCodes)],
    postalCodeRanges: zone.postalCodeRanges,
    rates: zone.rates.map((rate) => ({
      id: rate.id ?? randomUUID(),
      name: rate.name,
      type: rate.type,
      priceMinor: toMinorUnits(rate.price),
      minWeightGrams: rate.minWeightGrams,
      maxWeightGrams: rate.maxWeightGrams,
      minSubtotalMinor: minorOrNull(rate.minSubtotal),
      maxSubtotalMinor: minorOrNull(rate.maxSubtotal),
    })),
  }))
}

export function presentProfile(row: ProfileRow, products: { id: string; title: string }[]): ShippingProfile {
  return {
    id: row.id,
    name: row.name,
    isGeneral: row.isGeneral,
    products: row.isGeneral ? [] : products,
    zones: row.zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      countryCode: zone.countryCode,
      provinceCodes: zone.provinceCodes,
      postalCodeRanges: zone.postalCodeRanges,
      rates: zone.rates.map((rate) => ({
        id: rate.id,
        name: rate.name,
        type: rate.type,
        price: fromMinorUnits(rate.priceMinor),
        minWeightGrams: rate.minWeightGrams,
        maxWeightGrams: rate.maxWeightGrams,
        minSubtotal: decimalOrNull(rate.minSubtotalMinor),
        maxSubtotal: decimalOrNull(rate.maxSubtotalMinor),
      })),
    })),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function presentLocalDelivery({
  row,
  location,
}: {
  row: LocalDeliveryRow
  location: LocationRef
}): LocalDelivery {
  return {
    id: row.id,
    location,
    active: row.active,
    postalCodeRanges: row.postalCodeRanges,
    fee: fromMinorUnits(row.feeMinor),
    minimumOrder: decimalOrNull(row.minimumOrderMinor),
    deliveryNote: row.deliveryNote,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function presentPickup({ row, location }: { row: PickupRow; location: LocationRef }): Pickup {
  return {
    id: row.id,
    location,
    active: row.active,
    instructions: row.instructions,
    readyTime: row.readyTime,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  }
}
