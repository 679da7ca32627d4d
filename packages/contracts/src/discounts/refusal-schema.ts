import { z } from 'zod'
import type { DiscountRefusal } from './refusals.ts'

/** Why a discount does not apply (refusals.ts), as the API sends it. */
export const discountRefusalSchema = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('not_started'), startsAt: z.number().int() }),
  z.object({ reason: z.literal('expired'), endedAt: z.number().int() }),
  z.object({ reason: z.literal('inactive') }),
  z.object({ reason: z.literal('not_eligible') }),
  z.object({ reason: z.literal('limit_reached') }),
  z.object({
    reason: z.literal('minimum_not_met'),
    minimum: z.union([z.object({ amount: z.number().int() }), z.object({ quantity: z.number().int() })]),
  }),
  z.object({ reason: z.literal('no_eligible_items') }),
  z.object({ reason: z.literal('no_eligible_shipping') }),
  z.object({
    reason: z.literal('does_not_combine'),
    with: z.object({ id: z.string(), title: z.string(), code: z.string().nullable() }),
  }),
  z.object({ reason: z.literal('changed') }),
]) satisfies z.ZodType<DiscountRefusal>

/**
 * The member of a 409 that refused to place an order because a discount on it no longer applies: which
 * discount, and why as a fact a client words in its reader's language (discountRefusalText).
 */
export const discountRefusalProblemSchema = z.object({
  discountId: z.string(),
  code: z.string().nullable(),
  title: z.string(),
  /** The order's currency, for the amounts the refusal names. */
  currencyCode: z.string(),
  refusal: discountRefusalSchema,
})
export type DiscountRefusalProblem = z.infer<typeof discountRefusalProblemSchema>
