import { z } from 'zod'
import { versionSchema } from '../common/integers.ts'
import { problemSchema } from '../common/problem.ts'
import { PPM } from '../order/rounding.ts'

/** What the tax settings say to people; English sentences the web finds translations of by their text. */
export const taxSettingsMessages = {
  required: 'Required',
  countryCode: 'Use a two-letter country code',
  provinceCode: 'Use the state code, such as SP',
  titleTooLong: 'Use at most 60 characters',
  rateRange: 'Use a rate from 0% to 100%',
  oneRateAtLeast: 'Give the region at least one rate',
  tooManyRates: 'Use at most 10 rates',
  tooManyOverrides: 'Use at most 100 overrides',
  overrideTwice: 'This product or collection already has an override',
  overrideTitleRequired: 'Name the rate, such as ICMS 7%',
  regionTaken: 'This country and state already has a tax region',
  unknownTarget: 'No such product or collection in this store',
  staleVersion: 'Someone else changed these tax settings in the meantime. Review them and save again.',
} as const

export const MAX_TAX_RATES = 10
export const MAX_TAX_OVERRIDES = 100
export const TAX_TITLE_MAX = 60

/** A named rate, as the store calls it ('ICMS 18%'): 18% is 180_000 ppm, as `CalcTaxLine`. */
export const taxRateSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, taxSettingsMessages.required)
    .max(TAX_TITLE_MAX, taxSettingsMessages.titleTooLong),
  ratePpm: z
    .number()
    .int(taxSettingsMessages.rateRange)
    .min(0, taxSettingsMessages.rateRange)
    .max(PPM, taxSettingsMessages.rateRange),
})
export type TaxRate = z.infer<typeof taxRateSchema>

export const taxOverrideTargets = ['product', 'collection'] as const
export type TaxOverrideTarget = (typeof taxOverrideTargets)[number]

/**
 * A product or a collection taxed otherwise in a region: at its own rate, or not at all (`rate` null). A
 * product's own override wins over its collections'; among collections the lowest rate wins.
 */
export const taxOverrideInputSchema = z.strictObject({
  target: z.enum(taxOverrideTargets),
  targetId: z.uuid(),
  /** null: not taxable. */
  rate: taxRateSchema.nullable(),
})
export type TaxOverrideInput = z.infer<typeof taxOverrideInputSchema>

export const taxOverrideSchema = z.object({
  target: z.enum(taxOverrideTargets),
  targetId: z.uuid(),
  /** The product's or collection's title, for the page. */
  targetTitle: z.string(),
  rate: taxRateSchema.nullable(),
})
export type TaxOverride = z.infer<typeof taxOverrideSchema>

const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, taxSettingsMessages.countryCode)
/** Empty: the whole country. */
const provinceCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{0,3}$/, taxSettingsMessages.provinceCode)

/** `POST /v1/settings/taxes/regions` and, with the version read, `PUT …/regions/{id}`. */
export const taxRegionInputSchema = z.strictObject({
  countryCode,
  provinceCode,
  rates: z
    .array(taxRateSchema)
    .min(1, taxSettingsMessages.oneRateAtLeast)
    .max(MAX_TAX_RATES, taxSettingsMessages.tooManyRates),
  overrides: z
    .array(taxOverrideInputSchema)
    .max(MAX_TAX_OVERRIDES, taxSettingsMessages.tooManyOverrides)
    .superRefine((overrides, ctx) => {
      const seen = new Set<string>()
      overrides.forEach((override, index) => {
        const key = `${override.target}:${override.targetId}`
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'targetId'],
            message: taxSettingsMessages.overrideTwice,
          })
        }
        seen.add(key)
      })
    }),
})
export type TaxRegionInput = z.input<typeof taxRegionInputSchema>
export type TaxRegionChange = z.output<typeof taxRegionInputSchema>
export const taxRegionUpdateSchema = taxRegionInputSchema.extend({ version: versionSchema })
export type TaxRegionUpdate = z.input<typeof taxRegionUpdateSchema>

/** A tax region: a country, or one of its states, with its rates and overrides. */
export const taxRegionSchema = z.object({
  id: z.uuid(),
  countryCode: z.string(),
  /** Empty: the whole country (a state's region wins where it has one). */
  provinceCode: z.string(),
  rates: z.array(taxRateSchema),
  overrides: z.array(taxOverrideSchema),
  version: z.number().int(),
  updatedAt: z.iso.datetime({ offset: true }),
})
export type TaxRegion = z.infer<typeof taxRegionSchema>

/** The store's tax settings (`GET /v1/settings/taxes`): how prices are entered, shipping, and the regions. */
export const taxSettingsSchema = z.object({
  /** Prices are entered with the tax in them (the tax is extracted, not added). */
  taxesIncluded: z.boolean(),
  /** Shipping is taxed at the rates of the order's region. */
  shippingTaxed: z.boolean(),
  /** 1 until first saved. */
  version: z.number().int(),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
  /** By country, then state. */
  regions: z.array(taxRegionSchema),
})
export type TaxSettings = z.infer<typeof taxSettingsSchema>

/** `PUT /v1/settings/taxes`: the two choices and the version read; the regions have their own calls. */
export const taxSettingsUpdateSchema = z.strictObject({
  taxesIncluded: z.boolean(),
  shippingTaxed: z.boolean(),
  version: versionSchema,
})
export type TaxSettingsUpdate = z.infer<typeof taxSettingsUpdateSchema>

export const taxSettingsResultSchema = z.object({ settings: taxSettingsSchema })
export const taxRegionResultSchema = z.object({ region: taxRegionSchema })
export const taxSettingsConflictSchema = problemSchema.extend({ current: taxSettingsSchema })
/** A 409 on a region: a stale version (with the region as it now is), or a place another region has. */
export const taxRegionConflictSchema = problemSchema.extend({ current: taxRegionSchema.optional() })

export const DEFAULT_TAX_SETTINGS = { taxesIncluded: false, shippingTaxed: false } as const
