import { eq, sql } from 'drizzle-orm'
import { paymentSettings } from '../../db/schema/payment-settings.ts'
import type { StoreTx } from '../../db/scope.ts'

export type PaymentSettingsRow = typeof paymentSettings.$inferSelect
export type PaymentSettingsColumns = Omit<
  PaymentSettingsRow,
  'tenantId' | 'createdAt' | 'updatedAt' | 'version'
>

/** The store's payment settings row, locked for a write when asked; none until the page was first saved. */
export async function findPaymentSettings(
  tx: StoreTx,
  tenantId: string,
  { lock = false } = {},
): Promise<PaymentSettingsRow | undefined> {
  const query = tx.select().from(paymentSettings).where(eq(paymentSettings.tenantId, tenantId))
  const [row] = await (lock ? query.for('update') : query)
  return row
}

/**
 * Writes the settings and bumps the version, creating the row on the first save. The caller checked the
 * version on the locked row; a first save racing another inserts nothing and answers undefined.
 */
export async function writePaymentSettings(
  tx: StoreTx,
  tenantId: string,
  values: PaymentSettingsColumns,
  expectedVersion: number,
): Promise<PaymentSettingsRow | undefined> {
  const [row] = await tx
    .insert(paymentSettings)
    .values({ tenantId, ...values, version: expectedVersion + 1 })
    .onConflictDoUpdate({
      target: paymentSettings.tenantId,
      set: { ...values, version: sql`${paymentSettings.version} + 1`, updatedAt: sql`now()` },
      setWhere: eq(paymentSettings.version, expectedVersion),
    })
    .returning()
  return row
}
