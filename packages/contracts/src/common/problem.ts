import { z } from 'zod'
import { permissionSchema } from '../staff/permission-schema.ts'

/** RFC 9457 problem details, the body of every error answer of the API. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  requestId: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** On a 403 for a role that does not allow the operation: the permission it lacks. */
  permission: permissionSchema.optional(),
  /**
   * What the caller must do before the store answers: `two_factor_required` on a 403 of a store that
   * requires two-factor authentication of a member without it.
   */
  code: z.enum(['two_factor_required']).optional(),
})
export type Problem = z.infer<typeof problemSchema>
export type FieldError = NonNullable<Problem['errors']>[number]
