import { and, eq, sql } from 'drizzle-orm'
import { checkoutSettings, storePolicies } from '../../db/schema/checkout-settings.ts'
import type { StoreTx } from '../../db/scope.ts'

export type CheckoutSettingsRow = typeof checkoutSettings.$inferSelect
export type StorePolicyRow = typeof storePolicies.$inferSelect
export type PolicyKindColumn = StorePolicyRow['kind']

/** The version column of each page that writes to the row. */
export const pageVersionColumns = {
  checkout: 'checkoutVersion',
  customerAccounts: 'accountsVersion',
  pricing: 'pricingVersion',
  privacy: 'privacyVersion',
} as const
export type SettingsPage = keyof typeof pageVersionColumns

type Columns = Partial<
  Omit<
    CheckoutSettingsRow,
    | 'tenantId'
    | 'createdAt'
    | 'updatedAt'
    | 'checkoutVersion'
    | 'accountsVersion'
    | 'pricingVersion'
    | 'privacyVersion'
  >
>

/** The store's row, locked for a write when asked; none until one of its pages was first saved. */
export async function findCheckoutSettings(
  tx: StoreTx,
  tenantId: string,
  { lock = false } = {},
): Promise<CheckoutSettingsRow | undefined> {
  const query = tx.select().from(checkoutSettings).where(eq(checkoutSettings.tenantId, tenantId))
  const [row] = await (lock ? query.for('update') : query)
  return row
}

/**
 * Writes one page's fields and bumps that page's version, creating the row on the first save. The caller
 * has checked the version on the locked row; a first save racing another writes nothing and answers
 * undefined, which the caller turns into the same conflict.
 */
export async function writeCheckoutSettings(
  tx: StoreTx,
  tenantId: string,
  page: SettingsPage,
  values: Columns,
  expectedVersion: number,
): Promise<CheckoutSettingsRow | undefined> {
  const versionColumn = pageVersionColumns[page]
  const column = checkoutSettings[versionColumn]
  const [row] = await tx
    .insert(checkoutSettings)
    .values({ tenantId, ...values, [versionColumn]: expectedVersion + 1 })
    .onConflictDoUpdate({
      target: checkoutSettings.tenantId,
      set: { ...values, [versionColumn]: sql`${column} + 1`, updatedAt: sql`now()` },
      setWhere: eq(column, expectedVersion),
    })
    .returning()
  return row
}

export function findPolicies(tx: StoreTx, tenantId: string): Promise<StorePolicyRow[]> {
  return tx.select().from(storePolicies).where(eq(storePolicies.tenantId, tenantId))
}

export async function findPolicy(
  tx: StoreTx,
  tenantId: string,
  kind: PolicyKindColumn,
  { lock = false } = {},
): Promise<StorePolicyRow | undefined> {
  const query = tx
    .select()
    .from(storePolicies)
    .where(and(eq(storePolicies.tenantId, tenantId), eq(storePolicies.kind, kind)))
  const [row] = await (lock ? query.for('update') : query)
  return row
}

/** Writes a policy at the next version, creating it on its first save; undefined when another won. */
export async function writePolicy(
  tx: StoreTx,
  tenantId: string,
  kind: PolicyKindColumn,
  body: string,
  expectedVersion: number,
): Promise<StorePolicyRow | undefined> {
  const [row] = await tx
    .insert(storePolicies)
    .values({ tenantId, kind, body, version: expectedVersion + 1 })
    .onConflictDoUpdate({
      target: [storePolicies.tenantId, storePolicies.kind],
      set: { body, version: sql`${storePolicies.version} + 1`, updatedAt: sql`now()` },
      setWhere: eq(storePolicies.version, expectedVersion),
    })
    .returning()
  return row
}
