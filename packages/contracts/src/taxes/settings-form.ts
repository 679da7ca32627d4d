import { z } from 'zod'
import { formatPpm, isPpmAtMost, PPM, parsePpm } from '../order/rounding.ts'
import { lookupOptionSchema, provinceCodeOf } from '../reference/lookup.ts'
import {
  MAX_TAX_OVERRIDES,
  MAX_TAX_RATES,
  TAX_TITLE_MAX,
  type TaxRegion,
  type TaxRegionInput,
  taxOverrideTargets,
  taxSettingsMessages,
} from './settings.ts'

/** A percent as typed ("18", "7.5"): from 0 to 100. */
const percent = z
  .string()
  .nullable()
  .refine(
    (value) => value !== null && /^\d+(\.\d+)?$/.test(value) && isPpmAtMost(value, 'percent', PPM),
    taxSettingsMessages.rateRange,
  )
const title = z
  .string()
  .trim()
  .min(1, taxSettingsMessages.required)
  .max(TAX_TITLE_MAX, taxSettingsMessages.titleTooLong)

/** The Taxes page's choices: how prices are entered, and whether shipping is taxed. */
export const taxChoicesFormSchema = z.object({ taxesIncluded: z.boolean(), shippingTaxed: z.boolean() })
export type TaxChoicesFormValues = z.infer<typeof taxChoicesFormSchema>

/**
 * A tax region's panel: the country and state as the reference pickers' options ('BR', 'BR-SP'), rates as
 * percents typed, and overrides that are either a rate or not taxable.
 */
export const taxRegionFormSchema = z.object({
  country: lookupOptionSchema.nullable().refine((value) => value !== null, taxSettingsMessages.required),
  state: lookupOptionSchema.nullable(),
  rates: z
    .array(z.object({ title, rate: percent }))
    .min(1, taxSettingsMessages.oneRateAtLeast)
    .max(MAX_TAX_RATES, taxSettingsMessages.tooManyRates),
  overrides: z
    .array(
      z
        .object({
          target: z.enum(taxOverrideTargets),
          targetId: z.string(),
          targetTitle: z.string(),
          notTaxable: z.boolean(),
          title: z.string().trim().max(TAX_TITLE_MAX, taxSettingsMessages.titleTooLong),
          rate: z.string().nullable(),
        })
        .superRefine((override, ctx) => {
          if (override.notTaxable) return
          if (!override.title) {
            ctx.addIssue({
              code: 'custom',
              path: ['title'],
              message: taxSettingsMessages.overrideTitleRequired,
            })
          }
          if (!percent.safeParse(override.rate).success) {
            ctx.addIssue({ code: 'custom', path: ['rate'], message: taxSettingsMessages.rateRange })
          }
        }),
    )
    .max(MAX_TAX_OVERRIDES, taxSettingsMessages.tooManyOverrides),
})
export type TaxRegionFormValues = z.input<typeof taxRegionFormSchema>
export type TaxRegionFormOutput = z.output<typeof taxRegionFormSchema>

/** The panel's values for a stored region (or a new one), given the names of its country and state. */
export function taxRegionFormValues(
  region: TaxRegion | null,
  names: { country: string; state: string | null },
): TaxRegionFormValues {
  if (!region) return { country: null, state: null, rates: [{ title: '', rate: null }], overrides: [] }
  return {
    country: { id: region.countryCode, name: names.country },
    state: region.provinceCode
      ? { id: `${region.countryCode}-${region.provinceCode}`, name: names.state ?? region.provinceCode }
      : null,
    rates: region.rates.map((rate) => ({ title: rate.title, rate: formatPpm(rate.ratePpm, 'percent') })),
    overrides: region.overrides.map((override) => ({
      target: override.target,
      targetId: override.targetId,
      targetTitle: override.targetTitle,
      notTaxable: override.rate === null,
      title: override.rate?.title ?? '',
      rate: override.rate ? formatPpm(override.rate.ratePpm, 'percent') : null,
    })),
  }
}

/** What `POST /v1/settings/taxes/regions` (or, with a version, PUT) takes from the panel. */
export function taxRegionFormToRequest(form: TaxRegionFormOutput): TaxRegionInput {
  return {
    countryCode: form.country?.id ?? '',
    provinceCode: form.state ? provinceCodeOf(form.state.id) : '',
    rates: form.rates.map((rate) => ({ title: rate.title, ratePpm: parsePpm(rate.rate ?? '0', 'percent') })),
    overrides: form.overrides.map((override) => ({
      target: override.target,
      targetId: override.targetId,
      rate: override.notTaxable
        ? null
        : { title: override.title, ratePpm: parsePpm(override.rate ?? '0', 'percent') },
    })),
  }
}
