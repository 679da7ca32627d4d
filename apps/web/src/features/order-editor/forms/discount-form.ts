import type { DiscountInput } from '@lojista/contracts/order/api'
import { formatPpm, parsePpm } from '@lojista/contracts/order/rounding'

/**
 * "Discount": the form keeps the amount and the percentage apart; a percentage is shown
 * times 100 and stored as a fraction. Both are decimal text ("5.00", "12.5"), so no float rounds them.
 */
export interface DiscountDraft {
  type: 'fixed-amount' | 'percentage'
  amount: string | null
  percentage: string | null
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
  return discount.type === 'percentage'
    ? {
        type: 'percentage',
        amount: null,
        percentage: formatPpm(parsePpm(discount.value, 'fraction'), 'percent'),
        reason: discount.title,
      }
    : { type: 'fixed-amount', amount: discount.value, percentage: null, reason: discount.title }
}

/** The discount to store, or null: an empty percentage saves as no discount (saving null removes the discount). */
export function discountInputOf(draft: DiscountDraft): DiscountInput | null {
  const title = draft.reason.trim()
  if (draft.type === 'percentage') {
    if (draft.percentage === null) return null
    // Four decimals of a percent are six of a fraction, as the API keeps it.
    return { type: 'percentage', value: formatPpm(parsePpm(draft.percentage, 'percent'), 'fraction'), title }
  }
  if (draft.amount === null) return null
  return { type: 'fixed-amount', value: draft.amount, title }
}
