import {
  type Discount,
  type DiscountDefinition,
  type DiscountRule,
  discountStatus,
  formatPpm,
  fromMinorUnits,
  normalizeSearchText,
  PPM,
  type SavedDiscount,
  toDiscountDefinition,
  toDiscountRule,
} from '@lojista/contracts'
import type { discounts, StoredDiscountConditions } from '../../db/schema/discounts.ts'

export type DiscountRow = typeof discounts.$inferSelect
/** What a create or an edit writes: the definition in the table's columns. */
export type DiscountValues = Pick<
  DiscountRow,
  | 'code'
  | 'title'
  | 'method'
  | 'kind'
  | 'type'
  | 'value'
  | 'conditions'
  | 'startsAt'
  | 'endsAt'
  | 'searchText'
>

const NO_COMBINATIONS = { product: false, order: false, shipping: false }

/**
 * The row as the application function reads it. A code saved before discounts had types has no
 * conditions: it is its `type` and `value` off the order, for everyone, without limits.
 */
export function ruleOf(row: DiscountRow): DiscountRule {
  const conditions = row.conditions
  return {
    id: row.id,
    title: row.title,
    code: row.method === 'code' ? row.code : null,
    effect: conditions.effect ?? {
      type: 'amount_off_order',
      value:
        row.type === 'percentage'
          ? { type: 'percentage', ppm: row.value }
          : { type: 'fixed-amount', amount: row.value },
    },
    minimum: conditions.minimum ?? { type: 'none' },
    eligibility: conditions.eligibility ?? { type: 'everyone' },
    usageLimit: conditions.usageLimit ?? { total: null, oncePerCustomer: false },
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt?.getTime() ?? null,
    combinesWith: conditions.combinesWith ?? NO_COMBINATIONS,
  }
}

export function presentDiscount(row: DiscountRow, now: number): Discount {
  return {
    ...toDiscountDefinition(ruleOf(row)),
    id: row.id,
    version: row.version,
    status: discountStatus(
      { active: row.active, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt?.toISOString() ?? null },
      now,
    ),
    usageCount: row.usageCount,
    amountGiven: fromMinorUnits(row.amountGiven),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** A code as the draft editor's picker of saved codes shows it: its headline type and value. */
export function presentSavedCode(row: DiscountRow): SavedDiscount {
  return {
    id: row.id,
    name: `${row.code ?? ''} · ${row.title}`,
    code: row.code ?? '',
    title: row.title,
    type: row.type,
    value: row.type === 'percentage' ? formatPpm(row.value, 'fraction') : fromMinorUnits(row.value),
  }
}

/** The columns of a definition; codes are kept in upper case, so WELCOME and welcome are one code. */
export function valuesOf(definition: DiscountDefinition): DiscountValues {
  const { effect, minimum, eligibility, usageLimit, combinesWith, startsAt, endsAt, code } = toDiscountRule(
    '',
    definition,
  )
  const upperCode = code?.toUpperCase() ?? null
  // The headline `type` and `value` the draft editor's picker of saved codes shows; what a chosen code
  // takes off a draft is the application function's.
  const headline =
    effect.type === 'amount_off_products' || effect.type === 'amount_off_order'
      ? effect.value.type === 'percentage'
        ? { type: 'percentage' as const, value: effect.value.ppm }
        : { type: 'fixed-amount' as const, value: effect.value.amount }
      : { type: 'percentage' as const, value: effect.type === 'buy_x_get_y' ? effect.get.ppm : PPM }
  const conditions: StoredDiscountConditions = { effect, minimum, eligibility, usageLimit, combinesWith }
  return {
    code: upperCode,
    title: definition.title,
    method: definition.method,
    kind: definition.type,
    ...headline,
    conditions,
    startsAt: new Date(startsAt),
    endsAt: endsAt === null ? null : new Date(endsAt),
    searchText: normalizeSearchText(`${upperCode ?? ''} ${definition.title}`),
  }
}
