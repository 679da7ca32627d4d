import { z } from 'zod'
import { weightUnitSchema } from '../catalog/products.ts'
import { versionSchema } from '../common/integers.ts'
import { toMinorUnits } from '../common/minor-units.ts'
import { amountInputSchema, decimalAmountSchema } from '../common/money.ts'
import { problemSchema } from '../common/problem.ts'
import { cepDigits, formatCep } from './postal-codes.ts'

/** What the shipping settings say to people; English sentences the web finds translations of by their text. */
export const shippingMessages = {
  required: 'Required',
  amount: 'Enter an amount such as 19.90',
  cep: 'Enter a CEP such as 01000-000',
  rangeOrder: 'The first CEP must not come after the last',
  minAfterMax: 'The minimum must not be above the maximum',
  weightBounds: 'Give a minimum or a maximum weight',
  priceBounds: 'Give a minimum or a maximum order price',
  freeAboveAmount: 'Give the order price above which shipping is free',
  wholeGrams: 'Use whole grams, 0 or more',
  countryCode: 'Use a two-letter country code',
  cepOnlyInBrazil: 'CEP ranges are for zones in Brazil',
  zoneNeedsRates: 'Add at least one rate',
  profileNeedsZones: 'Add at least one zone',
  customNeedsProducts: 'Choose at least one product',
  generalHasNoProducts: 'The general profile covers every product',
  generalExists: 'The store already has a general profile.',
  productElsewhere: 'A product can be in only one custom profile',
  productMissing: 'No such product',
  locationMissing: 'No such location',
  locationTaken: 'This location already has these settings.',
  generalCannotGo: 'The general profile cannot be deleted.',
  staleVersion: 'Someone else changed these settings in the meantime. Review them and save again.',
} as const

export const rateTypes = ['flat', 'weight', 'price', 'free_above'] as const
export type RateType = (typeof rateTypes)[number]

export const readyTimes = ['1h', '2h', '4h', '24h', '2-4d', '5d'] as const
export type ReadyTime = (typeof readyTimes)[number]

const text = (max: number) => z.string().trim().max(max)
const grams = z
  .number()
  .int(shippingMessages.wholeGrams)
  .min(0, shippingMessages.wholeGrams)
  .max(1_000_000_000)
const amount = amountInputSchema(shippingMessages.amount, shippingMessages.required)

/** A CEP as typed (with or without the dash), kept as `01000-000`. */
export const cepSchema = z
  .string()
  .trim()
  .refine((value) => cepDigits(value) !== null, shippingMessages.cep)
  .transform((value) => formatCep(value) ?? value)

export const postalCodeRangeSchema = z
  .strictObject({ from: cepSchema, to: cepSchema })
  .refine((range) => (cepDigits(range.from) ?? '') <= (cepDigits(range.to) ?? ''), {
    message: shippingMessages.rangeOrder,
    path: ['to'],
  })

/** Both bounds included: 0–1000 g then 1001–2000 g, as carriers write their tables. */
export const rateInputSchema = z
  .strictObject({
    /** Kept when the rate was read; new rates get one. */
    id: z.uuid().optional(),
    name: text(120).min(1, shippingMessages.required),
    type: z.enum(rateTypes),
    price: amount,
    minWeightGrams: grams.nullable().default(null),
    maxWeightGrams: grams.nullable().default(null),
    minSubtotal: amount.nullable().default(null),
    maxSubtotal: amount.nullable().default(null),
  })
  .superRefine((rate, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (rate.type === 'weight') {
      if (rate.minWeightGrams === null && rate.maxWeightGrams === null)
        issue('minWeightGrams', shippingMessages.weightBounds)
      if (
        rate.minWeightGrams !== null &&
        rate.maxWeightGrams !== null &&
        rate.minWeightGrams > rate.maxWeightGrams
      )
        issue('maxWeightGrams', shippingMessages.minAfterMax)
    }
    if (rate.type === 'price') {
      if (rate.minSubtotal === null && rate.maxSubtotal === null)
        issue('minSubtotal', shippingMessages.priceBounds)
      if (
        rate.minSubtotal !== null &&
        rate.maxSubtotal !== null &&
        toMinorUnits(rate.minSubtotal) > toMinorUnits(rate.maxSubtotal)
      )
        issue('maxSubtotal', shippingMessages.minAfterMax)
    }
    if (rate.type === 'free_above' && rate.minSubtotal === null)
      issue('minSubtotal', shippingMessages.freeAboveAmount)
  })
  // Only the bounds of its type are kept: a flat rate with a stray weight would surprise later.
  .transform((rate) => ({
    ...rate,
    price: rate.type === 'free_above' ? '0.00' : rate.price,
    minWeightGrams: rate.type === 'weight' ? rate.minWeightGrams : null,
    maxWeightGrams: rate.type === 'weight' ? rate.maxWeightGrams : null,
    minSubtotal: rate.type === 'price' || rate.type === 'free_above' ? rate.minSubtotal : null,
    maxSubtotal: rate.type === 'price' ? rate.maxSubtotal : null,
  }))
export type RateInput = z.input<typeof rateInputSchema>

/**
 * A zone is one country: all of it, some of its states, or (in Brazil) CEP ranges. An address is in the
 * zone when its country matches and, when states or ranges are listed, its state or CEP is among them.
 */
export const zoneInputSchema = z
  .strictObject({
    id: z.uuid().optional(),
    name: text(120).min(1, shippingMessages.required),
    countryCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, shippingMessages.countryCode),
    provinceCodes: z.array(text(10).toUpperCase().min(1)).max(100).default([]),
    postalCodeRanges: z.array(postalCodeRangeSchema).max(100).default([]),
    rates: z.array(rateInputSchema).min(1, shippingMessages.zoneNeedsRates).max(50),
  })
  .superRefine((zone, ctx) => {
    if (zone.postalCodeRanges.length > 0 && zone.countryCode !== 'BR')
      ctx.addIssue({ code: 'custom', path: ['postalCodeRanges'], message: shippingMessages.cepOnlyInBrazil })
  })

const profileFields = {
  name: text(120).min(1, shippingMessages.required),
  /** The general profile covers every product not in a custom one; a store has at most one. */
  isGeneral: z.boolean().default(false),
  productIds: z.array(z.uuid()).max(1000).default([]),
  zones: z.array(zoneInputSchema).min(1, shippingMessages.profileNeedsZones).max(50),
}

function checkProducts(profile: { isGeneral: boolean; productIds: string[] }, ctx: z.RefinementCtx) {
  if (profile.isGeneral && profile.productIds.length > 0)
    ctx.addIssue({ code: 'custom', path: ['productIds'], message: shippingMessages.generalHasNoProducts })
  if (!profile.isGeneral && profile.productIds.length === 0)
    ctx.addIssue({ code: 'custom', path: ['productIds'], message: shippingMessages.customNeedsProducts })
}

export const shippingProfileInputSchema = z.strictObject(profileFields).superRefine(checkProducts)
export type ShippingProfileInput = z.input<typeof shippingProfileInputSchema>
export type ShippingProfileValues = z.output<typeof shippingProfileInputSchema>
/**
 * A change carries the version it was made on. Whether a profile is the general one is fixed when it is
 * made: the server keeps it whatever is sent.
 */
export const shippingProfileUpdateSchema = z
  .strictObject({ ...profileFields, version: versionSchema })
  .superRefine(checkProducts)
export type ShippingProfileUpdate = z.output<typeof shippingProfileUpdateSchema>

export const rateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(rateTypes),
  price: decimalAmountSchema,
  minWeightGrams: z.number().int().nullable(),
  maxWeightGrams: z.number().int().nullable(),
  minSubtotal: decimalAmountSchema.nullable(),
  maxSubtotal: decimalAmountSchema.nullable(),
})
export type Rate = z.infer<typeof rateSchema>

export const zoneSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  countryCode: z.string(),
  provinceCodes: z.array(z.string()),
  postalCodeRanges: z.array(z.object({ from: z.string(), to: z.string() })),
  rates: z.array(rateSchema),
})
export type Zone = z.infer<typeof zoneSchema>

export const shippingProfileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  isGeneral: z.boolean(),
  products: z.array(z.object({ id: z.uuid(), title: z.string() })),
  zones: z.array(zoneSchema),
  version: z.number().int(),
  updatedAt: z.iso.datetime({ offset: true }),
})
export type ShippingProfile = z.infer<typeof shippingProfileSchema>

const locationRef = z.object({
  id: z.uuid(),
  name: z.string(),
  active: z.boolean(),
  fulfilsOnlineOrders: z.boolean(),
  offersPickup: z.boolean(),
})

export const localDeliveryInputSchema = z.strictObject({
  locationId: z.uuid(),
  active: z.boolean().default(true),
  postalCodeRanges: z.array(postalCodeRangeSchema).min(1, shippingMessages.required).max(100),
  fee: amount,
  /** The order's subtotal below which the store does not deliver; null for any order. */
  minimumOrder: amount.nullable().default(null),
  deliveryNote: text(500).default(''),
})
export type LocalDeliveryInput = z.input<typeof localDeliveryInputSchema>
export const localDeliveryUpdateSchema = localDeliveryInputSchema
  .omit({ locationId: true })
  .extend({ version: versionSchema })

export const localDeliverySchema = z.object({
  id: z.uuid(),
  location: locationRef,
  active: z.boolean(),
  postalCodeRanges: z.array(z.object({ from: z.string(), to: z.string() })),
  fee: decimalAmountSchema,
  minimumOrder: decimalAmountSchema.nullable(),
  deliveryNote: z.string(),
  version: z.number().int(),
  updatedAt: z.iso.datetime({ offset: true }),
})
export type LocalDelivery = z.infer<typeof localDeliverySchema>

export const pickupInputSchema = z.strictObject({
  locationId: z.uuid(),
  active: z.boolean().default(true),
  instructions: text(500).default(''),
  readyTime: z.enum(readyTimes).default('24h'),
})
export type PickupInput = z.input<typeof pickupInputSchema>
export const pickupUpdateSchema = pickupInputSchema
  .omit({ locationId: true })
  .extend({ version: versionSchema })

export const pickupSchema = z.object({
  id: z.uuid(),
  location: locationRef,
  active: z.boolean(),
  instructions: z.string(),
  readyTime: z.enum(readyTimes),
  version: z.number().int(),
  updatedAt: z.iso.datetime({ offset: true }),
})
export type Pickup = z.infer<typeof pickupSchema>

/** `GET /v1/settings/shipping`: the whole page. */
export const shippingSettingsSchema = z.object({
  profiles: z.array(shippingProfileSchema),
  localDeliveries: z.array(localDeliverySchema),
  pickups: z.array(pickupSchema),
})
export type ShippingSettings = z.infer<typeof shippingSettingsSchema>

export const shippingProfileResultSchema = z.object({ profile: shippingProfileSchema })
export const localDeliveryResultSchema = z.object({ localDelivery: localDeliverySchema })
export const pickupResultSchema = z.object({ pickup: pickupSchema })
export const shippingProfileConflictSchema = problemSchema.extend({
  current: shippingProfileSchema.optional(),
})
export const localDeliveryConflictSchema = problemSchema.extend({ current: localDeliverySchema.optional() })
export const pickupConflictSchema = problemSchema.extend({ current: pickupSchema.optional() })

/**
 * `POST /v1/shipping/options`: what the draft editor has of its order (unsaved edits included) to ask
 * which options apply. A catalog line names its variant, whose product and weight the store knows; a
 * custom item gives one unit's weight, if it has one.
 */
export const shippingOptionsRequestSchema = z.strictObject({
  address: z.strictObject({
    countryCode: z.string().trim().max(2),
    provinceCode: z.string().trim().max(10).default(''),
    postalCode: z.string().trim().max(20).default(''),
  }),
  lines: z
    .array(
      z.strictObject({
        variantId: z.uuid().nullable(),
        weight: z
          .object({
            value: z.string().regex(/^\d{1,7}(\.\d{1,3})?$/, shippingMessages.wholeGrams),
            unit: weightUnitSchema,
          })
          .nullable(),
        quantity: z.number().int().min(1).max(1_000_000),
      }),
    )
    .max(500),
  subtotal: amount,
})
export type ShippingOptionsRequest = z.input<typeof shippingOptionsRequestSchema>

export const shippingOptionSchema = z.object({
  kind: z.enum(['rate', 'local_delivery', 'pickup']),
  sourceId: z.string(),
  title: z.string(),
  price: decimalAmountSchema,
  /** The location a local delivery or a pickup is from, with where it is taxed (a pickup order is taxed there). */
  location: z
    .object({ id: z.string(), countryCode: z.string(), provinceCode: z.string() })
    .nullable()
    .optional(),
  note: z.string(),
  readyTime: z.enum(readyTimes).nullable(),
})
export type ShippingOption = z.infer<typeof shippingOptionSchema>
export const shippingOptionsResultSchema = z.object({ options: z.array(shippingOptionSchema) })
