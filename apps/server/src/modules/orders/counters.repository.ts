import { sql } from 'drizzle-orm'
import type { StoreTx } from '../../db/scope.ts'

/**
 * The next number of a per-store sequence (drafts #D1, #D2, ...; orders #1001, ...). The upsert takes a
 * row lock, so concurrent callers get distinct numbers; a rolled-back transaction gives its number back.
 */
export async function nextNumber(
  tx: StoreTx,
  tenantId: string,
  name: string,
  start: number,
): Promise<number> {
  const result = (await tx.execute(sql`
    INSERT INTO tenant_counters (tenant_id, name, value) VALUES (${tenantId}, ${name}, ${start})
    ON CONFLICT (tenant_id, name) DO UPDATE SET value = tenant_counters.value + 1
    RETURNING value`)) as unknown as { rows: { value: string | number }[] }
  return Number(result.rows[0]?.value)
}
