import { useCallback, useRef } from 'react'
import { ApiError } from '@/lib/api/api-error'

/** A random v4 UUID; crypto.randomUUID exists only on secure origins, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * Whether the request may have reached the server and done its work: a network failure or a server
 * error. Retrying then must reuse the key, so a payment or an order is never made twice.
 */
export function mayHaveHappened(error: unknown): boolean {
  return !(error instanceof ApiError) || error.isNetworkError || error.status >= 500
}

/**
 * One key per user action: the same key until the action is known to have finished, so a double click
 * or a retry after a lost answer is the same action to the server.
 */
export function useIdempotencyKey() {
  const key = useRef<string | null>(null)
  const current = useCallback(() => {
    key.current ??= newIdempotencyKey()
    return key.current
  }, [])
  const settle = useCallback((error?: unknown) => {
    if (error === undefined || !mayHaveHappened(error)) key.current = null
  }, [])
  return { current, settle }
}
