import {
  type AttributeValueCreate,
  type CategoryCreate,
  catalogMessages,
  normalizeSearchText,
  type OptionCreate,
  type ProductLookupSearchRequest,
} from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope, type StoreTx } from '../../db/scope.ts'
import { problems } from '../../lib/problem.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import { splitQuery } from '../../lib/text-search.ts'
import { isUuid } from '../../lib/uuid.ts'
import * as repo from './product-lookups.repository.ts'

export type LookupKind = repo.LookupKind

/** Distinct names by their normalised form, the first spelling winning. */
function distinctNames(names: string[]) {
  const seen = new Map<string, string>()
  for (const raw of names) {
    const name = raw.trim()
    const searchText = normalizeSearchText(name)
    if (searchText && !seen.has(searchText)) seen.set(searchText, name)
  }
  return [...seen].map(([searchText, name]) => ({ name, searchText }))
}

export function createProductLookupsService(db: Db) {
  async function search(scope: StoreScope, kind: LookupKind, request: ProductLookupSearchRequest) {
    const { text, filters } = splitQuery(request.query, kind === 'attributeValue' ? ['attribute'] : [])
    let attributeId: string | undefined
    if (kind === 'attributeValue' && filters.attribute) {
      const ids = filters.attribute
      if (ids.some((id) => !isUuid(id))) {
        throw problems.badRequest('The attribute filter needs an attribute id.', [
          { path: 'query', message: 'attribute: takes an attribute id' },
        ])
      }
      // One attribute at a time: the picker lists the values of the attribute being edited.
      attributeId = ids[ids.length - 1]!
    }
    return inScope(db, scope, (tx) =>
      repo.searchLookups(tx, scope.tenantId, kind, request, { text, attributeId }),
    )
  }

  const service = {
    search,

    async createNamed(scope: StoreScope, kind: 'vendor' | 'tag' | 'attribute', name: string) {
      const [row] = await inScope(db, scope, (tx) =>
        repo.findOrInsertNamed(tx, scope.tenantId, kind, distinctNames([name])),
      )
      return row!
    },

    async createCategory(scope: StoreScope, input: CategoryCreate) {
      return inScope(db, scope, async (tx) => {
        const parentId = input.parentId ?? null
        if (parentId && (await repo.findLookups(tx, scope.tenantId, 'category', [parentId])).length === 0) {
          throw problems.badRequest(catalogMessages.unknownParent, [
            { path: 'parentId', message: catalogMessages.unknownParent },
          ])
        }
        return repo.findOrInsertCategory(tx, scope.tenantId, {
          name: input.name,
          searchText: normalizeSearchText(input.name),
          parentId,
        })
      })
    },

    async createOption(scope: StoreScope, input: OptionCreate) {
      return inScope(db, scope, (tx) => upsertOptions(tx, scope.tenantId, [input]).then((rows) => rows[0]!))
    },

    async createAttributeValue(scope: StoreScope, input: AttributeValueCreate) {
      return inScope(db, scope, async (tx) => {
        if ((await repo.findLookups(tx, scope.tenantId, 'attribute', [input.attributeId])).length === 0) {
          throw problems.badRequest(catalogMessages.unknownAttribute, [
            { path: 'attributeId', message: catalogMessages.unknownAttribute },
          ])
        }
        return repo.findOrInsertAttributeValue(tx, scope.tenantId, {
          attributeId: input.attributeId,
          value: input.name,
          searchText: normalizeSearchText(input.name),
        })
      })
    },

    // The calls below run inside a product write's transaction (already scoped to the store).

    /**
     * The vendors and tags of those names, new ones added: one statement for the vendors and one for the
     * tags, however many products they are for. `vendor(name)` and `tags(names)` then answer for any of
     * the names given (tags in the order given, each once).
     */
    async named(
      tx: StoreTx,
      tenantId: string,
      names: { vendors: (string | null | undefined)[]; tags: string[] },
    ) {
      const byName = (rows: { id: string; name: string; searchText: string }[]) =>
        new Map(rows.map((row) => [row.searchText, { id: row.id, name: row.name }]))
      const vendorNames = names.vendors.filter((name): name is string => Boolean(name))
      const vendors = byName(await repo.findOrInsertNamed(tx, tenantId, 'vendor', distinctNames(vendorNames)))
      const tags = byName(await repo.findOrInsertNamed(tx, tenantId, 'tag', distinctNames(names.tags)))
      return {
        vendor: (name: string | null | undefined) => {
          const [entry] = distinctNames(name ? [name] : [])
          return (entry && vendors.get(entry.searchText)) ?? null
        },
        tags: (list: string[]) => distinctNames(list).map((entry) => tags.get(entry.searchText)!),
      }
    },

    /** The vendor of that name, added when new; null for no name. */
    async vendorNamed(tx: StoreTx, tenantId: string, name: string | null | undefined) {
      return (await service.named(tx, tenantId, { vendors: [name], tags: [] })).vendor(name)
    },

    /** The tags of those names, in the order given, new ones added. */
    async tagsNamed(tx: StoreTx, tenantId: string, names: string[]) {
      return (await service.named(tx, tenantId, { vendors: [], tags: names })).tags(names)
    },

    /**
     * Remembers products' option names and values for the option picker: a statement per option name,
     * however many products share it.
     */
    async rememberOptions(tx: StoreTx, tenantId: string, list: { name: string; values: string[] }[]) {
      const byName = new Map<string, { name: string; values: string[] }>()
      for (const option of list) {
        const key = normalizeSearchText(option.name)
        const merged = byName.get(key)
        if (merged) merged.values.push(...option.values)
        else byName.set(key, { name: option.name, values: [...option.values] })
      }
      await upsertOptions(tx, tenantId, [...byName.values()])
    },

    async category(tx: StoreTx, tenantId: string, id: string) {
      const [row] = await repo.findLookups(tx, tenantId, 'category', [id])
      return row
    },
  }
  return service
}

async function upsertOptions(tx: StoreTx, tenantId: string, list: { name: string; values: string[] }[]) {
  const rows = []
  for (const option of list) {
    rows.push(
      await repo.upsertOption(tx, tenantId, {
        name: option.name,
        searchText: normalizeSearchText(option.name),
        values: [...new Set(option.values)],
      }),
    )
  }
  return rows
}

export type ProductLookupsService = ReturnType<typeof createProductLookupsService>
