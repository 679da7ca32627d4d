import { calculateOrder, findChoice, type SelectAddress, type ShippingChoice } from '@lojista/contracts'
import type { StoredAddress, StoredShippingLine } from '../../../db/schema/orders.ts'
import type { StoreTx } from '../../../db/scope.ts'
import { orderShippingChoices } from '../../shipping/order-shipping.service.ts'
import { calcInputOf } from '../draft.presenter.ts'
import type * as repo from '../draft.repository.ts'

/** The address shipping is chosen for: none until it says where (as the editor's options list reads it). */
export function shippingAddressOf(address: StoredAddress | null): SelectAddress | null {
  if (!address || !(address.address1 || address.city || address.postalCode)) return null
  return {
    countryCode: address.countryCode,
    provinceCode: address.provinceCode,
    postalCode: address.postalCode,
  }
}

/** The store's options for a draft as it is now: its address, its lines' weights, its subtotal. */
export async function draftShippingChoices(
  tx: StoreTx,
  draft: repo.DraftRow,
  lines: readonly repo.DraftLineRow[],
): Promise<ShippingChoice[]> {
  // The subtotal after line discounts, which rates by order price read; shipping does not change it.
  const subtotal = calculateOrder(calcInputOf({ ...draft, shippingLine: null }, [...lines])).subtotal
  return orderShippingChoices(tx, draft.tenantId, {
    address: shippingAddressOf(draft.shippingAddress),
    lines: lines.map((line) => ({
      variantId: line.variantId,
      unitGrams: line.weightGrams,
      quantity: line.quantity,
    })),
    subtotal,
  })
}

/** The shipping line an option becomes, named as `title` (the editor's words, or the checkout's). */
export function chosenLine(choice: ShippingChoice, title: string): StoredShippingLine {
  return {
    title,
    price: choice.price,
    source: { kind: choice.kind, sourceId: choice.sourceId, locationId: choice.locationId },
    unavailable: false,
  }
}

/**
 * Checks the shipping option a draft was given against the draft as it is now, with the same selection
 * function as the options list (decision 036): while it applies, its price is the settings' (a free-above
 * rate turns free once the total passes the amount); once it no longer does (the address left its zone,
 * the weight its bracket), the line stays as it was but marked unavailable, so staff see it and choose
 * again, and the order cannot be placed with it. Custom shipping staff typed is kept as typed.
 * Returns whether the shipping price changed.
 */
export async function checkDraftShipping(
  tx: StoreTx,
  draft: repo.DraftRow,
  lines: readonly repo.DraftLineRow[],
): Promise<boolean> {
  const line = draft.shippingLine
  if (!line?.source) {
    if (line) draft.shippingLine = { title: line.title, price: line.price }
    return false
  }
  const choice = findChoice(await draftShippingChoices(tx, draft, lines), line.source, line.title)
  if (!choice) {
    draft.shippingLine = { ...line, unavailable: true }
    return false
  }
  draft.shippingLine = chosenLine(choice, line.title)
  return choice.price !== line.price
}

/**
 * Why a draft's chosen shipping cannot be charged as it stands, checked again where the order is placed or
 * paid: it was marked unavailable at the last save, or it no longer applies or costs another price under
 * the settings as they are now. Null when it can (and for custom shipping, kept as typed).
 */
export async function shippingRefusal(
  tx: StoreTx,
  draft: repo.DraftRow,
  lines: readonly repo.DraftLineRow[],
): Promise<'unavailable' | 'repriced' | null> {
  const line = draft.shippingLine
  if (!line?.source) return null
  if (line.unavailable) return 'unavailable'
  const choice = findChoice(await draftShippingChoices(tx, draft, lines), line.source, line.title)
  if (!choice) return 'unavailable'
  return choice.price === line.price ? null : 'repriced'
}
