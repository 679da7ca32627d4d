import { and, eq, sql } from 'drizzle-orm'
import { idempotencyKeys } from './schema/index.ts'
import type { StoreTx } from './scope.ts'

// The stored answers of retryable writes (see lib/idempotency.ts), per store, operation and key.

interface KeyOf {
  tenantId: string
  operation: string
  key: string
}

/** Requests with the same key wait for each other here until the caller's transaction ends. */
export async function lockKey(tx: StoreTx, { tenantId, operation, key }: KeyOf) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`${tenantId}:${operation}:${key}`}, 0))`,
  )
}

export async function findAnswer(tx: StoreTx, { tenantId, operation, key }: KeyOf) {
  const [stored] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.tenantId, tenantId),
        eq(idempotencyKeys.operation, operation),
        eq(idempotencyKeys.key, key),
      ),
    )
  return stored
}

export async function storeAnswer(
  tx: StoreTx,
  keyOf: KeyOf,
  answer: { requestHash: string; statusCode: number; responseBody: unknown },
) {
  await tx.insert(idempotencyKeys).values({ ...keyOf, ...answer })
}
