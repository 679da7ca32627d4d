import { instantAtWallClock, wallClockAt } from '@lojista/contracts/common/zoned-time'
import {
  CODE_ALPHABET,
  type Discount,
  type DiscountDefinitionInput,
  type DiscountKind,
  discountKinds,
  discountMessages,
} from '@lojista/contracts/discounts/index'
import { z } from 'zod'
import { fractionToPercent, percentToFraction } from '../components/discount-summary'

// The editor's form: one flat set of fields for every type, as the screen shows them (a percentage as
// people type it, a start and an end as a day and a time on the store's clock), turned into the API's
// definition on save. The server checks the definition with the contracts' schema; its field errors come
// back on these fields (fieldOfPath).

export const targetChoices = ['all', 'collections', 'products'] as const
export type TargetChoice = (typeof targetChoices)[number]

const ids = z.array(z.string())
const money = z.string().nullable()
const count = z.number().int().nullable()
/** A day of the store's calendar, 'YYYY-MM-DD'. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, discountMessages.required)
/** A time of the store's clock, 'HH:MM' as a time field gives it. */
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, discountMessages.required)

export const discountFormSchema = z
  .object({
    method: z.enum(['code', 'automatic']),
    code: z.string().trim().max(60),
    title: z.string().trim().min(1, discountMessages.required).max(255),
    type: z.enum(discountKinds),
    valueType: z.enum(['percentage', 'fixed-amount']),
    /** Percent as typed ("10"), sent as a fraction ("0.1"). */
    percent: z.string().nullable(),
    amount: money,
    appliesTo: z.enum(targetChoices),
    targetIds: ids,
    getAppliesTo: z.enum(targetChoices),
    getIds: ids,
    buyQuantity: count,
    getQuantity: count,
    getPercent: z.string().nullable(),
    maxUsesPerOrder: count,
    countries: z.string(),
    maxShippingAmount: money,
    minimum: z.enum(['none', 'amount', 'quantity']),
    minimumAmount: money,
    minimumQuantity: count,
    eligibility: z.enum(['everyone', 'customers']),
    customerIds: ids,
    limitTotal: z.boolean(),
    totalUses: count,
    oncePerCustomer: z.boolean(),
    startsOn: day,
    startsTime: time,
    endsOn: day.nullable(),
    endsTime: time,
    combinesWith: z.object({ product: z.boolean(), order: z.boolean(), shipping: z.boolean() }),
  })
  .superRefine((values, ctx) => {
    const need = (path: string, present: boolean) => {
      if (!present) ctx.addIssue({ code: 'custom', path: [path], message: discountMessages.required })
    }
    if (values.method === 'code') need('code', values.code.trim() !== '')
    const hasValue = values.type === 'amount_off_products' || values.type === 'amount_off_order'
    if (hasValue && values.valueType === 'percentage') need('percent', Boolean(values.percent))
    if (hasValue && values.valueType === 'fixed-amount') need('amount', Boolean(values.amount))
    if (values.minimum === 'amount') need('minimumAmount', Boolean(values.minimumAmount))
    if (values.minimum === 'quantity') need('minimumQuantity', values.minimumQuantity !== null)
    if (values.limitTotal) need('totalUses', values.totalUses !== null)
  })

export type DiscountFormValues = z.input<typeof discountFormSchema>
export type DiscountFormOutput = z.output<typeof discountFormSchema>

/** A random code people can read out: no 0/O or 1/I to mix up. */
export function randomCode(length = 10): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('')
}

/** Where a new end starts: the last minute of the day chosen. */
export const END_OF_DAY = '23:59'

/** A new discount starts at midnight today on the store's clock, so it runs at once. */
export function newDiscountValues(timeZone: string, now: number = Date.now()): DiscountFormValues {
  return {
    method: 'code',
    code: '',
    title: '',
    type: 'amount_off_order',
    valueType: 'percentage',
    percent: null,
    amount: null,
    appliesTo: 'all',
    targetIds: [],
    getAppliesTo: 'all',
    getIds: [],
    buyQuantity: 1,
    getQuantity: 1,
    getPercent: '100',
    maxUsesPerOrder: null,
    countries: '',
    maxShippingAmount: null,
    minimum: 'none',
    minimumAmount: null,
    minimumQuantity: null,
    eligibility: 'everyone',
    customerIds: [],
    limitTotal: false,
    totalUses: null,
    oncePerCustomer: false,
    startsOn: wallClockAt(now, timeZone).date,
    startsTime: '00:00',
    endsOn: null,
    endsTime: END_OF_DAY,
    combinesWith: { product: false, order: false, shipping: false },
  }
}

type Targets = { type: 'all' } | { type: 'products' | 'variants' | 'collections'; ids: string[] }

function targetsOf(choice: TargetChoice, chosen: string[]): Targets {
  return choice === 'all' ? { type: 'all' } : { type: choice, ids: chosen }
}

function choiceOf(targets: Targets): [TargetChoice, string[]] {
  if (targets.type === 'all') return ['all', []]
  // Variants are chosen with their products on this screen.
  return [targets.type === 'collections' ? 'collections' : 'products', targets.ids]
}

/** An instant as the ISO text the API takes, from a day and time on the store's clock. */
function instantText(date: string, time: string, timeZone: string): string {
  return new Date(instantAtWallClock({ date, time }, timeZone)).toISOString()
}

/** The saved discount as the form shows it, its start and end on the store's clock. */
export function discountFormValues(discount: Discount, timeZone: string): DiscountFormValues {
  const values = newDiscountValues(timeZone)
  const starts = wallClockAt(Date.parse(discount.startsAt), timeZone)
  const ends = discount.endsAt === null ? null : wallClockAt(Date.parse(discount.endsAt), timeZone)
  const base: DiscountFormValues = {
    ...values,
    method: discount.method,
    code: discount.code ?? '',
    title: discount.title,
    type: discount.type,
    minimum: discount.minimum.type,
    minimumAmount: discount.minimum.type === 'amount' ? discount.minimum.amount : null,
    minimumQuantity: discount.minimum.type === 'quantity' ? discount.minimum.quantity : null,
    eligibility: discount.eligibility.type,
    customerIds: discount.eligibility.type === 'customers' ? discount.eligibility.customerIds : [],
    limitTotal: discount.usageLimit.total !== null,
    totalUses: discount.usageLimit.total,
    oncePerCustomer: discount.usageLimit.oncePerCustomer,
    startsOn: starts.date,
    startsTime: starts.time,
    endsOn: ends?.date ?? null,
    endsTime: ends?.time ?? END_OF_DAY,
    combinesWith: { ...discount.combinesWith },
  }
  switch (discount.type) {
    case 'amount_off_products':
    case 'amount_off_order': {
      const [appliesTo, targetIds] =
        discount.type === 'amount_off_products' ? choiceOf(discount.appliesTo) : ['all' as const, []]
      return {
        ...base,
        valueType: discount.value.type,
        percent: discount.value.type === 'percentage' ? fractionToPercent(discount.value.value) : null,
        amount: discount.value.type === 'fixed-amount' ? discount.value.value : null,
        appliesTo,
        targetIds,
      }
    }
    case 'buy_x_get_y': {
      const [appliesTo, targetIds] = choiceOf(discount.buy.appliesTo)
      const [getAppliesTo, getIds] = choiceOf(discount.get.appliesTo)
      return {
        ...base,
        appliesTo,
        targetIds,
        getAppliesTo,
        getIds,
        buyQuantity: discount.buy.quantity,
        getQuantity: discount.get.quantity,
        getPercent: fractionToPercent(discount.get.percentage),
        maxUsesPerOrder: discount.maxUsesPerOrder,
      }
    }
    case 'free_shipping':
      return {
        ...base,
        countries: discount.countries?.join(', ') ?? '',
        maxShippingAmount: discount.maxShippingAmount,
      }
  }
}

/** The form's values as POST /v1/discounts and PATCH's `discount` take them. */
export function discountFormToRequest(values: DiscountFormOutput, timeZone: string): DiscountDefinitionInput {
  const common = {
    title: values.title,
    method: values.method,
    code: values.method === 'code' ? values.code.trim() : null,
    minimum:
      values.minimum === 'amount'
        ? { type: 'amount' as const, amount: values.minimumAmount ?? '' }
        : values.minimum === 'quantity'
          ? { type: 'quantity' as const, quantity: values.minimumQuantity ?? 0 }
          : { type: 'none' as const },
    eligibility:
      values.eligibility === 'customers'
        ? { type: 'customers' as const, customerIds: values.customerIds }
        : { type: 'everyone' as const },
    usageLimit: {
      total: values.limitTotal ? values.totalUses : null,
      oncePerCustomer: values.oncePerCustomer,
    },
    startsAt: instantText(values.startsOn, values.startsTime, timeZone),
    endsAt: values.endsOn === null ? null : instantText(values.endsOn, values.endsTime, timeZone),
    combinesWith: values.combinesWith,
  }
  const value =
    values.valueType === 'percentage'
      ? { type: 'percentage' as const, value: percentToFraction(values.percent ?? '0') }
      : { type: 'fixed-amount' as const, value: values.amount ?? '' }
  const type: DiscountKind = values.type
  switch (type) {
    case 'amount_off_products':
      return { ...common, type, value, appliesTo: targetsOf(values.appliesTo, values.targetIds) }
    case 'amount_off_order':
      return { ...common, type, value }
    case 'buy_x_get_y':
      return {
        ...common,
        type,
        buy: { quantity: values.buyQuantity ?? 0, appliesTo: targetsOf(values.appliesTo, values.targetIds) },
        get: {
          quantity: values.getQuantity ?? 0,
          appliesTo: targetsOf(values.getAppliesTo, values.getIds),
          percentage: percentToFraction(values.getPercent ?? '100'),
        },
        maxUsesPerOrder: values.maxUsesPerOrder,
      }
    case 'free_shipping': {
      const countries = values.countries
        .split(/[\s,;]+/)
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean)
      return {
        ...common,
        type,
        countries: countries.length > 0 ? countries : null,
        maxShippingAmount: values.maxShippingAmount,
      }
    }
  }
}

/** A saved discount as the start of a new one: the same rules under a new code or title. */
export function duplicateValues(discount: Discount, copyTitle: string, timeZone: string): DiscountFormValues {
  const values = discountFormValues(discount, timeZone)
  return { ...values, title: copyTitle, code: values.method === 'code' ? randomCode() : '' }
}

/** The request paths the server names in its field errors, as this form's fields. */
export function fieldOfPath(path: string): keyof DiscountFormValues | null {
  const exact: Record<string, keyof DiscountFormValues> = {
    title: 'title',
    code: 'code',
    method: 'method',
    type: 'type',
    'value.value': 'percent',
    'minimum.amount': 'minimumAmount',
    'minimum.quantity': 'minimumQuantity',
    'eligibility.customerIds': 'customerIds',
    'usageLimit.total': 'totalUses',
    startsAt: 'startsOn',
    endsAt: 'endsOn',
    'appliesTo.ids': 'targetIds',
    'buy.appliesTo.ids': 'targetIds',
    'buy.quantity': 'buyQuantity',
    'get.appliesTo.ids': 'getIds',
    'get.quantity': 'getQuantity',
    'get.percentage': 'getPercent',
    maxUsesPerOrder: 'maxUsesPerOrder',
    countries: 'countries',
    maxShippingAmount: 'maxShippingAmount',
  }
  if (path.startsWith('countries.')) return 'countries'
  return exact[path] ?? null
}
