/**
 * The first error in `error`'s chain of causes that `matches`, or undefined. Drizzle wraps the driver's
 * error in `cause`, and our own errors keep the one they stand for there too.
 */
export function findCause(error: unknown, matches: (candidate: unknown) => boolean): unknown {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (matches(current)) return current
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * The unique index a failed write ran into, or undefined for any other error. Drivers report it as
 * SQLSTATE 23505 with the index name.
 */
export function uniqueViolation(error: unknown): string | undefined {
  const violation = findCause(error, (candidate) => (candidate as { code?: unknown }).code === '23505')
  if (!violation) return undefined
  const { constraint } = violation as { constraint?: unknown }
  return typeof constraint === 'string' ? constraint : ''
}

/**
 * The foreign key a failed write broke (SQLSTATE 23503), or undefined for any other error: a delete of
 * a record others still refer to.
 */
export function foreignKeyViolation(error: unknown): string | undefined {
  const violation = findCause(error, (candidate) => (candidate as { code?: unknown }).code === '23503')
  if (!violation) return undefined
  const { constraint } = violation as { constraint?: unknown }
  return typeof constraint === 'string' ? constraint : ''
}
