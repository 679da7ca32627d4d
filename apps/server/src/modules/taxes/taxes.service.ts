import {
  DEFAULT_TAX_SETTINGS,
  type TaxRegion,
  type TaxRegionChange,
  type TaxRules,
  type TaxSettings,
  type TaxSettingsUpdate,
  taxSettingsMessages,
} from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope, type StoreTx } from '../../db/scope.ts'
import { changedFields, recordActivity } from '../../lib/activity.ts'
import { conflict, conflictOfUnique } from '../../lib/conflict.ts'
import { problems } from '../../lib/problem.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import { storeTaxAddress } from '../settings/settings.service.ts'
import * as repo from './taxes.repository.ts'

function presentRegion(row: repo.TaxRegionRow, overrides: repo.OverrideRow[]): TaxRegion {
  return {
    id: row.id,
    countryCode: row.countryCode,
    provinceCode: row.provinceCode,
    rates: row.rates,
    overrides: overrides
      .filter((override) => override.regionId === row.id)
      .map((override) => ({
        target: override.productId ? ('product' as const) : ('collection' as const),
        targetId: (override.productId ?? override.collectionId) as string,
        targetTitle: override.targetTitle,
        rate:
          override.rateTitle !== null && override.ratePpm !== null
            ? { title: override.rateTitle, ratePpm: override.ratePpm }
            : null,
      })),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  }
}

async function regionsOf(tx: StoreTx, tenantId: string): Promise<TaxRegion[]> {
  const rows = await repo.listRegions(tx, tenantId)
  const overrides = await repo.listOverrides(
    tx,
    tenantId,
    rows.map((row) => row.id),
  )
  return rows.map((row) => presentRegion(row, overrides))
}

async function presentSettings(
  tx: StoreTx,
  tenantId: string,
  row?: repo.TaxSettingsRow,
): Promise<TaxSettings> {
  return {
    taxesIncluded: row?.taxesIncluded ?? DEFAULT_TAX_SETTINGS.taxesIncluded,
    shippingTaxed: row?.shippingTaxed ?? DEFAULT_TAX_SETTINGS.shippingTaxed,
    version: row?.version ?? 1,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    regions: await regionsOf(tx, tenantId),
  }
}

async function presentOneRegion(tx: StoreTx, tenantId: string, row: repo.TaxRegionRow): Promise<TaxRegion> {
  return presentRegion(row, await repo.listOverrides(tx, tenantId, [row.id]))
}

/** A region's label in the log and the answers: 'BR-SP', or 'BR' for the whole country. */
const placeOf = (region: { countryCode: string; provinceCode: string }) =>
  region.provinceCode ? `${region.countryCode}-${region.provinceCode}` : region.countryCode

const regionTaken = () =>
  conflict(taxSettingsMessages.regionTaken, {
    errors: [{ path: 'provinceCode', message: taxSettingsMessages.regionTaken }],
  })

/** Refuses overrides naming a product or collection this store does not have (another store's too). */
async function checkTargets(tx: StoreTx, tenantId: string, input: TaxRegionChange): Promise<void> {
  const ids = { products: [] as string[], collections: [] as string[] }
  for (const override of input.overrides) {
    ;(override.target === 'product' ? ids.products : ids.collections).push(override.targetId)
  }
  const found = await repo.existingTargets(tx, tenantId, ids)
  const errors = input.overrides.flatMap((override, index) =>
    found.has(`${override.target}:${override.targetId}`)
      ? []
      : [{ path: `overrides.${index}.targetId`, message: taxSettingsMessages.unknownTarget }],
  )
  if (errors.length > 0) throw problems.badRequest(taxSettingsMessages.unknownTarget, errors)
}

const storedOverrides = (input: TaxRegionChange) =>
  input.overrides.map((override) => ({
    productId: override.target === 'product' ? override.targetId : null,
    collectionId: override.target === 'collection' ? override.targetId : null,
    rateTitle: override.rate?.title ?? null,
    ratePpm: override.rate?.ratePpm ?? null,
  }))

const regionFields = (region: TaxRegion) => ({
  place: placeOf(region),
  rates: region.rates,
  overrides: region.overrides.map(({ targetTitle: _title, ...override }) => override),
})

/**
 * The store's tax rules, read inside the caller's transaction: what a draft's taxes are worked out from
 * (decision 029), by the server when it saves a draft and by the editor as staff type.
 */
export async function taxRulesOf(tx: StoreTx, tenantId: string): Promise<TaxRules> {
  const settings = await presentSettings(tx, tenantId, await repo.findTaxSettings(tx, tenantId))
  const collectionIds = [
    ...new Set(
      settings.regions.flatMap((region) =>
        region.overrides.filter((o) => o.target === 'collection').map((o) => o.targetId),
      ),
    ),
  ]
  const members = await repo.productsOfCollections(tx, tenantId, collectionIds)
  return {
    taxesIncluded: settings.taxesIncluded,
    shippingTaxed: settings.shippingTaxed,
    storeAddress: await storeTaxAddress(tx, tenantId),
    regions: settings.regions.map((region) => ({
      countryCode: region.countryCode,
      provinceCode: region.provinceCode,
      rates: region.rates,
      overrides: region.overrides.map(({ target, targetId, rate }) => ({ target, targetId, rate })),
    })),
    collections: collectionIds.map((id) => ({
      id,
      productIds: members.filter((member) => member.collectionId === id).map((member) => member.productId),
    })),
  }
}

export function createTaxesService(db: Db) {
  return {
    async get(scope: StoreScope): Promise<TaxSettings> {
      return inScope(db, scope, async (tx) =>
        presentSettings(tx, scope.tenantId, await repo.findTaxSettings(tx, scope.tenantId)),
      )
    },

    async rules(scope: StoreScope): Promise<TaxRules> {
      return inScope(db, scope, (tx) => taxRulesOf(tx, scope.tenantId))
    },

    async update(scope: StoreScope, input: TaxSettingsUpdate): Promise<TaxSettings> {
      const { version, ...values } = input
      return inScope(db, scope, async (tx) => {
        const current = await repo.findTaxSettings(tx, scope.tenantId, { lock: true })
        const before = await presentSettings(tx, scope.tenantId, current)
        const stale = (now: TaxSettings) =>
          conflict(taxSettingsMessages.staleVersion, {
            errors: [{ path: 'version', message: 'Stale version' }],
            current: now,
          })
        if (version !== before.version) throw stale(before)
        const row = await repo.writeTaxSettings(tx, scope.tenantId, values, version)
        if (!row) {
          throw stale(
            await presentSettings(tx, scope.tenantId, await repo.findTaxSettings(tx, scope.tenantId)),
          )
        }
        const after = { ...before, ...values, version: row.version, updatedAt: row.updatedAt.toISOString() }
        await recordActivity(tx, scope, {
          area: 'settings',
          action: 'settings.taxes_updated',
          subject: { type: 'settings', id: null, label: 'taxes' },
          changes: changedFields(before, after, ['taxesIncluded', 'shippingTaxed']),
        })
        return after
      })
    },

    async createRegion(scope: StoreScope, input: TaxRegionChange): Promise<TaxRegion> {
      return inScope(db, scope, async (tx) => {
        await checkTargets(tx, scope.tenantId, input)
        if (await repo.findRegionAt(tx, scope.tenantId, input.countryCode, input.provinceCode)) {
          throw regionTaken()
        }
        const row = await repo
          .insertRegion(tx, {
            tenantId: scope.tenantId,
            countryCode: input.countryCode,
            provinceCode: input.provinceCode,
            rates: input.rates,
          })
          .catch((error: unknown) => {
            throw conflictOfUnique(error, { tax_regions_place_unique: regionTaken })
          })
        await repo.replaceOverrides(tx, scope.tenantId, row.id, storedOverrides(input))
        const region = await presentOneRegion(tx, scope.tenantId, row)
        const fields = regionFields(region)
        await recordActivity(tx, scope, {
          area: 'settings',
          action: 'settings.tax_region_created',
          subject: { type: 'tax_region', id: row.id, label: placeOf(region) },
          changes: changedFields<Record<string, unknown>>(
            { place: null, rates: null, overrides: null },
            fields,
            ['place', 'rates', 'overrides'],
          ),
        })
        return region
      })
    },

    async updateRegion(
      scope: StoreScope,
      id: string,
      input: TaxRegionChange & { version: number },
    ): Promise<TaxRegion> {
      const { version, ...change } = input
      return inScope(db, scope, async (tx) => {
        const current = await repo.findRegion(tx, scope.tenantId, id, { lock: true })
        if (!current) throw problems.notFound('No such tax region.')
        const before = await presentOneRegion(tx, scope.tenantId, current)
        const stale = (now: TaxRegion) =>
          conflict(taxSettingsMessages.staleVersion, {
            errors: [{ path: 'version', message: 'Stale version' }],
            current: now,
          })
        if (version !== current.version) throw stale(before)
        await checkTargets(tx, scope.tenantId, change)
        const other = await repo.findRegionAt(tx, scope.tenantId, change.countryCode, change.provinceCode)
        if (other && other.id !== id) throw regionTaken()
        const row = await repo
          .updateRegion(
            tx,
            scope.tenantId,
            id,
            { countryCode: change.countryCode, provinceCode: change.provinceCode, rates: change.rates },
            version,
          )
          .catch((error: unknown) => {
            throw conflictOfUnique(error, { tax_regions_place_unique: regionTaken })
          })
        if (!row) throw stale(before)
        await repo.replaceOverrides(tx, scope.tenantId, id, storedOverrides(change))
        const after = await presentOneRegion(tx, scope.tenantId, row)
        await recordActivity(tx, scope, {
          area: 'settings',
          action: 'settings.tax_region_updated',
          subject: { type: 'tax_region', id, label: placeOf(after) },
          changes: changedFields(regionFields(before), regionFields(after), ['place', 'rates', 'overrides']),
        })
        return after
      })
    },

    async deleteRegion(scope: StoreScope, id: string): Promise<void> {
      return inScope(db, scope, async (tx) => {
        const current = await repo.findRegion(tx, scope.tenantId, id, { lock: true })
        if (!current) throw problems.notFound('No such tax region.')
        await repo.deleteRegion(tx, scope.tenantId, id)
        await recordActivity(tx, scope, {
          area: 'settings',
          action: 'settings.tax_region_deleted',
          subject: { type: 'tax_region', id, label: placeOf(current) },
          changes: [],
        })
      })
    },
  }
}

export type TaxesService = ReturnType<typeof createTaxesService>
