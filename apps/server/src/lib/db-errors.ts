/**
 * The unique index a failed write ran into, or undefined for any other error. Drivers report it as
 * SQLSTATE 23505 with the index name; Drizzle wraps the driver's error in `cause`.
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown }
    if (candidate.code === '23505')
      return typeof candidate.constraint === 'string' ? candidate.constraint : ''
    current = candidate.cause
  }
  return undefined
}
