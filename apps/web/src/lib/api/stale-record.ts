import type { z } from 'zod'
import { ApiError } from './api-error'

/**
 * The record as it now is, when a save was refused because someone saved since the page read it (409
 * with `current`, read with the record's schema); undefined for any other error.
 */
export function staleRecord<S extends z.ZodType>(error: unknown, schema: S): z.output<S> | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined
  const current = schema.safeParse(error.extension('current'))
  return current.success ? current.data : undefined
}
