import { z } from 'zod'
import { weightUnitSchema } from '../catalog/products.ts'
import { int4Schema, versionSchema } from '../common/integers.ts'
import {
  AMOUNT_TOO_LARGE,
  amountInputSchema,
  decimalAmountSchema,
  MAX_AMOUNT_MINOR,
  moneySchema,
} from '../common/money.ts'
import { connectionSchema, searchRequestSchema } from '../common/pagination.ts'
import { discountRefusalSchema } from '../discounts/refusal-schema.ts'
import { shippingSourceInputSchema, shippingSourceSchema } from '../shipping/source.ts'
import { orderMessages } from './messages.ts'
import { isPpmAtMost, PPM } from './rounding.ts'

// The draft order API: GET /v1/order, POST /v1/order and the order searches. Shapes follow the editor's
// Order and Line item; money is `{ amount: "12.34", currencyCode }` inside money sets.

export const moneySetSchema = z.object({ presentmentMoney: moneySchema, domainMoney: moneySchema })
export type MoneySet = z.infer<typeof moneySetSchema>

export const discountTypeSchema = z.enum(['fixed-amount', 'percentage'], {
  error: 'Type must be fixed-amount or percentage',
})

const nonNegativeDecimal = z.string().regex(/^\d{1,13}(\.\d{1,6})?$/, orderMessages.mustBeZeroOrGreater)

const discountFields = {
  type: discountTypeSchema,
  value: nonNegativeDecimal,
  title: z.string().trim().max(255).default(''),
  /**
   * Set when the discount is a saved one (a code); absent for a custom discount. A code's amount is the
   * discounts' application function's (see discountApplications), whatever `type` and `value` say.
   */
  discountId: z.uuid().optional(),
}

function checkDiscountValue(
  discount: { type: z.infer<typeof discountTypeSchema>; value: string },
  ctx: z.RefinementCtx,
) {
  const wellFormed = nonNegativeDecimal.safeParse(discount.value).success
  if (discount.type === 'percentage' && wellFormed && !isPpmAtMost(discount.value, 'fraction', PPM)) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: orderMessages.cannotExceed100 })
  }
  if (discount.type === 'fixed-amount' && !decimalAmountSchema.safeParse(discount.value).success) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: orderMessages.amountRequired })
  }
}

/**
 * A discount as staff type it: a fixed amount ("5.00", per unit on a line, in total on the order) or a
 * percentage stored as a fraction ("0.1" is 10%), with the reason shown to the customer.
 */
export const discountInputSchema = z.strictObject(discountFields).superRefine(checkDiscountValue)
export type DiscountInput = z.infer<typeof discountInputSchema>

/** The amount a price, shipping charge or payment may be: 0 or more, 2 decimals, at most MAX_AMOUNT. */
const amountInput = amountInputSchema(orderMessages.mustBeZeroOrGreater)

/** A custom item's weight, in its unit; at most what a product variant may weigh. */
const MAX_WEIGHT_THOUSANDTHS = 1_000_000_000
const weightInput = z
  .string()
  .regex(/^\d{1,7}(\.\d{1,3})?$/, { message: orderMessages.mustBeZeroOrGreater, abort: true })
  .refine((weight) => {
    const [units = '0', decimals = ''] = weight.split('.')
    return Number(units) * 1000 + Number(decimals.padEnd(3, '0')) <= MAX_WEIGHT_THOUSANDTHS
  }, orderMessages.weightTooLarge)

export const customItemInputSchema = z.strictObject({
  title: z.string().trim().min(1, orderMessages.itemNameRequired).max(255),
  price: amountInputSchema(orderMessages.mustBeZeroOrGreater, orderMessages.priceRequired),
  weight: weightInput.nullable().default(null),
  weightUnit: weightUnitSchema.default('kg'),
  isPhysical: z.boolean().default(true),
  description: z.string().max(2000).default(''),
})
export type CustomItemInput = z.infer<typeof customItemInputSchema>

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

const dateTimeSchema = z.iso.datetime({ offset: true })

export const paymentTermInputSchema = z.strictObject({
  type: paymentTermTypeSchema,
  dueInDays: z.number().int().min(0).max(3650).nullable().default(null),
  /** When the term starts: net terms count dueInDays from it. Defaults to now. */
  issuedAt: dateTimeSchema.optional(),
  /** The due date of a fixed term. */
  dueAt: dateTimeSchema.nullable().optional(),
})
export type PaymentTermInput = z.infer<typeof paymentTermInputSchema>

export const taxLineInputSchema = z.strictObject({
  title: z.string().trim().min(1).max(60).default('VAT'),
  /** Percent, "17" or "12.5". */
  rate: z
    .string()
    .regex(/^\d{1,3}(\.\d{1,4})?$/, orderMessages.mustBeZeroOrGreater)
    .refine((rate) => isPpmAtMost(rate, 'percent', PPM), orderMessages.cannotExceed100),
})

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

/** A draft's or order's payment term; the app names it ("Within 30 days") in the reader's language. */
export const paymentTermSchema = z.object({
  type: paymentTermTypeSchema,
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

/**
 * A saved discount on the draft as the discounts' application function decided it when the draft was last
 * saved: a code staff chose, or one of the store's automatic discounts whose conditions hold (dates,
 * minimum, customer, the items it is for, what it combines with). Automatic ones come and go with the
 * draft's saves; a chosen code stays, taking nothing, with its `refusal`, while it does not apply.
 */
export const discountApplicationSchema = z.object({
  discountId: z.string(),
  /** Null for an automatic discount. */
  code: z.string().nullable(),
  title: z.string(),
  method: z.enum(['code', 'automatic']),
  /** product: off the items (in their prices); order: off the order; shipping: off the shipping charge. */
  class: z.enum(['product', 'order', 'shipping']),
  amountSet: moneySetSchema,
  /** What it takes off each line (non-zero only), in the draft's line order. */
  lineAllocations: z.array(z.object({ lineId: z.string(), amountSet: moneySetSchema })),
  shippingAmountSet: moneySetSchema,
  /** Why a chosen code takes nothing now; null while it applies. */
  refusal: discountRefusalSchema.nullable(),
})
export type DiscountApplication = z.infer<typeof discountApplicationSchema>

export const orderSchema = z.object({
  id: z.string(),
  /** '#D12'. */
  name: z.string(),
  number: z.number().int(),
  status: draftStatusSchema,
  /** The order a completed draft became ('#1001'); null while it is a draft. */
  order: z.object({ id: z.string(), name: z.string() }).nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  currencyCode: z.string(),
  customer: orderCustomerSchema.nullable(),
  email: z.string(),
  lineItems: z.array(lineItemSchema),
  totalQuantityOfLineItems: z.number().int(),
  appliedDiscount: appliedDiscountSchema.nullable(),
  discountApplications: z.array(discountApplicationSchema),
  shippingLine: z
    .object({
      title: z.string(),
      priceSet: moneySetSchema,
      /** The store's option it was chosen from (decision 036); null for shipping typed by staff. */
      source: shippingSourceSchema.nullable().optional(),
      /**
       * The chosen option no longer applies to the order's address, weight or total (as of the last save):
       * staff choose again, and the order cannot be placed or paid until they do.
       */
      unavailable: z.boolean().optional(),
    })
    .nullable(),
  taxLines: z.array(z.object({ title: z.string(), rate: z.string(), priceSet: moneySetSchema })),
  taxExempt: z.boolean(),
  taxesIncluded: z.boolean(),
  /**
   * Staff typed the tax lines on this draft; otherwise they come from the store's tax settings at the
   * draft's shipping address (or the store's own address), and follow them at each save (decision 029).
   */
  taxesSetByHand: z.boolean(),
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

// ---- POST /v1/order: the editor's input, or the order as GET /v1/order answers it ----

/**
 * A discount sent back as GET answers it: its `amountSet` is worked out by the server and ignored, and
 * a custom discount's `discountId` may be null.
 */
const appliedDiscountInputSchema = z
  .strictObject({
    ...discountFields,
    discountId: z.uuid().nullable().optional(),
    amountSet: moneySetSchema.optional(),
  })
  .superRefine(checkDiscountValue)
  .transform(
    ({ amountSet: _worked, discountId, ...discount }): DiscountInput => ({
      ...discount,
      ...(discountId ? { discountId } : {}),
    }),
  )

const readOnlyProduct = lineItemSchema.shape.product.shape

/**
 * A line's product as GET answers it, or a custom item as order-editor clients submit it: `{ id,
 * title, price: { amount }, weight, weightUnit, isPhysical }`. Amounts and weights may be JSON numbers:
 * an amount of at most 15 significant digits (every amount up to MAX_AMOUNT with 2 decimals) reads back
 * exactly from a number's shortest decimal form, which is what is used.
 */
/** An amount or weight sent as a JSON number: bounded like its decimal form. */
const amountNumber = z
  .number()
  .min(0, orderMessages.mustBeZeroOrGreater)
  .max(MAX_AMOUNT_MINOR / 100, AMOUNT_TOO_LARGE)
const weightNumber = z
  .number()
  .min(0, orderMessages.mustBeZeroOrGreater)
  .max(MAX_WEIGHT_THOUSANDTHS / 1000, orderMessages.weightTooLarge)

const lineProductInputSchema = z.strictObject({
  /** GET's id, or the client's own for a custom item: not used. */
  id: z.string().max(255).optional(),
  productId: z.uuid().nullable().optional(),
  /** A catalog line's variant: a new line is snapshotted from it. */
  variantId: z.uuid().nullable().optional(),
  title: z.string().max(1000).optional(),
  price: z
    .strictObject({
      amount: z.union([z.string().max(100), amountNumber]),
      currencyCode: z.string().max(3).optional(),
    })
    .optional(),
  isPhysical: z.boolean().optional(),
  weight: z
    .union([
      z.strictObject({ value: z.union([z.string().max(100), weightNumber]), unit: weightUnitSchema }),
      z.string().max(100),
      weightNumber,
    ])
    .nullable()
    .optional(),
  weightUnit: weightUnitSchema.optional(),
  description: z.string().max(2000).optional(),
  // Worked out or snapshotted by the server: accepted and ignored.
  variantTitle: readOnlyProduct.variantTitle.optional(),
  sku: readOnlyProduct.sku.optional(),
  selectedOptions: readOnlyProduct.selectedOptions.optional(),
  featuredMedia: readOnlyProduct.featuredMedia.optional(),
  isCustom: readOnlyProduct.isCustom.optional(),
})

/** A JSON number's shortest decimal form; a string is kept as sent. */
function decimalText(value: string | number): string {
  return typeof value === 'number' ? String(value) : value
}

/** Where a custom item's fields sit inside a line's `product`. */
const PRODUCT_PATHS: Record<string, PropertyKey[]> = {
  title: ['product', 'title'],
  price: ['product', 'price', 'amount'],
  weight: ['product', 'weight'],
  weightUnit: ['product', 'weightUnit'],
  isPhysical: ['product', 'isPhysical'],
  description: ['product', 'description'],
}

/** A line as the server reads it, whichever form it was sent in. */
export interface LineItemChange {
  id: string
  quantity: number
  isTaxable?: boolean
  appliedDiscount?: DiscountInput | null
  /** A new catalog line's variant. */
  variantId?: string
  /** A new custom line's item (or, sent in the input form, the replacement of a custom line's item). */
  customItem?: CustomItemInput
  /**
   * 'input': the editor's form (variantId / customItem). 'order': as GET answers it, with `product`; a
   * line the draft already has then keeps its stored product whatever `product` says.
   */
  form: 'input' | 'order'
}

/**
 * A line of the draft, whichever form it came in:
 * - the editor's input: `{ id, quantity, variantId }` for a new catalog line, `{ id, quantity,
 *   customItem }` for a custom one (on a custom line the draft has, the item replaces it), `{ id,
 *   quantity }` for a line the draft has;
 * - as GET answers it (the form order-editor clients submit custom items in): `{ id, product, quantity,
 *   isTaxable, appliedDiscount, ...money sets }`. A line the draft has keeps its stored product; a new
 *   one is a catalog line by `product.variantId`, or a custom item made of `product`'s title, price,
 *   weight and unit. Money sets and allocations are the server's and ignored.
 */
export const lineItemInputSchema = z
  .strictObject({
    /** Made by the client, so an edit can name its line before the server has seen it. */
    id: z.uuid(),
    /** A catalog line: the variant whose price and details are snapshotted when the line is added. */
    variantId: z.uuid().optional(),
    /** A custom line: its own title and price. */
    customItem: customItemInputSchema.optional(),
    /** The line as GET answers it, or a new custom item in that form. */
    product: lineProductInputSchema.optional(),
    quantity: z.number().int().min(1, orderMessages.quantityMin).max(100_000),
    isTaxable: z.boolean().optional(),
    appliedDiscount: appliedDiscountInputSchema.nullable().optional(),
    originalUnitPriceSet: moneySetSchema.optional(),
    originalTotalSet: moneySetSchema.optional(),
    discountedUnitPriceAfterAllDiscountsSet: moneySetSchema.optional(),
    discountedTotalSet: moneySetSchema.optional(),
    discountAllocations: lineItemSchema.shape.discountAllocations.optional(),
  })
  .transform((line, ctx): LineItemChange => {
    const common = {
      id: line.id,
      quantity: line.quantity,
      isTaxable: line.isTaxable,
      appliedDiscount: line.appliedDiscount,
    }
    const { product } = line
    if (!product) {
      return {
        ...common,
        variantId: line.variantId,
        customItem: line.customItem,
        form: 'input',
      }
    }
    if (line.variantId !== undefined || line.customItem !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [line.variantId === undefined ? 'customItem' : 'variantId'],
        message: 'Send the line either with product or with variantId or customItem',
      })
      return z.NEVER
    }
    const order = { ...common, form: 'order' as const }
    if (product.variantId) return { ...order, variantId: product.variantId }
    // A catalog line whose variant is gone: only a line the draft has can be sent so.
    if (product.productId) return order
    const weight = product.weight
    const custom = customItemInputSchema.safeParse({
      title: product.title ?? '',
      price: product.price === undefined ? undefined : decimalText(product.price.amount),
      weight:
        weight === null || weight === undefined
          ? null
          : decimalText(typeof weight === 'object' ? weight.value : weight),
      weightUnit: (typeof weight === 'object' && weight ? weight.unit : product.weightUnit) ?? 'kg',
      isPhysical: product.isPhysical ?? true,
      description: product.description ?? '',
    })
    if (!custom.success) {
      for (const issue of custom.error.issues) {
        const field = String(issue.path[0] ?? 'title')
        ctx.addIssue({ code: 'custom', path: PRODUCT_PATHS[field] ?? ['product'], message: issue.message })
      }
      return z.NEVER
    }
    return { ...order, customItem: custom.data }
  })
export type LineItemInput = z.output<typeof lineItemInputSchema>

const readOnlyMoneySet = moneySetSchema.optional()

/**
 * POST /v1/order: creates a draft (no id, or a new client-made id without version) or, with id and the
 * version the edit was made on, replaces an existing draft's editable content. The body may also be the
 * order exactly as GET /v1/order answered it, edited: what the server works out (totals, money sets,
 * name, number, status, dates) is accepted and ignored.
 */
export const orderInputSchema = z
  .strictObject({
    id: z.uuid().optional(),
    /** The version this edit was made on: an older one is refused, so a colleague's change is never lost. */
    version: versionSchema.optional(),
    customerId: z.uuid().nullable().optional(),
    /** As GET answers it: its id chooses the customer when customerId is not sent. */
    customer: z.object({ id: z.uuid() }).nullable().optional(),
    email: z.union([z.email(), z.literal('')]).optional(),
    lineItems: z.array(lineItemInputSchema).max(500).default([]),
    appliedDiscount: appliedDiscountInputSchema.nullable().optional(),
    shippingLine: z
      .strictObject({
        title: z.string().trim().min(1, 'Required').max(255),
        price: amountInput.optional(),
        /** As GET answers it: the price when `price` is not sent. */
        priceSet: z.object({ presentmentMoney: z.object({ amount: amountInput }) }).optional(),
        /**
         * The store's option staff chose (`POST /v1/shipping/options`): the server checks it and prices it
         * from the settings at each save. Left out, the line is custom shipping kept as typed.
         */
        source: shippingSourceInputSchema.nullable().optional(),
        /** As GET answers it; worked out by the server and ignored. */
        unavailable: z.boolean().optional(),
      })
      .superRefine((shipping, ctx) => {
        if (shipping.price === undefined && shipping.priceSet === undefined) {
          ctx.addIssue({ code: 'custom', path: ['price'], message: orderMessages.priceRequired })
        }
      })
      .transform((shipping) => ({
        title: shipping.title,
        price: shipping.price ?? shipping.priceSet?.presentmentMoney.amount ?? '0',
        source: shipping.source ? { kind: shipping.source.kind, sourceId: shipping.source.sourceId } : null,
      }))
      .nullable()
      .optional(),
    taxLines: z
      .array(
        taxLineInputSchema
          .extend({ priceSet: readOnlyMoneySet })
          .transform(({ priceSet: _worked, ...tax }) => tax),
      )
      .max(5)
      .optional(),
    taxesIncluded: z.boolean().optional(),
    taxExempt: z.boolean().optional(),
    /**
     * true: `taxLines` and `taxesIncluded` are the draft's own; false: the store's tax settings give them.
     * Not sent: as the draft was, or by hand when tax lines are sent (a draft that names its own taxes).
     */
    taxesSetByHand: z.boolean().optional(),
    lockPricesForBuyer: z.enum(['lock-all', 'none']).optional(),
    note: z.string().max(5000).optional(),
    tags: z.array(z.string().trim().min(1).max(60)).max(50).optional(),
    paymentTerm: paymentTermInputSchema
      .extend({
        name: z.string().max(255).optional(),
        /** As GET answers it: its one schedule gives issuedAt and dueAt when they are not sent. */
        paymentSchedules: z
          .object({
            edges: z
              .array(
                z.object({ node: z.object({ issuedAt: dateTimeSchema, dueAt: dateTimeSchema.nullable() }) }),
              )
              .max(1),
          })
          .optional(),
      })
      .transform(({ name: _name, paymentSchedules, ...term }): PaymentTermInput => {
        const schedule = paymentSchedules?.edges[0]?.node
        return {
          ...term,
          issuedAt: term.issuedAt ?? schedule?.issuedAt,
          dueAt: term.dueAt === undefined ? schedule?.dueAt : term.dueAt,
        }
      })
      .nullable()
      .optional(),
    shippingAddress: addressSchema.nullable().optional(),
    billingAddress: addressSchema.nullable().optional(),
    // Worked out by the server: accepted and ignored.
    name: orderSchema.shape.name.optional(),
    number: int4Schema().optional(),
    status: orderSchema.shape.status.optional(),
    order: orderSchema.shape.order.optional(),
    createdAt: orderSchema.shape.createdAt.optional(),
    updatedAt: orderSchema.shape.updatedAt.optional(),
    currencyCode: orderSchema.shape.currencyCode.optional(),
    isPriceLocked: orderSchema.shape.isPriceLocked.optional(),
    totalQuantityOfLineItems: int4Schema().optional(),
    // Read as anything: the server works them out again on every save, and what it sent back (refusals
    // with times in milliseconds among them) needs no checking to be ignored.
    discountApplications: z.array(z.unknown()).max(1000).optional(),
    lineItemsSubtotalPrice: readOnlyMoneySet,
    totalDiscountsSet: readOnlyMoneySet,
    totalShippingPriceSet: readOnlyMoneySet,
    totalTaxSet: readOnlyMoneySet,
    totalPriceSet: readOnlyMoneySet,
  })
  .transform(
    ({
      customer,
      name: _name,
      number: _number,
      status: _status,
      order: _order,
      createdAt: _createdAt,
      updatedAt: _updatedAt,
      currencyCode: _currencyCode,
      isPriceLocked: _isPriceLocked,
      totalQuantityOfLineItems: _quantity,
      discountApplications: _applications,
      lineItemsSubtotalPrice: _subtotal,
      totalDiscountsSet: _discounts,
      totalShippingPriceSet: _shipping,
      totalTaxSet: _tax,
      totalPriceSet: _total,
      ...input
    }) => ({
      ...input,
      customerId:
        input.customerId !== undefined || customer === undefined ? input.customerId : (customer?.id ?? null),
    }),
  )
export type OrderInput = z.input<typeof orderInputSchema>

export const getOrderQuerySchema = z.strictObject({
  id: z.uuid(),
  /** Accepted for older clients that send it; the whole order is always answered. */
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

export const savedDiscountInputSchema = z
  .strictObject({
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
  .superRefine(checkDiscountValue)

/** The body of the payment-term and discount pickers' searches. */
export const orderLookupSearchRequestSchema = searchRequestSchema(['name'])
