import type { DiscountInput } from '@lojista/contracts/order/api'
import { orderMessages } from '@lojista/contracts/order/messages'

/**
 * Spec section 3 "Discount": the form keeps the amount and the percentage apart; a percentage is shown
 * times 100 and stored as a fraction.
 */
export interface DiscountDraft {
  type: 'fixed-amount' | 'percentage'
  amount: number | null
  percentage: number | null
  reason: string
}

export const emptyDiscountDraft: DiscountDraft = {
  type: 'fixed-amount',
  amount: null,
  percentage: null,
  reason: '',
}

export function discountDraftOf(discount: DiscountInput | null): DiscountDraft {
  if (!discount) return emptyDiscountDraft
  const value = Number(discount.value)
  return discount.type === 'percentage'
    ? {
        type: 'percentage',
        amount: null,
        percentage: Math.round(value * 100 * 10_000) / 10_000,
        reason: discount.title,
      }
    : { type: 'fixed-amount', amount: value, percentage: null, reason: discount.title }
}

export type DiscountErrors = Partial<Record<'amount' | 'percentage', string>>

/** Spec section 5's discount rules. */
export function validateDiscount(draft: DiscountDraft): DiscountErrors {
  if (draft.type === 'percentage') {
    if (draft.percentage === null) return {}
    if (draft.percentage < 0) return { percentage: orderMessages.mustBeZeroOrGreater }
    if (draft.percentage > 100) return { percentage: orderMessages.cannotExceed100 }
    return {}
  }
  if (draft.amount === null || draft.amount < 0) return { amount: orderMessages.amountRequired }
  return {}
}

/** The discount to store, or null: an empty percentage saves as no discount (spec: saving null removes). */
export function discountInputOf(draft: DiscountDraft): DiscountInput | null {
  const title = draft.reason.trim()
  if (draft.type === 'percentage') {
    if (draft.percentage === null) return null
    // Four decimals of a percent are six of a fraction, as the API keeps it.
    const fraction = Math.round(draft.percentage * 10_000) / 1_000_000
    return { type: 'percentage', value: trimDecimal(fraction.toFixed(6)), title }
  }
  if (draft.amount === null) return null
  return { type: 'fixed-amount', value: draft.amount.toFixed(2), title }
}

function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value
}
