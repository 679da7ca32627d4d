import {
  type CheckoutCodeRefusal,
  checkoutMessages,
  type DiscountRefusalProblem,
  discountRefusalText,
} from '@lojista/contracts'
import type { StoredDiscountApplication } from '../../db/schema/orders.ts'
import type { StoreTx } from '../../db/scope.ts'
import { conflict } from '../../lib/conflict.ts'
import { type HttpProblem, problems } from '../../lib/problem.ts'
import { discountIdOfCode, discountsForDraft } from '../discounts/discount-usage.service.ts'
import type * as drafts from './draft.repository.ts'
import { chosenCodes, discountCartOf } from './save-draft/discounts.ts'

/** The code a customer typed on the checkout page, weighed on their order. */
export type CustomerCode =
  | { applies: false; refusal: CheckoutCodeRefusal; discount: StoredDiscountApplication | null }
  | {
      applies: true
      discount: StoredDiscountApplication
      /** The order's saved discounts with the code among them, as a save of the draft would store them. */
      applications: StoredDiscountApplication[]
    }

/** What a saved discount takes off, in minor units. */
export const amountOf = (application: StoredDiscountApplication): number =>
  application.lines.reduce((sum, part) => sum + part.amount, 0) + application.shipping

/**
 * Weighs the customer's code on the draft with the same application function a save of the draft runs:
 * beside the codes the store chose on it and the store's automatic discounts running now. The codes the
 * store gave the order stay on it: a customer's code that would push one of them off is refused as not
 * combining with it. Nothing is written or counted.
 */
export async function weighCustomerCode(
  tx: StoreTx,
  draft: drafts.DraftRow,
  lines: drafts.DraftLineRow[],
  code: string,
  now: Date,
): Promise<CustomerCode> {
  const discountId = await discountIdOfCode(tx, draft.tenantId, code)
  if (!discountId) return { applies: false, refusal: { reason: 'unknown_code' }, discount: null }
  const storeCodes = chosenCodes(draft, lines).map((chosen) => chosen.discountId)
  const typed = code.trim().toUpperCase()
  const worked = await discountsForDraft(tx, draft.tenantId, {
    cart: discountCartOf(draft, lines),
    customerId: draft.customerId,
    chosen: [...storeCodes, discountId],
    now,
  })
  // A code generated for the discount is named as the customer typed it: the order shows it, and its use
  // is counted against it as well as the discount.
  const applications = worked.map((application) =>
    application.discountId === discountId ? { ...application, code: typed } : application,
  )
  const discount = applications.find((application) => application.discountId === discountId)
  // A chosen discount of the store is always answered, applied or refused.
  if (!discount) return { applies: false, refusal: { reason: 'unknown_code' }, discount: null }
  if (discount.refusal) return { applies: false, refusal: discount.refusal, discount }
  const appliedBefore = new Set(
    draft.discountApplications.filter((app) => app.refusal === null).map((app) => app.discountId),
  )
  const pushedOff = applications.find(
    (app) =>
      app.discountId !== discountId &&
      appliedBefore.has(app.discountId) &&
      app.refusal?.reason === 'does_not_combine',
  )
  if (pushedOff) {
    const other = { id: pushedOff.discountId, title: pushedOff.title, code: pushedOff.code }
    return { applies: false, refusal: { reason: 'does_not_combine', with: other }, discount }
  }
  return { applies: true, discount, applications }
}

/**
 * Paying with a code that does not apply: 400 on the code's field when no discount has it (any more), 409
 * saying why otherwise, in English with the refusal as a fact the page words in the customer's language.
 */
export function customerCodeRefused(
  weighed: Extract<CustomerCode, { applies: false }>,
  currencyCode: string,
): HttpProblem {
  const { refusal, discount } = weighed
  if (refusal.reason === 'unknown_code' || !discount) {
    return problems.badRequest(checkoutMessages.unknownCode, [
      { path: 'discount.code', message: checkoutMessages.unknownCode },
    ])
  }
  const message = discountRefusalText(refusal, 'en', currencyCode)
  return conflict(message, {
    errors: [{ path: 'discount.code', message }],
    extensions: {
      discountRefusal: {
        discountId: discount.discountId,
        code: discount.code,
        title: discount.title,
        currencyCode,
        refusal,
      } satisfies DiscountRefusalProblem,
    },
  })
}
