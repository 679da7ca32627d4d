import {
  type ActivityAction,
  type ActivityChange,
  type Collection,
  type CollectionCreate,
  type CollectionUpdate,
  catalogMessages,
  normalizeSearchText,
  type SearchRequest,
  slugifyHandle,
} from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope, type StoreTx } from '../../db/scope.ts'
import { changedFields, recordActivity } from '../../lib/activity.ts'
import { conflict, conflictOfUnique } from '../../lib/conflict.ts'
import { problems } from '../../lib/problem.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import { splitQuery } from '../../lib/text-search.ts'
import { isUuid } from '../../lib/uuid.ts'
import * as repo from './collections.repository.ts'

const handleTaken = () =>
  conflict(catalogMessages.handleTaken, {
    errors: [{ path: 'handle', message: catalogMessages.handleTaken }],
  })
const notFound = () => problems.notFound('No such collection.')

function staleVersion(current: Collection) {
  return conflict(catalogMessages.staleVersion, {
    errors: [{ path: 'version', message: catalogMessages.staleVersion }],
    current,
  })
}

const searchText = (title: string, handle: string) => normalizeSearchText(`${title} ${handle}`)

/** How many products a collection had before and after a change of its products. */
function productsChange(before: Collection, after: Collection): ActivityChange[] {
  return before.productsCount === after.productsCount
    ? []
    : [{ field: 'products', before: before.productsCount, after: after.productsCount }]
}

/** Writes a change of a collection to the activity log, in the change's transaction. */
function log(
  tx: StoreTx,
  scope: StoreScope,
  action: ActivityAction,
  collection: Collection,
  changes: ActivityChange[],
) {
  return recordActivity(tx, scope, {
    area: 'products',
    action,
    subject: { type: 'collection', id: collection.id, label: collection.title },
    changes,
  })
}

export function createCollectionsService(db: Db) {
  async function write<T>(scope: StoreScope, work: (tx: StoreTx) => Promise<T>) {
    try {
      return await inScope(db, scope, work)
    } catch (error) {
      throw conflictOfUnique(error, { collections_handle_unique: handleTaken })
    }
  }

  async function freeHandle(tx: StoreTx, tenantId: string, title: string) {
    const base = slugifyHandle(title, 'collection').slice(0, 190).replace(/-+$/, '')
    const taken = new Set(await repo.handlesLike(tx, tenantId, base))
    let handle = base
    for (let n = 2; taken.has(handle); n += 1) handle = `${base}-${n}`
    return handle
  }

  /** Products of this store among the ids; any other id is a field error of `productIds`. */
  async function checkProducts(tx: StoreTx, tenantId: string, ids: string[]) {
    const found = new Set(await repo.existingProductIds(tx, tenantId, ids))
    const errors = ids.flatMap((id, index) =>
      found.has(id) ? [] : [{ path: `productIds.${index}`, message: catalogMessages.unknownProduct }],
    )
    if (errors.length) throw problems.badRequest('Some products do not exist.', errors)
    return [...new Set(ids)]
  }

  async function read(tx: StoreTx, tenantId: string, id: string) {
    return (await repo.findCollection(tx, tenantId, { id }))!
  }

  return {
    async create(scope: StoreScope, input: CollectionCreate) {
      return write(scope, async (tx) => {
        const { tenantId } = scope
        if (input.handle && (await repo.handleTaken(tx, tenantId, input.handle))) throw handleTaken()
        const handle = input.handle ?? (await freeHandle(tx, tenantId, input.title))
        const productIds = await checkProducts(tx, tenantId, input.productIds)
        const id = await repo.insertCollection(tx, tenantId, {
          title: input.title,
          handle,
          description: input.description,
          searchText: searchText(input.title, handle),
        })
        await repo.appendMembers(tx, tenantId, id, productIds)
        const created = await read(tx, tenantId, id)
        await log(tx, scope, 'collection.created', created, [
          { field: 'title', before: null, after: created.title },
          ...(productIds.length ? [{ field: 'products', before: null, after: productIds.length }] : []),
        ])
        return created
      })
    },

    async get(scope: StoreScope, by: { id: string } | { handle: string }) {
      const collection = await inScope(db, scope, (tx) => repo.findCollection(tx, scope.tenantId, by))
      if (!collection) throw notFound()
      return collection
    },

    async update(scope: StoreScope, id: string, input: CollectionUpdate) {
      return write(scope, async (tx) => {
        const { tenantId } = scope
        await claim(tx, tenantId, id, input.version)
        const current = await read(tx, tenantId, id)
        if (input.handle !== undefined && input.handle !== current.handle) {
          if (await repo.handleTaken(tx, tenantId, input.handle, id)) throw handleTaken()
        }
        const title = input.title ?? current.title
        const handle = input.handle ?? current.handle
        await repo.updateCollection(tx, tenantId, id, {
          title,
          handle,
          description: input.description ?? current.description,
          searchText: searchText(title, handle),
        })
        const updated = await read(tx, tenantId, id)
        await log(
          tx,
          scope,
          'collection.updated',
          updated,
          changedFields(current, updated, ['title', 'handle', 'description']),
        )
        return updated
      })
    },

    /** Deleting a collection leaves its products as they are. */
    async remove(scope: StoreScope, id: string) {
      await inScope(db, scope, async (tx) => {
        const current = await repo.findCollection(tx, scope.tenantId, { id })
        if (!current || !(await repo.deleteCollection(tx, scope.tenantId, id))) throw notFound()
        await log(tx, scope, 'collection.deleted', current, [
          { field: 'title', before: current.title, after: null },
        ])
      })
    },

    async addProducts(scope: StoreScope, id: string, productIds: string[]) {
      return inScope(db, scope, async (tx) => {
        const { tenantId } = scope
        if ((await repo.existingIds(tx, tenantId, [id])).length === 0) throw notFound()
        const ids = await checkProducts(tx, tenantId, productIds)
        const before = await read(tx, tenantId, id)
        await repo.appendMembers(tx, tenantId, id, ids)
        await repo.bumpVersions(tx, tenantId, [id])
        const after = await read(tx, tenantId, id)
        await log(tx, scope, 'collection.products_added', after, productsChange(before, after))
        return after
      })
    },

    async removeProducts(scope: StoreScope, id: string, productIds: string[]) {
      return inScope(db, scope, async (tx) => {
        const { tenantId } = scope
        if ((await repo.existingIds(tx, tenantId, [id])).length === 0) throw notFound()
        const before = await read(tx, tenantId, id)
        await repo.removeMembers(tx, tenantId, id, productIds)
        await repo.bumpVersions(tx, tenantId, [id])
        const after = await read(tx, tenantId, id)
        await log(tx, scope, 'collection.products_removed', after, productsChange(before, after))
        return after
      })
    },

    /** Puts the products in the order given, which must name every product of the collection once. */
    async reorder(scope: StoreScope, id: string, input: { version: number; productIds: string[] }) {
      return inScope(db, scope, async (tx) => {
        const { tenantId } = scope
        await claim(tx, tenantId, id, input.version)
        const members = await repo.memberIds(tx, tenantId, id)
        const given = new Set(input.productIds)
        if (
          given.size !== input.productIds.length ||
          given.size !== members.length ||
          members.some((m) => !given.has(m))
        ) {
          throw problems.badRequest(catalogMessages.sameCollectionSet, [
            { path: 'productIds', message: catalogMessages.sameCollectionSet },
          ])
        }
        await repo.setPositions(tx, tenantId, id, input.productIds)
        const after = await read(tx, tenantId, id)
        await log(tx, scope, 'collection.reordered', after, [])
        return after
      })
    },

    search(scope: StoreScope, request: SearchRequest<'title' | 'createdAt' | 'updatedAt'>) {
      const { text, filters } = splitQuery(request.query, ['product'])
      const productIds = filters.product
      if (productIds?.some((value) => !isUuid(value))) {
        throw problems.badRequest('The product filter needs a product id.', [
          { path: 'query', message: 'product: takes a product id' },
        ])
      }
      return inScope(db, scope, (tx) =>
        repo.searchCollections(tx, scope.tenantId, request, { text, productIds }),
      )
    },

    // Called inside a product write (already scoped to the store).

    existingIds: repo.existingIds,

    async placeProduct(tx: StoreTx, tenantId: string, productId: string, collectionIds: string[]) {
      const before = new Set(await repo.collectionsOfProduct(tx, tenantId, productId))
      const left = await repo.leaveCollections(tx, tenantId, productId, collectionIds)
      const joined = collectionIds.filter((id) => !before.has(id))
      for (const id of joined) await repo.appendMembers(tx, tenantId, id, [productId])
      await repo.bumpVersions(tx, tenantId, [...left, ...joined])
    },
  }

  async function claim(tx: StoreTx, tenantId: string, id: string, version: number) {
    if (await repo.claimVersion(tx, tenantId, id, version)) return
    const current = await repo.findCollection(tx, tenantId, { id })
    throw current ? staleVersion(current) : notFound()
  }
}

export type CollectionsService = ReturnType<typeof createCollectionsService>
