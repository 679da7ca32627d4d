import { z } from 'zod'
import { weightUnitSchema } from '../catalog/products.ts'
import { decimalAmountSchema, moneySchema } from '../common/money.ts'
import { connectionSchema, searchRequestSchema } from '../common/pagination.ts'
import { orderMessages } from './messages.ts'
import { PPM, parsePpm } from './rounding.ts'

// The draft order API: GET /v1/order, POST /v1/order and the order searches. Shapes follow the spec's
// Order and Line item (section 3); money is `{ amount: "12.34", currencyCode }` inside money sets.

export const moneySetSchema = z.object({ presentmentMoney: moneySchema, domainMoney: moneySchema })
export type MoneySet = z.infer<typeof moneySetSchema>

export const discountTypeSchema = z.enum(['fixed-amount', 'percentage'], {
  error: 'Type must be fixed-amount or percentage',
})

const nonNegativeDecimal = z.string().regex(/^\d{1,13}(\.\d{1,6})?$/, orderMessages.mustBeZeroOrGreater)

/**
 * A discount as staff type it: a fixed amount ("5.00", per unit on a line, in total on the order) or a
 * percentage stored as a fraction ("0.1" is 10%), with the reason shown to the customer.
 */
export const discountInputSchema = z
  .strictObject({
    type: discountTypeSchema,
    value: nonNegativeDecimal,
    title: z.string().trim().max(255).default(''),
    /** Set when the discount is a saved one (a code); absent for a custom discount. */
    discountId: z.uuid().optional(),
  })
  .superRefine((discount, ctx) => {
    const wellFormed = nonNegativeDecimal.safeParse(discount.value).success
    if (discount.type === 'percentage' && wellFormed && parsePpm(discount.value, 'fraction') > PPM) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: orderMessages.cannotExceed100 })
    }
    if (discount.type === 'fixed-amount' && !decimalAmountSchema.safeParse(discount.value).success) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: orderMessages.amountRequired })
    }
  })
export type DiscountInput = z.infer<typeof discountInputSchema>

export const customItemInputSchema = z.strictObject({
  title: z.string().trim().min(1, orderMessages.itemNameRequired).max(255),
  price: z
    .string({ error: orderMessages.priceRequired })
    .regex(/^\d{1,11}(\.\d{1,2})?$/, orderMessages.mustBeZeroOrGreater),
  weight: z
    .string()
    .regex(/^\d{1,7}(\.\d{1,3})?$/, orderMessages.mustBeZeroOrGreater)
    .nullable()
    .default(null),
  weightUnit: weightUnitSchema.default('kg'),
  isPhysical: z.boolean().default(true),
  description: z.string().max(2000).default(''),
})
export type CustomItemInput = z.infer<typeof customItemInputSchema>

export const lineItemInputSchema = z.strictObject({
  /** Made by the client, so an edit can name its line before the server has seen it. */
  id: z.uuid(),
  /** A catalog line: the variant whose price and details are snapshotted when the line is added. */
  variantId: z.uuid().optional(),
  /** A custom line: its own title and price. */
  customItem: customItemInputSchema.optional(),
  quantity: z.number().int().min(1, orderMessages.quantityMin).max(100_000),
  isTaxable: z.boolean().optional(),
  appliedDiscount: discountInputSchema.nullable().optional(),
})
export type LineItemInput = z.infer<typeof lineItemInputSchema>

export const addressSchema = z.strictObject({
  firstName: z.string().trim().max(120).default(''),
  lastName: z.string().trim().max(120).default(''),
  company: z.string().trim().max(200).default(''),
  address1: z.string().trim().max(300).default(''),
  address2: z.string().trim().max(300).default(''),
  city: z.string().trim().max(120).default(''),
  provinceCode: z.string().trim().max(10).default(''),
  countryCode: z.string().trim().max(2).default(''),
  postalCode: z.string().trim().max(20).default(''),
  phone: z.string().trim().max(40).default(''),
})
export type Address = z.infer<typeof addressSchema>

export const paymentTermTypeSchema = z.enum(['fixed', 'fulfillment', 'receipt', 'net'])
export type PaymentTermType = z.infer<typeof paymentTermTypeSchema>

export const paymentTermInputSchema = z.strictObject({
  type: paymentTermTypeSchema,
  dueInDays: z.number().int().min(0).max(3650).nullable().default(null),
  /** When the term starts: net terms count dueInDays from it. Defaults to now. */
  issuedAt: z.iso.datetime({ offset: true }).optional(),
  /** The due date of a fixed term. */
  dueAt: z.iso.datetime({ offset: true }).nullable().optional(),
})
export type PaymentTermInput = z.infer<typeof paymentTermInputSchema>

export const taxLineInputSchema = z.strictObject({
  title: z.string().trim().min(1).max(60).default('VAT'),
  /** Percent, "17" or "12.5". */
  rate: z
    .string()
    .regex(/^\d{1,3}(\.\d{1,4})?$/, orderMessages.mustBeZeroOrGreater)
    .refine((rate) => Number(rate) <= 100, orderMessages.cannotExceed100),
})

/**
 * POST /v1/order: creates a draft (no id, or a new client-made id without version) or, with id and the
 * version the edit was made on, replaces an existing draft's editable content.
 */
export const orderInputSchema = z.strictObject({
  id: z.uuid().optional(),
  /** The version this edit was made on: an older one is refused, so a colleague's change is never lost. */
  version: z.number().int().min(1).optional(),
  customerId: z.uuid().nullable().optional(),
  email: z.union([z.email(), z.literal('')]).optional(),
  lineItems: z.array(lineItemInputSchema).max(500).default([]),
  appliedDiscount: discountInputSchema.nullable().optional(),
  shippingLine: z
    .strictObject({
      title: z.string().trim().min(1, 'Required').max(255),
      price: z.string().regex(/^\d{1,11}(\.\d{1,2})?$/, orderMessages.mustBeZeroOrGreater),
    })
    .nullable()
    .optional(),
  taxLines: z.array(taxLineInputSchema).max(5).optional(),
  taxesIncluded: z.boolean().optional(),
  taxExempt: z.boolean().optional(),
  lockPricesForBuyer: z.enum(['lock-all', 'none']).optional(),
  note: z.string().max(5000).optional(),
  tags: z.array(z.string().trim().min(1).max(60)).max(50).optional(),
  paymentTerm: paymentTermInputSchema.nullable().optional(),
  shippingAddress: addressSchema.nullable().optional(),
  billingAddress: addressSchema.nullable().optional(),
})
export type OrderInput = z.input<typeof orderInputSchema>

const discountValueSchema = z.object({
  id: z.string().optional(),
  title: z.string(),
  amountSet: moneySetSchema,
})

export const appliedDiscountSchema = z.object({
  type: discountTypeSchema,
  value: z.string(),
  title: z.string(),
  discountId: z.string().nullable(),
  amountSet: moneySetSchema,
})

export const lineItemSchema = z.object({
  id: z.string(),
  product: z.object({
    id: z.string(),
    productId: z.string().nullable(),
    variantId: z.string().nullable(),
    title: z.string(),
    variantTitle: z.string(),
    price: moneySchema,
    sku: z.string(),
    selectedOptions: z.array(z.object({ name: z.string(), value: z.object({ name: z.string() }) })),
    featuredMedia: z
      .object({
        type: z.literal('image'),
        url: z.string(),
        name: z.string(),
        preview: z.object({ image: z.object({ url: z.string() }) }),
      })
      .nullable(),
    isCustom: z.boolean(),
    isPhysical: z.boolean(),
    weight: z.object({ value: z.string(), unit: weightUnitSchema }).nullable(),
    description: z.string(),
  }),
  quantity: z.number().int(),
  isTaxable: z.boolean(),
  appliedDiscount: appliedDiscountSchema.nullable(),
  originalUnitPriceSet: moneySetSchema,
  originalTotalSet: moneySetSchema,
  discountedUnitPriceAfterAllDiscountsSet: moneySetSchema,
  discountedTotalSet: moneySetSchema,
  discountAllocations: z.array(
    z.object({
      allocatedAmountSet: moneySetSchema,
      discountApplication: z.object({ value: discountValueSchema }),
    }),
  ),
})
export type LineItem = z.infer<typeof lineItemSchema>

export const paymentTermSchema = z.object({
  type: paymentTermTypeSchema,
  name: z.string(),
  dueInDays: z.number().int().nullable(),
  paymentSchedules: connectionSchema(z.object({ issuedAt: z.string(), dueAt: z.string().nullable() })),
})

export const orderCustomerSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  taxId: z.string().nullable(),
  taxExempt: z.boolean(),
})

export const draftStatusSchema = z.enum(['open', 'invoice_sent', 'completed'])

export const orderSchema = z.object({
  id: z.string(),
  /** '#D12'. */
  name: z.string(),
  number: z.number().int(),
  status: draftStatusSchema,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  currencyCode: z.string(),
  customer: orderCustomerSchema.nullable(),
  email: z.string(),
  lineItems: z.array(lineItemSchema),
  totalQuantityOfLineItems: z.number().int(),
  appliedDiscount: appliedDiscountSchema.nullable(),
  shippingLine: z.object({ title: z.string(), priceSet: moneySetSchema }).nullable(),
  taxLines: z.array(z.object({ title: z.string(), rate: z.string(), priceSet: moneySetSchema })),
  taxExempt: z.boolean(),
  taxesIncluded: z.boolean(),
  lockPricesForBuyer: z.enum(['lock-all', 'none']),
  isPriceLocked: z.boolean(),
  note: z.string(),
  tags: z.array(z.string()),
  paymentTerm: paymentTermSchema.nullable(),
  shippingAddress: addressSchema.nullable(),
  billingAddress: addressSchema.nullable(),
  lineItemsSubtotalPrice: moneySetSchema,
  totalDiscountsSet: moneySetSchema,
  totalShippingPriceSet: moneySetSchema,
  totalTaxSet: moneySetSchema,
  totalPriceSet: moneySetSchema,
})
export type Order = z.infer<typeof orderSchema>

export const getOrderQuerySchema = z.strictObject({
  id: z.uuid(),
  /** Accepted for compatibility with the spec's call; the whole order is always answered. */
  fields: z.string().max(2000).optional(),
})

export const draftSearchRequestSchema = searchRequestSchema(['number', 'updatedAt', 'createdAt', 'total'])

export const draftSummarySchema = orderSchema.pick({
  id: true,
  name: true,
  number: true,
  status: true,
  customer: true,
  totalQuantityOfLineItems: true,
  totalPriceSet: true,
  createdAt: true,
  updatedAt: true,
})
export type DraftSummary = z.infer<typeof draftSummarySchema>

export const paymentTermTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: paymentTermTypeSchema,
  dueInDays: z.number().int().nullable(),
})
export type PaymentTermTemplate = z.infer<typeof paymentTermTemplateSchema>

export const savedDiscountSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  title: z.string(),
  type: discountTypeSchema,
  value: z.string(),
})
export type SavedDiscount = z.infer<typeof savedDiscountSchema>

export const savedDiscountInputSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(60)
    .regex(/^[\w-]+$/, 'Letters, digits, - and _ only'),
  title: z.string().trim().min(1, 'Required').max(255),
  type: discountTypeSchema,
  value: nonNegativeDecimal,
})

/** The body of the payment-term and discount pickers' searches. */
export const orderLookupSearchRequestSchema = searchRequestSchema(['name'])
