import { z } from 'zod'
import { connectionSchema, pagedQuerySchema } from '../common/pagination.ts'

// Batches of unique codes generated for one code discount: POST /v1/discounts/{id}/codes generates a
// batch, GET /v1/discounts/{id}/codes lists them with their uses, GET /v1/discounts/{id}/codes/export.csv
// hands them out as a file.

/**
 * The characters a generated code is drawn from: capitals and digits without the ones read as each other
 * (O and 0, I and 1), so a code read aloud or off a printed card is typed right.
 */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** The most codes one batch makes. */
export const MAX_CODES_PER_BATCH = 10_000
export const MIN_CODE_LENGTH = 6
export const MAX_CODE_LENGTH = 16
export const MAX_CODE_PREFIX = 20

export const discountCodeMessages = {
  countRange: `Enter a number from 1 to ${MAX_CODES_PER_BATCH.toLocaleString('en')}`,
  lengthRange: `Enter a length from ${MIN_CODE_LENGTH} to ${MAX_CODE_LENGTH}`,
  prefixCharacters: 'Letters, digits and - only',
  prefixTooLong: `At most ${MAX_CODE_PREFIX} characters`,
  automaticHasNoCodes: 'An automatic discount has no codes: make it a code discount first',
} as const

/** The form's and the request's fields: how many codes, what they start with, how many characters follow. */
export const discountCodeBatchFields = {
  count: z
    .number(discountCodeMessages.countRange)
    .int(discountCodeMessages.countRange)
    .min(1, discountCodeMessages.countRange)
    .max(MAX_CODES_PER_BATCH, discountCodeMessages.countRange),
  /** Typed in any case; codes are kept in capitals. Empty for none. */
  prefix: z
    .string()
    .trim()
    .max(MAX_CODE_PREFIX, discountCodeMessages.prefixTooLong)
    .regex(/^[A-Za-z0-9-]*$/, discountCodeMessages.prefixCharacters)
    .transform((prefix) => prefix.toUpperCase()),
  /** The random characters after the prefix. */
  length: z
    .number(discountCodeMessages.lengthRange)
    .int(discountCodeMessages.lengthRange)
    .min(MIN_CODE_LENGTH, discountCodeMessages.lengthRange)
    .max(MAX_CODE_LENGTH, discountCodeMessages.lengthRange),
}

/** POST /v1/discounts/{id}/codes */
export const discountCodeBatchRequestSchema = z.strictObject(discountCodeBatchFields)
export type DiscountCodeBatchRequest = z.input<typeof discountCodeBatchRequestSchema>

export const discountCodeBatchResultSchema = z.object({
  batchId: z.uuid(),
  /** How many codes the batch made (always the count asked for). */
  count: z.number().int(),
})
export type DiscountCodeBatchResult = z.infer<typeof discountCodeBatchResultSchema>

/** A generated code, with the placed orders (not cancelled) that used it. */
export const discountCodeSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  batchId: z.uuid(),
  usageCount: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
})
export type DiscountCode = z.infer<typeof discountCodeSchema>

/** GET /v1/discounts/{id}/codes: by code, the text matched anywhere in it without case; keyset paging. */
export const discountCodeListQuerySchema = pagedQuerySchema({ query: z.string().max(100).default('') })
export type DiscountCodeListQuery = z.output<typeof discountCodeListQuerySchema>

export const discountCodeListSchema = z.object({
  codes: connectionSchema(discountCodeSchema),
  /** Every code of the discount, whatever the query. */
  totalCodes: z.number().int(),
})

/** The export's columns, in order. */
export const discountCodeCsvColumns = ['Code', 'Discount', 'Uses', 'Created at'] as const
