import {
  type LocalDelivery,
  type LocalDeliveryInput,
  type localDeliveryInputSchema,
  type localDeliveryUpdateSchema,
  type Pickup,
  type PickupInput,
  type pickupInputSchema,
  type pickupUpdateSchema,
  type ShippingProfile,
  type ShippingProfileUpdate,
  type ShippingProfileValues,
  type ShippingSettings,
  shippingMessages,
  toMinorUnits,
} from '@lojista/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { inScope, type StoreTx } from '../../db/scope.ts'
import { type ActivityFact, recordActivity, versionedChanges } from '../../lib/activity.ts'
import { conflict, conflictOfUnique } from '../../lib/conflict.ts'
import { HttpProblem, problems } from '../../lib/problem.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import { presentLocalDelivery, presentPickup, presentProfile, toStoredZones } from './shipping.presenter.ts'
import * as repo from './shipping.repository.ts'

type LocalDeliveryValues = z.output<typeof localDeliveryInputSchema>
type LocalDeliveryUpdate = z.output<typeof localDeliveryUpdateSchema>
type PickupValues = z.output<typeof pickupInputSchema>
type PickupUpdate = z.output<typeof pickupUpdateSchema>

const stale = (current: unknown) =>
  conflict(shippingMessages.staleVersion, {
    errors: [{ path: 'version', message: 'Stale version' }],
    current,
  })

const noLocation = () =>
  new HttpProblem(404, 'Not Found', {
    detail: 'No such location.',
    errors: [{ path: 'locationId', message: shippingMessages.locationMissing }],
  })

const locationTaken = () =>
  conflict(shippingMessages.locationTaken, {
    errors: [{ path: 'locationId', message: shippingMessages.locationTaken }],
  })

async function log(tx: StoreTx, scope: StoreScope, fact: Omit<ActivityFact, 'area'>) {
  await recordActivity(tx, scope, { area: 'settings', ...fact })
}

export function createShippingService(db: Db) {
  async function readProfile(tx: StoreTx, tenantId: string, id: string, lock = false) {
    const row = await repo.findProfile(tx, tenantId, id, { lock })
    if (!row) return undefined
    return presentProfile(row, (await repo.profileProducts(tx, tenantId, [id])).get(id) ?? [])
  }

  /** The products of a custom profile must be the store's and in no other custom profile. */
  async function checkProducts(tx: StoreTx, tenantId: string, ids: string[], profileId: string | null) {
    const unique = [...new Set(ids)]
    const missing = await repo.missingProducts(tx, tenantId, unique)
    if (missing.length > 0) {
      throw problems.badRequest('Some products are not in the store.', [
        { path: 'productIds', message: shippingMessages.productMissing },
      ])
    }
    const elsewhere = await repo.productsElsewhere(tx, tenantId, unique, profileId)
    if (elsewhere.length > 0) {
      throw conflict(shippingMessages.productElsewhere, {
        errors: [{ path: 'productIds', message: shippingMessages.productElsewhere }],
      })
    }
    return unique
  }

  async function readLocalDelivery(tx: StoreTx, tenantId: string, id: string) {
    const [found] = await repo.listLocalDeliveries(tx, tenantId, id)
    return found && presentLocalDelivery(found)
  }

  async function readPickup(tx: StoreTx, tenantId: string, id: string) {
    const [found] = await repo.listPickups(tx, tenantId, id)
    return found && presentPickup(found)
  }

  const localDeliveryColumns = (input: Omit<LocalDeliveryValues, 'locationId'>) => ({
    active: input.active,
    postalCodeRanges: input.postalCodeRanges,
    feeMinor: toMinorUnits(input.fee),
    minimumOrderMinor: input.minimumOrder === null ? null : toMinorUnits(input.minimumOrder),
    deliveryNote: input.deliveryNote,
  })

  return {
    async settings(scope: StoreScope): Promise<ShippingSettings> {
      return inScope(db, scope, async (tx) => {
        const rows = await repo.listProfiles(tx, scope.tenantId)
        const productsOf = await repo.profileProducts(
          tx,
          scope.tenantId,
          rows.map((row) => row.id),
        )
        return {
          profiles: rows.map((row) => presentProfile(row, productsOf.get(row.id) ?? [])),
          localDeliveries: (await repo.listLocalDeliveries(tx, scope.tenantId)).map(presentLocalDelivery),
          pickups: (await repo.listPickups(tx, scope.tenantId)).map(presentPickup),
        }
      })
    },

    async profile(scope: StoreScope, id: string): Promise<ShippingProfile> {
      const profile = await inScope(db, scope, (tx) => readProfile(tx, scope.tenantId, id))
      if (!profile) throw problems.notFound('No such shipping profile.')
      return profile
    },

    async createProfile(scope: StoreScope, input: ShippingProfileValues): Promise<ShippingProfile> {
      const general = () =>
        conflict(shippingMessages.generalExists, {
          errors: [{ path: 'isGeneral', message: shippingMessages.generalExists }],
        })
      try {
        return await inScope(db, scope, async (tx) => {
          if (input.isGeneral && (await repo.generalProfileExists(tx, scope.tenantId))) throw general()
          const productIds = input.isGeneral
            ? []
            : await checkProducts(tx, scope.tenantId, input.productIds, null)
          const row = await repo.insertProfile(tx, scope.tenantId, {
            name: input.name,
            isGeneral: input.isGeneral,
            zones: toStoredZones(input.zones),
          })
          await repo.setProfileProducts(tx, scope.tenantId, row.id, productIds)
          const created = (await readProfile(tx, scope.tenantId, row.id))!
          await log(tx, scope, {
            action: 'shipping_profile.created',
            subject: { type: 'shipping_profile', id: row.id, label: row.name },
            changes: versionedChanges(null, created),
          })
          return created
        })
      } catch (error) {
        throw conflictOfUnique(error, { shipping_profiles_one_general: general })
      }
    },

    async updateProfile(
      scope: StoreScope,
      id: string,
      input: ShippingProfileUpdate,
    ): Promise<ShippingProfile> {
      return inScope(db, scope, async (tx) => {
        const before = await readProfile(tx, scope.tenantId, id, true)
        if (!before) throw problems.notFound('No such shipping profile.')
        if (input.version !== before.version) throw stale(before)
        // Whether a profile is the general one was fixed when it was made.
        if (before.isGeneral !== input.isGeneral) {
          throw problems.badRequest('A profile stays general or custom.', [
            {
              path: 'isGeneral',
              message: before.isGeneral
                ? shippingMessages.generalHasNoProducts
                : shippingMessages.customNeedsProducts,
            },
          ])
        }
        const productIds = before.isGeneral
          ? []
          : await checkProducts(tx, scope.tenantId, input.productIds, id)
        const row = await repo.updateProfile(
          tx,
          scope.tenantId,
          id,
          { name: input.name, zones: toStoredZones(input.zones) },
          input.version,
        )
        if (!row) throw stale(await readProfile(tx, scope.tenantId, id))
        await repo.setProfileProducts(tx, scope.tenantId, id, productIds)
        const after = (await readProfile(tx, scope.tenantId, id))!
        await log(tx, scope, {
          action: 'shipping_profile.updated',
          subject: { type: 'shipping_profile', id, label: after.name },
          changes: versionedChanges(before, after),
        })
        return after
      })
    },

    /** The general profile stays: every product needs one to ship under. */
    async deleteProfile(scope: StoreScope, id: string): Promise<void> {
      await inScope(db, scope, async (tx) => {
        const before = await readProfile(tx, scope.tenantId, id, true)
        if (!before) throw problems.notFound('No such shipping profile.')
        if (before.isGeneral) {
          throw conflict(shippingMessages.generalCannotGo, {
            errors: [{ path: 'id', message: shippingMessages.generalCannotGo }],
          })
        }
        await repo.deleteProfile(tx, scope.tenantId, id)
        await log(tx, scope, {
          action: 'shipping_profile.deleted',
          subject: { type: 'shipping_profile', id, label: before.name },
        })
      })
    },

    async localDelivery(scope: StoreScope, id: string): Promise<LocalDelivery> {
      const found = await inScope(db, scope, (tx) => readLocalDelivery(tx, scope.tenantId, id))
      if (!found) throw problems.notFound('No such local delivery.')
      return found
    },

    async createLocalDelivery(scope: StoreScope, input: LocalDeliveryValues): Promise<LocalDelivery> {
      try {
        return await inScope(db, scope, async (tx) => {
          const location = await repo.findLocationRef(tx, scope.tenantId, input.locationId)
          if (!location) throw noLocation()
          const row = await repo.insertLocalDelivery(tx, scope.tenantId, {
            locationId: input.locationId,
            ...localDeliveryColumns(input),
          })
          const created = presentLocalDelivery({ row, location })
          await log(tx, scope, {
            action: 'local_delivery.created',
            subject: { type: 'local_delivery', id: row.id, label: location.name },
            changes: versionedChanges(null, created),
          })
          return created
        })
      } catch (error) {
        throw conflictOfUnique(error, { local_deliveries_location_unique: locationTaken })
      }
    },

    async updateLocalDelivery(
      scope: StoreScope,
      id: string,
      input: LocalDeliveryUpdate,
    ): Promise<LocalDelivery> {
      return inScope(db, scope, async (tx) => {
        const before = await readLocalDelivery(tx, scope.tenantId, id)
        if (!before) throw problems.notFound('No such local delivery.')
        if (input.version !== before.version) throw stale(before)
        const row = await repo.updateLocalDelivery(
          tx,
          scope.tenantId,
          id,
          localDeliveryColumns(input),
          input.version,
        )
        if (!row) throw stale(await readLocalDelivery(tx, scope.tenantId, id))
        const after = presentLocalDelivery({ row, location: before.location })
        await log(tx, scope, {
          action: 'local_delivery.updated',
          subject: { type: 'local_delivery', id, label: before.location.name },
          changes: versionedChanges(before, after),
        })
        return after
      })
    },

    async deleteLocalDelivery(scope: StoreScope, id: string): Promise<void> {
      await inScope(db, scope, async (tx) => {
        const before = await readLocalDelivery(tx, scope.tenantId, id)
        if (!before) throw problems.notFound('No such local delivery.')
        await repo.deleteLocalDelivery(tx, scope.tenantId, id)
        await log(tx, scope, {
          action: 'local_delivery.deleted',
          subject: { type: 'local_delivery', id, label: before.location.name },
        })
      })
    },

    async pickup(scope: StoreScope, id: string): Promise<Pickup> {
      const found = await inScope(db, scope, (tx) => readPickup(tx, scope.tenantId, id))
      if (!found) throw problems.notFound('No such pickup.')
      return found
    },

    async createPickup(scope: StoreScope, input: PickupValues): Promise<Pickup> {
      try {
        return await inScope(db, scope, async (tx) => {
          const location = await repo.findLocationRef(tx, scope.tenantId, input.locationId)
          if (!location) throw noLocation()
          const row = await repo.insertPickup(tx, scope.tenantId, {
            locationId: input.locationId,
            active: input.active,
            instructions: input.instructions,
            readyTime: input.readyTime,
          })
          const created = presentPickup({ row, location })
          await log(tx, scope, {
            action: 'pickup.created',
            subject: { type: 'pickup', id: row.id, label: location.name },
            changes: versionedChanges(null, created),
          })
          return created
        })
      } catch (error) {
        throw conflictOfUnique(error, { pickups_location_unique: locationTaken })
      }
    },

    async updatePickup(scope: StoreScope, id: string, input: PickupUpdate): Promise<Pickup> {
      return inScope(db, scope, async (tx) => {
        const before = await readPickup(tx, scope.tenantId, id)
        if (!before) throw problems.notFound('No such pickup.')
        if (input.version !== before.version) throw stale(before)
        const row = await repo.updatePickup(
          tx,
          scope.tenantId,
          id,
          { active: input.active, instructions: input.instructions, readyTime: input.readyTime },
          input.version,
        )
        if (!row) throw stale(await readPickup(tx, scope.tenantId, id))
        const after = presentPickup({ row, location: before.location })
        await log(tx, scope, {
          action: 'pickup.updated',
          subject: { type: 'pickup', id, label: before.location.name },
          changes: versionedChanges(before, after),
        })
        return after
      })
    },

    async deletePickup(scope: StoreScope, id: string): Promise<void> {
      await inScope(db, scope, async (tx) => {
        const before = await readPickup(tx, scope.tenantId, id)
        if (!before) throw problems.notFound('No such pickup.')
        await repo.deletePickup(tx, scope.tenantId, id)
        await log(tx, scope, {
          action: 'pickup.deleted',
          subject: { type: 'pickup', id, label: before.location.name },
        })
      })
    },
  }
}

export type ShippingService = ReturnType<typeof createShippingService>
export type { LocalDeliveryInput, PickupInput }
