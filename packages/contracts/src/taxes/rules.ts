import { z } from 'zod'
import { taxOverrideTargets, taxRateSchema } from './settings.ts'

// The store's tax rules as the draft editor reads them, apart from the pure resolver (resolve.ts) so the
// editor works taxes out without loading zod with its page: the schema loads with the editor's answers.

/**
 * What the draft editor needs to work out taxes as the server does (`GET /v1/order/tax-rules`):
 * the store's settings and address, and which products are in the collections that have overrides.
 */
export const taxRulesSchema = z.object({
  taxesIncluded: z.boolean(),
  shippingTaxed: z.boolean(),
  /** The store's own address (General settings), where orders without a shipping address are taxed. */
  storeAddress: z.object({ countryCode: z.string(), provinceCode: z.string() }),
  regions: z.array(
    z.object({
      countryCode: z.string(),
      provinceCode: z.string(),
      rates: z.array(taxRateSchema),
      overrides: z.array(
        z.object({
          target: z.enum(taxOverrideTargets),
          targetId: z.string(),
          rate: taxRateSchema.nullable(),
        }),
      ),
    }),
  ),
  /** The products of each collection some override names. */
  collections: z.array(z.object({ id: z.string(), productIds: z.array(z.string()) })),
})
export type TaxRules = z.infer<typeof taxRulesSchema>
export const taxRulesResultSchema = z.object({ rules: taxRulesSchema })
