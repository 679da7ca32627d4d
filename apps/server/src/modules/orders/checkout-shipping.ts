import {
  type CheckoutShippingOption,
  calculateOrder,
  checkoutMessages,
  findChoice,
  money,
  type ShippingChoice,
  toMinorUnits,
} from '@lojista/contracts'
import type { StoredAddress, StoredDiscountApplication } from '../../db/schema/orders.ts'
import type { StoreTx } from '../../db/scope.ts'
import { conflict } from '../../lib/conflict.ts'
import { hasShippingSettings } from '../shipping/order-shipping.service.ts'
import { type EmailLanguage, emailLanguage } from './checkout-email-texts.ts'
import { calcInputOf } from './draft.presenter.ts'
import * as drafts from './draft.repository.ts'
import { chosenLine, draftShippingChoices, shippingRefusal } from './save-draft/shipping.ts'
import { resolveDraftTaxes } from './save-draft/taxes.ts'

// The customer's choice of shipping on the checkout page (decision 036): offered when staff chose none and
// the order has items to ship; worked out as a save would work it out (the option priced by the settings,
// the taxes resolved at the address, a pickup's at its location); checked again when paying.

const words: Record<EmailLanguage, { pickup: string; localDelivery: string }> = {
  en: { pickup: 'Pickup at {location}', localDelivery: 'Local delivery from {location}' },
  'pt-BR': { pickup: 'Retirada em {location}', localDelivery: 'Entrega local de {location}' },
}

/** The shipping line's title for the order, in the customer's language. */
function titleOf(choice: ShippingChoice, language: EmailLanguage): string {
  if (choice.kind === 'rate') return choice.title
  const text = choice.kind === 'pickup' ? words[language].pickup : words[language].localDelivery
  return text.replace('{location}', choice.title)
}

/**
 * Whether the customer is to choose shipping: staff chose none, something in the order is shipped, and
 * the store has set up shipping (one that has not takes payment without shipping, as before).
 */
async function customerChoosesShipping(
  tx: StoreTx,
  draft: drafts.DraftRow,
  lines: readonly drafts.DraftLineRow[],
): Promise<boolean> {
  if (draft.shippingLine || !lines.some((line) => line.physical)) return false
  return hasShippingSettings(tx, draft.tenantId)
}

/** The draft with the option chosen, its taxes resolved again as a save would (a pickup's at its location). */
async function withChoice(
  tx: StoreTx,
  draft: drafts.DraftRow,
  lines: readonly drafts.DraftLineRow[],
  choice: ShippingChoice,
  locale: string | null | undefined,
): Promise<drafts.DraftRow> {
  const shown = { ...draft, shippingLine: chosenLine(choice, titleOf(choice, emailLanguage(locale))) }
  await resolveDraftTaxes(tx, shown, lines)
  return shown
}

/**
 * The options the checkout page offers, each with the order's figures once chosen (with the customer's
 * code when one applies); null when the customer has nothing to choose.
 */
export async function checkoutShippingOptions(
  tx: StoreTx,
  draft: drafts.DraftRow,
  lines: drafts.DraftLineRow[],
  locale: string | null | undefined,
  applications?: StoredDiscountApplication[],
): Promise<CheckoutShippingOption[] | null> {
  if (!(await customerChoosesShipping(tx, draft, lines))) return null
  const options: CheckoutShippingOption[] = []
  for (const choice of await draftShippingChoices(tx, draft, lines)) {
    const shown = await withChoice(tx, draft, lines, choice, locale)
    const calculation = calculateOrder(
      calcInputOf(applications ? { ...shown, discountApplications: applications } : shown, lines),
    )
    const m = (minor: number) => money(minor, draft.currencyCode)
    options.push({
      kind: choice.kind,
      sourceId: choice.sourceId,
      title: choice.title,
      note: choice.note,
      readyTime: choice.readyTime,
      shipping: m(calculation.shipping),
      tax: m(calculation.totalTax),
      total: m(calculation.total),
    })
  }
  return options
}

/**
 * Paying: the shipping is checked against the address the customer pays with, in the payment's
 * transaction. Shipping staff chose must still apply; otherwise the option the customer chose must be
 * one the store offers there now, and the total the customer saw with it (when no code of theirs checks
 * the total) must be the order's. The chosen option is written on the draft, with the taxes it brings.
 * `current` is the page's order for a 409.
 */
export async function payShipping(
  tx: StoreTx,
  found: { draft: drafts.DraftRow; lines: drafts.DraftLineRow[] },
  input: {
    shippingAddress: StoredAddress
    shipping?: { kind: ShippingChoice['kind']; sourceId: string; total: string } | undefined
    totalCheckedByCode: boolean
  },
  locale: string | null | undefined,
  current: (draft: drafts.DraftRow) => Promise<unknown>,
): Promise<void> {
  const draft = { ...found.draft, shippingAddress: input.shippingAddress }
  const { lines } = found
  if (draft.shippingLine) {
    if (await shippingRefusal(tx, draft, lines)) {
      throw conflict(checkoutMessages.storeShippingUnavailable)
    }
    return
  }
  if (!(await customerChoosesShipping(tx, draft, lines))) return
  const choices = await draftShippingChoices(tx, draft, lines)
  if (!input.shipping) {
    throw conflict(choices.length > 0 ? checkoutMessages.shippingRequired : checkoutMessages.noShipping, {
      current: await current(draft),
    })
  }
  const choice = findChoice(choices, input.shipping)
  if (!choice) {
    throw conflict(checkoutMessages.shippingUnavailable, {
      current: await current(draft),
    })
  }
  const shown = await withChoice(tx, draft, lines, choice, locale)
  if (
    !input.totalCheckedByCode &&
    calculateOrder(calcInputOf(shown, lines)).total !== toMinorUnits(input.shipping.total)
  ) {
    throw conflict(checkoutMessages.orderChanged, { current: await current(draft) })
  }
  await drafts.updateDraft(tx, draft.tenantId, draft.id, {
    shippingAddress: shown.shippingAddress,
    shippingLine: shown.shippingLine,
    taxesIncluded: shown.taxesIncluded,
    taxLines: shown.taxLines,
    resolvedTaxes: shown.resolvedTaxes,
  })
}
