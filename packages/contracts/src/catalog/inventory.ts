import { z } from 'zod'
import { connectionSchema, searchRequestSchema } from '../common/pagination.ts'
import { lookupSchema } from './lookups.ts'

export const locationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address1: z.string(),
  city: z.string(),
  provinceCode: z.string(),
  countryCode: z.string(),
  postalCode: z.string(),
  active: z.boolean(),
  /** Online orders (drafts, checkout) may be fulfilled from here; local delivery leaves from such a place. */
  fulfilsOnlineOrders: z.boolean(),
  /** Customers may pick up their orders here. */
  offersPickup: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
})
export type Location = z.infer<typeof locationSchema>

const locationFields = {
  name: z.string().trim().min(1, 'Required').max(255),
  address1: z.string().trim().max(255),
  city: z.string().trim().max(255),
  provinceCode: z.string().trim().toUpperCase().max(10),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Use a two-letter country code'),
  postalCode: z.string().trim().max(20),
  /** Inactive locations keep their stock but get no levels for new variants. */
  active: z.boolean(),
  fulfilsOnlineOrders: z.boolean(),
  offersPickup: z.boolean(),
}
export const locationCreateSchema = z.strictObject({
  name: locationFields.name,
  address1: locationFields.address1.default(''),
  city: locationFields.city.default(''),
  provinceCode: locationFields.provinceCode.default(''),
  countryCode: locationFields.countryCode.default('BR'),
  postalCode: locationFields.postalCode.default(''),
  active: locationFields.active.default(true),
  fulfilsOnlineOrders: locationFields.fulfilsOnlineOrders.default(true),
  offersPickup: locationFields.offersPickup.default(false),
})
export type LocationCreate = z.infer<typeof locationCreateSchema>
export const locationUpdateSchema = z.strictObject({
  name: locationFields.name.optional(),
  address1: locationFields.address1.optional(),
  city: locationFields.city.optional(),
  provinceCode: locationFields.provinceCode.optional(),
  countryCode: locationFields.countryCode.optional(),
  postalCode: locationFields.postalCode.optional(),
  active: locationFields.active.optional(),
  fulfilsOnlineOrders: locationFields.fulfilsOnlineOrders.optional(),
  offersPickup: locationFields.offersPickup.optional(),
})
export type LocationUpdate = z.infer<typeof locationUpdateSchema>
export const locationResultSchema = z.object({ location: locationSchema })
export const locationSearchRequestSchema = searchRequestSchema(['name', 'createdAt'])
export const locationSearchResultSchema = z.object({ locations: connectionSchema(locationSchema) })

/** Units of one variant at one location. */
export const inventoryLevelSchema = z.object({
  product: z.object({ id: z.uuid(), title: z.string(), handle: z.string() }),
  variant: z.object({
    id: z.uuid(),
    title: z.string(),
    sku: z.string().nullable(),
    barcode: z.string().nullable(),
  }),
  location: lookupSchema,
  available: z.number().int(),
  updatedAt: z.iso.datetime({ offset: true }),
})
export type InventoryLevel = z.infer<typeof inventoryLevelSchema>

/**
 * Free text matches the product (title, SKUs, barcodes…). Filters: `product:<id>`, `variant:<id>`,
 * `location:<id>`, `sku:<sku>`.
 */
export const inventorySearchRequestSchema = searchRequestSchema(['product', 'available', 'updatedAt'])
export const inventorySearchResultSchema = z.object({
  inventoryLevels: connectionSchema(inventoryLevelSchema),
})

export const adjustmentReasonSchema = z.enum([
  'correction',
  'received',
  'damaged',
  'theft',
  'sold',
  'returned',
  'restock',
  'import',
])
export type AdjustmentReason = z.infer<typeof adjustmentReasonSchema>

export const MAX_STOCK = 1_000_000_000

/** Either a change (`delta`, not 0) or a count (`setTo`); the answer tells the level after it. */
export const inventoryAdjustSchema = z
  .strictObject({
    variantId: z.uuid(),
    locationId: z.uuid(),
    delta: z
      .number()
      .int()
      .min(-MAX_STOCK)
      .max(MAX_STOCK)
      .refine((value) => value !== 0, 'Must not be 0')
      .optional(),
    setTo: z.number().int().min(0, 'Must be 0 or greater').max(MAX_STOCK).optional(),
    reason: adjustmentReasonSchema,
    note: z.string().trim().max(500).default(''),
  })
  .refine((body) => (body.delta === undefined) !== (body.setTo === undefined), {
    message: 'Give either delta or setTo',
    path: ['delta'],
  })
export type InventoryAdjust = z.infer<typeof inventoryAdjustSchema>

export const inventoryAdjustmentSchema = z.object({
  id: z.uuid(),
  variantId: z.uuid(),
  location: lookupSchema,
  delta: z.number().int(),
  availableAfter: z.number().int(),
  reason: adjustmentReasonSchema,
  note: z.string(),
  /** Who made the change; null once their account is gone. */
  user: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
})
export type InventoryAdjustment = z.infer<typeof inventoryAdjustmentSchema>

export const inventoryAdjustResultSchema = z.object({
  level: inventoryLevelSchema,
  adjustment: inventoryAdjustmentSchema,
})

/** A variant's stock history, newest first by default. Filters: `variant:<id>`, `location:<id>`, `reason:sold`. */
export const inventoryHistorySearchRequestSchema = searchRequestSchema(['createdAt'])
export const inventoryHistorySearchResultSchema = z.object({
  adjustments: connectionSchema(inventoryAdjustmentSchema),
})

/** Messages of the stock adjustment form; English sentences the web finds translations of by their text. */
export const adjustStockMessages = {
  required: 'Required',
  notZero: 'Must not be 0',
  notNegative: 'Must be 0 or greater',
  tooLarge: 'Too many units',
} as const

/**
 * The stock adjustment form: a number of units to add or take away (not 0), or the count to set (not
 * negative), with the reason and a note.
 */
export const adjustStockFormSchema = z
  .object({
    mode: z.enum(['delta', 'set']),
    quantity: z.number().int().nullable(),
    reason: adjustmentReasonSchema,
    note: z.string().trim().max(500),
  })
  .superRefine((form, context) => {
    const issue = (message: string) => context.addIssue({ code: 'custom', path: ['quantity'], message })
    if (form.quantity === null) issue(adjustStockMessages.required)
    else if (Math.abs(form.quantity) > MAX_STOCK) issue(adjustStockMessages.tooLarge)
    else if (form.mode === 'delta' && form.quantity === 0) issue(adjustStockMessages.notZero)
    else if (form.mode === 'set' && form.quantity < 0) issue(adjustStockMessages.notNegative)
  })
export type AdjustStockFormValues = z.infer<typeof adjustStockFormSchema>
