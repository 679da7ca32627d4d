import { eq, sql } from 'drizzle-orm'
import { storeSettings } from '../../db/schema/settings.ts'
import type { StoreTx } from '../../db/scope.ts'

export type StoreSettingsRow = typeof storeSettings.$inferSelect
type Stored = Omit<
  StoreSettingsRow,
  'tenantId' | 'createdAt' | 'updatedAt' | 'generalVersion' | 'brandVersion'
>
export type GeneralColumns = Omit<Stored, 'logoUrl' | 'primaryColor' | 'accentColor' | 'shortDescription'>
export type BrandColumns = Pick<Stored, 'logoUrl' | 'primaryColor' | 'accentColor' | 'shortDescription'>

/** The store's settings row, locked for a write when asked; none until either page was first saved. */
export async function findSettings(
  tx: StoreTx,
  tenantId: string,
  { lock = false } = {},
): Promise<StoreSettingsRow | undefined> {
  const query = tx.select().from(storeSettings).where(eq(storeSettings.tenantId, tenantId))
  const [row] = await (lock ? query.for('update') : query)
  return row
}

/**
 * Writes one page's fields and bumps that page's version, creating the row on the first save. The
 * caller has checked the version on the locked row; a first save racing another inserts nothing here and
 * answers undefined, which the caller turns into the same conflict.
 */
async function write(
  tx: StoreTx,
  tenantId: string,
  values: GeneralColumns | BrandColumns,
  versionColumn: 'generalVersion' | 'brandVersion',
  expectedVersion: number,
): Promise<StoreSettingsRow | undefined> {
  const column = storeSettings[versionColumn]
  const [row] = await tx
    .insert(storeSettings)
    .values({ tenantId, ...values, [versionColumn]: expectedVersion + 1 })
    .onConflictDoUpdate({
      target: storeSettings.tenantId,
      set: { ...values, [versionColumn]: sql`${column} + 1`, updatedAt: sql`now()` },
      setWhere: eq(column, expectedVersion),
    })
    .returning()
  return row
}

export function writeGeneral(tx: StoreTx, tenantId: string, values: GeneralColumns, expectedVersion: number) {
  return write(tx, tenantId, values, 'generalVersion', expectedVersion)
}

export function writeBrand(tx: StoreTx, tenantId: string, values: BrandColumns, expectedVersion: number) {
  return write(tx, tenantId, values, 'brandVersion', expectedVersion)
}
