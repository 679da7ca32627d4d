import { z } from 'zod'
import { toMinorUnits } from '../common/minor-units.ts'
import { normalizeSearchText } from '../common/search-text.ts'
import { HANDLE_PATTERN } from './handles.ts'
import type { Lookup } from './lookups.ts'
import { catalogMessages } from './messages.ts'
import {
  PRODUCT_LIMITS,
  type ProductStatus,
  productStatusSchema,
  type WeightUnit,
  weightUnitSchema,
} from './products.ts'

// The product page's form: what staff edit before a product is created or updated. Amounts are decimal
// text ("12.30"), never floats; messages are English sentences the web finds translations of by their text.

export interface OptionDraft {
  name: string
  values: string[]
}

/** A variant as the form edits it: amounts as decimal text ("12.30"), empty text for "none". */
export interface VariantDraft {
  /** Set for a variant that exists: it keeps its stock when saved. */
  id?: string
  optionValues: string[]
  sku: string
  barcode: string
  price: string
  compareAtPrice: string
  cost: string
  weight: number | null
  weightUnit: WeightUnit
  taxable: boolean
  physical: boolean
}

export interface ProductFormValues {
  title: string
  handle: string
  description: string
  status: ProductStatus
  vendor: Lookup | null
  category: Lookup | null
  productType: string
  tags: Lookup[]
  collections: Lookup[]
  options: OptionDraft[]
  variants: VariantDraft[]
}

export const productFormMessages = {
  required: 'Required',
  priceRequired: 'Price is required',
  amount: 'Must be an amount with at most 2 decimals',
  notNegative: 'Must be 0 or greater',
  compareAtBelowPrice: 'Compare-at price must be higher than the price',
  handle: 'Use lower-case letters, digits and hyphens',
  optionNeedsValue: 'Give at least one value',
  tooManyOptions: `A product can have at most ${PRODUCT_LIMITS.options} options`,
  tooManyVariants: `A product can have at most ${PRODUCT_LIMITS.variants} variants`,
} as const

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/

const amountText = z
  .string()
  .trim()
  .refine((value) => !value.startsWith('-'), productFormMessages.notNegative)
  .refine((value) => value === '' || value.startsWith('-') || AMOUNT.test(value), productFormMessages.amount)

const lookup = z.object({ id: z.string(), name: z.string() })

const variantSchema = z
  .object({
    id: z.string().optional(),
    optionValues: z.array(z.string()),
    sku: z.string().max(255),
    barcode: z.string().max(255),
    price: amountText.refine((value) => value !== '', productFormMessages.priceRequired),
    compareAtPrice: amountText,
    cost: amountText,
    weight: z.number().min(0, productFormMessages.notNegative).nullable(),
    weightUnit: weightUnitSchema,
    taxable: z.boolean(),
    physical: z.boolean(),
  })
  .superRefine((variant, context) => {
    if (variant.compareAtPrice && AMOUNT.test(variant.compareAtPrice) && AMOUNT.test(variant.price)) {
      if (toMinorUnits(variant.compareAtPrice) <= toMinorUnits(variant.price)) {
        context.addIssue({
          code: 'custom',
          path: ['compareAtPrice'],
          message: productFormMessages.compareAtBelowPrice,
        })
      }
    }
  })

const optionSchema = z.object({
  name: z.string().trim().min(1, productFormMessages.required).max(255),
  values: z
    .array(z.string().trim().max(255))
    .refine((values) => values.some((value) => value !== ''), productFormMessages.optionNeedsValue),
})

/**
 * One option as it is edited on its own before it is applied to the product (so that half-typed names and
 * values never regenerate the variants): a name no other option of the product has, at least one value
 * and no value twice. Values are typed one per field, the last one empty; its output drops the empty ones.
 */
export function productOptionFormSchema(otherNames: readonly string[]) {
  const taken = new Set(otherNames.map(normalizeSearchText))
  return z.object({
    name: optionSchema.shape.name.refine(
      (name) => !taken.has(normalizeSearchText(name)),
      catalogMessages.optionNameRepeated,
    ),
    values: z
      .array(z.object({ value: z.string().trim().max(255) }))
      .superRefine((values, context) => {
        const seen = new Set<string>()
        values.forEach(({ value }, index) => {
          const key = normalizeSearchText(value)
          if (!key) return
          if (seen.has(key)) {
            context.addIssue({
              code: 'custom',
              path: [index, 'value'],
              message: catalogMessages.optionValueRepeated,
            })
          }
          seen.add(key)
        })
        if (seen.size === 0) {
          context.addIssue({
            code: 'custom',
            path: [0, 'value'],
            message: productFormMessages.optionNeedsValue,
          })
        }
      })
      .transform((values) => values.map(({ value }) => value).filter((value) => value !== '')),
  })
}
export type ProductOptionFormInput = z.input<ReturnType<typeof productOptionFormSchema>>
export type ProductOptionFormOutput = z.output<ReturnType<typeof productOptionFormSchema>>

/** What the product form checks before it sends anything; the server checks the same and more. */
export const productFormSchema = z
  .object({
    title: z.string().trim().min(1, productFormMessages.required).max(255),
    handle: z
      .string()
      .trim()
      .max(200)
      .refine((value) => value === '' || HANDLE_PATTERN.test(value), productFormMessages.handle),
    description: z.string().max(20_000),
    status: productStatusSchema,
    vendor: lookup.nullable(),
    category: lookup.nullable(),
    productType: z.string().trim().max(255),
    tags: z.array(lookup).max(PRODUCT_LIMITS.tags),
    collections: z.array(lookup).max(PRODUCT_LIMITS.collections),
    options: z.array(optionSchema).max(PRODUCT_LIMITS.options, productFormMessages.tooManyOptions),
    variants: z.array(variantSchema).min(1).max(PRODUCT_LIMITS.variants, productFormMessages.tooManyVariants),
  })
  .superRefine((form, context) => {
    const names = new Set<string>()
    form.options.forEach((option, o) => {
      const name = normalizeSearchText(option.name)
      if (name && names.has(name)) {
        context.addIssue({
          code: 'custom',
          path: ['options', o, 'name'],
          message: catalogMessages.optionNameRepeated,
        })
      }
      names.add(name)
      const values = new Set<string>()
      option.values.forEach((value, v) => {
        const key = normalizeSearchText(value)
        if (!key) return
        if (values.has(key)) {
          context.addIssue({
            code: 'custom',
            path: ['options', o, 'values', v],
            message: catalogMessages.optionValueRepeated,
          })
        }
        values.add(key)
      })
    })
    const skus = new Map<string, number>()
    form.variants.forEach((variant, v) => {
      const sku = variant.sku.trim()
      if (!sku) return
      if (skus.has(sku)) {
        context.addIssue({ code: 'custom', path: ['variants', v, 'sku'], message: catalogMessages.skuTaken })
      }
      skus.set(sku, v)
    })
  }) satisfies z.ZodType<ProductFormValues, ProductFormValues>
