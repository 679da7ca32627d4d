import {
  type BrandSettings,
  type BrandSettingsChange,
  DEFAULT_BRAND_SETTINGS,
  DEFAULT_GENERAL_SETTINGS,
  type GeneralSettings,
  type GeneralSettingsChange,
  storeSettingsMessages,
} from '@lojista/contracts'
import type { Db } from '../../db/client.ts'
import { inScope, type StoreTx } from '../../db/scope.ts'
import { recordActivity, versionedChanges } from '../../lib/activity.ts'
import { conflict } from '../../lib/conflict.ts'
import type { StoreScope } from '../../lib/store-scope.ts'
import { renameStore, storeName } from '../tenancy/tenancy.service.ts'
import { findSettings, type StoreSettingsRow, writeBrand, writeGeneral } from './settings.repository.ts'

function presentGeneral(
  row: StoreSettingsRow | undefined,
  name: string,
  currencyCode: string,
): GeneralSettings {
  return {
    ...DEFAULT_GENERAL_SETTINGS,
    ...(row && {
      contactEmail: row.contactEmail,
      contactPhone: row.contactPhone,
      legalName: row.legalName,
      cnpj: row.cnpj,
      address1: row.address1,
      city: row.city,
      provinceCode: row.provinceCode,
      countryCode: row.countryCode,
      postalCode: row.postalCode,
      timeZone: row.timeZone,
      unitSystem: row.unitSystem,
      weightUnit: row.weightUnit,
      orderNumberPrefix: row.orderNumberPrefix,
      orderNumberSuffix: row.orderNumberSuffix,
      draftNumberPrefix: row.draftNumberPrefix,
      draftNumberSuffix: row.draftNumberSuffix,
    }),
    storeName: name,
    currencyCode,
    version: row?.generalVersion ?? 1,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  }
}

function presentBrand(row: StoreSettingsRow | undefined): BrandSettings {
  return {
    ...DEFAULT_BRAND_SETTINGS,
    ...(row && {
      logoUrl: row.logoUrl,
      primaryColor: row.primaryColor,
      accentColor: row.accentColor,
      shortDescription: row.shortDescription,
    }),
    version: row?.brandVersion ?? 1,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  }
}

const stale = (current: GeneralSettings | BrandSettings) =>
  conflict(storeSettingsMessages.staleVersion, {
    errors: [{ path: 'version', message: 'Stale version' }],
    current,
  })

/** How the store writes its orders' and drafts' names ('#1001', '#D7'), as its settings say now. */
export interface NumberFormat {
  order: (number: number) => string
  draft: (number: number) => string
}

/**
 * The store's numbering, read inside the caller's transaction: a new draft or order is named with the
 * prefix and suffix in force when it gets its number, and keeps that name.
 */
export async function numberFormat(tx: StoreTx, tenantId: string): Promise<NumberFormat> {
  const row = await findSettings(tx, tenantId)
  const settings = row ?? DEFAULT_GENERAL_SETTINGS
  return {
    order: (number) => `${settings.orderNumberPrefix}${number}${settings.orderNumberSuffix}`,
    draft: (number) => `${settings.draftNumberPrefix}${number}${settings.draftNumberSuffix}`,
  }
}

/** The store's time zone, whose calendar and clock its staff read dates in. */
export async function storeTimeZone(tx: StoreTx, tenantId: string): Promise<string> {
  return (await findSettings(tx, tenantId))?.timeZone ?? DEFAULT_GENERAL_SETTINGS.timeZone
}

/** The store's own country and state (General settings), where orders shipped nowhere are taxed. */
export async function storeTaxAddress(
  tx: StoreTx,
  tenantId: string,
): Promise<{ countryCode: string; provinceCode: string }> {
  const row = await findSettings(tx, tenantId)
  return {
    countryCode: row?.countryCode ?? DEFAULT_GENERAL_SETTINGS.countryCode,
    provinceCode: row?.provinceCode ?? DEFAULT_GENERAL_SETTINGS.provinceCode,
  }
}

/** How the store looks to its customers (logo, colours, description), for the checkout page and emails. */
export async function storeBrand(
  tx: StoreTx,
  tenantId: string,
): Promise<Omit<BrandSettings, 'version' | 'updatedAt'>> {
  const { version: _, updatedAt: __, ...brand } = presentBrand(await findSettings(tx, tenantId))
  return brand
}

/** Countries whose stores write to their people in Portuguese. */
const PORTUGUESE_COUNTRIES = new Set(['BR', 'PT', 'AO', 'MZ', 'CV', 'GW', 'ST', 'TL'])

/**
 * The language the store writes its staff emails in. Stores have no language setting: their country
 * decides (a store that never saved its settings is in Brazil, the default).
 */
export async function storeLanguage(tx: StoreTx, tenantId: string): Promise<'en' | 'pt-BR'> {
  const country = (await findSettings(tx, tenantId))?.countryCode ?? DEFAULT_GENERAL_SETTINGS.countryCode
  return PORTUGUESE_COUNTRIES.has(country) ? 'pt-BR' : 'en'
}

export function createSettingsService(db: Db) {
  return {
    async getGeneral(scope: StoreScope): Promise<GeneralSettings> {
      return inScope(db, scope, async (tx) =>
        presentGeneral(
          await findSettings(tx, scope.tenantId),
          await storeName(tx, scope.tenantId),
          scope.currencyCode,
        ),
      )
    },

    /** Replaces the General fields; the store's name is written on the store itself. */
    async updateGeneral(scope: StoreScope, input: GeneralSettingsChange): Promise<GeneralSettings> {
      const { version, storeName: name, ...values } = input
      return inScope(db, scope, async (tx) => {
        const current = await findSettings(tx, scope.tenantId, { lock: true })
        const present = async (row: StoreSettingsRow | undefined) =>
          presentGeneral(row, await storeName(tx, scope.tenantId), scope.currencyCode)
        const before = await present(current)
        if (version !== (current?.generalVersion ?? 1)) throw stale(before)
        const row = await writeGeneral(tx, scope.tenantId, values, version)
        if (!row) throw stale(await present(await findSettings(tx, scope.tenantId)))
        await renameStore(tx, scope.tenantId, name)
        const after = presentGeneral(row, name, scope.currencyCode)
        await recordActivity(tx, scope, {
          area: 'settings',
          action: 'settings.general_updated',
          subject: { type: 'settings', id: null, label: name },
          changes: versionedChanges(before, after),
        })
        return after
      })
    },

    async getBrand(scope: StoreScope): Promise<BrandSettings> {
      return inScope(db, scope, async (tx) => presentBrand(await findSettings(tx, scope.tenantId)))
    },

    async updateBrand(scope: StoreScope, input: BrandSettingsChange): Promise<BrandSettings> {
      const { version, ...values } = input
      return inScope(db, scope, async (tx) => {
        const current = await findSettings(tx, scope.tenantId, { lock: true })
        const before = presentBrand(current)
        if (version !== (current?.brandVersion ?? 1)) throw stale(before)
        const row = await writeBrand(tx, scope.tenantId, values, version)
        if (!row) throw stale(presentBrand(await findSettings(tx, scope.tenantId)))
        const after = presentBrand(row)
        await recordActivity(tx, scope, {
          area: 'settings',
          action: 'settings.brand_updated',
          subject: { type: 'settings', id: null, label: await storeName(tx, scope.tenantId) },
          changes: versionedChanges(before, after),
        })
        return after
      })
    },
  }
}

export type SettingsService = ReturnType<typeof createSettingsService>
