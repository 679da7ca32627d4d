import type { FieldError } from '@lojista/contracts'
import { uniqueViolation } from './db-errors.ts'
import { HttpProblem } from './problem.ts'

export interface ConflictDetails {
  /** The fields at fault: the handle or SKU in use, the stale `version`. */
  errors?: FieldError[]
  /**
   * The record as it is now, when the caller worked on an older version of it: the client shows it, or
   * merges its own edits on top, before anything is saved, sent or charged.
   */
  current?: unknown
  /** Other members of the answer, such as the order a draft already became. */
  extensions?: Record<string, unknown>
}

/**
 * The one way to answer 409 Conflict: the request is well formed but clashes with what is stored (a
 * stale version, a name or code in use, a record in a state that forbids the change).
 */
export function conflict(detail: string, { errors, current, extensions }: ConflictDetails = {}): HttpProblem {
  return new HttpProblem(409, 'Conflict', {
    detail,
    errors,
    extensions: current === undefined ? extensions : { ...extensions, current },
  })
}

/**
 * A write that lost a race on a unique index answers 409 like the check before it would have: `byIndex`
 * gives the conflict of each index the caller checks. Any other error is answered as it is.
 */
export function conflictOfUnique(error: unknown, byIndex: Record<string, () => HttpProblem>): unknown {
  const index = uniqueViolation(error)
  const answer = index === undefined ? undefined : byIndex[index]
  return answer ? answer() : error
}
