import { z } from 'zod'
import { versionSchema } from '../common/integers.ts'
import { isWithinMaxAmount, MAX_AMOUNT_MINOR, toMinorUnits } from '../common/minor-units.ts'
import { amountInputSchema, decimalAmountSchema } from '../common/money.ts'
import { connectionSchema, MAX_PAGE_SIZE } from '../common/pagination.ts'
import { orderMessages } from '../order/messages.ts'
import {
  discountDefinitionSchema,
  discountKinds,
  discountMethods,
  discountSchema,
  discountStatusSchema,
} from './definition.ts'
import { discountRefusalSchema } from './refusal-schema.ts'

// The discounts API: GET/POST /v1/discounts, GET/PATCH/DELETE /v1/discounts/{id} and
// POST /v1/discounts/{id}/deactivate.

const pageSize = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE)

/** GET /v1/discounts: free text over code and title, a status, a type, a method; keyset paging newest first. */
export const discountListQuerySchema = z
  .strictObject({
    query: z.string().max(500).default(''),
    status: discountStatusSchema.optional(),
    type: z.enum(discountKinds).optional(),
    method: z.enum(discountMethods).optional(),
    first: pageSize.optional(),
    after: z.string().max(1000).optional(),
    last: pageSize.optional(),
    before: z.string().max(1000).optional(),
  })
  .refine((query) => !(query.first !== undefined && query.last !== undefined), {
    message: 'Use either first or last, not both',
    path: ['last'],
  })
  .refine((query) => !(query.after !== undefined && query.before !== undefined), {
    message: 'Use either after or before, not both',
    path: ['before'],
  })
export type DiscountListQuery = z.output<typeof discountListQuerySchema>

export const discountListSchema = z.object({ discounts: connectionSchema(discountSchema) })

/** PATCH /v1/discounts/{id}: the whole definition, on the version the editor read. */
export const discountUpdateSchema = z.strictObject({
  version: versionSchema,
  discount: discountDefinitionSchema,
})
export type DiscountUpdate = z.output<typeof discountUpdateSchema>

/** POST /v1/discounts/{id}/deactivate: switches it off, keeping it (and the orders that used it) on record. */
export const discountDeactivateSchema = z.strictObject({ version: versionSchema })

export const discountResultSchema = z.object({ discount: discountSchema })

/**
 * GET /v1/discounts/time-zone: the store's time zone (an IANA name), in which the editor shows and takes a
 * discount's start and end; the API itself takes and answers instants.
 */
export const discountTimeZoneSchema = z.object({ timeZone: z.string() })

const checkAmount = amountInputSchema('Must be an amount with at most 2 decimals')

/** An amount's minor units, or null for one its own field error already refuses. */
function boundedMinor(amount: unknown): bigint | null {
  if (typeof amount !== 'string' || !/^\d+(\.\d{1,2})?$/.test(amount) || !isWithinMaxAmount(amount))
    return null
  return BigInt(toMinorUnits(amount))
}

/**
 * Each price is bounded by its schema; a price times its quantity, and the items added up, are bounded
 * here as a draft's are (calculateWithinBound), so that no amount the check works out passes what an
 * amount may be.
 */
function withinMaxAmount(
  input: { lineItems: { quantity: number; unitPrice: string }[] },
  context: z.RefinementCtx,
): void {
  const max = BigInt(MAX_AMOUNT_MINOR)
  const prices = input.lineItems.map((line) => boundedMinor(line.unitPrice))
  // A malformed field has its own error; the sums wait for a request whose every part reads.
  if (!input.lineItems.every((line, i) => prices[i] !== null && Number.isInteger(line.quantity))) return
  let items = 0n
  let lineTooLarge = false
  input.lineItems.forEach((line, index) => {
    const lineTotal = (prices[index] ?? 0n) * BigInt(line.quantity)
    if (lineTotal > max) {
      lineTooLarge = true
      context.addIssue({
        code: 'custom',
        path: ['lineItems', index, 'quantity'],
        message: orderMessages.lineTotalTooLarge,
      })
    }
    items += lineTotal
  })
  if (!lineTooLarge && items > max) {
    context.addIssue({ code: 'custom', path: ['lineItems'], message: orderMessages.itemsTooLarge })
  }
}

/**
 * POST /v1/discounts/{id}/check: whether a saved discount applies to an order as the editor has it now
 * (lines at their prices, after any discount typed on a line), and what it would take off; or why not.
 * Nothing is counted: an order counts its discounts when it is placed.
 */
export const discountCheckRequestSchema = z
  .strictObject({
    customerId: z.uuid().nullable().default(null),
    lineItems: z
      .array(
        z.strictObject({
          /** Null for a custom item, which no product or collection discount looks at. */
          variantId: z.uuid().nullable(),
          quantity: z.number().int().min(1).max(100_000),
          unitPrice: checkAmount,
        }),
      )
      .max(500),
    shipping: checkAmount.nullable().default(null),
    /** ISO 3166-1 alpha-2 code of the order's shipping address. */
    shippingCountry: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .nullable()
      .default(null),
  })
  .superRefine(withinMaxAmount)
export type DiscountCheckRequest = z.input<typeof discountCheckRequestSchema>

export const discountCheckResultSchema = z.object({
  applies: z.boolean(),
  /** What it would take off the order, when it applies. */
  amount: decimalAmountSchema.nullable(),
  /** Why it does not apply, as a fact to word in the reader's language (discountRefusalText). */
  refusal: discountRefusalSchema.nullable(),
  currencyCode: z.string().length(3),
})
export type DiscountCheckResult = z.infer<typeof discountCheckResultSchema>
