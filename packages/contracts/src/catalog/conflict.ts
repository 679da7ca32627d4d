import type { z } from 'zod'
import { problemSchema } from '../common/problem.ts'

/** A 409 answer: a stale `version` carries the record as it is now in `current`. */
export function conflictProblemSchema<Current extends z.ZodType>(current: Current) {
  return problemSchema.extend({ current: current.optional() })
}
