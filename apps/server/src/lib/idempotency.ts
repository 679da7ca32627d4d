import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { findAnswer, lockKey, storeAnswer } from '../db/idempotency-keys.ts'
import type { StoreTx } from '../db/scope.ts'
import { HttpProblem, problems } from './problem.ts'

export interface IdempotentAnswer<T> {
  statusCode: number
  body: T
}

/** The Idempotency-Key header, if the client sent one. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key']
  const key = Array.isArray(header) ? header[0] : header
  if (key === undefined) return undefined
  if (!/^[\w.:-]{1,200}$/.test(key)) {
    throw problems.badRequest('Idempotency-Key must be 1 to 200 letters, digits, and . : _ -', [
      { path: 'headers.idempotency-key', message: 'Invalid key' },
    ])
  }
  return key
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * Runs a retryable write at most once per key, inside the caller's store-scoped transaction: the answer
 * is stored with the change itself, so a crash leaves neither. Requests with the same key wait for each
 * other on an advisory lock; a repeat gets the stored answer, and the same key with another body is
 * refused with 422.
 */
export async function once<T>(
  tx: StoreTx,
  scope: { tenantId: string; operation: string; key: string | undefined; body: unknown },
  work: () => Promise<IdempotentAnswer<T>>,
): Promise<IdempotentAnswer<T>> {
  if (!scope.key) return work()
  const keyOf = { tenantId: scope.tenantId, operation: scope.operation, key: scope.key }
  await lockKey(tx, keyOf)
  const requestHash = createHash('sha256').update(canonical(scope.body)).digest('hex')
  const stored = await findAnswer(tx, keyOf)
  if (stored) {
    if (stored.requestHash !== requestHash) {
      throw new HttpProblem(422, 'Unprocessable Content', {
        detail: 'This Idempotency-Key was already used for a different request.',
      })
    }
    return { statusCode: stored.statusCode, body: stored.responseBody as T }
  }
  const answer = await work()
  await storeAnswer(tx, keyOf, { requestHash, statusCode: answer.statusCode, responseBody: answer.body })
  return answer
}
