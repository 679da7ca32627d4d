import { z } from 'zod'
import { int4Schema, versionSchema } from '../common/integers.ts'
import { amountInputSchema, decimalAmountSchema, fromMinorUnits, toMinorUnits } from '../common/money.ts'
import { formatPpm, isPpmAtMost, PPM, parsePpm } from '../order/rounding.ts'
import { discountMessages } from './messages.ts'
import type { DiscountRule, DiscountTargets, DiscountValue } from './rule.ts'

// A discount as the API sends and takes it: money as decimal strings ("5.00"), percentages as fractions
// ("0.1" is 10%, as the draft order's discounts write them), instants as ISO 8601 with an offset (the
// editor turns the store's local date and time into one). toDiscountRule reads it for applyDiscounts.

/** How many products, variants, collections or customers one discount may name. */
export const MAX_DISCOUNT_IDS = 250

const amount = amountInputSchema(discountMessages.required)

const fraction = z
  .string({ error: discountMessages.percentageRange })
  .regex(/^\d{1,7}(\.\d{1,6})?$/, discountMessages.percentageRange)
  .refine((value) => isPpmAtMost(value, 'fraction', PPM), discountMessages.percentageRange)

const ids = (empty: string) => z.array(z.uuid()).min(1, empty).max(MAX_DISCOUNT_IDS)

export const discountTargetsSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('all') }),
  z.strictObject({ type: z.literal('products'), ids: ids(discountMessages.chooseItems) }),
  z.strictObject({ type: z.literal('variants'), ids: ids(discountMessages.chooseItems) }),
  z.strictObject({ type: z.literal('collections'), ids: ids(discountMessages.chooseItems) }),
])

export const discountValueSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('percentage'), value: fraction }),
  /** Taken once from the items it is for, spread over them; never more than they cost. */
  z.strictObject({ type: z.literal('fixed-amount'), value: amount }),
])

const quantity = int4Schema(1, discountMessages.atLeastOne)

const effects = {
  amount_off_products: { value: discountValueSchema, appliesTo: discountTargetsSchema },
  amount_off_order: { value: discountValueSchema },
  buy_x_get_y: {
    buy: z.strictObject({ quantity, appliesTo: discountTargetsSchema }),
    get: z.strictObject({
      quantity,
      appliesTo: discountTargetsSchema,
      /** "1" (the default) gives them free; "0.5" half off. */
      percentage: fraction.default('1'),
    }),
    maxUsesPerOrder: quantity.nullable().default(null),
  },
  free_shipping: {
    countries: z
      .array(z.string().regex(/^[A-Z]{2}$/, discountMessages.countryCode))
      .min(1, discountMessages.required)
      .max(MAX_DISCOUNT_IDS)
      .nullable()
      .default(null),
    maxShippingAmount: amount.nullable().default(null),
  },
}

export const discountKinds = [
  'amount_off_products',
  'amount_off_order',
  'buy_x_get_y',
  'free_shipping',
] as const
export type DiscountKind = (typeof discountKinds)[number]

/** A code the customer or staff enter, or a discount that applies by itself when its conditions hold. */
export const discountMethods = ['code', 'automatic'] as const
export type DiscountMethod = (typeof discountMethods)[number]

const common = {
  title: z.string().trim().min(1, discountMessages.required).max(255),
  method: z.enum(discountMethods),
  /** Required for a code discount; absent or null for an automatic one. Compared without case. */
  code: z
    .string()
    .trim()
    .max(60)
    .regex(/^[\w-]*$/, discountMessages.codeCharacters)
    .nullable()
    .default(null),
  minimum: z
    .discriminatedUnion('type', [
      z.strictObject({ type: z.literal('none') }),
      z.strictObject({ type: z.literal('amount'), amount }),
      z.strictObject({ type: z.literal('quantity'), quantity }),
    ])
    .default({ type: 'none' }),
  eligibility: z
    .discriminatedUnion('type', [
      z.strictObject({ type: z.literal('everyone') }),
      z.strictObject({ type: z.literal('customers'), customerIds: ids(discountMessages.chooseCustomers) }),
    ])
    .default({ type: 'everyone' }),
  usageLimit: z
    .strictObject({ total: quantity.nullable().default(null), oncePerCustomer: z.boolean().default(false) })
    .default({ total: null, oncePerCustomer: false }),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  combinesWith: z
    .strictObject({ product: z.boolean(), order: z.boolean(), shipping: z.boolean() })
    .default({ product: false, order: false, shipping: false }),
}

function shapeOf<const Kind extends DiscountKind>(type: Kind) {
  return { ...common, type: z.literal(type), ...effects[type] }
}
function definitionOf<const Kind extends DiscountKind>(type: Kind) {
  return z.strictObject(shapeOf(type))
}

function checkDefinition(
  value: { method: 'code' | 'automatic'; code: string | null; startsAt: string; endsAt: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.method === 'code' && !value.code)
    ctx.addIssue({ code: 'custom', path: ['code'], message: discountMessages.codeRequired })
  if (value.method === 'automatic' && value.code)
    ctx.addIssue({ code: 'custom', path: ['code'], message: discountMessages.codeNotAllowed })
  if (value.endsAt !== null && Date.parse(value.endsAt) <= Date.parse(value.startsAt))
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: discountMessages.endsBeforeStart })
}

/** POST /v1/discounts, and PATCH's `discount`: the whole definition, with its type's own fields. */
export const discountDefinitionSchema = z
  .discriminatedUnion('type', [
    definitionOf('amount_off_products'),
    definitionOf('amount_off_order'),
    definitionOf('buy_x_get_y'),
    definitionOf('free_shipping'),
  ])
  .superRefine(checkDefinition)
export type DiscountDefinitionInput = z.input<typeof discountDefinitionSchema>
export type DiscountDefinition = z.output<typeof discountDefinitionSchema>

export const discountStatusSchema = z.enum(['active', 'scheduled', 'expired', 'inactive'])
export type DiscountStatus = z.infer<typeof discountStatusSchema>

const discountFacts = {
  id: z.uuid(),
  version: versionSchema,
  status: discountStatusSchema,
  /** Placed orders that used it. */
  usageCount: z.number().int(),
  /** What it took off those orders. */
  amountGiven: decimalAmountSchema,
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
}
const answerOf = <const Kind extends DiscountKind>(type: Kind) =>
  z.object({ ...shapeOf(type), ...discountFacts })

/** A discount as GET answers it: its definition, and what the store knows of it. */
export const discountSchema = z.discriminatedUnion('type', [
  answerOf('amount_off_products'),
  answerOf('amount_off_order'),
  answerOf('buy_x_get_y'),
  answerOf('free_shipping'),
])
export type Discount = z.infer<typeof discountSchema>

/** active: on now; scheduled: starts later; expired: ended; inactive: staff switched it off. */
export function discountStatus(
  discount: { active: boolean; startsAt: string; endsAt: string | null },
  now: number,
): DiscountStatus {
  if (!discount.active) return 'inactive'
  if (now < Date.parse(discount.startsAt)) return 'scheduled'
  if (discount.endsAt !== null && now >= Date.parse(discount.endsAt)) return 'expired'
  return 'active'
}

function ruleTargets(targets: z.output<typeof discountTargetsSchema>): DiscountTargets {
  return targets
}

function ruleValue(value: z.output<typeof discountValueSchema>): DiscountValue {
  return value.type === 'percentage'
    ? { type: 'percentage', ppm: parsePpm(value.value, 'fraction') }
    : { type: 'fixed-amount', amount: toMinorUnits(value.value) }
}

/** A parsed definition as applyDiscounts reads it: minor units, millionths, epoch milliseconds. */
export function toDiscountRule(id: string, definition: DiscountDefinition): DiscountRule {
  const base = {
    id,
    title: definition.title,
    code: definition.method === 'code' ? definition.code : null,
    minimum:
      definition.minimum.type === 'amount'
        ? { type: 'amount' as const, amount: toMinorUnits(definition.minimum.amount) }
        : definition.minimum,
    eligibility: definition.eligibility,
    usageLimit: definition.usageLimit,
    startsAt: Date.parse(definition.startsAt),
    endsAt: definition.endsAt === null ? null : Date.parse(definition.endsAt),
    combinesWith: definition.combinesWith,
  }
  switch (definition.type) {
    case 'amount_off_products':
      return {
        ...base,
        effect: {
          type: definition.type,
          value: ruleValue(definition.value),
          targets: ruleTargets(definition.appliesTo),
        },
      }
    case 'amount_off_order':
      return { ...base, effect: { type: definition.type, value: ruleValue(definition.value) } }
    case 'buy_x_get_y':
      return {
        ...base,
        effect: {
          type: definition.type,
          buy: { quantity: definition.buy.quantity, targets: ruleTargets(definition.buy.appliesTo) },
          get: {
            quantity: definition.get.quantity,
            targets: ruleTargets(definition.get.appliesTo),
            ppm: parsePpm(definition.get.percentage, 'fraction'),
          },
          maxUsesPerOrder: definition.maxUsesPerOrder,
        },
      }
    case 'free_shipping':
      return {
        ...base,
        effect: {
          type: definition.type,
          countries: definition.countries,
          maxShippingAmount:
            definition.maxShippingAmount === null ? null : toMinorUnits(definition.maxShippingAmount),
        },
      }
  }
}

function wireValue(value: DiscountValue): z.output<typeof discountValueSchema> {
  return value.type === 'percentage'
    ? { type: 'percentage', value: formatPpm(value.ppm, 'fraction') }
    : { type: 'fixed-amount', value: fromMinorUnits(value.amount) }
}

/** The way back: a rule (as the server keeps it, in integers) written as the API shows it. */
export function toDiscountDefinition(rule: DiscountRule): DiscountDefinition {
  const base = {
    title: rule.title,
    method: rule.code === null ? ('automatic' as const) : ('code' as const),
    code: rule.code,
    minimum:
      rule.minimum.type === 'amount'
        ? { type: 'amount' as const, amount: fromMinorUnits(rule.minimum.amount) }
        : rule.minimum,
    eligibility:
      rule.eligibility.type === 'customers'
        ? { type: 'customers' as const, customerIds: [...rule.eligibility.customerIds] }
        : rule.eligibility,
    usageLimit: rule.usageLimit,
    startsAt: new Date(rule.startsAt).toISOString(),
    endsAt: rule.endsAt === null ? null : new Date(rule.endsAt).toISOString(),
    combinesWith: { ...rule.combinesWith },
  }
  const effect = rule.effect
  switch (effect.type) {
    case 'amount_off_products':
      return {
        ...base,
        type: effect.type,
        value: wireValue(effect.value),
        appliesTo: wireTargets(effect.targets),
      }
    case 'amount_off_order':
      return { ...base, type: effect.type, value: wireValue(effect.value) }
    case 'buy_x_get_y':
      return {
        ...base,
        type: effect.type,
        buy: { quantity: effect.buy.quantity, appliesTo: wireTargets(effect.buy.targets) },
        get: {
          quantity: effect.get.quantity,
          appliesTo: wireTargets(effect.get.targets),
          percentage: formatPpm(effect.get.ppm, 'fraction'),
        },
        maxUsesPerOrder: effect.maxUsesPerOrder,
      }
    case 'free_shipping':
      return {
        ...base,
        type: effect.type,
        countries: effect.countries === null ? null : [...effect.countries],
        maxShippingAmount:
          effect.maxShippingAmount === null ? null : fromMinorUnits(effect.maxShippingAmount),
      }
  }
}

function wireTargets(targets: DiscountTargets): z.output<typeof discountTargetsSchema> {
  return targets.type === 'all' ? targets : { type: targets.type, ids: [...targets.ids] }
}
