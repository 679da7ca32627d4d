import { z } from 'zod'
import { versionSchema } from '../common/integers.ts'
import { amountInputSchema, moneySchema } from '../common/money.ts'
import { connectionSchema, searchRequestSchema } from '../common/pagination.ts'
import { HANDLE_MAX_LENGTH, HANDLE_PATTERN } from './handles.ts'
import { lookupSchema } from './lookups.ts'
import { mediaSchema } from './media.ts'

export const productStatusSchema = z.enum(['active', 'draft', 'archived'])
export type ProductStatus = z.infer<typeof productStatusSchema>

export const weightUnitSchema = z.enum(['g', 'kg', 'lb', 'oz'])
export type WeightUnit = z.infer<typeof weightUnitSchema>

export const PRODUCT_LIMITS = {
  options: 3,
  optionValues: 100,
  variants: 100,
  tags: 250,
  collections: 250,
} as const

// Kept in a module without zod, so code that only shows variants need not load the schemas.
export { DEFAULT_VARIANT_TITLE } from './variant-title.ts'

const text = (max: number) => z.string().trim().max(max)
const required = (max: number) => z.string().trim().min(1, 'Required').max(max)
/** Empty text means "none". */
const optionalCode = text(255)
  .nullable()
  .optional()
  .transform((value) => (value ? value : null))
const price = amountInputSchema('Must be an amount with at most 2 decimals')

export const handleSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(HANDLE_MAX_LENGTH)
  .regex(HANDLE_PATTERN, 'Use lower-case letters, digits and hyphens')

const variantFields = {
  /** One value per product option, in the options' order: ["M", "Azul"]. Empty without options. */
  optionValues: z.array(required(255)).max(PRODUCT_LIMITS.options).default([]),
  sku: optionalCode,
  barcode: optionalCode,
  price,
  compareAtPrice: price.nullable().optional(),
  cost: price.nullable().optional(),
  /** In `weightUnit`; stored as whole grams. */
  weight: z.number().min(0, 'Must be 0 or greater').max(1_000_000).nullable().optional(),
  weightUnit: weightUnitSchema.default('kg'),
  taxable: z.boolean().default(true),
  physical: z.boolean().default(true),
}
export const variantCreateSchema = z.strictObject(variantFields)
export type VariantCreate = z.infer<typeof variantCreateSchema>
/** On update a variant with `id` keeps its identity (and its stock); one without is new; one left out is removed. */
export const variantUpdateSchema = z.strictObject({ id: z.uuid().optional(), ...variantFields })
export type VariantUpdate = z.infer<typeof variantUpdateSchema>

export const optionInputSchema = z.strictObject({
  name: required(255),
  values: z.array(required(255)).min(1, 'Give at least one value').max(PRODUCT_LIMITS.optionValues),
})
export type OptionInput = z.infer<typeof optionInputSchema>

const productFields = {
  title: required(255),
  /** Made from the title when absent. */
  handle: handleSchema.optional(),
  description: text(20_000).default(''),
  status: productStatusSchema.default('draft'),
  /** The vendor's name; a new name adds the vendor. Empty or null: none. */
  vendor: optionalCode,
  categoryId: z.uuid().nullable().optional(),
  productType: text(255).default(''),
  /** Tag names; new names add tags. */
  tags: z.array(required(255)).max(PRODUCT_LIMITS.tags).default([]),
  collectionIds: z.array(z.uuid()).max(PRODUCT_LIMITS.collections).default([]),
  options: z.array(optionInputSchema).max(PRODUCT_LIMITS.options).default([]),
}

export const productCreateSchema = z.strictObject({
  ...productFields,
  variants: z.array(variantCreateSchema).min(1, 'Give at least one variant').max(PRODUCT_LIMITS.variants),
})
export type ProductCreate = z.infer<typeof productCreateSchema>
export type ProductCreateInput = z.input<typeof productCreateSchema>

/** Fields left out stay as they are. `version` is the one read; a stale one answers 409 with the current product. */
export const productUpdateSchema = z.strictObject({
  version: versionSchema,
  title: productFields.title.optional(),
  handle: handleSchema.optional(),
  description: text(20_000).optional(),
  status: productStatusSchema.optional(),
  vendor: text(255).nullable().optional(),
  categoryId: z.uuid().nullable().optional(),
  productType: text(255).optional(),
  tags: z.array(required(255)).max(PRODUCT_LIMITS.tags).optional(),
  collectionIds: z.array(z.uuid()).max(PRODUCT_LIMITS.collections).optional(),
  /** Changing options needs the variants too. */
  options: z.array(optionInputSchema).max(PRODUCT_LIMITS.options).optional(),
  variants: z
    .array(variantUpdateSchema)
    .min(1, 'Give at least one variant')
    .max(PRODUCT_LIMITS.variants)
    .optional(),
})
export type ProductUpdate = z.infer<typeof productUpdateSchema>
export type ProductUpdateInput = z.input<typeof productUpdateSchema>

export const productOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  position: z.number().int(),
  values: z.array(z.string()),
})
export type ProductOption = z.infer<typeof productOptionSchema>

/** `[{ name: "Size", value: { name: "M" } }]`: a variant's selected options, with the option's name too. */
export const selectedOptionSchema = z.object({ name: z.string(), value: z.object({ name: z.string() }) })

export const variantSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  /** The option values joined by " / ", or "Default Title". */
  title: z.string(),
  position: z.number().int(),
  optionValues: z.array(z.string()),
  selectedOptions: z.array(selectedOptionSchema),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  price: moneySchema,
  compareAtPrice: moneySchema.nullable(),
  cost: moneySchema.nullable(),
  weight: z.number().nullable(),
  weightUnit: weightUnitSchema,
  taxable: z.boolean(),
  physical: z.boolean(),
  /** Units available over every location. */
  available: z.number().int(),
})
export type Variant = z.infer<typeof variantSchema>

const productCommon = {
  id: z.uuid(),
  handle: z.string(),
  title: z.string(),
  status: productStatusSchema,
  vendor: lookupSchema.nullable(),
  productType: z.string(),
  tags: z.array(lookupSchema),
  featuredMedia: mediaSchema.nullable(),
  priceRange: z.object({ min: moneySchema, max: moneySchema }),
  totalInventory: z.number().int(),
  variants: z.array(variantSchema),
  version: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
}

/** A product in lists and pickers: enough to show it and to add any of its variants to an order. */
export const productSummarySchema = z.object(productCommon)
export type ProductSummary = z.infer<typeof productSummarySchema>

export const productSchema = z.object({
  ...productCommon,
  description: z.string(),
  category: lookupSchema.nullable(),
  collections: z.array(lookupSchema),
  options: z.array(productOptionSchema),
  media: z.array(mediaSchema),
})
export type Product = z.infer<typeof productSchema>

export const productResultSchema = z.object({ product: productSchema })

/** `GET /v1/product?id=…` or `?handle=…`. */
export const productReadQuerySchema = z
  .strictObject({
    id: z.uuid().optional(),
    handle: z.string().trim().toLowerCase().min(1).max(HANDLE_MAX_LENGTH).optional(),
  })
  .refine((query) => (query.id === undefined) !== (query.handle === undefined), {
    message: 'Give either id or handle',
    path: ['id'],
  })

/**
 * Free text matches title, handle, vendor, type, tags, SKUs and barcodes, ignoring case and accents.
 * Filters: `status:active`, `vendor:"Casa Nobre"`, `tag:verão`, `collection:<id or handle>`, `sku:CAM-01`,
 * `category:<id>`; a key given twice matches either value.
 */
export const productSearchRequestSchema = searchRequestSchema(['title', 'createdAt', 'updatedAt'])
export type ProductSearchRequest = z.infer<typeof productSearchRequestSchema>
export const productSearchResultSchema = z.object({ products: connectionSchema(productSummarySchema) })

export const productIdsSchema = z.strictObject({ ids: z.array(z.uuid()).min(1).max(250) })
export const productStatusChangeResultSchema = z.object({
  products: z.array(z.object({ id: z.uuid(), status: productStatusSchema, version: z.number().int() })),
})
