import type { Location, LocationCreate, LocationUpdate, SearchRequest } from '@lojista/contracts'
import { catalogMessages } from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope, type StoreTx } from '../../db/scope.ts'
import { changedFields, recordActivity } from '../../lib/activity.ts'
import { conflict, conflictOfUnique } from '../../lib/conflict.ts'
import { problems } from '../../lib/problem.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import { splitQuery } from '../../lib/text-search.ts'
import type { InventoryService } from './inventory.service.ts'
import * as repo from './locations.repository.ts'

const nameTaken = () =>
  conflict('Another location has this name.', {
    errors: [{ path: 'name', message: 'Another location has this name' }],
  })

/** A location's fields as the activity log compares them. */
function logged({ id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields }: Location) {
  return fields
}
const loggedKeys = [
  'name',
  'address1',
  'city',
  'provinceCode',
  'countryCode',
  'postalCode',
  'active',
  'fulfilsOnlineOrders',
  'offersPickup',
] as const satisfies readonly (keyof ReturnType<typeof logged>)[]

export function createLocationsService(db: Db, inventory: Pick<InventoryService, 'stockLocation'>) {
  async function write<T>(scope: StoreScope, work: (tx: StoreTx) => Promise<T>) {
    try {
      return await inScope(db, scope, work)
    } catch (error) {
      throw conflictOfUnique(error, { locations_name_unique: nameTaken })
    }
  }

  return {
    async create(scope: StoreScope, input: LocationCreate) {
      return write(scope, async (tx) => {
        if (await repo.nameTaken(tx, scope.tenantId, input.name)) throw nameTaken()
        const row = await repo.insertLocation(tx, scope.tenantId, input)
        // Every variant can be counted at a new location at once.
        if (row.active) await inventory.stockLocation(tx, scope.tenantId, row.id)
        const location = repo.toLocation(row)
        await recordActivity(tx, scope, {
          area: 'settings',
          action: 'location.created',
          subject: { type: 'location', id: row.id, label: row.name },
          changes: changedFields({} as ReturnType<typeof logged>, logged(location), loggedKeys),
        })
        return location
      })
    },

    async get(scope: StoreScope, id: string) {
      const row = await inScope(db, scope, (tx) => repo.findLocation(tx, scope.tenantId, id))
      if (!row) throw problems.notFound('No such location.')
      return repo.toLocation(row)
    },

    async update(scope: StoreScope, id: string, input: LocationUpdate) {
      return write(scope, async (tx) => {
        const current = await repo.findLocation(tx, scope.tenantId, id)
        if (!current) throw problems.notFound('No such location.')
        if (input.name !== undefined && (await repo.nameTaken(tx, scope.tenantId, input.name, id)))
          throw nameTaken()
        const row = (await repo.updateLocation(tx, scope.tenantId, id, input))!
        if (row.active && !current.active) await inventory.stockLocation(tx, scope.tenantId, id)
        const location = repo.toLocation(row)
        await recordActivity(tx, scope, {
          area: 'settings',
          action: 'location.updated',
          subject: { type: 'location', id, label: row.name },
          changes: changedFields(logged(repo.toLocation(current)), logged(location), loggedKeys),
        })
        return location
      })
    },

    /** Only a location without stock can go: stock is never thrown away by deleting where it is. */
    async remove(scope: StoreScope, id: string) {
      await inScope(db, scope, async (tx) => {
        const current = await repo.findLocation(tx, scope.tenantId, id)
        if (!current) throw problems.notFound('No such location.')
        if (await repo.hasStock(tx, scope.tenantId, id)) {
          throw conflict(catalogMessages.locationHasStock, {
            errors: [{ path: 'id', message: catalogMessages.locationHasStock }],
          })
        }
        await repo.deleteLocation(tx, scope.tenantId, id)
        await recordActivity(tx, scope, {
          area: 'settings',
          action: 'location.deleted',
          subject: { type: 'location', id, label: current.name },
        })
      })
    },

    search(scope: StoreScope, request: SearchRequest<'name' | 'createdAt'>) {
      const { text, filters } = splitQuery(request.query, ['active'])
      let active: boolean | undefined
      const asked = filters.active?.at(-1)?.toLowerCase()
      if (asked !== undefined) {
        if (asked !== 'true' && asked !== 'false') {
          throw problems.badRequest('The active filter takes true or false.', [
            { path: 'query', message: 'active: takes true or false' },
          ])
        }
        active = asked === 'true'
      }
      return inScope(db, scope, (tx) => repo.searchLocations(tx, scope.tenantId, request, { text, active }))
    },
  }
}

export type LocationsService = ReturnType<typeof createLocationsService>
